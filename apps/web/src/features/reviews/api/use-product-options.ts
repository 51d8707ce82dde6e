/** GET /api/reviews/product-options (reviewsContracts.productOptions): active products whose name contains `search` (the tag picker), from 2 characters. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useProductOptions(search: string) {
  const term = search.trim();
  return useQuery({
    queryKey: ['review-product-options', term],
    queryFn: ({ signal }) => apiClient.get('/api/reviews/product-options', { query: { search: term }, signal }),
    enabled: term.length >= 2,
    staleTime: 60_000,
  });
}
