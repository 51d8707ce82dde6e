/**
 * Mails and the invoice PDF in the customer's language (issue 23, decision 056): in French and
 * Chinese no English sentence of the templates is left, and the PDF prints a Chinese name and an
 * emoji with fonts that have their glyphs (embedded, checked with pdffonts; text read back with
 * pdftotext).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { InvoiceDto } from '@phonexport/contracts/invoices';
import { renderShopMail } from '../../../src/mail/shop-mails.ts';
import { passwordResetMail } from '../../../src/mail/password-reset-mail.ts';
import { renderInvoicePdf, textRuns } from '../../../src/features/invoices/invoice-pdf.ts';
import { INVOICE_TEXTS } from '../../../src/features/invoices/invoice-texts.ts';
import { customerMails } from '../../support/mail-fixtures.ts';

const ctx = { publicUrl: 'https://shop.example', storeName: 'PhoneXport', storeEmail: 'care@shop.example' };
const DATA = ['PhoneXport', 'care@shop.example', 'https://shop.example', 'PX12345678', '王小明 🎉', 'Galaxy A15', 'Black / 128GB', 'JD0146', 'PayPal', 'INV-12345678', 'Cape Town', 'South Africa', '12 Long Street', 'Guangzhou'];

/** The English sentences of a rendered text: what is left after taking out the data, in pieces of two words or more. */
function englishPhrases(text: string): string[] {
  let rest = text;
  for (const d of DATA) rest = rest.split(d).join('\n');
  return rest
    .split(/[\n:#()$,.;×\d]+/)
    .map((p) => p.trim())
    .filter((p) => p.split(/\s+/).length >= 2 && /[a-z]/i.test(p));
}

const mails = customerMails('王小明 🎉');

describe.each(['fr', 'zh'] as const)('mails in %s', (lng) => {
  it.each(mails.map((m) => [m.kind, m] as const))('%s has no English template text', (_kind, mail) => {
    const en = renderShopMail(mail, 'a@b.c', 'en', ctx);
    const other = renderShopMail(mail, 'a@b.c', lng, ctx);
    const phrases = englishPhrases(`${en.subject}\n${en.text}`);
    expect(phrases.length).toBeGreaterThan(0);
    for (const phrase of phrases) expect(`${other.subject}\n${other.text}\n${other.html}`, phrase).not.toContain(phrase);
  });

  it('the password-reset mail has no English template text', () => {
    const en = passwordResetMail('a@b.c', '王小明 🎉', 'https://shop.example/reset?token=x');
    const other = passwordResetMail('a@b.c', '王小明 🎉', 'https://shop.example/reset?token=x', lng);
    for (const phrase of englishPhrases(`${en.subject}\n${en.text}`)) expect(`${other.subject}\n${other.text}\n${other.html}`, phrase).not.toContain(phrase);
    expect(other.html).toContain('王小明 🎉');
  });
});

const invoice: InvoiceDto = {
  id: 'inv-1',
  orderId: 'o-1',
  invoiceNumber: 'INV-12345678',
  orderNumber: 'PX12345678',
  issueDate: '2026-01-31T10:00:00.000Z',
  dueDate: '2026-02-28T10:00:00.000Z',
  status: 'partially_refunded',
  currency: 'USD',
  billingAddress: { name: '王小明 🎉', street: '12 Long Street', city: 'Cape Town', state: null, zipCode: '8001', country: 'South Africa' },
  items: [{ name: 'Galaxy A15', variant: 'Black / 128GB', quantity: 2, priceCents: 19_999, totalCents: 39_998 }],
  subtotalCents: 39_998,
  shippingCents: 0,
  dutyCents: 1_500,
  discountCents: 2_000,
  totalCents: 39_498,
  refundedCents: 1_000,
  paymentMethod: 'PayPal',
  // Shown in rand at checkout (issue 22): the 'approximately' line and the rate note follow the language too.
  shownTotal: { currency: 'ZAR', minor: 730_000, exchangeRate: 18.4823, rateFetchedAt: '2026-01-30T06:00:00.000Z' },
} as unknown as InvoiceDto;

const dir = mkdtempSync(path.join(tmpdir(), 'invoice-'));
async function pdf(lng: 'en' | 'fr' | 'zh') {
  const file = path.join(dir, `${lng}.pdf`);
  const bytes = await renderInvoicePdf(invoice, { name: 'PhoneXport', address: 'Guangzhou', email: 'care@shop.example', phone: '+86 20 3888 0000' }, lng);
  writeFileSync(file, bytes);
  return { bytes, text: execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }), fonts: execFileSync('pdffonts', [file], { encoding: 'utf8' }) };
}

describe('invoice PDF', () => {
  it('cuts text into runs by the font that has the glyphs', () => {
    expect(textRuns('Zoë 王小明 🎉!')).toEqual([
      { text: 'Zoë ', kind: 'latin' },
      { text: '王小明', kind: 'cjk' },
      { text: ' ', kind: 'latin' },
      { text: '🎉', kind: 'emoji' },
      { text: '!', kind: 'latin' },
    ]);
    expect(textRuns('👍🏽👩‍💻🇿🇦').map((r) => r.kind)).toEqual(['emoji']);
  });

  it.each(['fr', 'zh'] as const)('in %s has no English label and prints the Chinese name and the emoji with embedded fonts', async (lng) => {
    const en = await pdf('en');
    const other = await pdf(lng);
    const phrases = englishPhrases(en.text);
    expect(phrases).toContain('Bill to');
    for (const phrase of phrases) expect(other.text, phrase).not.toContain(phrase);
    for (const label of [INVOICE_TEXTS.en.subtotal, INVOICE_TEXTS.en.duty, INVOICE_TEXTS.en.refunded, INVOICE_TEXTS.en.heading]) expect(other.text).not.toContain(label);
    expect(other.text).toContain(INVOICE_TEXTS[lng].billTo);
    expect(other.text).toContain('王小明 🎉');
    // Noto Sans SC (Source Han Sans, "NotoSansHans") and Noto Emoji, embedded as subsets.
    expect(other.fonts).toMatch(/\+NotoSansHans-Regular\s+CID Type 0C\s+Identity-H\s+yes yes yes/);
    expect(other.fonts).toMatch(/\+NotoEmoji-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/);
  });

  it('keeps a Latin-only invoice small with the built-in Helvetica, and a Chinese one under 150 KB', async () => {
    const latin = await renderInvoicePdf({ ...invoice, billingAddress: { ...invoice.billingAddress, name: 'Thandi Nkosi' } }, undefined, 'fr');
    expect(latin.length).toBeLessThan(20_000);
    expect((await pdf('zh')).bytes.length).toBeLessThan(150_000);
  });
});
