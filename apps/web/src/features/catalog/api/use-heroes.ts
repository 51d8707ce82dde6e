/**
 * GET /api/heroes (catalogContracts.listHeroes): active heroes, highest priority first. A failed
 * read shows the default banner (storefront §8: product-side reads return empty).
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function useHeroes() {
  return useQuery({
    queryKey: catalogKeys.heroes,
    queryFn: async ({ signal }) => {
      try {
        const heroes = await apiClient.get('/api/heroes', { signal });
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
