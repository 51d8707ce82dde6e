/**
 * Data saver on the server (issue 26, decision 067): pages are rendered in data-saver mode when
 * the cookie says so, or without a cookie when the browser sends `Save-Data: on` (answered with
 * `Vary: Save-Data`); the footer's switch (`?data-saver=`) keeps the choice in the cookie; the
 * visitor page cache keeps the two modes apart (decision 062); the product page preloads the
 * image data-saver mode shows; a whole page waits for the shopper's first act to load its scripts
 * (decision 083).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { api, json, useTestServer } from '../support/helpers.ts';
import { dataOf, renderOf, writeFakeWebDist } from '../support/fake-ssr-bundle.ts';

const webDist = writeFakeWebDist(fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-fake-web-')));
const t = useTestServer({ webDist });

describe('data saver', () => {
  it('is on with Save-Data: on, off without it, and the cookie wins over the header', async () => {
    const plain = await api(t.app, { url: '/help' });
    expect(dataOf(plain.body, 'saver')).toBe('off');
    expect(plain.headers.vary).toContain('save-data');
    const saving = await api(t.app, { url: '/help', headers: { 'save-data': 'on' } });
    expect(dataOf(saving.body, 'saver')).toBe('on');
    const chosenOff = await api(t.app, { url: '/help', headers: { 'save-data': 'on', cookie: 'phonexport-data-saver=off' } });
    expect(dataOf(chosenOff.body, 'saver')).toBe('off');
    const chosenOn = await api(t.app, { url: '/help', headers: { cookie: 'phonexport-data-saver=on' } });
    expect(dataOf(chosenOn.body, 'saver')).toBe('on');
  });

  it('keeps the two modes apart in the page cache: a saver page is never answered to a shopper without it, nor the reverse', async () => {
    const first = await api(t.app, { url: '/policies' });
    const saving = await api(t.app, { url: '/policies', headers: { 'save-data': 'on' } });
    expect(renderOf(saving.body)).not.toBe(renderOf(first.body));
    expect(dataOf(saving.body, 'saver')).toBe('on');
    const again = await api(t.app, { url: '/policies' });
    expect(dataOf(again.body, 'saver')).toBe('off');
  });

  it('the footer switch (?data-saver=) keeps the choice in the cookie and renders with it at once', async () => {
    const res = await api(t.app, { url: '/terms?data-saver=on' });
    expect(dataOf(res.body, 'saver')).toBe('on');
    expect(String(res.headers['set-cookie'])).toContain('phonexport-data-saver=on; Path=/; Max-Age=31536000; SameSite=Lax');
    const off = await api(t.app, { url: '/terms?data-saver=off', headers: { 'save-data': 'on' } });
    expect(dataOf(off.body, 'saver')).toBe('off');
  });

  it('the product page preloads the 400 px image in data-saver mode, the responsive set otherwise', async () => {
    const id = json<{ items: { id: string }[] }>(await api(t.app, { url: '/api/products?limit=1' })).items[0]!.id;
    const plain = await api(t.app, { url: `/product/${id}` });
    expect(plain.body).toMatch(/<link rel="preload" as="image" href="[^"]+\/detail\.webp" imagesrcset=/);
    const saving = await api(t.app, { url: `/product/${id}`, headers: { 'save-data': 'on' } });
    expect(saving.body).toMatch(/<link rel="preload" as="image" href="[^"]+\/card\.webp" fetchpriority="high">/);
  });

  it('marks a data-saver visitor’s whole page to load its scripts on the first act; other pages, a missing product and pages without data saver load them as usual', async () => {
    const id = json<{ items: { id: string }[] }>(await api(t.app, { url: '/api/products?limit=1' })).items[0]!.id;
    for (const url of ['/', '/products', `/product/${id}`, '/help']) {
      const saving = await api(t.app, { url, headers: { 'save-data': 'on' } });
      expect(saving.body, url).toContain('<html lang="en" data-scripts="on-act">');
      const plain = await api(t.app, { url });
      expect(plain.body, url).toContain('<html lang="en">');
    }
    // Pages the browser fills in (the cart from the device, the policies' forms) and a product that is not there.
    for (const url of ['/cart', '/policies', '/login', '/product/00000000-0000-4000-8000-000000000000']) {
      const saving = await api(t.app, { url, headers: { 'save-data': 'on' } });
      expect(saving.body, url).not.toContain('data-scripts=');
    }
  });
});
