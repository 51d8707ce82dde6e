/**
 * A stand-in for the web build (index.html and dist/server/entry-server.js) for tests of the
 * server's page handling without `npm run build`: the renderer has the interface of
 * apps/web/src/entry-server.tsx (`render(request, get)`, `translatorOf`) and writes what the page
 * was rendered from — a serial number of the render, the language, currency and time zone, the
 * product's name, price and stock, the currency's rate, and the signed-in user's e-mail — so a test
 * can see which render a response carries and whether any private data went into it.
 */
import fs from 'node:fs';
import path from 'node:path';

const INDEX = '<!doctype html><html lang="en"><head><!--app-head--></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

const ENTRY = `
globalThis.__fakeRenders = globalThis.__fakeRenders ?? 0;
export function translatorOf(language) {
  return (key) => (key === 'routes.titles.home' ? 'Home ' + language : key);
}
export async function render(request, get) {
  const serial = ++globalThis.__fakeRenders;
  const parts = ['<main data-render="' + serial + '" data-lang="' + request.language + '" data-currency="' + (request.currency ?? 'USD') + '" data-tz="' + request.timeZone + '" data-saver="' + (request.dataSaver ? 'on' : 'off') + '">'];
  const product = /^\\/product\\/([^/?]+)/.exec(request.url);
  if (product) {
    const answer = await get('/api/products/:id', { params: { id: decodeURIComponent(product[1]) } });
    if (answer && answer.status === 200) {
      const stock = answer.body.variants.reduce((n, v) => n + v.stock, 0);
      parts.push('<h1>' + answer.body.name + '</h1><p data-price="' + answer.body.priceCents + '" data-stock="' + stock + '"></p>');
    }
  }
  const rates = await get('/api/exchange-rates', {});
  const rate = rates && rates.body.rates.find((r) => r.currency === (request.currency ?? 'USD'));
  parts.push('<p data-rate="' + (rate ? rate.rate : '') + '"></p>');
  const settings = await get('/api/shop-settings', {});
  if (settings && settings.status === 200) parts.push('<p data-free-shipping="' + settings.body.freeShippingMinimumCents + '"></p>');
  const session = await get('/api/session', {});
  if (session && session.body.user) parts.push('<p data-user="' + session.body.user.email + '">' + session.body.user.displayName + '</p>');
  parts.push('</main>');
  const html = parts.join('');
  return {
    pipe(destination) {
      destination.write(html);
      destination.end();
    },
    stateScript: '<script type="application/json" id="ssr-state">' + JSON.stringify({ user: session && session.body.user ? session.body.user.email : null }) + '</script>',
  };
}
`;

/** Writes the stand-in web build into `dir` (a fresh folder) and returns it, for AppOptions.webDist. */
export function writeFakeWebDist(dir: string): string {
  fs.mkdirSync(path.join(dir, 'server'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'server', 'entry-server.js'), ENTRY);
  return dir;
}

/** The render serial number of a page the stand-in rendered, or null. */
export const renderOf = (html: string): number | null => {
  const m = /data-render="(\d+)"/.exec(html);
  return m ? Number(m[1]) : null;
};

/** A data-* value of the stand-in's page (price, stock, rate, lang, currency, user), or null. */
export const dataOf = (html: string, name: string): string | null => new RegExp(`data-${name}="([^"]*)"`).exec(html)?.[1] ?? null;
