/**
 * Uploaded images (issue 13): every upload path — chat attachments, review photos, admin
 * product images — refuses a decompression bomb (a tiny PNG declaring 20000 × 20000 pixels)
 * before decoding it and stores nothing; a chat picture loses its EXIF/GPS block like a review
 * photo; a file over its size limit is refused whole with 413, never kept cut short.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ChatSendResultDto, ChatThreadDto } from '@phonexport/contracts/chat';
import { MAX_ATTACHMENT_BYTES } from '@phonexport/domain/chat';
import { MAX_IMAGE_BYTES } from '@phonexport/domain/admin';
import { ORIGIN, api, json, multipart, register, registerAdmin, upload, uniqueEmail, useTestServer } from '../support/helpers.ts';
import { largePng, photoWithGps, reviewFields, submitReview } from '../features/reviews/review-helpers.ts';

const t = useTestServer();
let alice = '';
let admin = '';
let bomb: Buffer;

/** A PNG chunk: length, type, data, CRC-32 of type and data. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A valid 1-bit grey PNG of width × height px, all black: a few dozen KB that decode to gigabytes. */
function pngBomb(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale, deflate, filter 0, no interlace
  const raw = Buffer.alloc((1 + Math.ceil(width / 8)) * height); // filter byte 0 and zero pixels on every row
  const idat = zlib.deflateSync(raw, { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
}

/** Every file under a folder of the data directory (0 when it does not exist). */
async function filesUnder(...parts: string[]): Promise<number> {
  const entries = await fs.readdir(path.join(t.dataDir, ...parts), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).length;
}

function chatUpload(cookie: string, files: Parameters<typeof multipart>[1], fields: Record<string, string> = {}) {
  const { payload, contentType } = multipart(fields, files);
  return t.app.inject({ method: 'POST', url: '/api/chat/messages', payload, headers: { cookie, origin: ORIGIN, 'content-type': contentType } });
}

beforeAll(async () => {
  [alice, admin] = await Promise.all([register(t.app, uniqueEmail('alice')), registerAdmin(t, uniqueEmail('admin'))]);
  bomb = pngBomb(20_000, 20_000);
});

describe('a decompression bomb', () => {
  it('is a small, valid PNG that declares 20000 × 20000 pixels', async () => {
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ format: 'png', width: 20_000, height: 20_000 });
  });

  it('is refused as a chat attachment with 413 and a clear message, and nothing is stored', async () => {
    const before = await filesUnder('chat');
    const res = await chatUpload(alice, [{ name: 'bomb.png', type: 'image/png', data: bomb }], { message: 'look at this' });
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe('bomb.png is 20000 × 20000 pixels. Images may have at most 50 megapixels.');
    expect(await filesUnder('chat')).toBe(before);
    const { messages } = json<ChatThreadDto>(await api(t.app, { url: '/api/chat/current', cookie: alice }));
    expect(messages.map((m) => m.message)).not.toContain('look at this');
  });

  it('is refused as a review photo with 413, and nothing is stored', async () => {
    const before = await filesUnder('uploads', 'reviews');
    const res = await submitReview(t, alice, reviewFields(), [{ name: 'bomb.png', data: bomb, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: 'file_too_large', message: 'bomb.png is 20000 × 20000 pixels. Images may have at most 50 megapixels.' });
    expect(await filesUnder('uploads', 'reviews')).toBe(before);
    const mine = json<unknown[]>(await api(t.app, { url: '/api/reviews/mine', cookie: alice }));
    expect(mine).toHaveLength(0);
  });

  it('is refused as an admin product or hero image with 413, and nothing is stored', async () => {
    const before = await filesUnder('media', 'uploads');
    for (const url of ['/api/admin/uploads/product-image', '/api/admin/uploads/hero-image']) {
      const res = await upload(t.app, url, admin, { name: 'bomb.png', type: 'image/png', bytes: bomb });
      expect(res.statusCode, url).toBe(413);
      expect(json(res).message).toMatch(/20000 × 20000 pixels/);
    }
    expect(await filesUnder('media', 'uploads')).toBe(before);
  });
});

describe('a chat picture', () => {
  it('comes back re-encoded without EXIF or GPS, still a JPEG of the same size', async () => {
    const photo = await photoWithGps(1200, 900);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(photo.includes(Buffer.from('Secret Model 9'))).toBe(true);
    const res = await chatUpload(alice, [{ name: 'street.jpg', type: 'image/jpeg', data: photo }], { message: 'where my parcel is' });
    expect(res.statusCode, res.body).toBe(201);
    const a = json<ChatSendResultDto>(res).message.attachments[0]!;
    expect(a.fileType).toBe('image/jpeg');
    for (const who of [alice, admin]) {
      const dl = await api(t.app, { url: a.downloadURL, cookie: who });
      expect(dl.statusCode).toBe(200);
      expect(dl.headers['content-type']).toBe('image/jpeg');
      const meta = await sharp(dl.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
      expect(meta.exif).toBeUndefined();
      expect(dl.rawPayload.includes(Buffer.from('Secret Model 9'))).toBe(false);
      expect(dl.rawPayload.includes(Buffer.from('GPS'))).toBe(false);
      expect(Number(dl.headers['content-length'])).toBe(dl.rawPayload.length);
    }
  });

  it('over 4096 px is scaled down to fit 4096 px', async () => {
    const wide = await sharp({ create: { width: 6000, height: 1000, channels: 3, background: { r: 10, g: 200, b: 90 } } }).png().toBuffer();
    const res = await chatUpload(alice, [{ name: 'panorama.png', type: 'image/png', data: wide }]);
    expect(res.statusCode, res.body).toBe(201);
    const a = json<ChatSendResultDto>(res).message.attachments[0]!;
    const meta = await sharp((await api(t.app, { url: a.downloadURL, cookie: admin })).rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 4096 });
  });
});

describe('an upload over its size limit', () => {
  it('is 413 in chat (10 MB), with the spec text', async () => {
    const before = await filesUnder('chat');
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x20);
    const res = await chatUpload(alice, [{ name: 'notes.txt', type: 'text/plain', data: big }], { message: 'cut me' });
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe('File notes.txt is too large. Maximum size is 10MB.');
    expect(await filesUnder('chat')).toBe(before);
  });

  it('is 413 for a review photo (5 MB), with the spec text', async () => {
    const res = await submitReview(t, alice, reviewFields(), [{ name: 'huge.png', data: await largePng(), type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ code: 'file_too_large', message: 'huge.png: Maximum size is 5MB' });
  });

  it('is 413 for an admin image (8 MB), and nothing is stored', async () => {
    const before = await filesUnder('media', 'uploads');
    // A valid PNG header followed by enough bytes to pass the limit: cutting it would still open.
    const big = Buffer.concat([await sharp({ create: { width: 10, height: 10, channels: 3, background: '#fff' } }).png().toBuffer(), Buffer.alloc(MAX_IMAGE_BYTES, 0)]);
    const res = await upload(t.app, '/api/admin/uploads/product-image', admin, { name: 'big.png', type: 'image/png', bytes: big });
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe('The image is too large. Maximum size is 8MB.');
    expect(await filesUnder('media', 'uploads')).toBe(before);
  });
});
