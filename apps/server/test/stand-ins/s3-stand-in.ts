/**
 * A local S3 stand-in for the storage tests: s3rver on a free loopback port with one empty bucket,
 * its data in a temporary folder (removed on close). `settings` are what S3_* would give the shop.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
// @ts-expect-error s3rver ships no type declarations; the few members used here are typed below.
import S3rverModule from 's3rver';
import type { S3Settings } from '../../src/media/s3-file-store.ts';

interface S3rverInstance {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
}
const S3rver = S3rverModule as new (options: Record<string, unknown>) => S3rverInstance;

export interface S3StandIn {
  settings: S3Settings & { endpoint: string; accessKeyId: string; secretAccessKey: string };
  /** The S3_* environment of a server process using it. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver with the bucket `bucket` (default 'phonexport-test'). */
export async function startS3StandIn(bucket = 'phonexport-test'): Promise<S3StandIn> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'phonexport-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  // s3rver's default keys.
  const settings = { bucket, region: 'us-east-1', endpoint: `http://127.0.0.1:${port}`, forcePathStyle: true, accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings,
    env: { S3_BUCKET: bucket, S3_REGION: settings.region, S3_ENDPOINT: settings.endpoint, S3_ACCESS_KEY_ID: settings.accessKeyId, S3_SECRET_ACCESS_KEY: settings.secretAccessKey },
    async close() {
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
