/**
 * Help centre data: the FAQ rows in their order (the only help code that touches the database).
 */
import { asc } from 'drizzle-orm';
import { faqTextIn } from '@phonexport/domain/help';
import type { Language } from '@phonexport/domain/settings';
import type { FaqItemDto } from '@phonexport/contracts/help';
import type { Db } from '../../db/client.ts';
import { faqItems } from '../../db/schema.ts';

/** Every FAQ entry in position order, its text in `language` (English where it has no translation). */
export async function listFaq(db: Db, language: Language): Promise<FaqItemDto[]> {
  const rows = await db.select().from(faqItems).orderBy(asc(faqItems.position));
  return rows.map((r) => ({ id: r.id, category: r.category, ...faqTextIn(r, language) }));
}
