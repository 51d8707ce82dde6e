/**
 * Invoices (storefront spec §3 Invoice, §4 Invoice status, §9 due date): derived from paid orders.
 * Amounts are integer cents; dates are ISO strings in the API.
 */

/**
 * §4: 'paid' when the order's payment status is paid, else 'pending'; 'overdue' is never produced.
 * Issue 12 adds 'refunded' (the whole payment was refunded) and 'partially_refunded'.
 */
export const INVOICE_STATUSES = ['paid', 'pending', 'overdue', 'partially_refunded', 'refunded'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** §9: due date = issue date + 720 hours. */
export const INVOICE_DUE_MS = 720 * 60 * 60 * 1000;

/** The invoice status for an order's payment status ('refunding', a refund in flight, is still paid). */
export function invoiceStatus(paymentStatus: string): InvoiceStatus {
  if (paymentStatus === 'paid' || paymentStatus === 'refunding') return 'paid';
  if (paymentStatus === 'refunded' || paymentStatus === 'partially_refunded') return paymentStatus;
  return 'pending';
}

/** Payment statuses whose orders have an invoice to show (paid, and paid then refunded). */
export const INVOICED_PAYMENT_STATUSES = ['paid', 'refunding', 'partially_refunded', 'refunded'] as const;

/** Words for an invoice status ('partially_refunded' → 'Partially refunded'). */
export function invoiceStatusLabel(status: InvoiceStatus): string {
  return status === 'partially_refunded' ? 'Partially refunded' : status.charAt(0).toUpperCase() + status.slice(1);
}

/** 'INV-' + the digits of the order number (PX12345678 -> INV-12345678). */
export function invoiceNumberFor(orderNumber: string): string {
  return `INV-${orderNumber.replace(/^PX/, '')}`;
}

/** A file name safe for Content-Disposition: `{invoiceNumber}.pdf` (§7 PDF). */
export function invoiceFileName(invoiceNumber: string): string {
  return `${invoiceNumber.replace(/[^A-Za-z0-9._-]/g, '_')}.pdf`;
}
