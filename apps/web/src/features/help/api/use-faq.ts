/**
 * GET /api/help/faq?lang= (helpContracts.listFaq): the FAQ in the interface language, kept for 5
 * minutes like the server's cache header.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Language } from '@phonexport/domain/settings';
import { apiClient, type ApiGet } from '../../../lib/api-client';
import { useTranslation } from '../../../i18n/i18n';

/** The FAQ query in `language`, reading through `get` (the server's in-process reads when it renders the page). */
export const faqQuery = (language: Language, get: ApiGet = apiClient.get) =>
  queryOptions({ queryKey: ['faq', language], queryFn: ({ signal }) => get('/api/help/faq', { query: { lang: language }, signal }), staleTime: 5 * 60_000 });

/** The FAQ in the interface language. */
export function useFaq() {
  const { language } = useTranslation();
  return useQuery(faqQuery(language));
}
