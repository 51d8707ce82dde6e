/**
 * Invoice PDF (storefront §7 PDF, DESIGN "Invoices are real documents"): a text PDF drawn with
 * pdfkit, A4 portrait with 1 inch (72 pt) margins, holding the shop's details, the invoice number
 * and dates, the billing address, the lines, subtotal, shipping, duty, discount, total and the
 * payment method. Text stays selectable and searchable, and a one-page invoice weighs a few KB.
 * Written in the customer's language (invoice-texts.ts). Text Helvetica can print uses the built-in
 * Helvetica (not embedded: a Latin invoice stays a few KB); Chinese and any other script use Noto
 * Sans SC and emoji Noto Emoji, both from npm packages, of which pdfkit embeds only the glyphs used
 * (decision 056).
 */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { InvoiceDto } from '@phonexport/contracts/invoices';
import { formatMoney } from '@phonexport/domain/currency';
import { formatUsd } from '@phonexport/domain/money';
import type { Language } from '@phonexport/domain/settings';
import { SHOP_CONTACT } from '@phonexport/domain/shop';
import { INVOICE_TEXTS } from './invoice-texts.ts';

/** 1 inch in PDF points. */
export const INVOICE_MARGIN_PT = 72;

const require = createRequire(import.meta.url);
/** The font files: Noto Sans SC regular and bold (OTF) and monochrome Noto Emoji (TTF). */
export const INVOICE_FONTS = {
  regular: join(dirname(require.resolve('@embedpdf/fonts-sc')), '../fonts/NotoSansHans-Regular.otf'),
  bold: join(dirname(require.resolve('@embedpdf/fonts-sc')), '../fonts/NotoSansHans-Bold.otf'),
  emoji: join(dirname(require.resolve('@expo-google-fonts/noto-emoji')), '400Regular/NotoEmoji_400Regular.ttf'),
};

/** An emoji with its modifiers, variation selectors, joined parts and flag pairs. */
const EMOJI = /(\p{Regional_Indicator}{2}|\p{Extended_Pictographic}(?:\u{FE0F}|\p{Emoji_Modifier}|\u{200D}\p{Extended_Pictographic}\u{FE0F}?)*)/u;

/** Characters the built-in Helvetica prints (WinAnsi: Latin-1 and a few typographic marks). */
const WIN_ANSI = /^[\u0020-\u00ff€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ\t\n\r]*$/u;

/** The font kind of a run: the built-in Helvetica, Noto Sans SC (any other script) or Noto Emoji. */
export type RunKind = 'latin' | 'cjk' | 'emoji';

/**
 * `text` cut into runs each drawn with one font: emoji, text Helvetica prints (kept small: the
 * built-in font is not embedded), and the rest (Chinese, other scripts) with Noto Sans SC.
 */
export function textRuns(text: string): { text: string; kind: RunKind }[] {
  const runs: { text: string; kind: RunKind }[] = [];
  const push = (part: string, kind: RunKind) => {
    const last = runs[runs.length - 1];
    if (last && last.kind === kind) last.text += part;
    else runs.push({ text: part, kind });
  };
  for (const part of text.split(EMOJI).filter(Boolean)) {
    if (EMOJI.test(part) && part.replace(EMOJI, '') === '') push(part, 'emoji');
    else for (const ch of part) push(ch, WIN_ANSI.test(ch) ? 'latin' : 'cjk');
  }
  return runs;
}

const localeOf = (language: Language) => (language === 'zh' ? 'zh-CN' : language);

/** The seller block printed on the invoice: the back office's General settings, or SHOP_CONTACT. */
export interface InvoiceSeller {
  name: string;
  address: string;
  email: string;
  phone: string;
}

/** Renders the invoice (A4 portrait, 1 inch margins) as a PDF and resolves with its bytes. */
export async function renderInvoicePdf(invoice: InvoiceDto, seller: InvoiceSeller = SHOP_CONTACT, language: Language = 'en'): Promise<Buffer> {
  const { default: PDFDocument } = await import('pdfkit'); // loaded on first use: the shop's memory at rest (decision 040)
  const tx = INVOICE_TEXTS[language];
  const date = (iso: string) => new Date(iso).toLocaleDateString(localeOf(language), { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'portrait',
    margins: { top: INVOICE_MARGIN_PT, bottom: INVOICE_MARGIN_PT, left: INVOICE_MARGIN_PT, right: INVOICE_MARGIN_PT },
    info: { Title: `${tx.title} ${invoice.invoiceNumber}`, Author: seller.name, Subject: tx.order(invoice.orderNumber) },
    lang: localeOf(language),
    compress: true,
  });
  doc.registerFont('Body', INVOICE_FONTS.regular);
  doc.registerFont('Body-Bold', INVOICE_FONTS.bold);
  doc.registerFont('Emoji', INVOICE_FONTS.emoji);
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
  const FONTS: Record<RunKind, [regular: string, bold: string]> = { latin: ['Helvetica', 'Helvetica-Bold'], cjk: ['Body', 'Body-Bold'], emoji: ['Emoji', 'Emoji'] };
  /** Like doc.text, drawing each run of `text` with the font that has its glyphs. */
  const write = (text: string, bold: boolean, x?: number, y?: number, options: PDFKit.Mixins.TextOptions = {}) => {
    const runs = textRuns(text);
    if (!runs.length) runs.push({ text, kind: 'latin' });
    if (runs.length > 1 && options.align === 'right' && x !== undefined && y !== undefined && options.width) {
      // pdfkit right-aligns each continued run on its own: measure the line and draw the runs in turn.
      const widths = runs.map((run) => doc.font(FONTS[run.kind][bold ? 1 : 0]).widthOfString(run.text));
      let cx = x + options.width - widths.reduce((a, b) => a + b, 0);
      runs.forEach((run, i) => {
        doc.font(FONTS[run.kind][bold ? 1 : 0]).text(run.text, cx, y, { lineBreak: false });
        cx += widths[i]!;
      });
      doc.x = x;
      doc.y = y + doc.currentLineHeight(true);
      return doc;
    }
    runs.forEach((run, i) => {
      doc.font(FONTS[run.kind][bold ? 1 : 0]);
      const opts = { ...options, continued: i < runs.length - 1 };
      if (i === 0 && x !== undefined) doc.text(run.text, x, y, opts);
      else doc.text(run.text, opts);
    });
    return doc;
  };

  // Shop details (left) and invoice facts (right).
  const top = doc.y;
  doc.fontSize(20).fillColor('#0f172a');
  write(seller.name, true, left, top);
  doc.fontSize(9).fillColor(grey);
  write(seller.address, false, left, doc.y + 2, { width: width * 0.55 });
  write(seller.email, false, undefined, undefined, { width: width * 0.55 });
  write(seller.phone, false, undefined, undefined, { width: width * 0.55 });
  const leftEnd = doc.y;

  const factsX = left + width * 0.6;
  const factsW = width * 0.4;
  doc.fontSize(18).fillColor('#0f172a');
  write(tx.heading, true, factsX, top, { width: factsW, align: 'right' });
  doc.fontSize(9).fillColor(grey);
  for (const line of [
    tx.invoiceNumber(invoice.invoiceNumber),
    tx.order(invoice.orderNumber),
    tx.issueDate(date(invoice.issueDate)),
    tx.dueDate(date(invoice.dueDate)),
    tx.status(tx.statuses[invoice.status]),
  ]) {
    write(line, false, factsX, doc.y + 1, { width: factsW, align: 'right' });
  }
  doc.y = Math.max(leftEnd, doc.y) + 24;

  // Billing address.
  const a = invoice.billingAddress;
  doc.fontSize(10).fillColor('#0f172a');
  write(tx.billTo, true, left, doc.y);
  doc.fontSize(10).fillColor('#0f172a');
  for (const line of [a.name, a.street, [a.city, a.state].filter(Boolean).join(', ') + ` ${a.zipCode}`, a.country]) write(line, false, left, doc.y);
  doc.moveDown(1.5);

  // Lines.
  const cols = { item: left, qty: left + width * 0.58, price: left + width * 0.68, total: left + width * 0.84 };
  const colW = { item: width * 0.56, qty: width * 0.1, price: width * 0.16, total: width * 0.16 };
  const header = () => {
    const y = doc.y;
    doc.fontSize(9).fillColor(grey);
    write(tx.item, true, cols.item, y, { width: colW.item });
    write(tx.qty, true, cols.qty, y, { width: colW.qty, align: 'right' });
    write(tx.price, true, cols.price, y, { width: colW.price, align: 'right' });
    write(tx.total, true, cols.total, y, { width: colW.total, align: 'right' });
    doc.moveTo(left, doc.y + 3).lineTo(right, doc.y + 3).strokeColor('#cbd5e1').lineWidth(0.75).stroke();
    doc.y += 8;
  };
  header();
  doc.fontSize(10).fillColor('#0f172a');
  for (const line of invoice.items) {
    const label = `${line.name}${line.variant && line.variant !== 'Standard' ? ` (${line.variant})` : ''}`;
    doc.font(textRuns(label).some((r) => r.kind !== 'latin') ? 'Body' : 'Helvetica');
    const h = doc.heightOfString(label, { width: colW.item });
    if (doc.y + h > bottom()) {
      doc.addPage();
      header();
    }
    const y = doc.y;
    doc.fontSize(10).fillColor('#0f172a');
    write(label, false, cols.item, y, { width: colW.item });
    const after = doc.y;
    doc.font('Helvetica');
    doc.text(String(line.quantity), cols.qty, y, { width: colW.qty, align: 'right' });
    doc.text(formatUsd(line.priceCents), cols.price, y, { width: colW.price, align: 'right' });
    doc.text(formatUsd(line.totalCents), cols.total, y, { width: colW.total, align: 'right' });
    doc.y = after + 6;
  }
  doc.moveTo(left, doc.y).lineTo(right, doc.y).strokeColor('#cbd5e1').lineWidth(0.75).stroke();
  doc.y += 10;

  // Totals.
  const rows: [string, string, boolean?][] = [
    [tx.subtotal, formatUsd(invoice.subtotalCents)],
    [tx.shipping, invoice.shippingCents === 0 ? tx.free : formatUsd(invoice.shippingCents)],
    [tx.duty, formatUsd(invoice.dutyCents)],
    [tx.discount, invoice.discountCents > 0 ? `-${formatUsd(invoice.discountCents)}` : formatUsd(0)],
    [tx.totalIn(invoice.currency), formatUsd(invoice.totalCents), true],
  ];
  // Issue 22: the total as the shopper saw it, beside the charged USD total (the standard PDF font has no '≈').
  if (invoice.shownTotal) rows.push([tx.approxIn(invoice.shownTotal.currency), formatMoney(invoice.shownTotal.minor, invoice.shownTotal.currency)]);
  if (invoice.refundedCents > 0) {
    rows.push([tx.refunded, `-${formatUsd(invoice.refundedCents)}`], [tx.netPaid, formatUsd(invoice.totalCents - invoice.refundedCents), true]);
  }
  if (doc.y + rows.length * 16 + 60 > bottom()) doc.addPage();
  const labelX = left + width * 0.5;
  for (const [label, value, strong] of rows) {
    const y = doc.y;
    doc.fontSize(strong ? 12 : 10).fillColor('#0f172a');
    write(label, Boolean(strong), labelX, y, { width: width * 0.3 });
    write(value, Boolean(strong), left + width * 0.8, y, { width: width * 0.2, align: 'right' });
    doc.y += 4;
  }
  doc.moveDown(1.5);
  doc.fontSize(10).fillColor('#0f172a');
  write(tx.paymentMethod(invoice.paymentMethod), false, left, doc.y, { width });
  if (invoice.shownTotal) {
    const { currency, exchangeRate, rateFetchedAt } = invoice.shownTotal;
    doc.fontSize(9).fillColor(grey);
    const rate = new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 6 }).format(exchangeRate);
    write(tx.chargedNote(rate, currency, date(rateFetchedAt)), false, left, doc.y, { width });
  }
  doc.moveDown(2);
  doc.fontSize(9).fillColor(grey);
  write(tx.thanks(seller.name, seller.email), false, left, doc.y, { width });

  doc.end();
  return done;
}
