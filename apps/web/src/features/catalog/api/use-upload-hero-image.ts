/** POST /api/admin/uploads/hero-image (catalogContracts.adminUploadHeroImage): one banner image (field 'file'); resolves with its stored URL. */
import { useMutation } from '@tanstack/react-query';
import { postFile } from '../../../lib/api-queries';

export function useUploadHeroImage() {
  return useMutation({ mutationFn: async (file: File) => (await postFile('/api/admin/uploads/hero-image', file)).url });
}
