/**
 * The file store on any S3-compatible service (AWS S3, MinIO, Cloudflare R2, ...), through the
 * AWS SDK v3 (decision 043). Settings: S3_BUCKET (turns it on), S3_REGION, S3_ENDPOINT (for a
 * service other than AWS; path-style addressing then), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY
 * (else the SDK's usual credential chain). Files stay private in the bucket: the server streams
 * them to browsers under its own URLs (media/stored-file-routes.ts), which keeps the CSP and
 * the cache headers as they are.
 */
import type { Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import { isValidKey, type FileStore } from './file-store.ts';

/** Settings of an S3-compatible store (config.ts reads them from S3_*). */
export interface S3Settings {
  bucket: string;
  region: string;
  /** e.g. http://127.0.0.1:9000 for MinIO; null for AWS itself. */
  endpoint: string | null;
  /** Path-style URLs (endpoint/bucket/key), as most S3-compatible services need; default: when an endpoint is set. */
  forcePathStyle?: boolean;
  accessKeyId: string | null;
  secretAccessKey: string | null;
}

function checkedKey(key: string): string {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  return key;
}

/**
 * A FileStore on the bucket of `s`. Requests fail (throw) when the service is unreachable or
 * refuses. The AWS SDK is loaded here, not when this module is (about 16 MiB a process that
 * keeps its files on disk would carry for nothing; decision 068).
 */
export async function s3FileStore(s: S3Settings): Promise<FileStore & { client: S3Client }> {
  const { DeleteObjectsCommand, GetObjectCommand, ListObjectsV2Command, PutObjectCommand, DeleteObjectCommand, S3Client, S3ServiceException } = await import('@aws-sdk/client-s3');
  const isMissing = (err: unknown) => err instanceof S3ServiceException && (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404);
  const client = new S3Client({
    region: s.region,
    ...(s.endpoint ? { endpoint: s.endpoint } : {}),
    forcePathStyle: s.forcePathStyle ?? Boolean(s.endpoint),
    ...(s.accessKeyId && s.secretAccessKey ? { credentials: { accessKeyId: s.accessKeyId, secretAccessKey: s.secretAccessKey } } : {}),
  });
  const Bucket = s.bucket;

  const list = async (prefix: string) => {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token }));
      for (const o of page.Contents ?? []) if (o.Key) keys.push(o.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  };

  return {
    kind: 's3',
    localRoot: null,
    client,
    async put(key, data, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkedKey(key), Body: data, ContentType: contentType, ContentLength: data.length }));
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      try {
        const o = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!o.Body) return null;
        return {
          body: o.Body as Readable,
          size: o.ContentLength ?? 0,
          contentType: o.ContentType ?? 'application/octet-stream',
          etag: o.ETag ?? null,
          lastModified: o.LastModified ?? null,
        };
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async remove(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkedKey(key) }));
    },
    async removeFolder(prefix) {
      const keys = await list(checkedKey(prefix.replace(/\/$/, '')) + '/');
      for (let i = 0; i < keys.length; i += 1000) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys.slice(i, i + 1000).map((Key) => ({ Key })), Quiet: true } }));
      }
    },
    list: (prefix) => list(prefix),
  };
}
