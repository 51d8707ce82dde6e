/** GET /api/account/sessions and DELETE /api/account/sessions/:id (staffContracts.mySessions, revokeSession). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const SESSIONS = ['account', 'sessions'] as const;

/** The caller's signed-in sessions, most recently active first. */
export function useSessions() {
  return useQuery({ queryKey: SESSIONS, queryFn: ({ signal }) => apiClient.get('/api/account/sessions', { signal }) });
}

/** Signs one session out at once. */
export function useRevokeSession() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/api/account/sessions/:id', { params: { id } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: SESSIONS }),
  });
}
