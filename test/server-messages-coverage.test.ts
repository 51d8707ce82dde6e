/**
 * Every message a person can be shown by the server, or by the web from the domain's rules, is in
 * the message table in all five languages (issue 23, decision 056) — a shopper's and a staff
 * member's alike: the table is checked against the code, not against a list kept by hand, so a new
 * message without translations fails here.
 * - every message constant the domain exports (`*_MESSAGE(S)`, `*_TITLE(S)`, `*_FAILED`;
 *   functions are called with sample values), the back office's included, and
 * - every message literal the server writes in an error (`badRequest('…')`, `notFound('…')`,
 *   `conflict('…')`, `new HttpError(…, '…')`, the error handler's own), in storefront and back
 *   office files alike (only the payment webhook's answers, written for a machine, are left out),
 *   and the literal messages of the request schemas (domain and contracts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTranslated, translateMessage } from '@phonexport/domain/server-messages';

const ROOT = join(import.meta.dirname, '..');
const DOMAIN = join(ROOT, 'packages/domain/src');

/** Texts the web translates in its own locale files (order status events shown on /track-order). */
const WEB_LOCALES = new Set(['ORDER_TRACKING_TEXTS']);

async function domainMessages(): Promise<{ name: string; text: string }[]> {
  const out: { name: string; text: string }[] = [];
  for (const file of readdirSync(DOMAIN).filter((f) => f.endsWith('.ts') && !f.startsWith('server-messages'))) {
    const mod = (await import(join(DOMAIN, file))) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod)) {
      if (!/(MESSAGES?|TITLES?|TEXTS?|_FAILED)$/.test(name) || WEB_LOCALES.has(name)) continue;
      const walk = (path: string, v: unknown) => {
        if (typeof v === 'string') out.push({ name: path, text: v });
        else if (typeof v === 'function') {
          // Called with a file name then numbers, with numbers only, and with lists of names (a function
          // that throws on one kind of value is skipped for it): the one whose text the table knows counts.
          const f = v as (...a: unknown[]) => unknown;
          const call = (args: unknown[]) => {
            try {
              return f(...args);
            } catch {
              return undefined;
            }
          };
          const samples = [
            call(Array.from({ length: v.length }, (_, i) => (i === 0 ? 'photo.png' : 1200))),
            call(Array.from({ length: v.length }, () => 7)),
            call(Array.from({ length: v.length }, () => ['a.csv', 'b.csv'])),
          ].filter((x): x is string => typeof x === 'string');
          expect(samples.length, `${path}() gives a message for one of the samples`).toBeGreaterThan(0);
          out.push({ name: `${path}()`, text: samples.find((x) => isTranslated(x)) ?? samples[0]! });
        } else if (v && typeof v === 'object') for (const [k, vv] of Object.entries(v)) walk(`${path}.${k}`, vv);
      };
      walk(name, value);
    }
  }
  return out;
}

/** Messages the server writes for machines (the payment provider's webhook), never shown to a person. */
const FOR_MACHINES = new Set(['Invalid webhook body', 'Invalid webhook signature']);

/** String literals given to the server's error constructors, the storefront's and the back office's alike. */
function serverMessages(): { where: string; text: string }[] {
  const dir = join(ROOT, 'apps/server/src');
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !/cli|seed|bench|^config\.ts/.test(f));
  const out: { where: string; text: string }[] = [];
  const call = /\b(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*'([^']+)'|new HttpError\(\s*\d+,\s*'([^']+)'|=\s*\(message = '([^']+)'\)|'2\d{3}[0-9A-Z]': '([^']+)'|MESSAGE = '([^']+)'|message: '([^']+)' \}\);?$/gm;
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(call)) {
      const message = m.slice(1).find(Boolean)!;
      if (!FOR_MACHINES.has(message)) out.push({ where: f, text: message });
    }
  }
  return out;
}

/**
 * Literal messages of the request schemas (domain and contracts, storefront and back office):
 * `{ error: '…' }`, `message: '…'` and a check's message (`.min(1, '…')`, `.int('…')`), comments left out.
 */
function schemaMessages(): { where: string; text: string }[] {
  const out: { where: string; text: string }[] = [];
  const dirs = [DOMAIN, join(ROOT, 'packages/contracts/src')];
  for (const dir of dirs) {
    for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.startsWith('server-messages'))) {
      const text = readFileSync(join(dir, f), 'utf8').replace(/^\s*(?:\*|\/\/|\/\*\*).*$/gm, '');
      for (const m of text.matchAll(/(?:error: |message: |\.(?:min|max|regex|refine|email|length|nonempty|int|positive|url)\((?:[^)]*?,\s*)?)'([^']+)'/g)) out.push({ where: f, text: m[1]! });
    }
  }
  return out;
}

describe('the message table covers every message a shopper or a staff member reads', () => {
  it('every message constant of the domain, the back office\'s included, in es, fr, de and zh', async () => {
    const messages = await domainMessages();
    expect(messages.length).toBeGreaterThan(200);
    // The staff's constants are checked too (they were once left out).
    for (const name of ['BRAND_MESSAGES.inUse()', 'REFUND_MESSAGES.tooMuch()', 'STAFF_MESSAGES.missingPermission()', 'IMPORT_FILE_MESSAGES.zipManyCsv()', 'RATE_MESSAGES.pegged', 'REVIEW_MESSAGES.onlyPending'])
      expect(messages.map((m) => m.name)).toContain(name);
    const missing = messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.name}: ${m.text}`);
    expect(missing).toEqual([]);
    for (const m of messages) for (const lng of ['es', 'fr', 'de', 'zh'] as const) expect(translateMessage(m.text, lng), `${m.name} ${lng}`).not.toBe(m.text);
  });

  it('every message the server writes in a storefront or back-office route or its error handler', () => {
    const messages = serverMessages();
    expect(messages.length).toBeGreaterThan(20);
    expect(messages.some((m) => m.text === 'Customer not found')).toBe(true);
    expect(messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it('every literal message of the request schemas', () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(40);
    expect(messages.map((m) => m.text)).toContain('Priority must be between 1 and 10');
    expect(messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });
});
