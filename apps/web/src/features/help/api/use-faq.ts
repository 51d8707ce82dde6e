/**
 * GET /api/help/faq (helpContracts.listFaq): the FAQ, kept for 5 minutes like the server's cache header.
 */
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export function useFaq() {
  return useQuery({ queryKey: ['faq'], queryFn: ({ signal }) => apiClient.get('/api/help/faq', { signal }), staleTime: 5 * 60_000 });
}
