/**
 * Every message a shopper can be shown by the server, or by the web from the domain's rules, is in
 * the message table in all five languages (issue 23, decision 056): the table is checked against
 * the code, not against a list kept by hand, so a new message without translations fails here.
 * - every customer-facing message constant the domain exports (`*_MESSAGE(S)`, `*_TITLE(S)`,
 *   `*_FAILED`; functions are called with sample values), and
 * - every message literal the server writes in an error (`badRequest('…')`, `notFound('…')`,
 *   `conflict('…')`, `new HttpError(…, '…')`, the error handler's own) outside the back office's
 *   files, and the literal messages of the customer-facing request schemas.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTranslated, translateMessage } from '@phonexport/domain/server-messages';

const ROOT = join(import.meta.dirname, '..');
const DOMAIN = join(ROOT, 'packages/domain/src');

/** Constants written for staff only (back office screens, and its refund and moderation flows), with no shopper reading them. */
// Catalog imports, order-status corrections, exchange-rate settings and staff accounts are back-office actions (issues 22 and 24).
const STAFF_ONLY = new Set(['ADMIN_MESSAGES', 'BRAND_MESSAGES', 'REFUND_MESSAGES', 'REVIEW_ERROR_TITLES', 'LIVE_MESSAGES', 'IMPORT_FILE_MESSAGES', 'IMPORT_ISSUES', 'RATE_MESSAGES', 'STAFF_MESSAGES', 'RETURN_STAFF_MESSAGES']);
/** Members of customer-facing constants that only the back office shows. */
const STAFF_ONLY_MEMBERS = new Set([
  'REVIEW_MESSAGES.adminLoadFailed',
  'REVIEW_MESSAGES.adminRepliesLoadFailed',
  'REVIEW_MESSAGES.updateFailed',
  'REVIEW_MESSAGES.deleteFailed',
  'REVIEW_MESSAGES.updateReplyFailed',
  'REVIEW_MESSAGES.deleteReplyFailed',
  'REVIEW_MESSAGES.updated',
  'REVIEW_MESSAGES.deleted',
  'REVIEW_MESSAGES.deleteReviewConfirm',
  'REVIEW_MESSAGES.deleteReplyConfirm',
  'REVIEW_MESSAGES.onlyPending',
  'CHAT_MESSAGES.closeFailed',
  'CHAT_MESSAGES.selectConversation',
  'PROFILE_MESSAGES.noUser',
]);
/** Texts the web translates in its own locale files (order status events shown on /track-order). */
const WEB_LOCALES = new Set(['ORDER_TRACKING_TEXTS']);

async function domainMessages(): Promise<{ name: string; text: string }[]> {
  const out: { name: string; text: string }[] = [];
  for (const file of readdirSync(DOMAIN).filter((f) => f.endsWith('.ts') && !f.startsWith('server-messages'))) {
    const mod = (await import(join(DOMAIN, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!/(MESSAGES?|TITLES?|TEXTS?|_FAILED)$/.test(name) || STAFF_ONLY.has(name) || WEB_LOCALES.has(name)) continue;
      const walk = (path: string, v: unknown) => {
        if (STAFF_ONLY_MEMBERS.has(path)) return;
        if (typeof v === 'string') out.push({ name: path, text: v });
        else if (typeof v === 'function') {
          // Called with a file name then numbers, and with numbers only: the one whose text the table knows counts.
          const f = v as (...a: unknown[]) => unknown;
          const samples = [f(...Array.from({ length: v.length }, (_, i) => (i === 0 ? 'photo.png' : 1200))), f(...Array.from({ length: v.length }, () => 7))].filter((x): x is string => typeof x === 'string');
          out.push({ name: `${path}()`, text: samples.find((x) => isTranslated(x)) ?? samples[0]! });
        } else if (v && typeof v === 'object') for (const [k, vv] of Object.entries(v)) walk(`${path}.${k}`, vv);
      };
      walk(name, value);
    }
  }
  return out;
}

/**
 * Messages the server writes for staff (back office actions in shared files) or for machines (the
 * payment provider's webhook), never shown to a shopper.
 */
const NOT_FOR_SHOPPERS = new Set([
  'Add at least one variant with color, storage, price and stock',
  'Choose an image file to upload',
  'Admins answer chats from the Live Chat screen.',
  'Customer not found',
  'Invalid webhook body',
  'Invalid webhook signature',
  'This order has no payment to refund.',
  'This order already has a different tracking number.',
]);

/** String literals given to the server's error constructors, outside the back office's own files. */
function serverMessages(): { where: string; text: string }[] {
  const dir = join(ROOT, 'apps/server/src');
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !/admin|audit|reports|customers|shop-settings|cli|seed|bench|^config\.ts/.test(f));
  const out: { where: string; text: string }[] = [];
  const call = /\b(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*'([^']+)'|new HttpError\(\s*\d+,\s*'([^']+)'|=\s*\(message = '([^']+)'\)|'2\d{3}[0-9A-Z]': '([^']+)'|MESSAGE = '([^']+)'|message: '([^']+)' \}\);?$/gm;
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(call)) {
      const message = m.slice(1).find(Boolean)!;
      if (!NOT_FOR_SHOPPERS.has(message)) out.push({ where: f, text: message });
    }
  }
  return out;
}

/** Literal messages of the customer-facing request schemas (domain *-schemas.ts, validation, api; contracts). */
function schemaMessages(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const dirs = [DOMAIN, join(ROOT, 'packages/contracts/src')];
  for (const dir of dirs) {
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !/admin|server-messages|product-import|order-status|exchange-rates|staff/.test(f))) {
      const text = readFileSync(join(dir, f), 'utf8');
      for (const m of text.matchAll(/(?:message: |\.(?:min|max|regex|refine|email|length|nonempty|int|positive|url)\([^)]*?,\s*)'([^']+)'/g)) {
        if (!/admin/i.test(m[1]!)) out.push({ where: f, text: m[1]! });
      }
    }
  }
  return out;
}

describe('the message table covers every customer-facing message', () => {
  it('every customer-facing message constant of the domain, in es, fr, de and zh', async () => {
    const messages = await domainMessages();
    expect(messages.length).toBeGreaterThan(120);
    const missing = messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.name}: ${m.text}`);
    expect(missing).toEqual([]);
    for (const m of messages) for (const lng of ['es', 'fr', 'de', 'zh'] as const) expect(translateMessage(m.text, lng), `${m.name} ${lng}`).not.toBe(m.text);
  });

  it('every message the server writes in a storefront route or its error handler', () => {
    const messages = serverMessages();
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it("every literal message of the customer-facing request schemas", () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(2);
    expect(messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });
});
