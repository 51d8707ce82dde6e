/**
 * Cart routes: POST /api/cart/quote re-prices a cart; POST /api/coupons/validate checks a code.
 */
import type { FastifyInstance } from 'fastify';
import { couponRequestSchema, quoteRequestSchema } from '@phonexport/domain/api';
import { COUPON_INVALID_MESSAGE } from '@phonexport/domain/coupons';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { parse } from '../../http/validate.ts';
import { findCoupon, quoteCart } from './quote.ts';

export function cartRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  app.post('/api/cart/quote', async (req) => quoteCart(db, parse(quoteRequestSchema, req.body)));

  app.post('/api/coupons/validate', async (req) => {
    const { code } = parse(couponRequestSchema, req.body);
    const { coupon, error } = await findCoupon(db, code);
    if (!coupon) {
      const message = error ?? COUPON_INVALID_MESSAGE;
      throw badRequest(message, { code: message });
    }
    return coupon;
  });
}
