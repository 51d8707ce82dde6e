/**
 * The back office's brands (issue 17): GET /api/admin/brands (every brand with its product count)
 * and the writes POST /api/admin/brands, PUT and DELETE /api/admin/brands/:slug; field errors
 * arrive as ApiError.fields. Each write refreshes the admin list and the storefront strip.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminBrandInput } from '@phonexport/contracts/catalog';
import { apiClient } from '../../../lib/api-client';
import { catalogKeys } from './catalog-keys';

const ADMIN_BRANDS = ['admin', 'brands'] as const;

export function useAdminBrands() {
  return useQuery({ queryKey: ADMIN_BRANDS, queryFn: ({ signal }) => apiClient.get('/api/admin/brands', { signal }) });
}

/** Refreshes the admin list and the storefront strip after a brand write. */
function useRefreshBrands() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: ADMIN_BRANDS }), client.invalidateQueries({ queryKey: catalogKeys.brands })]);
}

export function useCreateBrand() {
  const onSettled = useRefreshBrands();
  return useMutation({ mutationFn: (body: AdminBrandInput) => apiClient.post('/api/admin/brands', { body }), onSettled });
}

/** Updates the brand whose slug is `id` (the shape useSaveRecord calls). */
export function useUpdateBrand() {
  const onSettled = useRefreshBrands();
  return useMutation({ mutationFn: ({ id, body }: { id: string; body: AdminBrandInput }) => apiClient.put('/api/admin/brands/:slug', { params: { slug: id }, body }), onSettled });
}

export function useDeleteBrand() {
  const onSettled = useRefreshBrands();
  return useMutation({ mutationFn: (slug: string) => apiClient.delete('/api/admin/brands/:slug', { params: { slug } }), onSettled });
}
