/**
 * GET /api/help/faq (helpContracts.listFaq): the FAQ, kept for 5 minutes like the server's cache header.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient, type ApiGet } from '../../../lib/api-client';

/** The FAQ query, reading through `get` (the server's in-process reads when it renders the page). */
export const faqQuery = (get: ApiGet = apiClient.get) =>
  queryOptions({ queryKey: ['faq'], queryFn: ({ signal }) => get('/api/help/faq', { signal }), staleTime: 5 * 60_000 });

export function useFaq() {
  return useQuery(faqQuery());
}
