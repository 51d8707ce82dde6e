/**
 * The sales rule of domain/refunds (countsAsSale, netSaleCents) as SQL over `orders`, shared by
 * every repository that sums sales (orders, reports), so every figure (dashboard cards and
 * analytics, reports, customer totals and VIP status, top products) counts the same orders.
 */
import { and, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import { SALE_EXCLUDED_ORDER_STATUSES, SALE_PAYMENT_STATUSES } from '@phonexport/domain/refunds';
import { orders } from './schema.ts';

/** An order counted as a sale: not cancelled, payment held. WHERE/FILTER condition over `orders`. */
export const COUNTED_ORDER: SQL = and(notInArray(orders.status, [...SALE_EXCLUDED_ORDER_STATUSES]), inArray(orders.paymentStatus, [...SALE_PAYMENT_STATUSES]))!;

/** The order's net sale in cents (total minus refunds); use only on counted orders. */
export const NET_SALE_CENTS: SQL = sql`(${orders.totalCents} - ${orders.refundedCents})`;
