/**
 * Order contracts: the customer's orders and the back office's orders, cancels and refunds (storefront §7, back office §5).
 * Money in integer cents; times ISO 8601 strings. Another customer's order and a malformed id
 * both answer 404 'Order not found', so ids cannot be probed. The back office's requests: the list's
 * filters, a status change (with a correction, issue 24) and a refund in dollars (issue 12).
 */
import { z } from 'zod';
import { ORDER_SORTS, ORDER_STATUSES, SORT_DIRECTIONS } from '@phonexport/domain/admin';
import { STATUS_MESSAGES } from '@phonexport/domain/order-status';
import { REFUND_MESSAGES } from '@phonexport/domain/refunds';
import { parseDollars } from '@phonexport/domain/money';
import { isTrackingNumber, normalizeTrackingNumber, TRACKING_NUMBER_INVALID } from '@phonexport/domain/tracking-number';
import { SHIPPING_OPTIONS } from '@phonexport/domain/shipping';
import { displayCurrency, rateSource, roundingRule } from './currency.ts';
import { byId, cents, type Contract, contractsOf, dayRangeInOrder, errorBody, file, isoDateTime, isoDaySchema, named } from './contract.ts';

const { customer, admin } = contractsOf('orders');

// ---------------------------------------------------------------- requests (back office §4, issues 12 and 24)

/** A correction's reason (3–500 characters) and whether the customer is told (default not); domain order-status.ts. */
export const statusCorrectionSchema = z.object({
  reason: z.string({ error: STATUS_MESSAGES.reasonRequired }).trim().min(3, STATUS_MESSAGES.reasonRequired).max(500, 'The reason must be at most 500 characters'),
  notifyCustomer: z.boolean().default(false),
});
export type StatusCorrection = z.output<typeof statusCorrectionSchema>;

export const orderStatusUpdateSchema = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
  /** Only kept for shipped or delivered (§4); optional; kept in the one form of tracking-number.ts (blank: none). */
  trackingNumber: z
    .string()
    .max(100, TRACKING_NUMBER_INVALID)
    .transform((raw, ctx) => {
      const normalized = normalizeTrackingNumber(raw);
      if (!normalized) return undefined;
      if (!isTrackingNumber(normalized)) {
        ctx.addIssue({ code: 'custom', message: TRACKING_NUMBER_INVALID });
        return z.NEVER;
      }
      return normalized;
    })
    .optional(),
  /** A correction (issue 24): may move an order back, with a reason; the customer is told only if chosen. */
  correction: statusCorrectionSchema.optional(),
});

const orderFilterFields = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  sort: z.enum(ORDER_SORTS).default('date'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
});

/**
 * The orders list's filters (also those of its CSV export): search, status, placed from/to (UTC
 * days, both inclusive; `from` after `to` is a 400), sort column and direction.
 */
export const adminOrderFilterSchema = orderFilterFields.refine(...dayRangeInOrder);

/** One page of the orders list: the filters plus `offset` and `limit` (rows, at most 100). */
export const adminOrderListQuerySchema = orderFilterFields
  .extend({
    offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
    limit: z.coerce.number().int().min(1).max(100).default(20),
  })
  .refine(...dayRangeInOrder);

/**
 * POST /api/admin/orders/:id/refund body: `amount` in USD (a number or a string such as '12.50',
 * at most 2 decimals, above 0), answered as `amountCents`. The upper bound (what is left to
 * refund) is checked by the server against the order.
 */
export const refundRequestSchema = z.object({
  amount: z
    .union([z.number(), z.string().trim()], { error: REFUND_MESSAGES.amountRequired })
    .transform((v, ctx) => {
      const cents = parseDollars(String(v), { maxWholeDigits: 7 });
      if (cents === null) {
        ctx.addIssue({ code: 'custom', message: REFUND_MESSAGES.amountRequired });
        return z.NEVER;
      }
      if (cents < 1) {
        ctx.addIssue({ code: 'custom', message: REFUND_MESSAGES.amountPositive });
        return z.NEVER;
      }
      return cents;
    }),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;

// ---------------------------------------------------------------- answers

const ORDER_NOT_FOUND = 'Order not found';

export const orderStatus = z.enum(ORDER_STATUSES);

export const orderItem = named('OrderItem', {
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  variant: z.string(),
  priceCents: cents,
  quantity: z.number().int(),
  image: z.string().nullable(),
});
export type OrderItemDto = z.infer<typeof orderItem>;

export const orderShippingAddress = named('OrderShippingAddress', {
  name: z.string(),
  company: z.string().nullable().optional(),
  street: z.string(),
  city: z.string(),
  state: z.string().nullable().optional(),
  zipCode: z.string(),
  country: z.string(),
  countryCode: z.string(),
  phone: z.string(),
});

/** An order as its customer reads it (and as checkout answers a placed order). */
export const order = named('Order', {
  id: z.string(),
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullable(),
  status: orderStatus,
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  paymentId: z.string().nullable(),
  /** Mobile money (issue 25): the operator, the masked number and the operator's transaction id; null for cards and PayPal. */
  paymentDetails: z.object({ operator: z.string().nullable(), account: z.string().nullable(), providerTransactionId: z.string().nullable() }).nullable(),
  items: z.array(orderItem),
  subtotalCents: cents,
  shippingCents: cents,
  shippingOption: z.enum(SHIPPING_OPTIONS as readonly ['standard', 'express']),
  dutyCents: cents,
  discountCents: cents,
  totalCents: cents,
  /** Cents refunded so far (0 when none); paymentStatus says refunded or partially_refunded. */
  refundedCents: cents,
  /** What was charged: always USD. */
  currency: z.string(),
  /** The currency the shopper saw prices in, and the rate snapshot taken when the order was placed (issue 22). */
  displayCurrency: displayCurrency,
  /** Units of displayCurrency per 1 USD (1 for USD). */
  exchangeRate: z.number().positive(),
  rateSource: rateSource,
  rateFetchedAt: isoDateTime,
  /** The rounding rule of shown amounts when the order was placed. */
  displayRounding: roundingRule,
  coupon: z.string().nullable(),
  shippingAddress: orderShippingAddress,
  deliveryEstimate: z.string(),
  trackingNumber: z.string().nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type OrderDto = z.infer<typeof order>;

/** An order in the back office list: the customer's account id too (null once the account is deleted). */
export const adminOrderListItem = order.extend({ userId: z.string().nullable() }).meta({ id: 'AdminOrderListItem' });
export type AdminOrderListItemDto = z.infer<typeof adminOrderListItem>;

/** A status or courier event of an order, as staff see it (who and when). */
export const adminOrderEvent = named('AdminOrderEvent', { id: z.string(), status: z.string(), statusCode: z.string(), description: z.string(), actorId: z.string().nullable(), createdAt: isoDateTime });

/** One order in the back office, with its status events (oldest first). */
export const adminOrder = adminOrderListItem.extend({ events: z.array(adminOrderEvent) }).meta({ id: 'AdminOrder' });
export type AdminOrderDto = z.infer<typeof adminOrder>;

/** Orders per status for the list's tabs (within the search and date range, whatever the status filter). */
export const adminOrderCounts = named('AdminOrderCounts', {
  pending: z.number().int(),
  confirmed: z.number().int(),
  processing: z.number().int(),
  shipped: z.number().int(),
  delivered: z.number().int(),
  cancelled: z.number().int(),
  all: z.number().int(),
});
export type AdminOrderCounts = z.infer<typeof adminOrderCounts>;

/** The answer of a status change: the order as it is now, whether the customer was told, the §4 message. */
export const statusUpdateResult = named('OrderStatusUpdateResult', { order: adminOrder, notified: z.boolean(), message: z.string() });
export type StatusUpdateResult = z.infer<typeof statusUpdateResult>;

/**
 * The answer of a cancel or refund: also the cents this request refunded; `manualRefund` true when
 * the provider cannot refund (Paynow express checkout, decision 070) and staff must pay it back by hand.
 */
export const refundResult = statusUpdateResult.extend({ refundedCents: cents, manualRefund: z.boolean().optional() }).meta({ id: 'OrderRefundResult' });
export type RefundResult = z.infer<typeof refundResult>;

export const ordersContracts = {
  listMine: customer('GET', '/api/orders', "The caller's orders, newest first (at most 200)", { responses: { 200: z.array(order) } }),
  getMine: customer('GET', '/api/orders/:id', "One of the caller's orders", { ...byId(ORDER_NOT_FOUND), responses: { 200: order } }),
  adminList: admin('orders.view', 'GET', '/api/admin/orders', 'Orders for the back office: search by number, name, e-mail or tracking number; status and date filters (from/to, UTC days); sort; paging; counts per status', {
    query: adminOrderListQuerySchema,
    responses: { 200: z.object({ items: z.array(adminOrderListItem), total: z.number().int(), counts: adminOrderCounts }), 400: errorBody },
  }),
  adminExportCsv: admin('orders.export', 'GET', '/api/admin/orders/export.csv', "orders.csv: every order matching the list's filters, in its order", {
    query: adminOrderFilterSchema,
    responses: { 200: file('text/csv', 'orders.csv'), 400: errorBody },
  }),
  adminGet: admin('orders.view', 'GET', '/api/admin/orders/:id', 'One order with its contact details and status events', { ...byId(ORDER_NOT_FOUND), responses: { 200: adminOrder } }),
  updateStatus: admin('orders.manage', 'POST', '/api/admin/orders/:id/status', 'Change the status (and tracking number) along the allowed transitions (409 otherwise); cancelled is a cancel; a cancelled order cannot be reopened (409); `correction` (a reason, customer told only if chosen) may move an order back, audited', {
    ...byId(ORDER_NOT_FOUND),
    body: orderStatusUpdateSchema,
    responses: { 200: statusUpdateResult, 409: errorBody },
  }),
  cancel: admin('orders.manage', 'POST', '/api/admin/orders/:id/cancel', 'Cancel: refund what is left of the payment, return the units to stock (409 already cancelled or refund in progress, 502 provider failed, 503 no provider)', {
    ...byId(ORDER_NOT_FOUND),
    responses: { 200: refundResult },
  }),
  refund: admin('orders.refund', 'POST', '/api/admin/orders/:id/refund', 'Refund an amount in USD (partial or the rest; 400 above what is left, 409 refund in progress, 502 provider failed)', {
    ...byId(ORDER_NOT_FOUND),
    body: refundRequestSchema,
    responses: { 200: refundResult },
  }),
} satisfies Record<string, Contract>;
