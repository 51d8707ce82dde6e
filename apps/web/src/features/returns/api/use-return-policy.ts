/** GET and PUT /api/admin/return-policy (returnsContracts.policy, setPolicy): the policy for new orders; saving makes a new version. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReturnPolicy } from '@phonexport/domain/returns';
import { apiClient } from '../../../lib/api-client';

export function useReturnPolicy() {
  return useQuery({ queryKey: ['admin', 'return-policy'], queryFn: ({ signal }) => apiClient.get('/api/admin/return-policy', { signal }) });
}

export function useSaveReturnPolicy() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (policy: ReturnPolicy) => apiClient.put('/api/admin/return-policy', { body: policy }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'return-policy'] }),
  });
}
