/**
 * Help centre routes (back office spec §2 Help Center), from `helpContracts`: GET /api/help/faq
 * lists the FAQ in its order, in the `lang` asked for. Public and rarely changed, so browsers cache it for 5 minutes.
 */
import type { FastifyInstance } from 'fastify';
import { helpContracts } from '@phonexport/contracts/help';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { listFaq } from './help-service.ts';

export function helpRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, helpContracts.listFaq, async ({ query, reply }) => {
    reply.header('cache-control', 'public, max-age=300');
    return { items: await listFaq(db, query.lang) };
  });
}
