/**
 * Islands (issue 26, decision 090): a product page's purchase panel and gallery render the same
 * words from the few texts the server puts in the page as from a language's whole table, in every
 * language (a text missing from app/island-texts.ts would make an island's hydration differ from
 * the server's HTML), and the whole app takes a page over from its islands with what the shopper
 * did there: the state, the elements on screen and the focus.
 */
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ProductDetail, Variant } from '@phonexport/contracts/catalog';
import type { Language } from '@phonexport/domain/languages';
import { createTranslator, I18nProvider, type Translate } from '../../src/i18n/i18n';
import en from '../../src/i18n/locales/en';
import es from '../../src/i18n/locales/es';
import fr from '../../src/i18n/locales/fr';
import de from '../../src/i18n/locales/de';
import zh from '../../src/i18n/locales/zh';
import { islandTexts } from '../../src/app/island-texts';
import { PurchasePanel } from '../../src/features/catalog/purchase-panel';
import { ImageCarousel } from '../../src/features/catalog/image-carousel';
import { ISLAND_LIVE_ATTRIBUTE, registerIsland, takeOverIslands, useHandedState } from '../../src/lib/hand-over';

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

const markup = (language: Language, t: Translate, shown: ProductDetail) =>
  renderToStaticMarkup(
    <I18nProvider scope={{ language, t }}>
      <ImageCarousel images={shown.images} alt={shown.name} />
      <PurchasePanel product={shown} onAdd={() => {}} />
    </I18nProvider>,
  );

describe('the islands’ texts', () => {
  const languages = { en, es, fr, de, zh } as const;
  // One left, a few left (each language's plural forms), plenty, and none.
  const products = [product(1), product(2), product(3), product(5), product(7), product(120), product(0, 'out_of_stock')];

  for (const [language, texts] of Object.entries(languages) as [Language, object][]) {
    it(`render the purchase panel and the gallery as the whole ${language} table does`, () => {
      const whole = createTranslator(texts as never, language, en as never);
      const islands = createTranslator(islandTexts(texts as never, en as never), language);
      for (const shown of products) {
        const expected = markup(language, whole, shown);
        expect(expected).not.toMatch(/\b(product|common|gallery|home|summary)\.[a-zA-Z]/);
        expect(markup(language, islands, shown)).toBe(expected);
      }
    });
  }
});

function Counter() {
  const [n, setN] = useHandedState('counter:n', 0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      Tapped {n}
    </button>
  );
}

describe('takeOverIslands', () => {
  afterEach(() => document.body.replaceChildren());

  it('hands the islands’ state, elements and focus to the app, which hydrates them without a mismatch', async () => {
    const root = document.createElement('div');
    root.innerHTML = renderToString(
      <main>
        <h1>Page</h1>
        <div data-island="counter">
          <Counter />
        </div>
      </main>,
    );
    document.body.append(root);
    const element = root.querySelector('[data-island]')!;
    const island = await act(async () => hydrateRoot(element, <Counter />));
    registerIsland(island, element);
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    const tapped = element.querySelector('button')!;
    await act(async () => tapped.click());
    await act(async () => tapped.click());
    tapped.focus();
    expect(tapped.textContent).toBe('Tapped 2');

    takeOverIslands();
    const copy = element.querySelector('button')!;
    expect(copy).not.toBe(tapped);
    expect(copy.textContent).toBe('Tapped 2');
    expect(document.activeElement).toBe(copy);
    expect(element.hasAttribute(ISLAND_LIVE_ATTRIBUTE)).toBe(false);

    const mismatch = vi.fn();
    await act(async () =>
      hydrateRoot(
        root,
        <main>
          <h1>Page</h1>
          <div data-island="counter">
            <Counter />
          </div>
        </main>,
        { onRecoverableError: mismatch },
      ),
    );
    expect(mismatch).not.toHaveBeenCalled();
    // The app's part is the element the shopper saw, kept (no new element) and acting from the island's count.
    expect(root.querySelector('button')).toBe(copy);
    await act(async () => copy.click());
    expect(copy.textContent).toBe('Tapped 3');
  });
});
