/** POST /api/admin/uploads/product-image (catalogContracts.adminUploadProductImage): one image (field 'file'); resolves with its stored URL. */
import { useMutation } from '@tanstack/react-query';
import { postFile } from '../../../lib/api-queries';

export function useUploadProductImage() {
  return useMutation({ mutationFn: async (file: File) => (await postFile('/api/admin/uploads/product-image', file)).url });
}
