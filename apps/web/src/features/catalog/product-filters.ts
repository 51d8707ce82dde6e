/**
 * Filters of the product list as kept in the URL (storefront §2 Product list): category, brand,
 * search and price range. Unknown values are dropped (the server would refuse them).
 */
import { CATEGORIES, PRICE_RANGES, type Category, type PriceRangeKey } from '@phonexport/domain/catalog';

export interface ProductFilters {
  category: Category | null;
  brand: string | null;
  search: string;
  price: PriceRangeKey | null;
}

export const asCategory = (v: string | null): Category | null =>
  v && (CATEGORIES as readonly string[]).includes(v) ? (v as Category) : null;

export const asPriceRange = (v: string | null): PriceRangeKey | null => (v && v in PRICE_RANGES ? (v as PriceRangeKey) : null);

/** Reads valid filters from URL search params; unknown values are ignored (the server would refuse them). */
export function filtersFromParams(params: URLSearchParams): ProductFilters {
  const brand = params.get('brand')?.trim().toLowerCase().slice(0, 40);
  return {
    category: asCategory(params.get('category')),
    brand: brand || null,
    search: (params.get('search') ?? '').trim().slice(0, 100),
    price: asPriceRange(params.get('price')),
  };
}
