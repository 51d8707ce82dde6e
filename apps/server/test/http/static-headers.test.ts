/**
 * Static files (product images, the built app's chunks) go without the document-only security
 * headers, which weigh about 750 bytes each on mobile data; pages keep them, and JSON answers get
 * the API's own strict policy (decision 013).
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { useTestServer } from '../support/helpers.ts';

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

it('pages carry the CSP and the framing policy', async () => {
  const res = await t.app.inject({ url: '/products' });
  expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(res.headers['strict-transport-security']).toBeDefined();
  // Legacy headers no current browser acts on are not sent (decision 084).
  for (const name of ['x-xss-protection', 'x-download-options', 'x-permitted-cross-domain-policies', 'x-dns-prefetch-control']) {
    expect(res.headers[name], name).toBeUndefined();
  }
});

it('a JSON answer may load nothing and be framed by no one, in a fraction of the bytes', async () => {
  const page = await t.app.inject({ url: '/products' });
  for (const url of ['/api/health', '/api/products?limit=1', '/api/nothing-here']) {
    const res = await t.app.inject({ url });
    expect(res.headers['content-security-policy'], url).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['x-frame-options'], url).toBe('DENY');
    expect(res.headers['x-content-type-options'], url).toBe('nosniff');
    expect(res.headers['strict-transport-security'], url).toBe(page.headers['strict-transport-security']);
    for (const name of ['cross-origin-opener-policy', 'origin-agent-cluster', 'x-dns-prefetch-control', 'x-download-options', 'x-xss-protection']) {
      expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
    // The security headers' bytes on the wire (name, ': ', value, CRLF): about 1,080 on a built page.
    const security = /^(content-security-policy|x-|cross-origin-|origin-agent-cluster|referrer-policy|strict-transport-security)/;
    const weight = (h: typeof res.headers) => Object.entries(h).filter(([k]) => security.test(k) && !k.startsWith('x-ratelimit')).reduce((n, [k, v]) => n + k.length + String(v).length + 4, 0);
    expect(weight(res.headers), url).toBeLessThan(Math.min(350, weight(page.headers) / 2));
  }
});

it("the pages under /api/ (the API's reference, sign-in's error page) keep the page policy", async () => {
  const res = await t.app.inject({ url: '/api/auth/error?error=access_denied' });
  expect(res.headers['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
});
