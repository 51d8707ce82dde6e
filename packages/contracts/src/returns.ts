/**
 * Returns, exchanges and warranty claims (issue 27, decision 066). Customers: what each line of a
 * delivered order may be returned for and until when, their requests with timelines, a new request,
 * photo uploads. Staff: the queue (by status and age, filters, search by order number or IMEI),
 * each step of a request, and the return policy. Money in integer US cents, as the order was charged;
 * times ISO 8601. Another customer's order or request answers 404, so ids cannot be probed.
 * The request schemas read the domain's reasons, limits and messages (returns.ts).
 */
import { z } from 'zod';
import { CATEGORIES } from '@phonexport/domain/catalog';
import {
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_RESOLUTIONS,
  RETURN_MAX_VIDEOS,
  RETURN_STAFF_MESSAGES,
  RETURN_STATUSES,
  WINDOW_UNITS,
} from '@phonexport/domain/returns';
import { byId, cents, type Contract, contractsOf, errorBody, file, isoDateTime, multipart, named } from './contract.ts';

const { customer, admin } = contractsOf('returns');

// ---------------------------------------------------------------- requests

const reasonSchema = z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reasonRequired });

/**
 * POST /api/orders/:id/returns body: lines (order item id, units ≥ 1, IMEI/serial for devices),
 * one reason, a description, up to 5 uploaded photo/video URLs (from /api/returns/uploads),
 * refund or exchange (with the new variant for an exchange). Quantities and eligibility are
 * checked by the server against the order.
 */
export const returnRequestSchema = z.object({
  reason: reasonSchema,
  resolution: z.enum(RETURN_RESOLUTIONS).default('refund'),
  description: z.string().trim().max(1000, RETURN_MESSAGES.descriptionTooLong).default(''),
  photos: z.array(z.string().max(500)).max(5, RETURN_MESSAGES.tooManyPhotos).default([]),
  /** Keys of uploaded short videos (POST /api/returns/videos; decision 071). */
  videos: z.array(z.string().max(500)).max(RETURN_MAX_VIDEOS, RETURN_MESSAGES.tooManyVideos).default([]),
  lines: z
    .array(
      z.object({
        orderItemId: z.uuid({ error: RETURN_MESSAGES.chooseItems }),
        quantity: z.number({ error: RETURN_MESSAGES.chooseItems }).int(RETURN_MESSAGES.chooseItems).min(1, RETURN_MESSAGES.chooseItems).max(1000, RETURN_MESSAGES.tooMany),
        serial: z
          .string()
          .trim()
          .max(30, RETURN_MESSAGES.imeiInvalid)
          .regex(/^$|^[A-Za-z0-9-]{5,30}$/, RETURN_MESSAGES.imeiInvalid)
          .optional(),
        exchangeVariantId: z.uuid({ error: RETURN_MESSAGES.exchangeVariant }).optional(),
      }),
    )
    .min(1, RETURN_MESSAGES.chooseItems)
    .max(50, RETURN_MESSAGES.chooseItems),
});
export type ReturnRequestInput = z.input<typeof returnRequestSchema>;
export type ReturnRequestBody = z.output<typeof returnRequestSchema>;

/** Staff: approve (instructions), reject (reason), inspect (per line received/damaged, activation lock), refund (optional lower amount in USD), exchange, close. */
export const returnApproveSchema = z.object({ instructions: z.string().trim().min(3, RETURN_STAFF_MESSAGES.instructionsRequired).max(1000) });
export const returnRejectSchema = z.object({ reason: z.string().trim().min(3, RETURN_STAFF_MESSAGES.reasonRequired).max(1000) });
export const returnInspectSchema = z.object({
  lines: z.array(z.object({ lineId: z.uuid(), receivedQuantity: z.number().int().min(0), damagedQuantity: z.number().int().min(0) })).min(1),
  activationLockRemoved: z.boolean().default(false),
  note: z.string().trim().max(1000).default(''),
});
export const returnRefundSchema = z.object({ amountCents: z.number().int().min(1).optional() });
export const returnCloseSchema = z.object({ note: z.string().trim().max(1000).default('') });

const countrySchema = z
  .string({ error: RETURN_STAFF_MESSAGES.ruleCountry })
  .trim()
  .regex(/^(\*|[A-Za-z]{2})$/, RETURN_STAFF_MESSAGES.ruleCountry)
  .transform((c) => (c === '*' ? '*' : c.toUpperCase()));

const ruleSchema = z.object({
  category: z.enum([...CATEGORIES, '*'], { error: RETURN_STAFF_MESSAGES.ruleCategory }),
  country: countrySchema,
  reason: z.enum(RETURN_REASONS, { error: RETURN_STAFF_MESSAGES.ruleReason }),
  window: z.object({
    amount: z.number({ error: RETURN_STAFF_MESSAGES.ruleWindow }).int(RETURN_STAFF_MESSAGES.ruleWindow).min(1, RETURN_STAFF_MESSAGES.ruleWindow).max(1000, RETURN_STAFF_MESSAGES.ruleWindow),
    unit: z.enum(WINDOW_UNITS, { error: RETURN_STAFF_MESSAGES.ruleWindow }),
  }),
  returnShippingPaidBy: z.enum(['shop', 'customer'], { error: RETURN_STAFF_MESSAGES.rulePayer }),
  restockingFeePercent: z.number({ error: RETURN_STAFF_MESSAGES.ruleFee }).min(0, RETURN_STAFF_MESSAGES.ruleFee).max(100, RETURN_STAFF_MESSAGES.ruleFee),
});

/** PUT /api/admin/return-policy body: a whole new policy (a new version; existing orders keep theirs). */
export const returnPolicySchema = z.object(
  {
    rules: z.array(ruleSchema, { error: RETURN_STAFF_MESSAGES.policyInvalid }).min(1, RETURN_STAFF_MESSAGES.policyInvalid).max(200),
    finalSale: z
      .array(z.object({ category: z.enum(CATEGORIES, { error: RETURN_STAFF_MESSAGES.finalSaleCategory }), country: countrySchema }))
      .max(50)
      .default([]),
    returnShippingCents: z.number().int().min(0).max(100_000),
  },
  { error: RETURN_STAFF_MESSAGES.policyInvalid },
).superRefine((p, ctx) => {
  // One rule per category, country and reason (the most specific one wins: two would be ambiguous); one final-sale entry per category and country.
  const seen = new Set<string>();
  p.rules.forEach((r, i) => {
    const key = `${r.category}|${r.country}|${r.reason}`;
    if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['rules', i, 'reason'], message: RETURN_STAFF_MESSAGES.ruleDuplicate });
    seen.add(key);
  });
  const sale = new Set<string>();
  p.finalSale.forEach((f, i) => {
    const key = `${f.category}|${f.country}`;
    if (sale.has(key)) ctx.addIssue({ code: 'custom', path: ['finalSale', i, 'category'], message: RETURN_STAFF_MESSAGES.finalSaleDuplicate });
    sale.add(key);
  });
});

// ---------------------------------------------------------------- answers

const ORDER_NOT_FOUND = 'Order not found';
const RETURN_NOT_FOUND = 'Return request not found';

export const returnStatus = z.enum(RETURN_STATUSES);
export const returnReason = z.enum(RETURN_REASONS);

export const returnLine = named('ReturnLine', {
  id: z.string(),
  orderItemId: z.string(),
  productName: z.string(),
  variant: z.string(),
  unitPriceCents: cents,
  quantity: z.number().int(),
  serial: z.string().nullable(),
  exchangeVariantId: z.string().nullable(),
  exchangeVariant: z.string().nullable(),
  exchangeUnitPriceCents: cents.nullable(),
  receivedQuantity: z.number().int().nullable(),
  damagedQuantity: z.number().int().nullable(),
  restockedQuantity: z.number().int(),
  restockingFeePercent: z.number(),
  returnShippingPaidBy: z.enum(['shop', 'customer']),
});

export const returnEvent = named('ReturnEvent', { id: z.string(), status: returnStatus, note: z.string().nullable(), createdAt: isoDateTime });

/** A return request as its customer reads it, with its timeline (oldest first). */
export const returnRequest = named('ReturnRequest', {
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  status: returnStatus,
  reason: returnReason,
  resolution: z.enum(RETURN_RESOLUTIONS),
  description: z.string(),
  /** How many photos were sent (read at /api/returns/:id/photos/:index). */
  photoCount: z.number().int(),
  /** How many short videos were sent (read at /api/returns/:id/videos/:index; decision 071). */
  videoCount: z.number().int(),
  instructions: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  activationLockRemoved: z.boolean().nullable(),
  inspectionNote: z.string().nullable(),
  estimateCents: cents,
  refundedCents: cents,
  exchangeDifferenceCents: cents,
  /** Exchange for a dearer variant (decision 071): what is left to pay of the difference, US cents (0 when nothing is due). */
  differenceDueCents: cents,
  /** What the customer paid of the difference, when, and what was given back of it (fewer units received, or closed). */
  differencePaidCents: cents,
  differencePaidAt: isoDateTime.nullable(),
  differenceRefundedCents: cents,
  /** The order's charged currency. */
  currency: z.string(),
  lines: z.array(returnLine),
  events: z.array(returnEvent),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type ReturnRequestDto = z.infer<typeof returnRequest>;

/** A request as staff see it: the customer too, and who made each step. */
export const adminReturnRequest = returnRequest
  .extend({
    customerName: z.string(),
    customerEmail: z.string(),
    country: z.string(),
    orderRefundableCents: cents,
    events: z.array(returnEvent.extend({ actorEmail: z.string().nullable() })),
  })
  .meta({ id: 'AdminReturnRequest' });
export type AdminReturnRequestDto = z.infer<typeof adminReturnRequest>;

/** One reason for one order line: allowed now or not, why not, until when; the rule's fee and who pays shipping. */
export const reasonEligibility = named('ReturnReasonEligibility', {
  reason: returnReason,
  eligible: z.boolean(),
  why: z.enum(['not_delivered', 'final_sale', 'reason_not_allowed', 'window_closed']).nullable(),
  deadline: isoDateTime.nullable(),
  restockingFeePercent: z.number(),
  returnShippingPaidBy: z.enum(['shop', 'customer']),
});

export const returnableItem = named('ReturnableItem', {
  orderItemId: z.string(),
  productName: z.string(),
  variant: z.string(),
  image: z.string().nullable(),
  category: z.string().nullable(),
  unitPriceCents: cents,
  orderedQuantity: z.number().int(),
  /** Ordered minus already in a request that was not rejected. */
  returnableQuantity: z.number().int(),
  /** A device: the IMEI or serial number is asked. */
  needsSerial: z.boolean(),
  reasons: z.array(reasonEligibility),
  /** Other variants of the same product (an exchange's choices; a dearer one's difference is paid before it ships). */
  exchangeOptions: z.array(z.object({ variantId: z.string(), label: z.string(), priceCents: cents, inStock: z.boolean() })),
});

/** GET /api/orders/:id/returns: the order's returnable lines and its requests. */
export const orderReturns = named('OrderReturns', {
  orderId: z.string(),
  deliveredAt: isoDateTime.nullable(),
  currency: z.string(),
  subtotalCents: cents,
  discountCents: cents,
  refundableCents: cents,
  returnShippingCents: cents,
  items: z.array(returnableItem),
  returns: z.array(returnRequest),
});
export type OrderReturnsDto = z.infer<typeof orderReturns>;

export const returnCounts = named('ReturnCounts', Object.fromEntries([...RETURN_STATUSES, 'all'].map((s) => [s, z.number().int()])) as Record<(typeof RETURN_STATUSES)[number] | 'all', z.ZodNumber>);

export const adminReturnListQuery = z.object({
  status: returnStatus.optional(),
  reason: returnReason.optional(),
  /** Order number or IMEI/serial (part of it, case-insensitive). */
  search: z.string().trim().max(100).optional(),
  sort: z.enum(['oldest', 'newest']).default('oldest'),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(25),
});

export const returnPolicy = named('ReturnPolicy', {
  id: z.string(),
  createdAt: isoDateTime,
  actorEmail: z.string().nullable(),
  policy: z.object({
    rules: z.array(
      z.object({
        category: z.string(),
        country: z.string(),
        reason: returnReason,
        window: z.object({ amount: z.number().int(), unit: z.enum(['hours', 'days', 'months']) }),
        returnShippingPaidBy: z.enum(['shop', 'customer']),
        restockingFeePercent: z.number(),
      }),
    ),
    finalSale: z.array(z.object({ category: z.string(), country: z.string() })),
    returnShippingCents: cents,
  }),
});
export type ReturnPolicyDto = z.infer<typeof returnPolicy>;

const photoParams = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(4) });
const videoParams = z.object({ id: z.uuid(), index: z.coerce.number().int().min(0).max(RETURN_MAX_VIDEOS - 1) });

/** The PayPal order the buttons approve for an exchange's difference. */
const differencePayPalOrder = named('DifferencePayPalOrder', { orderId: z.string() });

const step = () => ({ ...byId(RETURN_NOT_FOUND), responses: { 200: adminReturnRequest, 400: errorBody, 409: errorBody } });

export const returnsContracts = {
  forOrder: customer('GET', '/api/orders/:id/returns', "What each line of one of the caller's orders may be returned for, until when, and the order's return requests", {
    ...byId(ORDER_NOT_FOUND),
    responses: { 200: orderReturns },
  }),
  create: customer('POST', '/api/orders/:id/returns', 'Ask to return or exchange units of a delivered order (400 quantity above what is left, reason not allowed or window closed, IMEI missing)', {
    ...byId(ORDER_NOT_FOUND),
    body: returnRequestSchema,
    responses: { 201: returnRequest, 400: errorBody, 409: errorBody },
  }),
  uploadPhoto: customer('POST', '/api/returns/photos', 'Upload one photo for a return request (JPEG, PNG, WebP, HEIC...; at most 5 MB); answers the key to send in `photos`', {
    body: multipart('One image file in the field `file`'),
    responses: { 201: z.object({ key: z.string() }), 400: errorBody, 413: errorBody },
  }),
  payDifference: customer('POST', '/api/returns/:id/pay-difference', "Pay the price difference of one of the caller's exchanges for a dearer variant (the server's amount, in USD, through the shop's payment provider; once however often it is sent)", {
    ...byId(RETURN_NOT_FOUND),
    responses: { 200: returnRequest, 400: errorBody, 409: errorBody, 502: errorBody, 503: errorBody },
  }),
  payDifferencePayPal: customer('POST', '/api/returns/:id/pay-difference/paypal', "With PayPal as the shop's provider: create the PayPal order of the price difference left to pay on one of the caller's exchanges (the server's amount, in USD); answers the PayPal order id for the buttons", {
    ...byId(RETURN_NOT_FOUND),
    responses: { 201: differencePayPalOrder, 400: errorBody, 409: errorBody, 502: errorBody },
  }),
  capturePayPalDifference: customer('POST', '/api/returns/:id/pay-difference/paypal/:orderId/capture', "Capture the approved PayPal order of an exchange's difference and record it once (another amount than the server's is refunded and refused; another customer's request or PayPal order is a 404)", {
    params: z.object({ id: z.uuid(), orderId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/) }),
    notFoundMessage: RETURN_NOT_FOUND,
    responses: { 200: returnRequest, 400: errorBody, 404: errorBody, 409: errorBody, 502: errorBody },
  }),
  uploadVideo: customer('POST', '/api/returns/videos', 'Upload one short video for a return request (MP4, WebM or QuickTime, decided from its bytes; at most 20 MB); answers the key to send in `videos`', {
    body: multipart('One video file in the field `file`'),
    responses: { 201: z.object({ key: z.string() }), 400: errorBody, 413: errorBody },
  }),
  video: customer('GET', '/api/returns/:id/videos/:index', "A video of one of the caller's return requests", {
    params: videoParams,
    notFoundMessage: RETURN_NOT_FOUND,
    responses: { 200: file('video/mp4', 'The video as uploaded, with its own content type (video/mp4, video/webm or video/quicktime)'), 404: errorBody },
  }),
  photo: customer('GET', '/api/returns/:id/photos/:index', "A photo of one of the caller's return requests", {
    params: photoParams,
    notFoundMessage: RETURN_NOT_FOUND,
    responses: { 200: file('image/webp', 'The photo'), 404: errorBody },
  }),
  adminList: admin('orders.view', 'GET', '/api/admin/returns', 'Return requests: by status and age (oldest first), reason filter, search by order number or IMEI/serial; counts per status', {
    query: adminReturnListQuery,
    responses: { 200: z.object({ items: z.array(adminReturnRequest), total: z.number().int(), counts: returnCounts }), 400: errorBody },
  }),
  adminGet: admin('orders.view', 'GET', '/api/admin/returns/:id', 'One return request with its timeline', { ...byId(RETURN_NOT_FOUND), responses: { 200: adminReturnRequest } }),
  adminPhoto: admin('orders.view', 'GET', '/api/admin/returns/:id/photos/:index', 'A photo of a return request', {
    params: photoParams,
    notFoundMessage: RETURN_NOT_FOUND,
    responses: { 200: file('image/webp', 'The photo'), 404: errorBody },
  }),
  adminVideo: admin('orders.view', 'GET', '/api/admin/returns/:id/videos/:index', 'A video of a return request', {
    params: videoParams,
    notFoundMessage: RETURN_NOT_FOUND,
    responses: { 200: file('video/mp4', 'The video as uploaded, with its own content type (video/mp4, video/webm or video/quicktime)'), 404: errorBody },
  }),
  approve: admin('orders.manage', 'POST', '/api/admin/returns/:id/approve', 'Approve a requested return with the return instructions (409 in another state)', { ...step(), body: returnApproveSchema }),
  reject: admin('orders.manage', 'POST', '/api/admin/returns/:id/reject', 'Reject a requested return with its reason (409 in another state)', { ...step(), body: returnRejectSchema }),
  receive: admin('orders.manage', 'POST', '/api/admin/returns/:id/receive', 'Mark an approved return as received (409 in another state)', { ...step() }),
  inspect: admin('orders.manage', 'POST', '/api/admin/returns/:id/inspect', 'Record the inspection: received and damaged units per line, activation lock removed; restocks the units that passed', {
    ...step(),
    body: returnInspectSchema,
  }),
  refund: admin('orders.refund', 'POST', '/api/admin/returns/:id/refund', "Refund an inspected return through the order's payment provider (the estimate for the units received, or less); one refund however often it is sent", {
    ...step(),
    body: returnRefundSchema,
  }),
  exchange: admin('orders.manage', 'POST', '/api/admin/returns/:id/exchange', 'Ship the exchange of an inspected return: takes the new units from stock, refunds a lower price difference; a higher one must be paid first (409)', {
    ...step(),
    body: returnCloseSchema,
  }),
  close: admin('orders.manage', 'POST', '/api/admin/returns/:id/close', 'Close an inspected return without refund or exchange (a note says why)', { ...step(), body: returnCloseSchema }),
  policy: admin('orders.view', 'GET', '/api/admin/return-policy', 'The return policy in force (new orders get it; placed orders keep theirs)', { responses: { 200: returnPolicy } }),
  setPolicy: admin('settings.manage', 'PUT', '/api/admin/return-policy', 'Replace the return policy: a new version for orders placed from now on', {
    body: returnPolicySchema,
    responses: { 200: returnPolicy, 400: errorBody },
  }),
} satisfies Record<string, Contract>;
