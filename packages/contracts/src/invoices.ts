/**
 * Invoice contracts: list, detail and PDF (storefront §7; §3 Invoice, §4 Invoice status).
 * Only paid orders (including paid then refunded) have invoices, and only their customer sees
 * them: anything else, a malformed id included, is 404 'Invoice not found'.
 */
import { z } from 'zod';
import { INVOICE_STATUSES } from '@phonexport/domain/invoices';
import { byId, cents, type Contract, contractsOf, file, isoDateTime, named } from './contract.ts';
import { displayCurrency } from './currency.ts';

const { customer } = contractsOf('invoices');

const INVOICE_NOT_FOUND = 'Invoice not found';

export const invoiceLine = named('InvoiceLine', {
  name: z.string(),
  /** Variant text, e.g. '256GB, Black' or 'Standard'. */
  variant: z.string(),
  quantity: z.number().int(),
  priceCents: cents,
  totalCents: cents,
});
export type InvoiceLineDto = z.infer<typeof invoiceLine>;

export const invoiceAddress = named('InvoiceAddress', { name: z.string(), street: z.string(), city: z.string(), state: z.string().nullable(), zipCode: z.string(), country: z.string() });
export type InvoiceAddressDto = z.infer<typeof invoiceAddress>;

/** An invoice as GET /api/invoices and GET /api/invoices/:id return it (§3 Invoice). */
export const invoice = named('Invoice', {
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  invoiceNumber: z.string(),
  issueDate: isoDateTime,
  dueDate: isoDateTime,
  status: z.enum(INVOICE_STATUSES),
  amountCents: cents,
  currency: z.string(),
  items: z.array(invoiceLine),
  subtotalCents: cents,
  shippingCents: cents,
  dutyCents: cents,
  discountCents: cents,
  totalCents: cents,
  /** Cents refunded on the order (0 when none): invoices show it and what was finally paid. */
  refundedCents: cents,
  paymentMethod: z.string(),
  billingAddress: invoiceAddress,
  /**
   * The total as the shopper saw it (issue 22): minor units of their display currency at the
   * order's frozen rate and rounding, shown as an approximation beside the charged USD total;
   * null when they saw USD.
   */
  shownTotal: z.object({ currency: displayCurrency, minor: z.number().int(), exchangeRate: z.number().positive(), rateFetchedAt: isoDateTime }).nullable(),
});
export type InvoiceDto = z.infer<typeof invoice>;

export const invoicesContracts = {
  listMine: customer('GET', '/api/invoices', "The caller's invoices (paid orders), newest first (at most 200)", { responses: { 200: z.array(invoice) } }),
  getMine: customer('GET', '/api/invoices/:id', "One of the caller's invoices", { ...byId(INVOICE_NOT_FOUND), responses: { 200: invoice } }),
  pdf: customer('GET', '/api/invoices/:id/pdf', 'The invoice as an A4 PDF named {invoiceNumber}.pdf', {
    ...byId(INVOICE_NOT_FOUND),
    responses: { 200: file('application/pdf', 'The invoice, A4 portrait, text selectable') },
  }),
} satisfies Record<string, Contract>;
