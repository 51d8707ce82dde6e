/** POST /api/returns/photos (returnsContracts.uploadPhoto): uploads one photo; answers the key the request names. */
import { useMutation } from '@tanstack/react-query';
import { postFile } from '../../../lib/api-queries';

export function useUploadReturnPhoto() {
  return useMutation({ mutationFn: (file: File) => postFile('/api/returns/photos', file) });
}
