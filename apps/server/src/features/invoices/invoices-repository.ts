/**
 * Invoice data access, the only invoices code that touches the database (storefront §3 Invoice, §4 Invoice status): an invoice is issued with each
 * paid order (checkout writes its number and dates); its lines, amounts, payment method and
 * billing address are read from the order. Only paid orders (including paid then refunded, which
 * show the refunded amount and status) appear as invoices, and only to the order's customer:
 * anything else is null, indistinguishable from a missing invoice.
 */
import { describePayment } from '@phonexport/domain/mobile-money';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { INVOICED_PAYMENT_STATUSES, invoiceStatus } from '@phonexport/domain/invoices';
import { shownAmountOf } from '@phonexport/domain/exchange-rates';
import type { Db } from '../../db/client.ts';
import { invoices, orderItems, orders } from '../../db/schema.ts';
import type { InvoiceStatus } from '@phonexport/domain/invoices';
import type { DisplayCurrency } from '@phonexport/domain/currency';

/**
 * An invoice as the customer reads it: money in cents (USD), ISO times, and `shownTotal` the
 * total in the currency the order was shown in (minor units), when not USD.
 */
export interface Invoice {
  id: string;
  orderId: string;
  orderNumber: string;
  invoiceNumber: string;
  issueDate: string;
  dueDate: string;
  status: InvoiceStatus;
  amountCents: number;
  currency: string;
  items: { name: string; variant: string; quantity: number; priceCents: number; totalCents: number }[];
  subtotalCents: number;
  shippingCents: number;
  dutyCents: number;
  discountCents: number;
  totalCents: number;
  refundedCents: number;
  paymentMethod: string;
  billingAddress: { name: string; street: string; city: string; state: string | null; zipCode: string; country: string };
  shownTotal: { currency: DisplayCurrency; minor: number; exchangeRate: number; rateFetchedAt: string } | null;
}

/** The order's total as its shopper saw it, at the order's frozen rate (null: shown in USD). */
function shownTotalOf(order: typeof orders.$inferSelect): Invoice['shownTotal'] {
  const exchangeRate = Number(order.exchangeRate);
  const shown = shownAmountOf(order.totalCents, { displayCurrency: order.displayCurrency, exchangeRate, displayRounding: order.displayRounding });
  return shown ? { ...shown, exchangeRate, rateFetchedAt: order.rateFetchedAt.toISOString() } : null;
}

type Joined = { invoice: typeof invoices.$inferSelect; order: typeof orders.$inferSelect };

async function toDtos(db: Db, rows: Joined[]): Promise<Invoice[]> {
  if (!rows.length) return [];
  const items = await db
    .select()
    .from(orderItems)
    .where(inArray(orderItems.orderId, rows.map((r) => r.order.id)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  return rows.map(({ invoice, order }) => {
    const a = order.shippingAddress;
    return {
      id: invoice.id,
      orderId: order.id,
      orderNumber: order.orderNumber,
      invoiceNumber: invoice.invoiceNumber,
      issueDate: invoice.issueDate.toISOString(),
      dueDate: invoice.dueDate.toISOString(),
      status: invoiceStatus(order.paymentStatus),
      amountCents: order.totalCents,
      currency: order.currency,
      items: items
        .filter((i) => i.orderId === order.id)
        .map((i) => ({ name: i.productName, variant: i.variant, quantity: i.quantity, priceCents: i.priceCents, totalCents: i.priceCents * i.quantity })),
      subtotalCents: order.subtotalCents,
      shippingCents: order.shippingCents,
      dutyCents: order.dutyCents,
      discountCents: order.discountCents,
      totalCents: order.totalCents,
      refundedCents: order.refundedCents,
      paymentMethod: describePayment(order.paymentMethod, order.paymentOperator || order.paymentAccount ? { operator: order.paymentOperator, account: order.paymentAccount, providerTransactionId: order.providerTransactionId } : null),
      billingAddress: { name: a.name, street: a.street, city: a.city, state: a.state ?? null, zipCode: a.zipCode, country: a.country },
      shownTotal: shownTotalOf(order),
    };
  });
}

const paidOrdersOf = (userId: string) => and(eq(orders.userId, userId), inArray(orders.paymentStatus, [...INVOICED_PAYMENT_STATUSES]));

/** The user's invoices (paid orders only), newest first. */
export async function findInvoicesForUser(db: Db, userId: string): Promise<Invoice[]> {
  const rows = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(paidOrdersOf(userId))
    .orderBy(desc(invoices.issueDate))
    .limit(200);
  return toDtos(db, rows);
}

/** One invoice by its id if it is the user's and its order is paid, else null. */
export async function findInvoiceForUser(db: Db, userId: string, invoiceId: string): Promise<Invoice | null> {
  const rows = await db
    .select({ invoice: invoices, order: orders })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(invoices.id, invoiceId), paidOrdersOf(userId)))
    .limit(1);
  return (await toDtos(db, rows))[0] ?? null;
}
