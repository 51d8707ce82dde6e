/**
 * Help centre (back office spec §2 Help Center): GET /api/help/faq lists the FAQ in its order.
 * Public and rarely changed, so it is cached by browsers for 5 minutes.
 */
import type { FastifyInstance } from 'fastify';
import { asc } from 'drizzle-orm';
import type { FaqItemDto } from '@phonexport/domain/help';
import type { Db } from '../../db/client.ts';
import { faqItems } from '../../db/schema.ts';

export function helpRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.get('/api/help/faq', async (_req, reply): Promise<{ items: FaqItemDto[] }> => {
    const rows = await db.select().from(faqItems).orderBy(asc(faqItems.position));
    reply.header('cache-control', 'public, max-age=300');
    return { items: rows.map((r) => ({ id: r.id, question: r.question, answer: r.answer, category: r.category, tags: r.tags })) };
  });
}
