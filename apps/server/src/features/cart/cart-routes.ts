/**
 * Cart routes (storefront §5), from `cartContracts`: POST /api/cart/quote re-prices a cart;
 * POST /api/coupons/validate checks a code (400 with the §5 message as message and `code`).
 */
import type { FastifyInstance } from 'fastify';
import { cartContracts } from '@phonexport/contracts/cart';
import type { Db } from '../../db/client.ts';
import { badRequest } from '../../http/errors.ts';
import { route } from '../../http/contract-route.ts';
import { couponDto, findCoupon, quoteCart } from './cart-service.ts';

export function cartRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  route(app, cartContracts.quote, async ({ body }) => quoteCart(db, body));

  route(app, cartContracts.validateCoupon, async ({ body }) => {
    const { coupon, error } = await findCoupon(db, body.code);
    if (!coupon) throw badRequest(error!, { code: error! });
    return couponDto(coupon);
  });
}
