/**
 * The web app manifest and the service worker's offline pages (issue 26, decision 067): served
 * with their media types, public, in the shopper's language, with every field an install needs.
 */
import { describe, expect, it } from 'vitest';
import { api, useTestServer } from '../support/helpers.ts';

const t = useTestServer();

describe('the web app manifest', () => {
  it('has the install fields, icons 192 and 512 (one maskable) and the Shop, Cart and Orders shortcuts', async () => {
    const res = await api(t.app, { url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = JSON.parse(res.body) as Record<string, unknown> & { icons: { sizes: string; purpose?: string }[]; shortcuts: { name: string; url: string }[] };
    expect(manifest).toMatchObject({ name: 'PhoneXport', short_name: 'PhoneXport', display: 'standalone', start_url: '/', theme_color: '#1d4ed8', lang: 'en' });
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose ?? 'any'}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(manifest.shortcuts.map((s) => [s.name, s.url])).toEqual([
      ['Shop', '/products'],
      ['Cart', '/cart'],
      ['Orders', '/orders'],
    ]);
  });

  it('is in the language of the cookie, else of Accept-Language', async () => {
    const byCookie = await api(t.app, { url: '/manifest.webmanifest', headers: { cookie: 'phonexport-language=fr', 'accept-language': 'de' } });
    expect((JSON.parse(byCookie.body) as { lang: string }).lang).toBe('fr');
    const byHeader = await api(t.app, { url: '/manifest.webmanifest', headers: { 'accept-language': 'zh-CN,zh;q=0.9' } });
    expect((JSON.parse(byHeader.body) as { lang: string }).lang).toBe('zh');
    expect(byHeader.headers.vary).toContain('cookie');
  });
});

describe('the offline page', () => {
  it('is a page without scripts in each language, and 404 for any other', async () => {
    for (const language of ['en', 'es', 'fr', 'de', 'zh']) {
      const res = await api(t.app, { url: `/pwa/offline/${language}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain(`<html lang="${language}">`);
      expect(res.body).not.toContain('<script');
    }
    const unknown = await api(t.app, { url: '/pwa/offline/xx' });
    expect(unknown.statusCode).toBe(404);
  });
});
