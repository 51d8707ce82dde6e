/**
 * Catalog queries of the storefront (storefront spec §2 Home, Product list, Product detail):
 * heroes, featured products, the paged product list and one product, with their cache keys.
 */
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  CATEGORIES,
  FEATURED_LIMIT,
  PRICE_RANGES,
  PRODUCT_PAGE_FIRST,
  PRODUCT_PAGE_MORE,
  type Category,
  type PriceRangeKey,
  type ProductDetail,
  type ProductPage,
} from '@phonexport/domain/catalog';
import type { HeroDto } from '@phonexport/domain/dto';
import { api, query } from '../../lib/api';

/** Filters of the product list, as kept in the URL (§2 Product list). */
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

export const catalogKeys = {
  heroes: ['heroes'] as const,
  featured: ['products', 'featured'] as const,
  list: (f: ProductFilters) => ['products', 'list', f] as const,
  product: (id: string) => ['product', id] as const,
};

/** Active heroes, highest priority first. A failed read shows the default banner (§8: product-side reads return empty). */
export function useHeroes() {
  return useQuery({
    queryKey: catalogKeys.heroes,
    queryFn: async ({ signal }) => {
      try {
        const heroes = await api<HeroDto[]>('/api/heroes', { signal });
        return [...heroes].sort((a, b) => b.priority - a.priority);
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        console.error('Failed to load heroes', err);
        return [];
      }
    },
    retry: false,
  });
}

/** At most 6 featured products (§2 Home, §9). A failed read counts as none. */
export function useFeaturedProducts() {
  return useQuery({
    queryKey: catalogKeys.featured,
    queryFn: async ({ signal }) => {
      try {
        const page = await api<ProductPage>(`/api/products${query({ featured: true, limit: FEATURED_LIMIT })}`, { signal });
        return page.items.slice(0, FEATURED_LIMIT);
      } catch (err) {
        if ((err as Error).name === 'AbortError') throw err;
        console.error('Failed to load featured products', err);
        return [];
      }
    },
    retry: false,
  });
}

/** The product list: 20 first, then 10 per Load More (§9). */
export function useProductPages(f: ProductFilters) {
  return useInfiniteQuery({
    queryKey: catalogKeys.list(f),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      api<ProductPage>(
        `/api/products${query({
          category: f.category,
          brand: f.brand,
          search: f.search,
          price: f.price,
          offset: pageParam,
          limit: pageParam === 0 ? PRODUCT_PAGE_FIRST : PRODUCT_PAGE_MORE,
        })}`,
        { signal },
      ),
    getNextPageParam: (last) => last.nextOffset,
  });
}

/** One product; a 404 surfaces as ApiError with status 404. */
export function useProduct(id: string) {
  return useQuery({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => api<ProductDetail>(`/api/products/${encodeURIComponent(id)}`, { signal }),
    enabled: id !== '',
  });
}
