/**
 * `npm run bench:bytes`: JavaScript over the wire per storefront route on a first visit (body as
 * transferred, compressed, plus response headers; bytes), in all and before the page is
 * interactive, measured in Chromium like the journey's budget (e2e/js-weight.ts). Not part of `npm test`.
 *
 * Builds nothing: run `npm run build` first. Starts the built shop (`apps/server/src/main.ts`) on
 * BENCH_PORT (default: a free port from the operating system) with a fresh data folder, waits for /api/health, loads each route in
 * a fresh context, prints a table and a JSON line, and stops the shop. BENCH_URL measures a shop
 * that is already running instead. CHROMIUM_PATH overrides /usr/bin/chromium. DETAIL=1 also lists
 * each route's scripts (bytes, `*` = before interactive), to see where the bytes go. LOCALES
 * (default `en-US,fr-FR`) are the browser languages a first visit comes with: the shop answers in
 * the one Accept-Language names, so each is one shopper's language. Per language, two more rows:
 * checkout as a shopper with a cart reaches it (decision 098): the scripts from the tap on Proceed
 * to Checkout (after a first visit to a product page and Add to Cart) until its form shows, and a
 * reload of checkout then (the browser's cache kept, no service worker).
 */
import { chromium } from '@playwright/test';
import { bytesBeforeInteractive, checkoutOnTheWay, routeLabel, scriptsOnFirstVisit, storefrontRoutes, type ScriptTransfer } from '../js-weight';
import { benchShop, someProductId } from './shop';

/** Lists `scripts`, largest first (`*` = asked for before the page was interactive). */
function detail(scripts: ScriptTransfer[]): void {
  for (const s of [...scripts].sort((a, b) => b.bytes - a.bytes)) console.log(`    ${s.beforeInteractive ? '*' : ' '} ${String(s.bytes).padStart(7)} ${new URL(s.url).pathname}`);
}

const shop = await benchShop(process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const productId = await someProductId(shop.url);
  const figures: Record<string, { beforeInteractive: number; total: number }> = {};
  const locales = (process.env.LOCALES ?? 'en-US,fr-FR').split(',').map((s) => s.trim()).filter(Boolean);
  for (const locale of locales) {
    console.log(`\nbrowser language ${locale}\nroute                scripts   bytes  before interactive (scripts, bytes)`);
    /** Prints and keeps one row: `scripts` in all and before interactive. */
    const report = (label: string, scripts: ScriptTransfer[]) => {
      const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
      const early = bytesBeforeInteractive(scripts);
      figures[`${locale} ${label}`] = { beforeInteractive: early, total };
      console.log(`${label.padEnd(20)} ${String(scripts.length).padStart(7)} ${String(total).padStart(7)}  ${String(scripts.filter((s) => s.beforeInteractive).length).padStart(7)} ${String(early).padStart(7)}`);
      if (process.env.DETAIL) detail(scripts);
    };
    for (const route of storefrontRoutes(productId)) report(routeLabel(route), await scriptsOnFirstVisit(browser, shop.url, route, locale));
    // Checkout as a shopper with a cart reaches it (decision 098): from the cart, and reloaded.
    const onTheWay = await checkoutOnTheWay(browser, shop.url, productId, locale);
    report('/checkout, from cart', onTheWay.fromCart);
    report('/checkout, reloaded', onTheWay.reload);
  }
  console.log(JSON.stringify(figures));
} finally {
  await browser.close();
  await shop.stop();
}
