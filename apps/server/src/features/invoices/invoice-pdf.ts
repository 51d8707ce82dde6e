/**
 * Invoice PDF (storefront §7 PDF, DESIGN "Invoices are real documents"): a text PDF drawn with
 * pdfkit, A4 portrait with 1 inch (72 pt) margins, holding the shop's details, the invoice number
 * and dates, the billing address, the lines, subtotal, shipping, duty, discount, total and the
 * payment method. Text stays selectable and searchable, and a one-page invoice weighs a few KB.
 * Uses the built-in Helvetica (WinAnsi): characters outside Latin-1 print as their closest form.
 */
import type { InvoiceDto } from '@phonexport/contracts/invoices';
import { invoiceStatusLabel } from '@phonexport/domain/invoices';
import { formatMoney } from '@phonexport/domain/currency';
import { formatUsd } from '@phonexport/domain/money';
import { SHOP_CONTACT } from '@phonexport/domain/shop';

/** 1 inch in PDF points. */
export const INVOICE_MARGIN_PT = 72;

const date = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

/** The seller block printed on the invoice: the back office's General settings, or SHOP_CONTACT. */
export interface InvoiceSeller {
  name: string;
  address: string;
  email: string;
  phone: string;
}

/** Renders the invoice (A4 portrait, 1 inch margins) as a PDF and resolves with its bytes. */
export async function renderInvoicePdf(invoice: InvoiceDto, seller: InvoiceSeller = SHOP_CONTACT): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit'); // loaded on first use: the shop's memory at rest (decision 040)
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margins: { top: INVOICE_MARGIN_PT, bottom: INVOICE_MARGIN_PT, left: INVOICE_MARGIN_PT, right: INVOICE_MARGIN_PT },
    info: { Title: `Invoice ${invoice.invoiceNumber}`, Author: seller.name, Subject: `Order #${invoice.orderNumber}` },
    compress: true,
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const left = INVOICE_MARGIN_PT;
  const width = doc.page.width - 2 * INVOICE_MARGIN_PT;
  const right = left + width;
  const bottom = () => doc.page.height - INVOICE_MARGIN_PT;
  const grey = '#475569';

  // Shop details (left) and invoice facts (right).
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(20).fillColor('#0f172a').text(seller.name, left, top);
  doc.font('Helvetica').fontSize(9).fillColor(grey);
  doc.text(seller.address, left, doc.y + 2, { width: width * 0.55 });
  doc.text(seller.email, { width: width * 0.55 });
  doc.text(seller.phone, { width: width * 0.55 });
  const leftEnd = doc.y;

  const factsX = left + width * 0.6;
  const factsW = width * 0.4;
  doc.font('Helvetica-Bold').fontSize(18).fillColor('#0f172a').text('INVOICE', factsX, top, { width: factsW, align: 'right' });
  doc.font('Helvetica').fontSize(9).fillColor(grey);
  for (const line of [
    `Invoice number: ${invoice.invoiceNumber}`,
    `Order: #${invoice.orderNumber}`,
    `Issue date: ${date(invoice.issueDate)}`,
    `Due date: ${date(invoice.dueDate)}`,
    `Status: ${invoiceStatusLabel(invoice.status).toUpperCase()}`,
  ]) {
    doc.text(line, factsX, doc.y + 1, { width: factsW, align: 'right' });
  }
  doc.y = Math.max(leftEnd, doc.y) + 24;

  // Billing address.
  const a = invoice.billingAddress;
  doc.font('Helvetica-Bold').fontSize(10).fillColor('#0f172a').text('Bill to', left, doc.y);
  doc.font('Helvetica').fontSize(10).fillColor('#0f172a');
  for (const line of [a.name, a.street, [a.city, a.state].filter(Boolean).join(', ') + ` ${a.zipCode}`, a.country]) doc.text(line, left);
  doc.moveDown(1.5);

  // Lines.
  const cols = { item: left, qty: left + width * 0.58, price: left + width * 0.68, total: left + width * 0.84 };
  const colW = { item: width * 0.56, qty: width * 0.1, price: width * 0.16, total: width * 0.16 };
  const header = () => {
    const y = doc.y;
    doc.font('Helvetica-Bold').fontSize(9).fillColor(grey);
    doc.text('Item', cols.item, y, { width: colW.item });
    doc.text('Qty', cols.qty, y, { width: colW.qty, align: 'right' });
    doc.text('Price', cols.price, y, { width: colW.price, align: 'right' });
    doc.text('Total', cols.total, y, { width: colW.total, align: 'right' });
    doc.moveTo(left, doc.y + 3).lineTo(right, doc.y + 3).strokeColor('#cbd5e1').lineWidth(0.75).stroke();
    doc.y += 8;
  };
  header();
  doc.fontSize(10).fillColor('#0f172a');
  for (const line of invoice.items) {
    const label = `${line.name}${line.variant && line.variant !== 'Standard' ? ` (${line.variant})` : ''}`;
    doc.font('Helvetica');
    const h = doc.heightOfString(label, { width: colW.item });
    if (doc.y + h > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc.font('Helvetica').fontSize(10).fillColor('#0f172a');
    doc.text(label, cols.item, y, { width: colW.item });
    const after = doc.y;
    doc.text(String(line.quantity), cols.qty, y, { width: colW.qty, align: 'right' });
    doc.text(formatUsd(line.priceCents), cols.price, y, { width: colW.price, align: 'right' });
    doc.text(formatUsd(line.totalCents), cols.total, y, { width: colW.total, align: 'right' });
    doc.y = after + 6;
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cbd5e1').lineWidth(0.75).stroke();
  doc.y += 10;

  // Totals.
  const rows: [string, string, boolean?][] = [
    ['Subtotal', formatUsd(invoice.subtotalCents)],
    ['Shipping', invoice.shippingCents === 0 ? 'Free' : formatUsd(invoice.shippingCents)],
    ['Duty', formatUsd(invoice.dutyCents)],
    ['Discount', invoice.discountCents > 0 ? `-${formatUsd(invoice.discountCents)}` : formatUsd(0)],
    [`Total (${invoice.currency})`, formatUsd(invoice.totalCents), true],
  ];
  // Issue 22: the total as the shopper saw it, beside the charged USD total (the standard PDF font has no '≈').
  if (invoice.shownTotal) rows.push([`Approx. in ${invoice.shownTotal.currency}`, formatMoney(invoice.shownTotal.minor, invoice.shownTotal.currency)]);
  if (invoice.refundedCents > 0) {
    rows.push(['Refunded', `-${formatUsd(invoice.refundedCents)}`], ['Net paid', formatUsd(invoice.totalCents - invoice.refundedCents), true]);
  }
  if (doc.y + rows.length * 16 + 60 > bottom()) doc.addPage();
  const labelX = left + width * 0.5;
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 12 : 10).fillColor('#0f172a');
    doc.text(label, labelX, y, { width: width * 0.3 });
    doc.text(value, left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    doc.y += 4;
  }
  doc.moveDown(1.5);
  doc.font('Helvetica').fontSize(10).fillColor('#0f172a').text(`Payment method: ${invoice.paymentMethod}`, left, doc.y, { width });
  if (invoice.shownTotal) {
    const { currency, exchangeRate, rateFetchedAt } = invoice.shownTotal;
    doc.fontSize(9).fillColor(grey).text(`Charged in USD. Shown amounts used ${exchangeRate} ${currency} per USD (rate of ${rateFetchedAt.slice(0, 10)}).`, left, doc.y, { width });
  }
  doc.moveDown(2);
  doc.fontSize(9).fillColor(grey).text(`Thank you for shopping with ${seller.name}. Questions about this invoice: ${seller.email}`, left, doc.y, { width });

  doc.end();
  return done;
}
