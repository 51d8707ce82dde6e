/**
 * Static files (product images, the built app's chunks) go without the document-only security
 * headers, which weigh about 750 bytes each on mobile data; pages and the API keep them.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { useTestServer } from './helpers.ts';

const t = useTestServer();

it('an image keeps nosniff and its resource policy but carries no CSP, framing or HSTS headers', async () => {
  fs.mkdirSync(path.join(t.dataDir, 'media', 'test'), { recursive: true });
  fs.writeFileSync(path.join(t.dataDir, 'media', 'test', 'dot.webp'), Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L\x0d\x00\x00\x00/\x00\x00\x00\x10\x07\x10\x11\x11\x88\x88\xfe\x07\x00', 'latin1'));
  const res = await t.app.inject({ url: '/media/test/dot.webp' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  for (const name of ['content-security-policy', 'x-frame-options', 'strict-transport-security', 'referrer-policy']) {
    expect(res.headers[name], name).toBeUndefined();
  }
});

it('pages and the API still carry the CSP and the framing policy', async () => {
  for (const url of ['/products', '/api/health']) {
    const res = await t.app.inject({ url });
    expect(res.headers['content-security-policy'], url).toContain("default-src 'self'");
    expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
  }
});
