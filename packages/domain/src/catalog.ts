/**
 * Catalog shapes and rules shared by server and web (storefront spec §2 Product list/detail,
 * §3 Product, §5 Price filters). Prices are integer US cents.
 */
export const CATEGORIES = ['smartphones', 'tablets', 'computers', 'accessories'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_LABELS: Record<Category, string> = {
  smartphones: 'Smartphones',
  tablets: 'Tablets',
  computers: 'Computers',
  accessories: 'Accessories',
};

/** Brand strip of the product list (§2): All plus these, in this order. */
export const BRAND_STRIP = ['honor', 'huawei', 'iphone', 'samsung', 'xiaomi'] as const;

export const BRAND_LABELS: Record<string, string> = {
  honor: 'Honor',
  huawei: 'Huawei',
  iphone: 'iPhone',
  samsung: 'Samsung',
  xiaomi: 'Xiaomi',
  lenovo: 'Lenovo',
  hp: 'HP',
  dell: 'Dell',
  ipad: 'iPad',
};

/** Price ranges of §5: lower bound inclusive, upper exclusive, in cents. */
export const PRICE_RANGES = {
  'under-200': { label: 'Under $200', min: 0, max: 20_000 },
  '200-500': { label: '$200 - $500', min: 20_000, max: 50_000 },
  '500-1000': { label: '$500 - $1000', min: 50_000, max: 100_000 },
  'over-1000': { label: 'Over $1000', min: 100_000, max: null },
} as const satisfies Record<string, { label: string; min: number; max: number | null }>;
export type PriceRangeKey = keyof typeof PRICE_RANGES;

/** True when a price in cents falls inside the range (lower inclusive, upper exclusive). */
export function inPriceRange(priceCents: number, key: PriceRangeKey): boolean {
  const r = PRICE_RANGES[key];
  return priceCents >= r.min && (r.max === null || priceCents < r.max);
}

/** Products page paging (§9): 20 first, then 10 per Load More. */
export const PRODUCT_PAGE_FIRST = 20;
export const PRODUCT_PAGE_MORE = 10;
/** Featured products on home (§9). */
export const FEATURED_LIMIT = 6;

/** Distinct values in first-seen order. */
export function distinct<T>(values: readonly T[]): T[] {
  return [...new Set(values)];
}

/** The variant matching a colour and storage, or the first with that colour, or null. */
export function findVariant<V extends { color: string; storage: string }>(variants: readonly V[], color: string | null, storage: string | null): V | null {
  return (
    variants.find((v) => v.color === color && v.storage === storage) ??
    variants.find((v) => v.color === color) ??
    null
  );
}

/** Image URL sizes served by the shop (square px). Product images are stored as their detail URL. */
export const IMAGE_SIZES = { thumb: 160, card: 400, detail: 800 } as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

/** `srcset` of a shop product image: its card (400 px) and detail (800 px) sizes. */
export function imageSrcSet(url: string): string {
  return `${imageUrl(url, 'card')} 400w, ${imageUrl(url, 'detail')} 800w`;
}

/** `sizes` of the product page's main image (its carousel): full width on phones, half from 768 px, 560 px from 1152 px. */
export const DETAIL_IMAGE_SIZES = '(min-width: 1152px) 560px, (min-width: 768px) 50vw, 100vw';

/** Rewrites a shop image URL ('/media/.../detail.webp') to the given size; other URLs are returned as they are. */
export function imageUrl(url: string | null | undefined, size: ImageSize): string | null {
  if (!url) return null;
  return url.replace(/\/(thumb|card|detail)\.webp$/, `/${size}.webp`);
}

/**
 * The product list's filters and page as the server reads them (storefront §2 Product list, §5
 * Price filters): what the contract's query schema gives once parsed (brand lower-cased, `offset`
 * and `limit` filled in). `cursor`, the previous page's `nextCursor`, wins over `offset`.
 */
export interface ProductListFilter {
  category?: Category;
  brand?: string;
  search?: string;
  price?: PriceRangeKey;
  featured?: 'true' | 'false';
  offset: number;
  limit: number;
  cursor?: string;
}

/** The six specification texts of a product (storefront §3 Product; a missing one is ''). */
export type ProductSpecifications = {
  display: string;
  processor: string;
  ram: string;
  storage: string;
  camera: string;
  battery: string;
};
