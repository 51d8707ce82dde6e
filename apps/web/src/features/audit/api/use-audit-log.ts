/** GET /api/admin/audit-log (auditContracts.list): one page of the log, newest first, filtered; the previous page stays while the next loads. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditQuery } from '@phonexport/contracts/audit';
import { apiClient } from '../../../lib/api-client';

export function useAuditLog(query: Partial<AuditQuery> & { offset: number; limit: number }) {
  return useQuery({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => apiClient.get('/api/admin/audit-log', { query, signal }),
    placeholderData: keepPreviousData,
  });
}
