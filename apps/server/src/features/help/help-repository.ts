/**
 * Help centre data: the FAQ rows in their order (the only help code that touches the database).
 */
import { asc } from 'drizzle-orm';
import { faqTextIn } from '@phonexport/domain/help';
import type { Language } from '@phonexport/domain/settings';
import type { Db } from '../../db/client.ts';
import { faqItems } from '../../db/schema.ts';
import type { FaqCategory } from '@phonexport/domain/help';

/** A help centre question with its answer, in one language. */
export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  category: FaqCategory;
  tags: string[];
}

/** Every FAQ entry in position order, its text in `language` (English where it has no translation). */
export async function findFaq(db: Db, language: Language): Promise<FaqItem[]> {
  const rows = await db.select().from(faqItems).orderBy(asc(faqItems.position));
  return rows.map((r) => ({ id: r.id, category: r.category, ...faqTextIn(r, language) }));
}
