/**
 * Invoices (storefront §2 Invoices, §3 Invoice, §7 PDF): the customer's invoices and an invoice
 * as a PDF. Other features reach it through index.ts (decision 105).
 */
import { invoiceFileName } from '@phonexport/domain/invoices';
import type { Language } from '@phonexport/domain/settings';
import type { Db } from '../../db/client.ts';
import { getSettings } from '../shop-settings/index.ts';
import { renderInvoicePdf } from './invoice-pdf.ts';
import { findInvoiceForUser } from './invoices-repository.ts';


/**
 * The user's invoice `invoiceId` as an A4 PDF (bytes) with its file name `{invoiceNumber}.pdf`,
 * the seller block from the back office's General settings, written in `language`; null when the
 * user has no such invoice.
 */
export async function invoicePdfForUser(db: Db, userId: string, invoiceId: string, language: Language = 'en'): Promise<{ fileName: string; pdf: Buffer } | null> {
  const invoice = await findInvoiceForUser(db, userId, invoiceId);
  if (!invoice) return null;
  const { general } = await getSettings(db);
  const pdf = await renderInvoicePdf(invoice, { name: general.storeName, address: general.address, email: general.storeEmail, phone: general.phone }, language);
  return { fileName: invoiceFileName(invoice.invoiceNumber), pdf };
}
