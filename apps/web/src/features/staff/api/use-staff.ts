/** The Staff screen's calls (staffContracts, decision 059): the overview and every owner action, each refreshing the overview. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffRole } from '@phonexport/domain/staff';
import type { Language } from '@phonexport/domain/settings';
import { apiClient } from '../../../lib/api-client';

const STAFF = ['admin', 'staff'] as const;

export function useStaffOverview() {
  return useQuery({ queryKey: STAFF, queryFn: ({ signal }) => apiClient.get('/api/admin/staff', { signal }) });
}

function useStaffMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: call, onSettled: () => qc.invalidateQueries({ queryKey: STAFF }) });
}

export const useInvite = () =>
  useStaffMutation((body: { email: string; role: StaffRole; language: Language }) => apiClient.post('/api/admin/staff/invitations', { body }));
export const useResendInvitation = () => useStaffMutation((id: string) => apiClient.post('/api/admin/staff/invitations/:id/resend', { params: { id } }));
export const useRevokeInvitation = () => useStaffMutation((id: string) => apiClient.delete('/api/admin/staff/invitations/:id', { params: { id } }));
export const useChangeRole = () => useStaffMutation(({ id, role }: { id: string; role: StaffRole }) => apiClient.patch('/api/admin/staff/:id', { params: { id }, body: { role } }));
export const useSetActive = () =>
  useStaffMutation(({ id, active }: { id: string; active: boolean }) =>
    active ? apiClient.post('/api/admin/staff/:id/reactivate', { params: { id } }) : apiClient.post('/api/admin/staff/:id/deactivate', { params: { id } }),
  );
export const useStaffPolicy = () => useStaffMutation((requireTwoFactor: boolean) => apiClient.put('/api/admin/staff/policy', { body: { requireTwoFactor } }));
