/**
 * Islands (issue 26, decisions 090 and 091): a product page's purchase panel and gallery, home's
 * hero carousel and the product cards render the same words from the few texts the server puts in
 * the page as from a language's whole table, in every language (a text missing from
 * app/island-texts.ts would make an island's hydration differ from the server's HTML); the whole
 * app hydrates a page around its live islands, leaving them their elements, state and focus; a
 * link in an island goes through the app's router once the app runs; and the islands hydrate one a
 * task, the app hydrating those still waiting when it takes the page.
 */
import { act } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HeroDto, ProductDetail, Variant } from '@phonexport/contracts/catalog';
import type { Language } from '@phonexport/domain/languages';
import { createTranslator, I18nProvider, type Translate } from '../../src/i18n/i18n';
import en from '../../src/i18n/locales/en';
import es from '../../src/i18n/locales/es';
import fr from '../../src/i18n/locales/fr';
import de from '../../src/i18n/locales/de';
import zh from '../../src/i18n/locales/zh';
import { CART_ISLAND_TEXT_KEYS, islandTexts } from '../../src/app/island-texts';
import { CartView, type CartViewProps } from '../../src/features/cart/cart-view';
import type { QuoteDto } from '@phonexport/contracts/cart';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import type { CartLine } from '@phonexport/domain/cart';
import { PurchasePanel } from '../../src/features/catalog/purchase-panel';
import { ImageCarousel } from '../../src/features/catalog/image-carousel';
import { ProductCard } from '../../src/features/catalog/product-card';
import { HeroCarousel } from '../../src/features/catalog/hero-carousel';
import { DataSaverProvider } from '../../src/lib/data-saver';
import { appTakesThePage, Island, registerIsland, setAppActions } from '../../src/lib/island';
import { ISLANDS_LIVE_EVENT, startIslands } from '../../src/app/island-runtime';
import { ShopLink } from '../../src/lib/shop-link';

const variant = (id: string, color: string, storage: string, priceCents: number, stock: number): Variant => ({ id, color, storage, priceCents, stock });

function product(stock: number, status: ProductDetail['status'] = 'active'): ProductDetail {
  const variants = [variant('v1', 'Black', '128GB', 32900, stock), variant('v2', 'Black', '256GB', 37900, 40), variant('v3', 'Blue', '128GB', 32900, 0)];
  return {
    id: 'p1',
    name: 'Pixel 9',
    brand: 'google',
    brandName: 'Google',
    category: 'smartphones',
    priceCents: 32900,
    maxPriceCents: 37900,
    stock,
    status,
    featured: false,
    images: ['/media/products/p1-0/detail.webp', '/media/products/p1-1/detail.webp', '/media/products/p1-2/detail.webp'],
    defaultVariant: variants[0]!,
    description: 'A phone.',
    variants,
    specifications: {
      display: '6.3"',
      processor: 'Tensor G4',
      ram: '12',
      storage: '',
      camera: '50 MP',
      battery: '4700 mAh',
      colors: 'Black, Blue',
      storage_options: '128GB, 256GB',
      hsCode: '8517.13',
      declaredValueCents: 30000,
      estimatedDutyCents: 4500,
    },
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };
}

/** A hero slide of each kind (a product slide shows the product's price). */
const hero = (id: string, buttonAction: HeroDto['buttonAction'], extra: Partial<HeroDto> = {}): HeroDto => ({
  id,
  title: `Offer ${id}`,
  subtitle: 'This week only',
  imageUrl: `/media/heroes/${id}.webp`,
  buttonText: '',
  buttonAction,
  productId: null,
  category: null,
  url: null,
  priority: 1,
  product: null,
  ...extra,
});
const HEROES = [
  hero('h1', 'product', { productId: 'p1', product: { id: 'p1', name: 'Pixel 9', priceCents: 32900 } }),
  hero('h2', 'category', { category: 'tablets' }),
  hero('h3', 'url', { url: '/help', buttonText: 'Read more' }),
];

const markup = (language: Language, t: Translate, shown: ProductDetail) =>
  renderToStaticMarkup(
    <I18nProvider scope={{ language, t }}>
      <ImageCarousel images={shown.images} alt={shown.name} />
      <PurchasePanel product={shown} onAdd={() => {}} />
      {/* A card at the top of the list, and one whose image waits for a tap in data-saver mode. */}
      <ProductCard product={shown} priority position={0} />
      <DataSaverProvider value>
        <ProductCard product={{ ...shown, defaultVariant: null }} position={9} />
      </DataSaverProvider>
    </I18nProvider>,
  );

/** Home's carousel: loading, no heroes (the welcome banner), and three slides. */
const heroMarkup = (language: Language, t: Translate) =>
  renderToStaticMarkup(
    <I18nProvider scope={{ language, t }}>
      <HeroCarousel heroes={undefined} />
      <HeroCarousel heroes={[]} />
      <HeroCarousel heroes={HEROES} />
    </I18nProvider>,
  );

const country = (code: string, name: string): ServiceCountryDto => ({
  id: code,
  name,
  code,
  currency: 'USD',
  shippingCostCents: 1500,
  standardShippingCostCents: null,
  expressShippingCostCents: null,
  estimatedDeliveryDays: { standard: 12, express: 5 },
  dutyRate: 15,
  isActive: true,
});
const cartLine = (n: number, quantity: number, stock: number): CartLine => ({
  id: `p${n}-Black-128GB`,
  productId: `p${n}`,
  variantId: `v${n}`,
  name: `Phone ${n}`,
  variant: 'Black · 128GB',
  color: 'Black',
  storage: '128GB',
  price: 32900,
  quantity,
  image: null,
  stock,
});
const LINES = [cartLine(1, 1, 1), cartLine(2, 2, 3), cartLine(3, 1, 40), cartLine(4, 3, 2)];
const QUOTE: QuoteDto = {
  lines: LINES.map((l, i) => ({ ...l, color: 'Black', storage: '128GB', unitPriceCents: l.price, problem: i === 2 ? 'unavailable' : i === 3 ? 'insufficient_stock' : null })),
  country: null,
  shippingOption: 'standard',
  coupon: { code: 'SAVE10', type: 'percentage', discount: 10, minOrderCents: 0 } as QuoteDto['coupon'],
  couponError: null,
  deliveryEstimate: '',
  totals: { subtotalCents: 131600, shippingCents: 0, dutyCents: 0, discountCents: 13160, totalCents: 118440, itemCount: 4 },
  optionShippingCents: { standard: 0, express: 2500 },
};

/** The cart's screen as its island renders it: empty, lines before their quote (one item, then several), a quote that could not be had, and priced lines with problems and a coupon. */
const cartMarkup = (language: Language, t: Translate) => {
  const countries = [country('ZA', 'South Africa'), country('ZM', 'Zambia')];
  const shown = (props: Partial<CartViewProps>) => (
    <CartView lines={[]} prefs={{ countryCode: null, couponCode: null, shippingOption: 'standard' }} countries={countries} chosen={countries[0]!} quote={undefined} quoteFailed={false} retryQuote={() => undefined} signedIn={false} {...props} />
  );
  return renderToStaticMarkup(
    <I18nProvider scope={{ language, t }}>
      {shown({})}
      {shown({ lines: LINES.slice(0, 1) })}
      {shown({ lines: LINES.slice(0, 2), quoteFailed: true })}
      {shown({ lines: LINES, quote: QUOTE, prefs: { countryCode: 'ZM', couponCode: 'SAVE10', shippingOption: 'standard' } })}
      {shown({ lines: LINES.slice(0, 1), quote: { ...QUOTE, lines: QUOTE.lines.slice(0, 1), totals: { ...QUOTE.totals, itemCount: 1 } } })}
    </I18nProvider>,
  );
};

describe('the islands’ texts', () => {
  const languages = { en, es, fr, de, zh } as const;
  // One left, a few left (each language's plural forms), plenty, and none.
  const products = [product(1), product(2), product(3), product(5), product(7), product(120), product(0, 'out_of_stock')];

  for (const [language, texts] of Object.entries(languages) as [Language, object][]) {
    it(`render the purchase panel, the gallery, the product cards and the hero carousel as the whole ${language} table does`, () => {
      const whole = createTranslator(texts as never, language, en as never);
      const islands = createTranslator(islandTexts(texts as never, en as never), language);
      const unknownKey = /\b(product|common|gallery|home|summary|pwa)\.[a-zA-Z]/;
      for (const shown of products) {
        const expected = markup(language, whole, shown);
        expect(expected).not.toMatch(unknownKey);
        expect(markup(language, islands, shown)).toBe(expected);
      }
      const heroes = heroMarkup(language, whole);
      expect(heroes).not.toMatch(unknownKey);
      expect(heroMarkup(language, islands)).toBe(heroes);
    });

    it(`render the cart's screen (decision 093) as the whole ${language} table does`, () => {
      const whole = createTranslator(texts as never, language, en as never);
      const island = createTranslator(islandTexts(texts as never, en as never, CART_ISLAND_TEXT_KEYS), language);
      const expected = cartMarkup(language, whole);
      expect(expected).not.toMatch(/\b(cart|cartPage|summary|messages|pwa|common)\.[a-zA-Z]/);
      expect(cartMarkup(language, island)).toBe(expected);
    });
  }
});

function Counter() {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Tapped {n}
    </button>
  );
}

function Page({ title = 'Page', withCounter = true }: { title?: string; withCounter?: boolean }) {
  return (
    <main>
      <h1>{title}</h1>
      {withCounter && (
        <Island name="counter" id="1">
          <Counter />
        </Island>
      )}
    </main>
  );
}

describe('Island', () => {
  afterEach(() => document.body.replaceChildren());

  it('leaves a live island to itself when the app hydrates around it: its element, state and focus stay, it acts once per tap, and it goes with the app’s page', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(<Page />);
    document.body.append(root);
    const element = root.querySelector('[data-island]')!;
    const island = await act(async () => hydrateRoot(element, <Counter />));
    registerIsland('counter', '1', island, element);
    const tapped = element.querySelector('button')!;
    await act(async () => tapped.click());
    await act(async () => tapped.click());
    tapped.focus();
    expect(tapped.textContent).toBe('Tapped 2');

    const mismatch = vi.fn();
    const app = await act(async () => hydrateRoot(root, <Page />, { onRecoverableError: mismatch }));
    expect(mismatch).not.toHaveBeenCalled();
    expect(root.querySelector('[data-island]')).toBe(element);
    expect(root.querySelector('button')).toBe(tapped);
    expect(tapped.textContent).toBe('Tapped 2');
    expect(document.activeElement).toBe(tapped);
    // Inside the app's root, the island's root alone handles its taps: one tap, one more.
    await act(async () => tapped.click());
    expect(tapped.textContent).toBe('Tapped 3');

    // The app's page changes: the island's element leaves, and its root is unmounted.
    await act(async () => app.render(<Page title="Other" withCounter={false} />));
    await act(async () => new Promise<void>((resolve) => queueMicrotask(resolve)));
    expect(element.isConnected).toBe(false);
    expect(element.childNodes.length).toBe(0);
    // The next page's part is the app's own.
    await act(async () => app.render(<Page title="Again" />));
    const own = root.querySelector('button')!;
    expect(own).not.toBe(tapped);
    await act(async () => own.click());
    expect(own.textContent).toBe('Tapped 1');
  });
});

describe('ShopLink', () => {
  afterEach(() => document.body.replaceChildren());

  it('lets the browser follow it until the app runs; then a plain tap goes through the app’s router, and a tap with a modifier key stays the browser’s', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    const { createRoot } = await import('react-dom/client');
    const island = createRoot(root);
    await act(async () => island.render(<ShopLink to="/products?category=tablets">Tablets</ShopLink>));
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/products?category=tablets');
    // React Router's Link renders the same attribute: an island hydrates a server's link without a difference.
    expect(link.getAttribute('data-discover')).toBe('true');

    const tap = (init: MouseEventInit = {}) => {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      link.dispatchEvent(event);
      return event.defaultPrevented;
    };
    // No app yet: the browser loads the page the server renders.
    expect(tap()).toBe(false);

    const navigate = vi.fn();
    setAppActions({ announce: () => true, navigate });
    expect(tap()).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/products?category=tablets');
    expect(tap({ ctrlKey: true })).toBe(false);
    expect(tap({ metaKey: true })).toBe(false);
    expect(navigate).toHaveBeenCalledTimes(1);
    island.unmount();
  });
});

/** A page of `ids.length` islands as the server renders it, with the state an islands page carries. */
function servePage(ids: string[]): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = renderToString(<Counters ids={ids} />);
  const state = document.createElement('script');
  state.type = 'application/json';
  state.id = 'ssr-state';
  state.textContent = JSON.stringify({ queries: { mutations: [], queries: [] }, language: 'en', texts: {} });
  document.body.append(root, state);
  return root;
}

function Counters({ ids }: { ids: string[] }) {
  return (
    <main>
      {ids.map((id) => (
        <Island key={id} name="counter" id={id}>
          <Counter />
        </Island>
      ))}
    </main>
  );
}

const renderCounter = ({ name }: { name: string }) => (name === 'counter' ? <Counter /> : null);
const tapEach = async (root: HTMLElement) => {
  for (const button of root.querySelectorAll('button')) await act(async () => button.click());
  return [...root.querySelectorAll('button')].map((b) => b.textContent);
};

// Last in this file: once the app has taken a page, the runtime leaves every later island to it.
describe('startIslands', () => {
  afterEach(() => document.body.replaceChildren());

  it('hydrates the islands one a task, in the page’s order, and says once that every one is live', async () => {
    const root = servePage(['a', 'b', 'c']);
    const live = vi.fn();
    window.addEventListener(ISLANDS_LIVE_EVENT, live);
    await act(async () => startIslands(renderCounter));
    await vi.waitFor(() => expect(root.querySelectorAll('[data-island-live]')).toHaveLength(3));
    expect(live).toHaveBeenCalledTimes(1);
    expect(await tapEach(root)).toEqual(['Tapped 1', 'Tapped 1', 'Tapped 1']);
    window.removeEventListener(ISLANDS_LIVE_EVENT, live);
  });

  it('leaves the islands still waiting to the whole app once it takes the page: each part is hydrated once, and acts once a tap', async () => {
    // Other items than the last page's: its roots are still known to lib/island.tsx.
    const root = servePage(['d', 'e', 'f']);
    const live = vi.fn();
    window.addEventListener(ISLANDS_LIVE_EVENT, live);
    // The app takes the page in the same task: only the first island had its turn.
    startIslands(renderCounter);
    appTakesThePage();
    const mismatch = vi.fn();
    await act(async () => hydrateRoot(root, <Counters ids={['d', 'e', 'f']} />, { onRecoverableError: mismatch }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(mismatch).not.toHaveBeenCalled();
    expect(root.querySelectorAll('[data-island-live]')).toHaveLength(1);
    expect(live).not.toHaveBeenCalled();
    expect(await tapEach(root)).toEqual(['Tapped 1', 'Tapped 1', 'Tapped 1']);
    window.removeEventListener(ISLANDS_LIVE_EVENT, live);
  });
});
