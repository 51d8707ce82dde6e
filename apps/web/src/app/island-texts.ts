/**
 * The texts a page's islands show (issue 26, decision 090): the server puts them in the page's
 * state (SsrState.texts), so the islands become live without the storefront's texts script (about
 * 9 KB compressed), which comes with the whole app once they are live. The purchase panel
 * (features/catalog/purchase-panel.tsx), the gallery (features/catalog/image-carousel.tsx), the
 * hero carousel (features/catalog/hero-carousel.tsx) and the product card
 * (features/catalog/product-card.tsx) use these keys and no other, and the cart's screen
 * (features/cart/cart-view.tsx) the cart's keys; test/app/islands.test.tsx renders each with its
 * texts alone and fails on any other.
 */
import { mergeTexts, type TextTree } from '../i18n/locales/merge-texts';

/** The keys (or whole sections) the islands translate; a key brings its plural forms (`key_one`...). */
export const ISLAND_TEXT_KEYS = [
  'common.outOfStock',
  'common.inStock',
  'common.leftInStock',
  'common.addToCart',
  'product.priceRange',
  'product.colour',
  'product.storage',
  'product.specifications',
  'product.specs',
  'product.customs',
  'product.hsCode',
  'product.declaredValue',
  'product.dutyNote',
  'summary.duty',
  'gallery',
  'home.carousel',
  'home.slide',
  'home.slideOf',
  // Home's hero carousel (features/catalog/hero-carousel.tsx).
  'home.offers',
  'home.previousSlide',
  'home.nextSlide',
  'home.goToSlide',
  'home.shopNow',
  'home.welcomeLabel',
  'home.welcome',
  'home.welcomeText',
  'home.loadingOffers',
  // The product cards of home and the product list (features/catalog/product-card.tsx).
  'common.lowStock',
  'common.viewOptions',
  'pwa.dataSaver.tapToLoad',
] as const;

/**
 * The keys the cart's island translates (features/cart/cart-view.tsx with the order summary and
 * the offline note, decision 093), its toasts' too: they are worded when the shopper acts, which
 * may be before the whole app runs.
 */
export const CART_ISLAND_TEXT_KEYS = [
  'cart',
  'cartPage',
  'summary',
  'pwa.offline.cart',
  'messages.stockLimitTitle',
  'messages.stockLimit',
  'messages.invalidCoupon',
  'messages.signInRequired',
  'messages.signInToCheckout',
  'common.tryAgain',
] as const;

/** The part of `texts` under `keys` (each key with its plural forms), as a tree of the same shape. */
export function pickTexts(texts: TextTree, keys: readonly string[] = ISLAND_TEXT_KEYS): TextTree {
  const out: { [key: string]: string | TextTree } = {};
  for (const key of keys) {
    const parts = key.split('.');
    const last = parts.pop()!;
    let from: TextTree | undefined = texts;
    let to = out;
    for (const part of parts) {
      const next: string | TextTree | undefined = from?.[part];
      from = typeof next === 'object' ? next : undefined;
      to = (to[part] ??= {}) as { [key: string]: string | TextTree };
    }
    for (const [name, value] of Object.entries(from ?? {})) {
      if (name === last || name.startsWith(`${last}_`)) to[name] = value;
    }
  }
  return out;
}

/** The islands' texts (`keys`) of a language (`texts`, all of it), with English's (`english`) where one is missing: what the page's state carries. */
export const islandTexts = (texts: TextTree, english: TextTree, keys: readonly string[] = ISLAND_TEXT_KEYS): TextTree => mergeTexts(pickTexts(english, keys), pickTexts(texts, keys));
