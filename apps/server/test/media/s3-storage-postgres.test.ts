/**
 * File storage on S3 (issue 15, decision 043): two real server processes (`src/main.ts`), each
 * with its own DATA_DIR, share one PostgreSQL database and one S3 bucket (s3rver, a local S3
 * stand-in). A product image, a review photo and a chat attachment uploaded through process A are
 * served by process B under the same URLs and cache headers, with an ETag that answers 304; none
 * of them is written to A's local disk; the seeded drawn images reach the bucket too.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSendResultDto } from '@phonexport/contracts/chat';
import { s3FileStore } from '../../src/media/s3-file-store.ts';
import { postgresAvailable, startPostgres, type PostgresServer } from '../support/postgres-server.ts';
import { registrationBody, uniqueEmail } from '../support/helpers.ts';
import { startS3StandIn, type S3StandIn } from '../stand-ins/s3-stand-in.ts';
import { startServerProcess, type ServerProcess } from '../support/server-process.ts';

const ADMIN = { email: 's3-admin@phonexport.local', password: 's3-admin-password' };

type Proc = ServerProcess & { dataDir: string };

/** A shop process with its own DATA_DIR, storing its files in the stand-in's bucket. */
async function startServer(databaseUrl: string, s3: S3StandIn): Promise<Proc> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'phonexport-s3-shop-'));
  return { ...(await startServerProcess({ databaseUrl, dataDir, admin: ADMIN, env: s3.env })), dataDir };
}

async function post(base: string, url: string, body: unknown, cookie?: string) {
  const isForm = body instanceof FormData;
  return fetch(base + url, {
    method: 'POST',
    headers: { origin: base, ...(isForm ? {} : { 'content-type': 'application/json' }), ...(cookie ? { cookie } : {}) },
    body: isForm ? body : JSON.stringify(body),
  });
}

const cookieOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

const form = (fields: Record<string, string>, files: { field: string; name: string; type: string; data: Buffer }[]) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  for (const file of files) f.append(file.field, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  return f;
};

/** Every file under a folder of a data directory (0 when it does not exist). */
async function filesUnder(dir: string): Promise<number> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

describe.skipIf(!postgresAvailable)('file storage on S3, shared by two server processes', () => {
  let pgServer: PostgresServer;
  let s3: S3StandIn;
  let a: Proc;
  let b: Proc;
  let photo: Buffer;

  beforeAll(async () => {
    pgServer = startPostgres();
    s3 = await startS3StandIn();
    a = await startServer(pgServer.url, s3); // migrates, seeds and copies the drawn images to the bucket
    b = await startServer(pgServer.url, s3);
    photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 140, b: 90 } } }).png().toBuffer();
  }, 300_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    for (const p of [a, b]) if (p) await fs.rm(p.dataDir, { recursive: true, force: true });
    await s3?.close();
    pgServer?.stop();
  });

  it('an admin product image uploaded through A is served by B from the bucket, with its cache headers and a 304 on its ETag', async () => {
    const admin = cookieOf(await post(a.base, '/api/auth/sign-in/email', ADMIN));
    const res = await post(a.base, '/api/admin/uploads/product-image', form({}, [{ field: 'file', name: 'phone.png', type: 'image/png', data: photo }]), admin);
    expect(res.status).toBe(201);
    const { url } = (await res.json()) as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/products\/[0-9a-f-]{36}\/detail\.webp$/);

    const fromA = await fetch(a.base + url);
    const fromB = await fetch(b.base + url);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get('content-type')).toBe('image/webp');
    expect(fromB.headers.get('cache-control')).toBe('public, max-age=604800');
    const bytes = Buffer.from(await fromB.arrayBuffer());
    expect(bytes.equals(Buffer.from(await fromA.arrayBuffer()))).toBe(true);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 800, height: 800 });
    const thumb = await fetch(b.base + url.replace('detail.webp', 'thumb.webp'));
    expect(await sharp(Buffer.from(await thumb.arrayBuffer())).metadata()).toMatchObject({ width: 160 });

    const etag = fromB.headers.get('etag');
    expect(etag).toBeTruthy();
    const again = await fetch(b.base + url, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);

    // Nothing of it is on either process's disk: the bucket holds it.
    expect(await filesUnder(path.join(a.dataDir, 'media', 'uploads'))).toBe(0);
    expect(await (await s3FileStore(s3.settings)).list(url.slice(1).replace('detail.webp', ''))).toHaveLength(3);
  });

  it('a review photo uploaded through A is served by B (immutable), and a chat attachment is downloadable through B by its participants only', async () => {
    const reg = await post(a.base, '/api/accounts/register', registrationBody(uniqueEmail('s3')));
    expect(reg.status).toBe(201);
    const customer = cookieOf(reg);

    const review = await post(
      a.base,
      '/api/reviews',
      form({ rating: '5', title: 'Arrived in Lusaka', comment: 'Well packed, eight days door to door.', country: 'ZM' }, [{ field: 'images', name: 'box.png', type: 'image/png', data: photo }]),
      customer,
    );
    expect(review.status).toBe(201);
    const { imageUrls: images } = (await review.json()) as { imageUrls: string[] };
    expect(images[0]).toMatch(/^\/uploads\/reviews\//);
    const shown = await fetch(b.base + images[0]!);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ format: 'webp' });
    expect(await filesUnder(path.join(a.dataDir, 'uploads'))).toBe(0);

    const sent = await post(a.base, '/api/chat/messages', form({ message: 'The box was dented' }, [{ field: 'files', name: 'dent.png', type: 'image/png', data: photo }]), customer);
    expect(sent.status).toBe(201);
    const attachment = ((await sent.json()) as ChatSendResultDto).message.attachments[0]!;
    const download = await fetch(b.base + attachment.downloadURL, { headers: { cookie: customer } });
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('image/png');
    expect(download.headers.get('cache-control')).toBe('private, max-age=86400');
    expect((await download.arrayBuffer()).byteLength).toBe(attachment.fileSize);
    expect(await filesUnder(path.join(a.dataDir, 'chat'))).toBe(0);

    const stranger = cookieOf(await post(b.base, '/api/accounts/register', registrationBody(uniqueEmail('s3-other'))));
    expect((await fetch(b.base + attachment.downloadURL, { headers: { cookie: stranger } })).status).toBe(404);
  });

  it('the seeded drawn images are in the bucket and served by B; unknown paths and ones that leave the folder are 404', async () => {
    const list = (await (await fetch(`${b.base}/api/products?limit=1`)).json()) as { items: { images: string[] }[] };
    const seeded = list.items[0]!.images[0]!;
    expect(seeded).toMatch(/^\/media\/products\//);
    expect(await (await s3FileStore(s3.settings)).list(path.posix.dirname(seeded.slice(1)) + '/')).not.toHaveLength(0);
    const res = await fetch(b.base + seeded);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/webp');

    for (const bad of ['/media/uploads/products/nope/detail.webp', '/media/..%2F..%2Fetc%2Fpasswd', '/uploads/reviews/%2E%2E/x.webp']) {
      const r = await fetch(b.base + bad);
      expect(r.status, bad).toBe(404);
    }
    // A malformed escape is the input guards' 400, as for every other path.
    expect((await fetch(`${b.base}/media/%E0%A4%A`)).status).toBe(400);
  });
});
