/**
 * Cached API answers are compressed once, not per request (issue 29, http/compressed-once.ts): a
 * browser asking for the product list gets Brotli (or gzip) bytes that were made once for every
 * request of that cached value, which decode to the very JSON an identity request gets; a small
 * answer goes as is; Vary names Accept-Encoding so no shared cache hands one encoding to another.
 */
import zlib from 'node:zlib';
import { expect, it, vi } from 'vitest';
import { api, useTestServer } from '../support/helpers.ts';

// Watched before the server starts: @fastify/compress takes its compressors when it is registered.
const brotli = vi.spyOn(zlib, 'brotliCompress');
const brotliSync = vi.spyOn(zlib, 'brotliCompressSync');
const brotliStream = vi.spyOn(zlib, 'createBrotliCompress');
const brotliCalls = () => brotli.mock.calls.length + brotliSync.mock.calls.length + brotliStream.mock.calls.length;
const t = useTestServer();
const BROWSER = 'gzip, deflate, br, zstd';
const get = (url: string, encoding?: string) => api(t.app, { url, headers: encoding ? { 'accept-encoding': encoding } : {} });

it('the product list in Brotli decodes to the same JSON as without encoding, and is made once for many requests', async () => {
  const url = '/api/products?limit=20';
  const plain = await get(url);
  expect(plain.statusCode).toBe(200);
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(plain.rawPayload.length).toBeGreaterThan(1024);

  for (const spy of [brotli, brotliSync, brotliStream]) spy.mockClear();
  const answers = [];
  const started = Date.now();
  for (let i = 0; i < 10; i++) answers.push(await get(url, BROWSER));
  const elapsedMs = Date.now() - started;
  for (const res of answers) {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(String(res.headers.vary)).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
  }
  // One compression for the ten answers: the list is one cached value for its second of life
  // (a new value, compressed once again, each further second the requests took).
  expect(brotliCalls()).toBeLessThanOrEqual(1 + Math.floor(elapsedMs / 1000));
});

it('gzip when the browser does not take Brotli; as is when it takes neither', async () => {
  const url = '/api/products?limit=10';
  const plain = await get(url);
  const gz = await get(url, 'gzip, deflate');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
  const identity = await get(url, 'identity');
  expect(identity.headers['content-encoding']).toBeUndefined();
  expect(identity.body).toBe(plain.body);
});

it('a small answer goes as is', async () => {
  const health = await get('/api/health', BROWSER);
  expect(health.statusCode).toBe(200);
  expect(health.rawPayload.length).toBeLessThan(1024);
  expect(health.headers['content-encoding']).toBeUndefined();
});
