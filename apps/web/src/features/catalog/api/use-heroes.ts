/**
 * GET /api/heroes (catalogContracts.listHeroes): active heroes, highest priority first. A failed
 * read shows the default banner (storefront §8: product-side reads return empty).
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';
import { readOrNone } from './read-or-none';

/** The heroes query, reading through `get` (the server's in-process reads when it renders the page). */
export const heroesQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({
    queryKey: catalogKeys.heroes,
    queryFn: ({ signal }) =>
      readOrNone('heroes', async () => {
        const heroes = await get('/api/heroes', { signal });
        return [...heroes].sort((a, b) => b.priority - a.priority);
      }),
    retry: false,
  });

export function useHeroes() {
  return useQuery(heroesQuery());
}
