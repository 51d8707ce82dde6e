/**
 * Returns, exchanges and warranty claims (issue 27, decision 066): the returns subject's rules and
 * public face. Other features import this file only.
 *
 * - The policy is versioned: an order keeps the version in force when it was placed (a trigger
 *   sets orders.return_policy_id on insert), so a later edit never changes an order's rights.
 * - A request is checked against the order under the order's row lock: only the caller's own
 *   delivered order, units at most ordered minus already in a live request, a reason the frozen
 *   policy (or South Africa's legal minimum) allows on that line now, an IMEI/serial for devices,
 *   for an exchange another variant of the same product at the same price or less and in stock.
 * - Every step moves along domain/returns' state machine (409 otherwise) and, in one transaction,
 *   writes the timeline, the customer's notification and mail in their language, the audit record,
 *   and tells the back office to re-read its badge.
 * - Inspection puts back in stock only the units that passed (received minus damaged; a device
 *   only with its activation lock removed). An exchange reserves the new units when approved and
 *   gives back what was not shipped.
 * - Money moves only through the orders service's refund flow (claim, provider refund with an
 *   idempotency key, finish; undo on failure), in the order's charged currency: the return's state
 *   is checked under the claim and written in the finish transaction, so a double click or a
 *   provider timeout refunds once, and every report counts the refund through the order.
 * - The steps that move money are flows of named steps with their undo in one place (decision
 *   104): differenceSteps (a paid difference recorded, or given back), exchangeSteps, closeSteps.
 */
import { randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  DEFECT_REASONS,
  DEVICE_CATEGORIES,
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_STAFF_MESSAGES,
  RETURN_STATUSES,
  RETURN_VIDEO_TYPES,
  canMoveReturn,
  exchangeDifferenceCents,
  exchangeSettlement,
  isReturnFinished,
  refundEstimate,
  returnEligibility,
  returnNotification,
  type ReturnPolicy,
  type ReturnRule,
  type ReturnStatus,
} from '@phonexport/domain/returns';
import type { ReturnRequestBody } from '@phonexport/contracts/returns';
import { REVIEW_MESSAGES } from '@phonexport/domain/reviews';
import { centsToDecimalString, formatUsd } from '@phonexport/domain/money';
import { MESSAGES } from '@phonexport/domain/messages';
import { REFUND_MESSAGES, refundableCents } from '@phonexport/domain/refunds';
import { refundLimitCents } from '@phonexport/domain/staff';
import type { AdminReturnRequestDto, OrderReturnsDto, ReturnPolicyDto, ReturnRequestDto } from '@phonexport/contracts/returns';
import { readAll, withTransaction, type Db, type Tx } from '../../db/client.ts';
import { RuleError, invalid, notFound, conflict, tooLarge, outsideFailed, notSetUp } from '../../lib/rule-errors.ts';
import { failedUndo, flow } from '../../flows/flow.ts';
import type { FileStore } from '../../media/file-store.ts';
import { ImageRejected, encode, openUploadedImage } from '../../media/uploaded-images.ts';
import { insertAudit } from '../audit/index.ts';
import { updateProductStock } from '../catalog/index.ts';
import { createNotification, publishOrdersChanged } from '../notifications/index.ts';
import { findOrderForUpdate, type OrderRow } from '../orders/index.ts';
import { refundOrder, type Actor } from '../orders/index.ts';
import { customerLanguage, queueReturnMail } from '../outbox/index.ts';
import { PayPalApiError, PaymentError, capturePayPalPayment, capturedAsExpected, createPayPalPayment, payPalError, refundUnexpectedCapture, type PayPalOrder, type PayPalProvider, type PaymentProvider } from '../payments/index.ts';
import {
  findCurrentPolicy,
  findDeliveredAt,
  findReturnEvents,
  findOrderRow,
  findReturn,
  insertPolicy,
  insertReturn,
  insertReturnEvent,
  findReturnLines,
  findReturns,
  findReturnForUpdate,
  findOrderLines,
  findOrdersOf,
  findPolicyOfOrder,
  updateVariantRestocked,
  findReturnedUnits,
  findReturnsOfOrder,
  updateVariantStockTaken,
  updateReturn,
  updateReturnLine,
  findVariants,
  type ReturnLineRow,
  type ReturnRow,
} from './returns-repository.ts';

const ORDER_NOT_FOUND = 'Order not found';
/** Longest side of a stored return photo, px. */
const PHOTO_MAX_SIDE = 1600;
/** Largest photo accepted, bytes (as review photos, storefront §5). */
export const RETURN_PHOTO_MAX_BYTES = 5 * 1024 * 1024;

type Staff = Actor & { id: string; email: string; role: string };

const money = (cents: number, currency: string) => (currency === 'USD' ? formatUsd(cents) : `${centsToDecimalString(cents)} ${currency}`);
const isDevice = (category: string | null) => category !== null && (DEVICE_CATEGORIES as readonly string[]).includes(category);
/** The variant label as order lines write it ('256GB, Black'). */
const variantLabel = (v: { storage: string; color: string }) => [v.storage, v.color].filter(Boolean).join(', ');

// ---------------------------------------------------------------- DTOs

/**
 * What the customer still has to pay on an exchange for a dearer variant, US cents: new minus old
 * price of the units asked, less what was paid; 0 for a refund, a cheaper exchange, or a request
 * that was rejected or is finished.
 */
function differenceDue(row: ReturnRow, lines: ReturnLineRow[]): number {
  if (row.resolution !== 'exchange' || row.status === 'rejected' || isReturnFinished(row.status)) return 0;
  const asked = lines.reduce((sum, l) => sum + exchangeDifferenceCents(l.unitPriceCents, l.exchangeUnitPriceCents ?? l.unitPriceCents, l.quantity), 0);
  return Math.max(0, asked - row.differencePaidCents);
}

async function toDtos(db: Db | Tx, rows: ReturnRow[]): Promise<AdminReturnRequestDto[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const [lines, events, orderRows] = await readAll(db, [() => findReturnLines(db, ids), () => findReturnEvents(db, ids), () => findOrdersOf(db, [...new Set(rows.map((r) => r.orderId))])]);
  const byOrder = new Map(orderRows.map((o) => [o.id, o]));
  return rows.map((r) => {
    const o = byOrder.get(r.orderId)!;
    return {
      id: r.id,
      orderId: r.orderId,
      orderNumber: o.orderNumber,
      status: r.status,
      reason: r.reason,
      resolution: r.resolution,
      description: r.description,
      photoCount: r.photos.length,
      videoCount: r.videos.length,
      instructions: r.instructions,
      rejectionReason: r.rejectionReason,
      activationLockRemoved: r.activationLockRemoved,
      inspectionNote: r.inspectionNote,
      estimateCents: r.estimateCents,
      refundedCents: r.refundedCents,
      exchangeDifferenceCents: r.exchangeDifferenceCents,
      differenceDueCents: differenceDue(r, lines.filter((l) => l.returnId === r.id)),
      differencePaidCents: r.differencePaidCents,
      differencePaidAt: r.differencePaidAt?.toISOString() ?? null,
      differenceRefundedCents: r.differenceRefundedCents,
      currency: o.currency,
      lines: lines
        .filter((l) => l.returnId === r.id)
        .map((l) => {
          const rule = l.rule as ReturnRule;
          return {
            id: l.id,
            orderItemId: l.orderItemId,
            productName: l.productName,
            variant: l.variant,
            unitPriceCents: l.unitPriceCents,
            quantity: l.quantity,
            serial: l.serial,
            exchangeVariantId: l.exchangeVariantId,
            exchangeVariant: l.exchangeVariant,
            exchangeUnitPriceCents: l.exchangeUnitPriceCents,
            receivedQuantity: l.receivedQuantity,
            damagedQuantity: l.damagedQuantity,
            restockedQuantity: l.restockedQuantity,
            restockingFeePercent: rule.restockingFeePercent,
            returnShippingPaidBy: rule.returnShippingPaidBy,
          };
        }),
      events: events.filter((e) => e.returnId === r.id).map((e) => ({ id: e.id, status: e.status as ReturnStatus, note: e.note, actorEmail: e.actorEmail, createdAt: e.createdAt.toISOString() })),
      customerName: o.customerName,
      customerEmail: o.customerEmail,
      country: o.shippingAddress.countryCode,
      orderRefundableCents: refundableCents(o),
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    };
  });
}

/** The customer's view of a request: no staff e-mails, no customer block. */
function forCustomer(dto: AdminReturnRequestDto): ReturnRequestDto {
  const { customerName: _n, customerEmail: _e, country: _c, orderRefundableCents: _r, events, ...rest } = dto;
  return { ...rest, events: events.map(({ actorEmail: _a, ...e }) => e) };
}

// ---------------------------------------------------------------- customer

/** The order's lines as the policy frozen on it treats them at `now`, and its requests (404 for another customer's order). */
export async function orderReturns(db: Db, userId: string, orderId: string, now = new Date()): Promise<OrderReturnsDto> {
  // A read (also made by the server rendering the order's page): no row lock.
  return withTransaction(db, async (tx) => {
    const order = await findOrderRow(tx, orderId);
    if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
    const [policy, delivered, lines, returned, requests] = await readAll(tx, [
      () => findPolicyOfOrder(tx, order.returnPolicyId),
      () => findDeliveredAt(tx, order),
      () => findOrderLines(tx, order.id),
      () => findReturnedUnits(tx, order.id),
      () => findReturnsOfOrder(tx, order.id),
    ]);
    const variants = await findVariants(tx, [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))]);
    const country = order.shippingAddress.countryCode;
    return {
      orderId: order.id,
      deliveredAt: delivered?.toISOString() ?? null,
      currency: order.currency,
      subtotalCents: order.subtotalCents,
      discountCents: order.discountCents,
      refundableCents: refundableCents(order),
      returnShippingCents: policy.returnShippingCents,
      items: lines.map((l) => ({
        orderItemId: l.id,
        productName: l.productName,
        variant: l.variant,
        image: l.image,
        category: l.category,
        unitPriceCents: l.priceCents,
        orderedQuantity: l.quantity,
        returnableQuantity: order.status === 'cancelled' ? 0 : Math.max(0, l.quantity - (returned.get(l.id) ?? 0)),
        needsSerial: isDevice(l.category),
        reasons: RETURN_REASONS.map((reason) => {
          const e = returnEligibility({ policy, category: l.category ?? '', country, reason, deliveredAt: delivered, now });
          const rule = e.eligible ? e.rule : null;
          return {
            reason,
            eligible: e.eligible && order.status !== 'cancelled',
            why: e.eligible ? null : e.why,
            deadline: e.deadline?.toISOString() ?? null,
            restockingFeePercent: rule?.restockingFeePercent ?? 0,
            returnShippingPaidBy: rule?.returnShippingPaidBy ?? 'shop',
          };
        }),
        exchangeOptions: variants
          .filter((v) => v.productId === l.productId && v.id !== l.variantId)
          .map((v) => ({ variantId: v.id, label: variantLabel(v), priceCents: v.priceCents, inStock: v.stock > 0 })),
      })),
      returns: (await toDtos(tx, requests)).map(forCustomer),
    };
  });
}

/** The caller's order, locked (FOR UPDATE) for the rest of the transaction; 404 for another customer's order or none. */
async function ownOrder(tx: Tx, userId: string, orderId: string): Promise<OrderRow> {
  const order = await findOrderForUpdate(tx, orderId);
  if (!order || order.userId !== userId) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/**
 * Stores one photo of a coming return request under returns/{userId}/ (re-encoded WebP without
 * metadata) and answers its key. 400 when the bytes are not an image, 413 over 5 MB or the pixel limit.
 */
export async function storeReturnPhoto(files: FileStore, userId: string, file: { filename: string; data: Buffer }): Promise<{ key: string }> {
  let data: Buffer;
  try {
    const { image } = await openUploadedImage(file.data);
    data = await encode(image.resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 }));
  } catch (err) {
    const name = file.filename.split(/[\\/]/).pop()?.slice(0, 80) || 'file';
    if (err instanceof ImageRejected && err.reason === 'too-many-pixels') throw tooLarge(REVIEW_MESSAGES.fileTooLarge(name), { photos: REVIEW_MESSAGES.fileTooLarge(name) }, 'file_too_large');
    throw invalid(REVIEW_MESSAGES.invalidFileType(name), { photos: REVIEW_MESSAGES.invalidFileType(name) }, 'invalid_file_type');
  }
  const key = `returns/${userId}/${randomUUID()}.webp`;
  await files.put(key, data, 'image/webp');
  return { key };
}

/** Where a video's detected type is stored, by extension. */
const VIDEO_EXTENSIONS: Record<(typeof RETURN_VIDEO_TYPES)[number], string> = { 'video/mp4': 'mp4', 'video/webm': 'webm', 'video/quicktime': 'mov' };

/**
 * Stores one short video of a coming return request under returns/{userId}/ (decision 071), as
 * sent: its type is decided from its bytes (MP4, WebM or QuickTime; the name and the browser's
 * claim are not trusted), 400 with the field message `videos` otherwise. The 20 MB limit is the
 * upload's (413, returns-routes). Answers its key.
 */
export async function storeReturnVideo(files: FileStore, userId: string, file: { filename: string; data: Buffer }): Promise<{ key: string }> {
  const detected = await fileTypeFromBuffer(file.data);
  const mime = detected?.mime as (typeof RETURN_VIDEO_TYPES)[number] | undefined;
  if (!mime || !(RETURN_VIDEO_TYPES as readonly string[]).includes(mime)) throw invalid(RETURN_MESSAGES.videoType, { videos: RETURN_MESSAGES.videoType }, 'invalid_file_type');
  const key = `returns/${userId}/${randomUUID()}.${VIDEO_EXTENSIONS[mime]}`;
  await files.put(key, file.data, mime);
  return { key };
}

/**
 * A customer's request to return or exchange units of their delivered order (see the module
 * comment for the checks). Answers the request with its first timeline step.
 */
export async function createReturn(db: Db, files: FileStore, user: { id: string; email: string }, orderId: string, body: ReturnRequestBody, now = new Date()): Promise<ReturnRequestDto> {
  const dto = await withTransaction(db, async (tx) => {
    const order = await ownOrder(tx, user.id, orderId);
    // Each photo must be one this customer uploaded.
    for (const [i, key] of body.photos.entries()) {
      const file = key.startsWith(`returns/${user.id}/`) && key.endsWith('.webp') ? await files.get(key) : null;
      file?.body.destroy();
      if (!file) throw invalid(RETURN_MESSAGES.photoUnknown, { [`photos.${i}`]: RETURN_MESSAGES.photoUnknown });
    }
    // And each video (a video key is never a photo's, nor the other way round: the extension says which).
    for (const [i, key] of body.videos.entries()) {
      const file = key.startsWith(`returns/${user.id}/`) && !key.endsWith('.webp') ? await files.get(key) : null;
      file?.body.destroy();
      if (!file) throw invalid(RETURN_MESSAGES.videoUnknown, { [`videos.${i}`]: RETURN_MESSAGES.videoUnknown });
    }
    const delivered = await findDeliveredAt(tx, order);
    if (!delivered || order.status === 'cancelled') throw invalid(RETURN_MESSAGES.notDelivered);
    const [policy, lines, returned] = await readAll(tx, [() => findPolicyOfOrder(tx, order.returnPolicyId), () => findOrderLines(tx, order.id), () => findReturnedUnits(tx, order.id)]);
    const variants = body.resolution === 'exchange' ? await findVariants(tx, [...new Set(lines.flatMap((l) => (l.productId ? [l.productId] : [])))]) : [];
    const country = order.shippingAddress.countryCode;
    const asked = new Map<string, number>();
    const newLines = body.lines.map((line, i) => {
      const field = (name: string) => `lines.${i}.${name}`;
      const item = lines.find((l) => l.id === line.orderItemId);
      if (!item) throw invalid(RETURN_MESSAGES.chooseItems, { [field('orderItemId')]: RETURN_MESSAGES.chooseItems });
      const units = (asked.get(item.id) ?? 0) + line.quantity;
      asked.set(item.id, units);
      if (units > item.quantity - (returned.get(item.id) ?? 0)) throw invalid(RETURN_MESSAGES.tooMany, { [field('quantity')]: RETURN_MESSAGES.tooMany });
      const e = returnEligibility({ policy, category: item.category ?? '', country, reason: body.reason, deliveredAt: delivered, now });
      if (!e.eligible) throw invalid(RETURN_MESSAGES.notEligible, { [field('orderItemId')]: RETURN_MESSAGES.notEligible, reason: RETURN_MESSAGES.notEligible });
      const serial = line.serial?.trim() || null;
      if (isDevice(item.category) && !serial) throw invalid(RETURN_MESSAGES.imeiRequired, { [field('serial')]: RETURN_MESSAGES.imeiRequired });
      let exchange: { id: string; label: string; priceCents: number } | null = null;
      if (body.resolution === 'exchange') {
        const v = variants.find((x) => x.id === line.exchangeVariantId);
        if (!v || v.productId !== item.productId || v.id === item.variantId) throw invalid(RETURN_MESSAGES.exchangeVariant, { [field('exchangeVariantId')]: RETURN_MESSAGES.exchangeVariant });
        if (v.stock < line.quantity) throw conflict(RETURN_MESSAGES.exchangeOutOfStock, 'exchange_out_of_stock');
        exchange = { id: v.id, label: variantLabel(v), priceCents: v.priceCents };
      }
      return {
        orderItemId: item.id,
        variantId: item.variantId,
        productName: item.productName,
        variant: item.variant,
        unitPriceCents: item.priceCents,
        quantity: line.quantity,
        serial,
        exchangeVariantId: exchange?.id ?? null,
        exchangeVariant: exchange?.label ?? null,
        exchangeUnitPriceCents: exchange?.priceCents ?? null,
        rule: e.rule,
      };
    });
    const difference = newLines.reduce((sum, l) => sum + (l.exchangeUnitPriceCents === null ? 0 : exchangeDifferenceCents(l.unitPriceCents, l.exchangeUnitPriceCents, l.quantity)), 0);
    const estimate =
      body.resolution === 'exchange'
        ? Math.min(refundableCents(order), Math.max(0, -difference))
        : refundEstimate(
            newLines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: l.quantity, rule: l.rule })),
            { subtotalCents: order.subtotalCents, discountCents: order.discountCents, refundableCents: refundableCents(order) },
            policy.returnShippingCents,
          ).refundCents;
    const row = await insertReturn(
      tx,
      { orderId: order.id, userId: user.id, reason: body.reason, resolution: body.resolution, description: body.description, photos: body.photos, videos: body.videos, estimateCents: estimate, exchangeDifferenceCents: difference },
      newLines,
      user,
    );
    await tell(tx, order, 'requested', {});
    await insertAudit(tx, { id: user.id, email: user.email }, {
      action: 'return-requested',
      entity: 'return',
      entityId: row.id,
      label: `#${order.orderNumber}`,
      after: { reason: body.reason, resolution: body.resolution, units: newLines.reduce((n, l) => n + l.quantity, 0), estimateCents: estimate },
    });
    await publishOrdersChanged(tx);
    return (await toDtos(tx, [row]))[0]!;
  });
  return forCustomer(dto);
}

/** The customer's notification and mail of a step, in their language. */
async function tell(tx: Tx, order: Pick<OrderRow, 'id' | 'userId' | 'orderNumber' | 'customerName' | 'customerEmail' | 'totalCents'>, status: ReturnStatus, extra: { note?: string | null; amount?: string | null }): Promise<void> {
  if (!order.userId) return;
  const language = await customerLanguage(tx, order.userId);
  const text = returnNotification(status, order.orderNumber, language, extra);
  await createNotification(tx, { userId: order.userId, title: text.title, message: text.message, type: 'order', orderId: order.id });
  await queueReturnMail(tx, order, language, text);
}

/**
 * A photo or video of a request (`kind`, by its `index` in the request's list): the customer's own
 * (`userId`), or any for staff (`userId` null). Throws not-found otherwise, or when the file is gone.
 */
export async function returnFile(db: Db, files: FileStore, returnId: string, kind: 'photos' | 'videos', index: number, userId: string | null) {
  const row = await findReturn(db, returnId);
  if (!row || (userId !== null && row.userId !== userId)) throw notFound(RETURN_MESSAGES.notFound);
  const key = row[kind][index];
  const file = key ? await files.get(key) : null;
  if (!file) throw notFound(RETURN_MESSAGES.notFound);
  return file;
}

/** The provider's idempotency key of an exchange's difference: a double click or a retry captures once. */
const differenceKey = (returnId: string) => `return-difference-${returnId}`;
/** The idempotency key of giving back (part of) a paid difference. */
const differenceRefundKey = (returnId: string) => `return-difference-refund-${returnId}`;

/** Statuses in which a dearer exchange's difference can be paid: approved (new units reserved) until it ships. */
const PAYABLE: readonly ReturnStatus[] = ['approved', 'received', 'inspected'];

/**
 * The customer pays the price difference of their exchange for a dearer variant (decision 071),
 * through the shop's one-step payment provider, in USD as the checkout charges. The amount is the
 * server's (new minus old price of the units asked, less what was paid). The capture's reference
 * is the request's own key, so a double click or a retry after a lost answer captures once; the
 * payment is then recorded under the request's lock (a second recording of the same capture is a
 * no-op; a request closed meanwhile gets the capture refunded and 409). 404 for another customer's
 * request, 400 when nothing is due, 409 before approval or after the request ended, 400 'Payment Failed' when declined, 502 when the provider's answer is lost.
 */
export async function payExchangeDifference(db: Db, provider: PaymentProvider | null, user: { id: string; email: string }, id: string): Promise<ReturnRequestDto> {
  const { due, orderNumber } = await differenceToPay(db, user.id, id);
  // Already paid (a second click after the first finished): the request as it is.
  if (due === 0) return forCustomer(await getAdminReturn(db, id));
  if (!provider) throw notSetUp(REFUND_MESSAGES.notSetUp, 'payments_not_set_up');
  let capture: Awaited<ReturnType<PaymentProvider['capture']>>;
  try {
    capture = await provider.capture({ amountCents: due, currency: 'USD', description: differenceDescription(orderNumber), reference: differenceKey(id) });
  } catch (err) {
    if (err instanceof RuleError) throw err;
    if (err instanceof PaymentError) throw invalid(MESSAGES.paymentFailed, { payment: err.message });
    // Unknown outcome: nothing is recorded; the retry sends the same reference and captures once.
    console.error(`return ${id}: difference capture outcome unknown`, err);
    throw outsideFailed(MESSAGES.paymentError, 'payment_error');
  }
  return recordDifferencePayment(db, provider, user, id, capture);
}

const differenceDescription = (orderNumber: number | string) => `PhoneXport exchange, order #${orderNumber}`;

/**
 * What is left to pay on the caller's request `id`, checked: 404 for another customer's request,
 * 400 when the request has no difference, 409 before approval or after it ended. `due` 0: paid.
 */
async function differenceToPay(db: Db, userId: string, id: string): Promise<{ due: number; orderNumber: number | string }> {
  return withTransaction(db, async (tx) => {
    const row = await findReturn(tx, id);
    if (!row || row.userId !== userId) throw notFound(RETURN_MESSAGES.notFound);
    const due = differenceDue(row, await findReturnLines(tx, [row.id]));
    if (row.resolution !== 'exchange' || (due === 0 && row.differencePaidCents === 0)) throw invalid(RETURN_MESSAGES.differenceNotDue);
    if (due > 0 && !PAYABLE.includes(row.status)) throw conflict(isReturnFinished(row.status) || row.status === 'rejected' ? RETURN_MESSAGES.finished : RETURN_MESSAGES.differenceNotYet, 'difference_not_payable');
    const [order] = await findOrdersOf(tx, [row.orderId]);
    return { due, orderNumber: order!.orderNumber };
  });
}

/** What differenceSteps runs on: the request, who pays, the capture already taken. */
interface DifferenceContext {
  db: Db;
  provider: PaymentProvider;
  user: { id: string; email: string };
  id: string;
  capture: { paymentId: string; capturedCents: number; paymentMethod: string };
}

/** The request was closed or rejected while the provider answered: the difference cannot be kept (409). */
class NotPayable extends Error {}

/**
 * A captured difference (decision 104):
 *   differencePaid  ↔ undo refundPaidDifference (only for NotPayable: the capture goes back)
 *   recordPayment     under the request's row lock, once; NotPayable when it is closed or rejected
 * differencePaid does no work: the capture was taken by the caller (the one-step provider, or
 * PayPal after its amount check). Any other failure refunds nothing (deliberately: the outcome is
 * unknown): the retry captures with the same key and records it.
 */
const differenceSteps = flow<DifferenceContext>('payExchangeDifference')
  .step({
    name: 'differencePaid',
    run: ({ capture }) => capture,
    undo: refundPaidDifference,
  })
  .step({ name: 'recordPayment', run: recordPayment });

/** Undo of differencePaid: closed or rejected while the provider answered (NotPayable), the money goes back, never kept without an exchange. */
async function refundPaidDifference({ provider, id }: DifferenceContext, capture: DifferenceContext['capture'], error: unknown): Promise<void> {
  if (!(error instanceof NotPayable)) return;
  await refundDifference(provider, { id, differencePaymentId: capture.paymentId, differencePaidCents: capture.capturedCents }, capture.capturedCents);
}

/**
 * Records a captured difference on request `id` under its row lock, once: the same payment id
 * recorded before is a no-op. A request closed or rejected while the provider answered gets the
 * capture refunded and 409 (the money is never kept without an exchange; 502 when that refund
 * fails). Audited, staff re-read.
 */
async function recordDifferencePayment(
  db: Db,
  provider: PaymentProvider,
  user: { id: string; email: string },
  id: string,
  capture: { paymentId: string; capturedCents: number; paymentMethod: string },
): Promise<ReturnRequestDto> {
  try {
    return forCustomer((await differenceSteps.run({ db, provider, user, id, capture })).recordPayment);
  } catch (err) {
    if (!(err instanceof NotPayable)) throw err;
    const refund = failedUndo(err, 'differencePaid');
    if (refund) throw refund.error;
    throw conflict(RETURN_MESSAGES.finished, 'difference_not_payable');
  }
}

/** The payment written on the locked request (see recordDifferencePayment); NotPayable when it is closed or rejected. */
function recordPayment({ db, user, id, capture }: DifferenceContext): Promise<AdminReturnRequestDto> {
  return withTransaction(db, async (tx) => {
    const row = (await findReturnForUpdate(tx, id))!;
    if (row.differencePaymentId === capture.paymentId) return getAdminReturn(tx, id);
    if (!PAYABLE.includes(row.status)) throw new NotPayable();
    const paid = row.differencePaidCents + capture.capturedCents;
    await updateReturn(tx, id, { differencePaidCents: paid, differencePaymentId: capture.paymentId, differencePaidAt: new Date() });
    const [order] = await findOrdersOf(tx, [row.orderId]);
    await insertAudit(tx, { id: user.id, email: user.email }, {
      action: 'return-difference-paid',
      entity: 'return',
      entityId: id,
      label: order ? `#${order.orderNumber}` : null,
      before: { differencePaidCents: row.differencePaidCents },
      after: { differencePaidCents: paid, paymentId: capture.paymentId, paymentMethod: capture.paymentMethod },
    });
    await publishOrdersChanged(tx);
    return getAdminReturn(tx, id);
  });
}

/**
 * With PayPal as the shop's provider (decision 071): creates the PayPal order of the difference
 * left to pay on the caller's request, for the server's amount in USD (custom_id the request's
 * difference key; the same amount asked again answers the same PayPal order). Answers `{ orderId }`
 * for the JS SDK's createOrder. Errors as payExchangeDifference; 400 when nothing is left to pay.
 */
export async function createPayPalDifferenceOrder(db: Db, provider: PayPalProvider, user: { id: string }, id: string): Promise<{ orderId: string }> {
  const { due, orderNumber } = await differenceToPay(db, user.id, id);
  if (due === 0) throw invalid(RETURN_MESSAGES.differenceNotDue);
  const orderId = await createPayPalPayment(provider, { amountCents: due, description: differenceDescription(orderNumber), customId: differenceKey(id), requestId: `create-${differenceKey(id)}-${due}` });
  return { orderId };
}

/**
 * Captures the approved PayPal order `paypalOrderId` of the caller's request's difference and
 * records it once (a double approval or a retry captures with the same PayPal-Request-Id and
 * records nothing twice; after it was recorded the request is answered as it is). 404 for another
 * customer's request or a PayPal order that is not this request's difference; a capture of
 * another amount or currency than the server's is refunded and refused (400 'Payment Failed');
 * 409 'payment_pending' while PayPal reviews it.
 */
export async function capturePayPalDifference(db: Db, provider: PayPalProvider, user: { id: string; email: string }, id: string, paypalOrderId: string): Promise<ReturnRequestDto> {
  const { due } = await differenceToPay(db, user.id, id);
  if (due === 0) return forCustomer(await getAdminReturn(db, id));
  let order: PayPalOrder;
  try {
    order = await provider.client.getOrder(paypalOrderId);
  } catch (err) {
    if (err instanceof PayPalApiError && err.status === 404) throw notFound(RETURN_MESSAGES.notFound);
    throw payPalError();
  }
  if (order.purchase_units?.[0]?.custom_id !== differenceKey(id)) throw notFound(RETURN_MESSAGES.notFound);
  const capture = await capturePayPalPayment(provider, paypalOrderId, `capture-${differenceKey(id)}`);
  if (capture.status !== 'COMPLETED') throw conflict(RETURN_MESSAGES.differencePending, 'payment_pending');
  if (!capturedAsExpected(capture, due, 'USD')) {
    throw await refundUnexpectedCapture(provider, capture, { cents: due, currency: 'USD' }, `return-difference-mismatch-${capture.id}`);
  }
  return recordDifferencePayment(db, provider, user, id, { paymentId: capture.id, capturedCents: due, paymentMethod: 'PayPal' });
}

/**
 * Gives back `amount` of an exchange's paid difference on its own payment (partial unless it is
 * all of it), with one idempotency key per request: a retry refunds once. 502 when it fails (the
 * request stays as it was; the staff member tries again).
 */
async function refundDifference(provider: PaymentProvider | null, row: Pick<ReturnRow, 'id' | 'differencePaymentId' | 'differencePaidCents'>, amount: number): Promise<void> {
  if (amount <= 0 || !row.differencePaymentId) return;
  if (!provider) throw notSetUp(REFUND_MESSAGES.notSetUp, 'payments_not_set_up');
  try {
    await provider.refund(row.differencePaymentId, amount, differenceRefundKey(row.id), { partial: amount < row.differencePaidCents });
  } catch (err) {
    if (err instanceof RuleError) throw err;
    console.error(`return ${row.id}: difference refund failed`, err);
    throw outsideFailed(MESSAGES.paymentError, 'payment_error');
  }
}

// ---------------------------------------------------------------- staff

/** The queue (see adminReturnListQuery). */
export async function listAdminReturns(db: Db, q: Parameters<typeof findReturns>[1]) {
  const { rows, total, counts } = await findReturns(db, q);
  const all = [...counts.values()].reduce((a, b) => a + b, 0);
  return {
    items: await toDtos(db, rows),
    total,
    counts: Object.fromEntries([...RETURN_STATUSES.map((s) => [s, counts.get(s) ?? 0]), ['all', all]]) as Record<ReturnStatus | 'all', number>,
  };
}

/** One request for staff, or 404. */
export async function getAdminReturn(db: Db | Tx, id: string): Promise<AdminReturnRequestDto> {
  const row = await findReturn(db, id);
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  return (await toDtos(db, [row]))[0]!;
}

const refuseMove = (from: ReturnStatus) => (isReturnFinished(from) ? conflict(RETURN_MESSAGES.finished, 'return_finished') : conflict(RETURN_STAFF_MESSAGES.notAllowed, 'return_transition'));

/**
 * One staff step in one transaction: the request locked, the move checked against the state
 * machine (409), `work` (its own writes; answers the timeline note, the notification's extras and
 * the audit's fields), the status, the timeline, the customer's notification, the audit record.
 */
async function step(
  db: Db,
  staff: Staff,
  id: string,
  to: ReturnStatus,
  work: (tx: Tx, row: ReturnRow, lines: ReturnLineRow[]) => Promise<{ note: string | null; set?: Parameters<typeof updateReturn>[2]; audit?: Record<string, unknown> }>,
): Promise<AdminReturnRequestDto> {
  return withTransaction(db, async (tx) => {
    const row = await findReturnForUpdate(tx, id);
    if (!row) throw notFound(RETURN_MESSAGES.notFound);
    if (!canMoveReturn(row.status, to)) throw refuseMove(row.status);
    const lines = await findReturnLines(tx, [row.id]);
    const done = await work(tx, row, lines);
    await finishStep(tx, staff, row, to, done.note, done.set ?? {}, done.audit ?? {}, null);
    return getAdminReturn(tx, row.id);
  });
}

/** The common end of a step: status and columns, timeline, notification, audit, badge. */
async function finishStep(tx: Tx, staff: Actor, row: ReturnRow, to: ReturnStatus, note: string | null, set: Parameters<typeof updateReturn>[2], audit: Record<string, unknown>, amount: string | null): Promise<void> {
  await updateReturn(tx, row.id, { ...set, status: to });
  await insertReturnEvent(tx, { returnId: row.id, status: to, note, actorId: staff.id, actorEmail: staff.email });
  // Read without a lock: a money step already holds the order's, a plain step needs none (no lock-order inversion).
  const [order] = await findOrdersOf(tx, [row.orderId]);
  if (order) await tell(tx, order, to, { note, amount });
  await insertAudit(tx, staff, { action: `return-${to}`, entity: 'return', entityId: row.id, label: order ? `#${order.orderNumber}` : null, before: { status: row.status }, after: { status: to, ...(note ? { note } : {}), ...audit } });
  await publishOrdersChanged(tx);
}

/** requested → approved, with the return instructions; an exchange's new units are reserved now (409 when out of stock). */
export function approveReturn(db: Db, staff: Staff, id: string, instructions: string): Promise<AdminReturnRequestDto> {
  return step(db, staff, id, 'approved', async (tx, row, lines) => {
    if (row.resolution === 'exchange') {
      const touched = new Set<string>();
      for (const l of lines) {
        if (!l.exchangeVariantId) continue;
        const productId = await updateVariantStockTaken(tx, l.exchangeVariantId, l.quantity);
        if (!productId) throw conflict(RETURN_MESSAGES.exchangeOutOfStock, 'exchange_out_of_stock');
        touched.add(productId);
      }
      if (touched.size) await updateProductStock(tx, [...touched]);
    }
    return { note: instructions, set: { instructions } };
  });
}

/** requested → rejected, with the reason the customer reads. */
export function rejectReturn(db: Db, staff: Staff, id: string, reason: string): Promise<AdminReturnRequestDto> {
  return step(db, staff, id, 'rejected', async () => ({ note: reason, set: { rejectionReason: reason } }));
}

/** approved → received. */
export function receiveReturn(db: Db, staff: Staff, id: string): Promise<AdminReturnRequestDto> {
  return step(db, staff, id, 'received', async () => ({ note: null }));
}

/**
 * received → inspected: per line the units received and damaged (0 ≤ damaged ≤ received ≤
 * requested, 400 otherwise; every line must be given), the activation lock. Units that passed
 * (received − damaged; for a device only with the activation lock removed) go back in stock now.
 */
export function inspectReturn(
  db: Db,
  staff: Staff,
  id: string,
  input: { lines: { lineId: string; receivedQuantity: number; damagedQuantity: number }[]; activationLockRemoved: boolean; note: string },
): Promise<AdminReturnRequestDto> {
  return step(db, staff, id, 'inspected', async (tx, row, lines) => {
    const byId = new Map(input.lines.map((l) => [l.lineId, l]));
    if (byId.size !== lines.length || lines.some((l) => !byId.has(l.id))) throw invalid(RETURN_STAFF_MESSAGES.inspectionQuantities, { lines: RETURN_STAFF_MESSAGES.inspectionQuantities });
    const categories = new Map((await findOrderLines(tx, row.orderId)).map((l) => [l.id, l.category]));
    const touched = new Set<string>();
    let restocked = 0;
    for (const l of lines) {
      const got = byId.get(l.id)!;
      if (got.receivedQuantity > l.quantity || got.damagedQuantity > got.receivedQuantity) throw invalid(RETURN_STAFF_MESSAGES.inspectionQuantities, { lines: RETURN_STAFF_MESSAGES.inspectionQuantities });
      const device = isDevice(categories.get(l.orderItemId) ?? null);
      const passed = device && !input.activationLockRemoved ? 0 : got.receivedQuantity - got.damagedQuantity;
      let back = 0;
      if (passed > 0 && l.variantId) {
        const productId = await updateVariantRestocked(tx, l.variantId, passed);
        if (productId) {
          touched.add(productId);
          back = passed;
        }
      }
      restocked += back;
      await updateReturnLine(tx, l.id, { receivedQuantity: got.receivedQuantity, damagedQuantity: got.damagedQuantity, restockedQuantity: back });
    }
    if (touched.size) await updateProductStock(tx, [...touched]);
    return {
      note: input.note || null,
      set: { activationLockRemoved: input.activationLockRemoved, inspectionNote: input.note || null },
      audit: { lines: input.lines, activationLockRemoved: input.activationLockRemoved, restockedUnits: restocked },
    };
  });
}

/** What an inspected request may refund: the estimate for the units received (less the damaged ones on a change of mind), within what is left on the order. */
function refundFor(row: ReturnRow, lines: ReturnLineRow[], order: Pick<OrderRow, 'subtotalCents' | 'discountCents' | 'totalCents' | 'refundedCents' | 'paymentStatus'>, returnShippingCents: number): number {
  const defect = (DEFECT_REASONS as readonly string[]).includes(row.reason);
  return refundEstimate(
    lines.map((l) => ({ unitPriceCents: l.unitPriceCents, quantity: Math.max(0, (l.receivedQuantity ?? 0) - (defect ? 0 : (l.damagedQuantity ?? 0))), rule: l.rule as ReturnRule })),
    { subtotalCents: order.subtotalCents, discountCents: order.discountCents, refundableCents: refundableCents(order) },
    returnShippingCents,
  ).refundCents;
}

/**
 * inspected → refunded: refunds `amountCents` (default: the estimate for the units received; 400
 * above it) through the order's refund flow within the staff member's refund limit (403 above).
 * A second click while the first runs meets the order's claim (409), after it the request's state
 * (409). A provider failure (502) leaves the request inspected; trying again uses the same key.
 */
export async function refundReturn(db: Db, provider: PaymentProvider | null, staff: Staff, id: string, amountCents?: number): Promise<AdminReturnRequestDto> {
  const row = await findReturn(db, id);
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  if (!canMoveReturn(row.status, 'refunded')) throw refuseMove(row.status);
  if (row.resolution !== 'refund') throw invalid(RETURN_STAFF_MESSAGES.notRefund);
  const { max, orderId } = await withTransaction(db, async (tx) => {
    const order = (await findOrderForUpdate(tx, row.orderId))!;
    const policy: ReturnPolicy = await findPolicyOfOrder(tx, order.returnPolicyId);
    return { max: refundFor(row, await findReturnLines(tx, [row.id]), order, policy.returnShippingCents), orderId: order.id };
  });
  const amount = amountCents ?? max;
  if (amount > max) throw invalid(RETURN_STAFF_MESSAGES.refundTooMuch, { amountCents: RETURN_STAFF_MESSAGES.refundTooMuch });
  return moneyStep(db, provider, staff, id, orderId, 'refunded', amount, async () => ({ note: null, set: { refundedCents: amount } }));
}

/**
 * inspected → exchanged: ships the new variant for the units received; the reserved units not
 * shipped go back to stock. A lower price difference for those units is refunded through the
 * order's refund flow; a higher one must have been paid by the customer (409 'difference_unpaid'
 * otherwise), and what they paid for units not received goes back on that payment (decision 071).
 */
export async function exchangeReturn(db: Db, provider: PaymentProvider | null, staff: Staff, id: string, note: string): Promise<AdminReturnRequestDto> {
  const row = await findReturn(db, id);
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  if (!canMoveReturn(row.status, 'exchanged')) throw refuseMove(row.status);
  if (row.resolution !== 'exchange') throw invalid(RETURN_STAFF_MESSAGES.notExchange);
  const lines = await findReturnLines(db, [row.id]);
  const settle = exchangeSettlement(lines, row.differencePaidCents - row.differenceRefundedCents);
  if (settle.unpaidCents > 0) throw conflict(RETURN_STAFF_MESSAGES.differenceUnpaid, 'difference_unpaid');
  return (await exchangeSteps.run({ db, provider, staff, row, note, settle })).shipExchange;
}

/** What exchangeSteps runs on: the inspected request and what its exchange settles. */
interface ExchangeContext {
  db: Db;
  provider: PaymentProvider | null;
  staff: Staff;
  row: ReturnRow;
  note: string;
  settle: ReturnType<typeof exchangeSettlement>;
}

/**
 * An exchange shipped (decision 104):
 *   refundDifference  point of no return: the part of a paid difference for units not received goes
 *                     back. Deliberately no undo: when shipExchange fails after it, the request stays
 *                     inspected and a retry computes the same amount and sends the same idempotency
 *                     key, so the provider refunds once.
 *   shipExchange      the order's refund flow for a cheaper exchange (its own undo), the units not
 *                     shipped back in stock, the request 'exchanged'
 */
const exchangeSteps = flow<ExchangeContext>('exchangeReturn')
  .step({ name: 'refundDifference', pointOfNoReturn: true, run: ({ provider, row, settle }) => refundDifference(provider, row, settle.differenceRefundCents) })
  .step({
    name: 'shipExchange',
    run: ({ db, provider, staff, row, note, settle }) => {
      const difference = settle.differenceCents;
      const refund = settle.orderRefundCents;
      return moneyStep(db, provider, staff, row.id, row.orderId, 'exchanged', refund, async (tx, locked, current) => {
        await releaseReserved(tx, current, (l) => l.quantity - (l.receivedQuantity ?? 0));
        return {
          note: note || null,
          set: { refundedCents: refund, exchangeDifferenceCents: difference, differenceRefundedCents: locked.differenceRefundedCents + settle.differenceRefundCents },
          audit: { exchangedUnits: current.reduce((n, l) => n + (l.receivedQuantity ?? 0), 0), differenceCents: difference, differencePaidCents: locked.differencePaidCents, differenceRefundCents: settle.differenceRefundCents, requestId: locked.id },
        };
      });
    },
  });

/**
 * inspected → closed without refund or exchange: an exchange's reserved units go back to stock and
 * a price difference the customer paid goes back on its payment (decision 071).
 */
export async function closeReturn(db: Db, provider: PaymentProvider | null, staff: Staff, id: string, note: string): Promise<AdminReturnRequestDto> {
  const row = await findReturn(db, id);
  if (!row) throw notFound(RETURN_MESSAGES.notFound);
  if (!canMoveReturn(row.status, 'closed')) throw refuseMove(row.status);
  return (await closeSteps.run({ db, provider, staff, row, note, giveBack: row.differencePaidCents - row.differenceRefundedCents })).closeRequest;
}

/** What closeSteps runs on: the inspected request and the paid difference to give back (cents, may be 0). */
interface CloseContext {
  db: Db;
  provider: PaymentProvider | null;
  staff: Staff;
  row: ReturnRow;
  note: string;
  giveBack: number;
}

/**
 * A request closed without refund or exchange (decision 104):
 *   refundDifference  point of no return: a paid difference goes back. Deliberately no undo: when
 *                     closeRequest fails after it, a retry sends the same idempotency key (the
 *                     provider refunds once)
 *   closeRequest      an exchange's reserved units back in stock, the request 'closed'
 */
const closeSteps = flow<CloseContext>('closeReturn')
  .step({ name: 'refundDifference', pointOfNoReturn: true, run: ({ provider, row, giveBack }) => refundDifference(provider, row, giveBack) })
  .step({
    name: 'closeRequest',
    run: ({ db, staff, row, note, giveBack }) =>
      step(db, staff, row.id, 'closed', async (tx, locked, lines) => {
        if (locked.resolution === 'exchange') await releaseReserved(tx, lines, (l) => l.quantity);
        return giveBack > 0 ? { note: note || null, set: { differenceRefundedCents: locked.differenceRefundedCents + giveBack }, audit: { differenceRefundCents: giveBack } } : { note: note || null };
      }),
  });

async function releaseReserved(tx: Tx, lines: ReturnLineRow[], units: (l: ReturnLineRow) => number): Promise<void> {
  const touched = new Set<string>();
  for (const l of lines) {
    const n = units(l);
    if (!l.exchangeVariantId || n <= 0) continue;
    const productId = await updateVariantRestocked(tx, l.exchangeVariantId, n);
    if (productId) touched.add(productId);
  }
  if (touched.size) await updateProductStock(tx, [...touched]);
}

/**
 * A step that may move money: with `amount` > 0 through the orders service's refund flow (the
 * request re-checked under the order's claim, written in its finish transaction, one notification:
 * the return's); with nothing to refund, a plain step.
 */
async function moneyStep(
  db: Db,
  provider: PaymentProvider | null,
  staff: Staff,
  id: string,
  orderId: string,
  to: 'refunded' | 'exchanged',
  amount: number,
  work: (tx: Tx, row: ReturnRow, lines: ReturnLineRow[]) => Promise<{ note: string | null; set?: Parameters<typeof updateReturn>[2]; audit?: Record<string, unknown> }>,
): Promise<AdminReturnRequestDto> {
  if (amount <= 0) return step(db, staff, id, to, work);
  const recheck = async (tx: Tx) => {
    const row = await findReturnForUpdate(tx, id);
    if (!row) throw notFound(RETURN_MESSAGES.notFound);
    if (!canMoveReturn(row.status, to)) throw refuseMove(row.status);
    return row;
  };
  await refundOrder(db, provider, staff, orderId, amount, refundLimitCents(staff.role), {
    check: async (tx) => void (await recheck(tx)),
    finish: async (tx, order, refunded) => {
      const row = await recheck(tx);
      const done = await work(tx, row, await findReturnLines(tx, [row.id]));
      await finishStep(tx, staff, row, to, done.note, { ...done.set, refundedCents: refunded }, { ...done.audit, refundCents: refunded }, money(refunded, order.currency));
    },
    notify: false,
    audit: { returnId: id },
  });
  return getAdminReturn(db, id);
}

// ---------------------------------------------------------------- policy

function toPolicyDto(row: Awaited<ReturnType<typeof findCurrentPolicy>>): ReturnPolicyDto {
  return { id: row.id, createdAt: row.createdAt.toISOString(), actorEmail: row.actorEmail, policy: row.policy as ReturnPolicyDto['policy'] };
}

/** The policy in force for orders placed from now on. */
export async function getReturnPolicy(db: Db): Promise<ReturnPolicyDto> {
  return toPolicyDto(await findCurrentPolicy(db));
}

/** A new policy version (audited with before and after); orders already placed keep theirs. */
export async function setReturnPolicy(db: Db, staff: Actor & { email: string }, policy: ReturnPolicy): Promise<ReturnPolicyDto> {
  return withTransaction(db, async (tx) => {
    const before = await findCurrentPolicy(tx);
    const row = await insertPolicy(tx, policy, staff.email);
    await insertAudit(tx, staff, { action: 'update', entity: 'return-policy', entityId: row.id, label: 'Return policy', before: before.policy, after: policy });
    return toPolicyDto(row);
  });
}

