/** GET /api/products/:id (catalogContracts.getProduct): one product; a 404 surfaces as ApiError with status 404. */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

export function useProduct(id: string) {
  return useQuery({
    queryKey: catalogKeys.product(id),
    queryFn: ({ signal }) => apiClient.get('/api/products/:id', { params: { id }, signal }),
    enabled: id !== '',
  });
}
