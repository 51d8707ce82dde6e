/** POST /api/admin/uploads/hero-image (catalogContracts.adminUploadHeroImage): one banner image (field 'file'); resolves with its stored URL. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useUploadHeroImage() {
  return useMutation({
    mutationFn: async (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return (await apiClient.post('/api/admin/uploads/hero-image', { body })).url;
    },
  });
}
