/**
 * Help centre data: the FAQ rows in their order (the only help code that touches the database).
 */
import { asc } from 'drizzle-orm';
import type { FaqItemDto } from '@phonexport/contracts/help';
import type { Db } from '../../db/client.ts';
import { faqItems } from '../../db/schema.ts';

/** Every FAQ entry, in position order. */
export async function listFaq(db: Db): Promise<FaqItemDto[]> {
  const rows = await db.select().from(faqItems).orderBy(asc(faqItems.position));
  return rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer, category: r.category, tags: r.tags }));
}
