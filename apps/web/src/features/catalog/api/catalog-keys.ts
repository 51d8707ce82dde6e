/** Cache keys of the storefront's catalog queries. */
import type { ProductFilters } from '../product-filters';

export const catalogKeys = {
  heroes: ['heroes'] as const,
  brands: ['brands'] as const,
  featured: ['products', 'featured'] as const,
  list: (f: ProductFilters) => ['products', 'list', f] as const,
  product: (id: string) => ['product', id] as const,
};
