/**
 * The server's page handler is built from the web app's route table (issue 23, decision 055):
 * a reload of every route in the table answers 200 (also /admin/brands, which used to 404), an
 * unknown path 404; pages with private data are `private, no-store`, as is every page of a
 * signed-in customer; `<html lang>` is the page's language (Settings, then the cookie, then
 * Accept-Language).
 */
import { describe, expect, it } from 'vitest';
import { ROUTES, fillPath } from '@phonexport/web/route-table';
import { api, json, register, useTestServer } from '../support/helpers.ts';

const t = useTestServer();

async function someProductId(): Promise<string> {
  return json<{ items: { id: string }[] }>(await api(t.app, { url: '/api/products?limit=1' })).items[0]!.id;
}

const langOf = (html: string) => /<html lang="([^"]*)"/.exec(html)?.[1];

describe('a reload of every route in the table', () => {
  it('answers 200 with the app for each path the table knows', async () => {
    const productId = await someProductId();
    const anyId = '00000000-0000-4000-8000-000000000000';
    expect(ROUTES.length).toBeGreaterThan(30);
    for (const route of ROUTES) {
      const url = fillPath(route.path, { id: route.path.startsWith('/product') ? productId : anyId, token: anyId });
      const res = await api(t.app, { url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      // One <title>, in the head.
      expect(res.body.match(/<title>/g)?.length, url).toBe(1);
    }
    for (const url of ['/admin/brands', '/admin/brands/', '/help?q=refund', '/orders/']) expect((await api(t.app, { url })).statusCode, url).toBe(200);
  });

  it('answers 404 for a path the app does not know, an unknown product and an extra segment', async () => {
    for (const url of ['/no-such-page', '/admin/no-such-screen', '/product/does-not-exist', '/products/1/2', '/help/x']) {
      const res = await api(t.app, { url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('noindex');
    }
  });
});

describe('private pages', () => {
  it('sends the table’s private pages and every page of a signed-in customer private, no-store; public pages no-cache', async () => {
    for (const url of ['/orders', '/cart', '/admin/brands', '/settings']) {
      const res = await api(t.app, { url });
      expect(res.headers['cache-control'], url).toBe('private, no-store');
      expect(res.body, url).toContain('<meta name="robots" content="noindex">');
    }
    const home = await api(t.app, { url: '/' });
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(home.headers.vary).toMatch(/cookie/i);
    const cookie = await register(t.app, `pages-${Date.now()}@example.com`);
    for (const url of ['/', '/products', '/help']) {
      expect((await api(t.app, { url, cookie })).headers['cache-control'], url).toBe('private, no-store');
    }
  });
});

describe('the page language', () => {
  it('follows Accept-Language on a first visit, then the language cookie', async () => {
    expect(langOf((await api(t.app, { url: '/' })).body)).toBe('en');
    expect(langOf((await api(t.app, { url: '/', headers: { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' } })).body)).toBe('zh');
    expect(langOf((await api(t.app, { url: '/products', headers: { 'accept-language': 'zh-CN', cookie: 'phonexport-language=fr' } })).body)).toBe('fr');
    // A cookie that is not one of the five languages is ignored.
    expect(langOf((await api(t.app, { url: '/', headers: { 'accept-language': 'de', cookie: 'phonexport-language=xx' } })).body)).toBe('de');
  });

  it("is a signed-in customer's Settings language, whatever the cookie says", async () => {
    const cookie = await register(t.app, `lang-${Date.now()}@example.com`);
    const saved = await api(t.app, { method: 'PATCH', url: '/api/settings', cookie, body: { preferences: { language: 'de' } } });
    expect(saved.statusCode).toBe(200);
    const res = await api(t.app, { url: '/orders', cookie: `${cookie}; phonexport-language=fr` });
    expect(res.statusCode).toBe(200);
    expect(langOf(res.body)).toBe('de');
  });
});
