/** POST /api/returns/videos (returnsContracts.uploadVideo): uploads one short video; answers the key the request names. */
import { useMutation } from '@tanstack/react-query';
import { postFile } from '../../../lib/api-queries';

export function useUploadReturnVideo() {
  return useMutation({ mutationFn: (file: File) => postFile('/api/returns/videos', file) });
}
