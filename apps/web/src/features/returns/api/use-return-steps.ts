/**
 * The staff steps of a return request, one hook per endpoint (returnsContracts approve, reject,
 * receive, inspect, refund, exchange, close); each reads the queue and the menu's badge again.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

function useStep<V>(send: (v: V) => Promise<unknown>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'returns'] }), qc.invalidateQueries({ queryKey: ['staff-alerts'] })]),
  });
}

export const useApproveReturn = (id: string) => useStep((instructions: string) => apiClient.post('/api/admin/returns/:id/approve', { params: { id }, body: { instructions } }));
export const useRejectReturn = (id: string) => useStep((reason: string) => apiClient.post('/api/admin/returns/:id/reject', { params: { id }, body: { reason } }));
export const useReceiveReturn = (id: string) => useStep(() => apiClient.post('/api/admin/returns/:id/receive', { params: { id } }));
export const useInspectReturn = (id: string) =>
  useStep((body: { lines: { lineId: string; receivedQuantity: number; damagedQuantity: number }[]; activationLockRemoved: boolean; note: string }) =>
    apiClient.post('/api/admin/returns/:id/inspect', { params: { id }, body }),
  );
export const useRefundReturn = (id: string) => useStep((amountCents: number | undefined) => apiClient.post('/api/admin/returns/:id/refund', { params: { id }, body: amountCents ? { amountCents } : {} }));
export const useExchangeReturn = (id: string) => useStep((note: string) => apiClient.post('/api/admin/returns/:id/exchange', { params: { id }, body: { note } }));
export const useCloseReturn = (id: string) => useStep((note: string) => apiClient.post('/api/admin/returns/:id/close', { params: { id }, body: { note } }));
