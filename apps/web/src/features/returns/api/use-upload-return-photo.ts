/** POST /api/returns/photos (returnsContracts.uploadPhoto): uploads one photo; answers the key the request names. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useUploadReturnPhoto() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post('/api/returns/photos', { body: form });
    },
  });
}
