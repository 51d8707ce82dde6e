/**
 * Help centre contracts (back office spec §2 Help Center): the FAQ list.
 */
import { z } from 'zod';
import { FAQ_CATEGORIES } from '@phonexport/domain/help';
import { LANGUAGES } from '@phonexport/domain/settings';
import { contractsOf, named } from './contract.ts';

const { anyone } = contractsOf('help');

export const faqItem = named('FaqItem', {
  id: z.string(),
  question: z.string(),
  answer: z.string(),
  category: z.enum(FAQ_CATEGORIES),
  tags: z.array(z.string()),
});
export type FaqItemDto = z.infer<typeof faqItem>;

export const helpContracts = {
  listFaq: anyone('GET', '/api/help/faq', 'The FAQ in its order, in the language asked for (English by default)', {
    query: z.object({ lang: z.enum(LANGUAGES).default('en') }),
    responses: { 200: z.object({ items: z.array(faqItem) }) },
  }),
};
