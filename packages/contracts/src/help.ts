/**
 * Help centre contracts (back office spec §2 Help Center): the FAQ list.
 */
import { z } from 'zod';
import { FAQ_CATEGORIES } from '@phonexport/domain/help';
import { contractsOf } from './contract.ts';

const contract = contractsOf('help');

export const faqItem = z
  .object({
    id: z.string(),
    question: z.string(),
    answer: z.string(),
    category: z.enum(FAQ_CATEGORIES),
    tags: z.array(z.string()),
  })
  .meta({ id: 'FaqItem' });
export type FaqItemDto = z.infer<typeof faqItem>;

export const helpContracts = {
  listFaq: contract('GET', '/api/help/faq', {
    summary: 'The FAQ in its order',
    auth: 'public',
    responses: { 200: z.object({ items: z.array(faqItem) }) },
  }),
};
