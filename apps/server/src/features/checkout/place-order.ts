/**
 * Placing an order (storefront §4 Checkout, DESIGN "Orders are atomic"):
 * 1. re-price the cart from the database (quoteCart) for an active service country;
 * 2. record a pending checkout keyed by (user, idempotency key) so a retry returns the same order;
 * 3. capture the server's total through the payment provider;
 * 4. in one transaction: decrement each variant's stock only where enough is left, create the order
 *    (status confirmed, paymentStatus paid, unique PX number), its items, invoice, first shipment
 *    event and notification;
 * 5. if stock ran out meanwhile, refund the capture and answer 409.
 * Errors: 400 (validation, empty cart, unknown country, coupon), 409 (stock, checkout in progress),
 * 402-like payment failures are reported as 400 'Payment Failed'.
 */
import { INVOICE_DUE_MS, invoiceNumberFor } from '@phonexport/domain/invoices';
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { checkoutRequestSchema } from '@phonexport/domain/api';
import type { OrderDto } from '@phonexport/domain/dto';
import { orderNumberFromTimestamp } from '@phonexport/domain/order-number';
import { MESSAGES } from '@phonexport/domain/messages';
import { CHECKOUT_ADDRESS_MESSAGE } from '@phonexport/domain/validation';
import type { z } from 'zod';
import type { Db, Tx } from '../../db/client.ts';
import {
  invoices,
  orderItems,
  orders,
  paymentCheckouts,
  productVariants,
  shipmentEvents,
} from '../../db/schema.ts';
import { HttpError, badRequest, conflict } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import { toOrderDto } from '../orders/orders-data.ts';
import { PaymentError, type PaymentProvider } from '../payments/payment-provider.ts';
import { quoteCart } from '../cart/quote.ts';
import { syncProductStock } from '../catalog/catalog-data.ts';
import { insertAddress } from '../addresses/addresses-data.ts';
import { createNotification } from '../notifications/notifications-data.ts';

export type CheckoutInput = z.output<typeof checkoutRequestSchema>;


class StockError extends Error {}

/** Places the order and returns it; see the module comment for the steps and errors. */
export async function placeOrder(db: Db, provider: PaymentProvider, user: SessionUser, input: CheckoutInput): Promise<OrderDto> {
  if (!input.lines.length) throw badRequest(MESSAGES.emptyCart, { lines: MESSAGES.emptyCart });

  const checkoutKey = `${user.id}:${input.idempotencyKey}`;
  const previous = await findCheckout(db, provider.name, checkoutKey);
  if (previous) return resumeCheckout(db, previous);

  const quote = await quoteCart(db, {
    lines: input.lines,
    countryCode: input.address.countryCode,
    shippingOption: input.shippingOption,
    couponCode: input.couponCode,
    includeDuty: true,
  });
  if (!quote.country) throw badRequest(CHECKOUT_ADDRESS_MESSAGE, { 'address.countryCode': CHECKOUT_ADDRESS_MESSAGE });
  if (input.couponCode && quote.couponError) throw badRequest(quote.couponError, { couponCode: quote.couponError });
  for (const line of quote.lines) {
    if (line.problem === 'unavailable') throw conflict(`${line.name} is no longer available.`, 'unavailable');
    if (line.problem === 'insufficient_stock') throw conflict(MESSAGES.stockLimit(line.stock), 'stock_limit');
  }

  const [checkout] = await db
    .insert(paymentCheckouts)
    .values({
      userId: user.id,
      provider: provider.name,
      providerOrderId: checkoutKey,
      amountCents: quote.totals.totalCents,
      request: input,
    })
    .onConflictDoNothing()
    .returning();
  if (!checkout) {
    const raced = await findCheckout(db, provider.name, checkoutKey);
    if (raced) return resumeCheckout(db, raced);
    throw conflict('Your checkout is already being processed.');
  }

  let capture;
  try {
    capture = await provider.capture({
      amountCents: quote.totals.totalCents,
      currency: 'USD',
      description: `PhoneXport order (${quote.totals.itemCount} item${quote.totals.itemCount === 1 ? '' : 's'})`,
      reference: checkout.id,
    });
  } catch (err) {
    await db.update(paymentCheckouts).set({ status: 'failed' }).where(eq(paymentCheckouts.id, checkout.id));
    if (err instanceof PaymentError) throw badRequest(MESSAGES.paymentFailed, { payment: err.message });
    throw err;
  }

  const address = input.address;
  try {
    const order = await db.transaction(async (tx) => {
      for (const line of quote.lines) {
        const updated = await tx
          .update(productVariants)
          .set({ stock: sql`${productVariants.stock} - ${line.quantity}` })
          .where(and(eq(productVariants.id, line.variantId), gte(productVariants.stock, line.quantity)))
          .returning({ id: productVariants.id });
        if (!updated.length) throw new StockError(line.name);
      }
      await syncProductStock(tx, [...new Set(quote.lines.map((l) => l.productId))]);

      const row = await insertOrderWithUniqueNumber(tx, {
        userId: user.id,
        customerName: address.name,
        customerEmail: user.email,
        customerPhone: address.phone,
        status: 'confirmed',
        paymentStatus: 'paid',
        paymentMethod: capture.paymentMethod,
        paymentId: capture.paymentId,
        subtotalCents: quote.totals.subtotalCents,
        shippingCents: quote.totals.shippingCents,
        shippingOption: input.shippingOption,
        dutyCents: quote.totals.dutyCents,
        discountCents: quote.totals.discountCents,
        totalCents: quote.totals.totalCents,
        currency: 'USD',
        couponCode: quote.coupon?.code ?? null,
        shippingAddress: {
          name: address.name,
          company: address.company || null,
          street: address.street,
          city: address.city,
          state: address.state || null,
          zipCode: address.zipCode,
          country: quote.country!.name,
          countryCode: quote.country!.code,
          phone: address.phone,
        },
        deliveryEstimate: quote.deliveryEstimate,
      });
      const items = await tx
        .insert(orderItems)
        .values(
          quote.lines.map((l, position) => ({
            orderId: row.id,
            position,
            productId: l.productId,
            variantId: l.variantId,
            productName: l.name,
            variant: l.variant,
            priceCents: l.unitPriceCents,
            quantity: l.quantity,
            image: l.image,
          })),
        )
        .returning();
      const now = new Date();
      await tx.insert(invoices).values({
        orderId: row.id,
        invoiceNumber: invoiceNumberFor(row.orderNumber),
        issueDate: now,
        dueDate: new Date(now.getTime() + INVOICE_DUE_MS),
      });
      await tx.insert(shipmentEvents).values({
        orderId: row.id,
        status: 'confirmed',
        statusCode: 'pre-transit',
        description: 'Order confirmed and payment received',
        location: 'Guangzhou, China',
      });
      await createNotification(tx, {
        userId: user.id,
        title: 'Order Confirmed',
        message: `Your order #${row.orderNumber} has been confirmed.`,
        type: 'order',
        orderId: row.id,
      });
      if (input.saveAddress) await insertAddress(tx, user.id, { ...address, country: quote.country!.name });
      await tx
        .update(paymentCheckouts)
        .set({ status: 'placed', orderId: row.id })
        .where(eq(paymentCheckouts.id, checkout.id));
      return toOrderDto(row, items);
    });
    return order;
  } catch (err) {
    await provider.refund(capture.paymentId, capture.capturedCents);
    await db.update(paymentCheckouts).set({ status: 'refunded' }).where(eq(paymentCheckouts.id, checkout.id));
    if (err instanceof StockError) {
      throw conflict(`${err.message} sold out while you were paying. Your payment has been refunded.`, 'stock_limit');
    }
    throw err;
  }
}


async function insertOrderWithUniqueNumber(tx: Tx, values: Omit<typeof orders.$inferInsert, 'orderNumber'>) {
  const base = Date.now();
  for (let attempt = 0; attempt < 50; attempt++) {
    const [row] = await tx
      .insert(orders)
      .values({ ...values, orderNumber: orderNumberFromTimestamp(base + attempt) })
      .onConflictDoNothing({ target: orders.orderNumber })
      .returning();
    if (row) return row;
  }
  throw new HttpError(409, 'Could not allocate an order number. Please try again.');
}

async function findCheckout(db: Db, provider: string, key: string) {
  const [row] = await db
    .select()
    .from(paymentCheckouts)
    .where(and(eq(paymentCheckouts.provider, provider), eq(paymentCheckouts.providerOrderId, key)))
    .limit(1);
  return row ?? null;
}

async function resumeCheckout(db: Db, row: typeof paymentCheckouts.$inferSelect): Promise<OrderDto> {
  if (row.status === 'placed' && row.orderId) {
    const [order] = await db.select().from(orders).where(eq(orders.id, row.orderId)).limit(1);
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.orderId)).orderBy(asc(orderItems.position));
    if (order) return toOrderDto(order, items);
  }
  if (row.status === 'created' || row.status === 'captured') throw conflict('Your checkout is already being processed.');
  throw conflict('This checkout could not be completed. Please review your cart and try again.');
}
