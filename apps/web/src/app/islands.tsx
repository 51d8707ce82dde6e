/**
 * A page the server rendered becomes live as islands (issue 26, decisions 090 and 091): the parts a
 * shopper acts on first are hydrated as React roots of their own, over the server's HTML, with the
 * data the server rendered them from (SsrState) — no router, no TanStack Query, no header or footer
 * code — so about half the JavaScript the whole app needs is enough before the shopper's first tap
 * acts. The islands: a product page's purchase panel and gallery; home's hero carousel; the product
 * cards of home and of the product list. Everything else on the page is the server's HTML
 * meanwhile: links and GET forms work, and a tap on another button is kept and replayed
 * (index.html's inline script, decision 064). Once the islands are live the whole app loads and
 * hydrates the rest of the page around them (app-start.tsx, lib/island.tsx): they stay live, with
 * their elements and state.
 */
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ExchangeRatesDto } from '@phonexport/contracts/currency';
import type { HeroDto, ProductDetail, ProductSummary } from '@phonexport/contracts/catalog';
import { readSsrState, type SsrState } from './ssr-state';
import { catalogKeys } from '../features/catalog/api/catalog-keys';
import { PurchasePanel, type AddToCart } from '../features/catalog/purchase-panel';
import { ImageCarousel } from '../features/catalog/image-carousel';
import { ProductCard, type AddCardToCart, type ProductCardPlace } from '../features/catalog/product-card';
import { HeroCarousel } from '../features/catalog/hero-carousel';
import { paths } from '../lib/paths';
import { isLanguage, startI18nWith } from '../i18n/i18n';
import { startDataSaver } from '../lib/data-saver';
import { RatesContext } from '../lib/display-currency';
import { ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, loadWholeApp, registerIsland, withApp } from '../lib/island';
import { listenForInstallOffer } from '../lib/install-prompt';
import { putInCart } from '../lib/cart-store';

/** Sent on `window` once every island is live; index.html's inline script replays the taps it kept on them. */
export const ISLANDS_LIVE_EVENT = 'phonexport:islands';

/** The answer the server rendered the page with for `key` (its dehydrated query), or undefined. */
function served<T>(ssr: SsrState, key: readonly unknown[]): T | undefined {
  const hash = JSON.stringify(key);
  return ssr.queries.queries.find((q) => JSON.stringify(q.queryKey) === hash)?.state.data as T | undefined;
}

/**
 * The product `id` as a card shows it: from the answers the server rendered a list with (home's
 * featured products, the product list's pages), or undefined.
 */
function servedSummary(ssr: SsrState, id: string): ProductSummary | undefined {
  for (const { queryKey, state } of ssr.queries.queries) {
    if (queryKey[0] !== 'products') continue;
    const data = state.data as ProductSummary[] | { pages: { items: ProductSummary[] }[] } | undefined;
    const items = Array.isArray(data) ? data : (data?.pages.flatMap((page) => page.items) ?? []);
    const found = items.find((item) => item.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * Add to Cart in an island: the cart changes at once (the same store the app reads); the toast (and,
 * on a product page, the way to the cart) come once the whole app runs, as the app's own Add to
 * Cart does them (the app gives those actions, so the islands' scripts carry neither the toasts
 * nor the router).
 */
const addFromPanel: AddToCart = (product, variant) => {
  const result = putInCart(product, variant);
  withApp((app) => {
    if (app.announce(product, result)) app.navigate(paths.cart);
  });
};
const addFromCard: AddCardToCart = (product, variant) => {
  const result = putInCart(product, variant);
  withApp((app) => app.announce(product, result));
};

/** Marks its island live once its first render is on screen (the inline script then keeps no tap in it). */
function Live({ element, onLive, children }: { element: Element; onLive: () => void; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    onLive();
  }, [element, onLive]);
  return children;
}

/** The props an island's element carries (lib/island.tsx `Island`), or none. */
function propsOf(element: Element): Record<string, unknown> {
  try {
    return JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The island `name` for the item `id` (a product's id; 'home' for the hero), with its data; null when the page lacks it. */
function islandOf(element: Element, name: string, id: string, ssr: SsrState, rates: ExchangeRatesDto['rates'] | null): ReactNode {
  switch (name) {
    case 'purchase': {
      const product = served<ProductDetail | null>(ssr, catalogKeys.product(id));
      return product ? (
        <RatesContext value={rates}>
          <PurchasePanel product={product} onAdd={addFromPanel} />
        </RatesContext>
      ) : null;
    }
    case 'gallery': {
      const product = served<ProductDetail | null>(ssr, catalogKeys.product(id));
      return product ? <ImageCarousel images={product.images} alt={product.name} /> : null;
    }
    case 'card': {
      const product = servedSummary(ssr, id);
      const { priority, sizes, position } = propsOf(element) as ProductCardPlace;
      return product ? (
        <RatesContext value={rates}>
          <ProductCard product={product} priority={priority} sizes={sizes} position={position} onAdd={addFromCard} />
        </RatesContext>
      ) : null;
    }
    case 'hero': {
      const heroes = served<HeroDto[]>(ssr, catalogKeys.heroes);
      return heroes ? (
        <RatesContext value={rates}>
          <HeroCarousel heroes={heroes} />
        </RatesContext>
      ) : null;
    }
    default:
      return null;
  }
}

/**
 * Hydrates the page's islands, then loads the whole app, which hydrates the rest of the page. A
 * build entry of its own (vite.config.ts): index.html's script loader adds it instead of the whole
 * app's when the server's HTML has islands.
 */
function start(): void {
  const ssr = readSsrState();
  const language = ssr?.language;
  if (!ssr?.texts || !isLanguage(language)) return loadWholeApp();
  startDataSaver(ssr.dataSaver);
  // The islands' texts came in the page (app/island-texts.ts): no script to wait for.
  startI18nWith(language, ssr.texts, ssr.timeZone, ssr.renderedAt);
  const rates = served<ExchangeRatesDto>(ssr, ['exchange-rates'])?.rates ?? null;
  const islands = [...document.querySelectorAll(`#root [${ISLAND_ATTRIBUTE}]`)]
    .map((element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
      const id = element.getAttribute('data-product') ?? '';
      return { element, name, id, island: islandOf(element, name, id, ssr, rates) };
    })
    .filter((f) => f.island !== null);
  let waiting = islands.length;
  const onLive = () => {
    if (--waiting !== 0) return;
    // When the page became live, for the JavaScript-weight measures (e2e/js-weight.ts).
    performance.mark(ISLANDS_LIVE_EVENT);
    // index.html's script loader loads the whole app from there: when an island asks for it, at the
    // shopper's first act outside the islands, or once the page is idle (decision 092).
    window.dispatchEvent(new Event(ISLANDS_LIVE_EVENT));
  };
  if (!islands.length) return loadWholeApp();
  for (const { element, name, id, island } of islands) {
    // As a transition, like the app's hydration: cut into slices that yield to the browser.
    startTransition(() => {
      registerIsland(
        name,
        id,
        hydrateRoot(
          element,
          <Live element={element} onLive={onLive}>
            {island}
          </Live>,
          // An island that fails still counts, and the whole app comes at once to render its part.
          {
            onUncaughtError: () => {
              loadWholeApp();
              onLive();
            },
          },
        ),
        element,
      );
    });
  }
}
// The browser may offer installing at once.
listenForInstallOffer();
start();
