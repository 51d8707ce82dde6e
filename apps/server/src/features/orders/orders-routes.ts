/**
 * Order routes for customers: GET /api/orders (own, newest first), GET /api/orders/:id (own only;
 * anything else is 404 'Order not found').
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { getOrderForUser, listOrdersForUser } from './orders-data.ts';

export function ordersRoutes(app: FastifyInstance, { db, sessions }: { db: Db; sessions: Sessions }): void {
  app.get('/api/orders', async (req) => {
    const user = await sessions.require(req);
    return listOrdersForUser(db, user.id);
  });

  app.get<{ Params: { id: string } }>('/api/orders/:id', async (req) => {
    const user = await sessions.require(req);
    const order = await getOrderForUser(db, user.id, req.params.id);
    if (!order) throw notFound('Order not found');
    return order;
  });
}
