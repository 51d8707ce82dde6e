/** POST /api/admin/uploads/product-image (catalogContracts.adminUploadProductImage): one image (field 'file'); resolves with its stored URL. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useUploadProductImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (await apiClient.post('/api/admin/uploads/product-image', { body })).url;
    },
  });
}
