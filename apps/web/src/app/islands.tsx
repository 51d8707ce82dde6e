/**
 * The catalog's islands (issue 26, decisions 090 and 091), a build entry of its own: a product
 * page's purchase panel and gallery, home's hero carousel and the product cards of home and of the
 * product list, made live by app/island-runtime.tsx over the server's HTML with the data the server
 * rendered them from. index.html's script loader (vite.config.ts) adds this entry instead of the
 * whole app's when the server's HTML has the catalog's islands.
 */
import type { HeroDto, ProductDetail, ProductSummary } from '@phonexport/contracts/catalog';
import type { SsrState } from './ssr-state';
import { catalogKeys } from '../features/catalog/api/catalog-keys';
import { PurchasePanel, type AddToCart } from '../features/catalog/purchase-panel';
import { ImageCarousel } from '../features/catalog/image-carousel';
import { ProductCard, type AddCardToCart, type ProductCardPlace } from '../features/catalog/product-card';
import { HeroCarousel } from '../features/catalog/hero-carousel';
import { paths } from '../lib/paths';
import { withApp } from '../lib/island';
import { putInCart } from '../lib/cart-store';
import { propsOf, served, startIslands, type IslandSource } from './island-runtime';

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

/** The island `name` for the item `id` (a product's id; 'home' for the hero), with its data; null when the page lacks it. */
function islandOf({ element, name, id, ssr }: IslandSource) {
  switch (name) {
    case 'purchase': {
      const product = served<ProductDetail | null>(ssr, catalogKeys.product(id));
      return product ? <PurchasePanel product={product} onAdd={addFromPanel} /> : null;
    }
    case 'gallery': {
      const product = served<ProductDetail | null>(ssr, catalogKeys.product(id));
      return product ? <ImageCarousel images={product.images} alt={product.name} /> : null;
    }
    case 'card': {
      const product = servedSummary(ssr, id);
      const { priority, sizes, position } = propsOf(element) as ProductCardPlace;
      return product ? <ProductCard product={product} priority={priority} sizes={sizes} position={position} onAdd={addFromCard} /> : null;
    }
    case 'hero': {
      const heroes = served<HeroDto[]>(ssr, catalogKeys.heroes);
      return heroes ? <HeroCarousel heroes={heroes} /> : null;
    }
    default:
      return null;
  }
}

startIslands(islandOf);
