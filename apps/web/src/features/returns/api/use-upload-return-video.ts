/** POST /api/returns/videos (returnsContracts.uploadVideo): uploads one short video; answers the key the request names. */
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useUploadReturnVideo() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return apiClient.post('/api/returns/videos', { body: form });
    },
  });
}
