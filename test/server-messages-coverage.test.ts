/**
 * Every message a person can be shown by the server, or by the web from the domain's rules, is in
 * the message table in all five languages (issue 23, decision 056) — a shopper's and a staff
 * member's alike: the table is checked against the code, not against a list kept by hand, so a new
 * message without translations fails here.
 * - every message constant the domain exports (`*_MESSAGE(S)`, `*_TITLE(S)`, `*_FAILED`;
 *   functions are called with sample values), the back office's included, and
 * - every message the server writes in an error (`badRequest('…')`, `notFound('…')`,
 *   `conflict('…')`, `new HttpError(…, '…')`, templates tried with sample values, message and
 *   not-found constants, the error handler's own), in storefront and back office files alike
 *   (only answers written for a machine are left out: FOR_MACHINES),
 * - every contract's 404 message, and the literal messages of the request schemas (domain and
 *   contracts).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTranslated, translateMessage } from '@phonexport/domain/server-messages';

const ROOT = join(import.meta.dirname, '..');
const IMPORT_CONFLICT_RUNNING = 'This import is already running.';
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

/**
 * Messages the server writes for machines, never shown to a person: the payment provider's webhook,
 * and answers to requests the web never sends (a body that is not UTF-8, nested past the limit or
 * without a multipart boundary, a wrong Content-Type, an unknown API route). Templates as written.
 */
const FOR_MACHINES = new Set([
  'Invalid webhook body',
  'Invalid webhook signature',
  'The request body is not valid UTF-8.',
  'The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).',
  'The multipart body has no valid boundary: send Content-Type multipart/form-data; boundary=… (1 to 70 characters).',
  'Send the body as ${contract.body.contentType}.',
  'Route ${req.method} ${pathname} not found',
  // The service worker asks for the offline page of a language the page itself names (web/pwa-routes.ts).
  "No offline page in '${language}'",
]);
/** Template messages whose answer a person never reads as written: a field's message, translated on its own, becomes the answer's message (http/errors.ts). */
const FIELD_MESSAGE_TEMPLATES = new Set(['${field}: ${CONTROL_CHARACTER_MESSAGE}']);
/** Values put into a template message's `${…}` to try it: one of them must give a text the table knows. */
const SAMPLES = ['ZM', '7', 'Galaxy A55'];

/**
 * Messages of the server's own files, the storefront's and the back office's alike: literals and
 * templates given to the error constructors (a template is tried with SAMPLES), `…MESSAGE = '…'` and
 * `…NOT_FOUND = '…'` constants, and the members of `…_MESSAGES = {…}` and `…_CONFLICT = {…}` objects.
 */
function serverMessages(): { where: string; text: string }[] {
  const dir = join(ROOT, 'apps/server/src');
  const files = (readdirSync(dir, { recursive: true }) as string[]).filter((f) => f.endsWith('.ts') && !/cli|seed|bench|^config\.ts/.test(f));
  const out: { where: string; text: string }[] = [];
  const call = /\b(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*'([^']+)'|new HttpError\(\s*\d+,\s*'([^']+)'|=\s*\(message = '([^']+)'\)|'2\d{3}[0-9A-Z]': '([^']+)'|(?:MESSAGE|NOT_FOUND) = '([^']+)'|message: '([^']+)' \}\);?$/gm;
  const template = /\b(?:badRequest|unauthorized|forbidden|notFound|conflict)\(\s*`([^`]+)`|new HttpError\(\s*\d+,\s*`([^`]+)`/g;
  const block = /const [A-Z_]+(?:MESSAGES|CONFLICT) = \{([\s\S]*?)\n\}/g;
  const add = (where: string, message: string) => {
    if (!FOR_MACHINES.has(message)) out.push({ where, text: message });
  };
  const addTemplate = (where: string, raw: string) => {
    if (FIELD_MESSAGE_TEMPLATES.has(raw) || FOR_MACHINES.has(raw)) return;
    const tries = SAMPLES.map((sample) => raw.replace(/\$\{[^}]+\}/g, sample));
    add(where, tries.find((x) => isTranslated(x)) ?? tries[0]!);
  };
  for (const f of files) {
    const text = readFileSync(join(dir, f), 'utf8');
    for (const m of text.matchAll(call)) add(f, m.slice(1).find(Boolean)!);
    for (const m of text.matchAll(template)) addTemplate(f, m.slice(1).find(Boolean)!);
    for (const b of text.matchAll(block)) {
      for (const m of b[1]!.matchAll(/^\s+\w+: '([^']+)',?$/gm)) add(f, m[1]!);
      for (const m of b[1]!.matchAll(/^\s+\w+: `([^`]+)`,?$/gm)) addTemplate(f, m[1]!);
    }
  }
  return out;
}

/** The 404 message of every contract (`notFoundMessage`: an unknown id, slug or token). */
async function contractNotFoundMessages(): Promise<{ where: string; text: string }[]> {
  const dir = join(ROOT, 'packages/contracts/src');
  const out: { where: string; text: string }[] = [];
  for (const f of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
    const mod = (await import(join(dir, f))) as Record<string, unknown>;
    const seen = new Set<unknown>();
    const walk = (v: unknown, depth: number) => {
      if (!v || typeof v !== 'object' || seen.has(v) || depth > 4) return;
      seen.add(v);
      const message = (v as { notFoundMessage?: unknown }).notFoundMessage;
      if (typeof message === 'string') out.push({ where: f, text: message });
      if (Object.getPrototypeOf(v) === Object.prototype) for (const vv of Object.values(v)) walk(vv, depth + 1);
    };
    for (const value of Object.values(mod)) walk(value, 0);
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
    expect(messages.some((m) => m.text === IMPORT_CONFLICT_RUNNING)).toBe(true);
    expect(messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it('every contract\'s 404 message', async () => {
    const messages = await contractNotFoundMessages();
    expect(messages.map((m) => m.text)).toContain('Brand not found');
    expect(messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });

  it('every literal message of the request schemas', () => {
    const messages = schemaMessages();
    expect(messages.length).toBeGreaterThan(40);
    expect(messages.map((m) => m.text)).toContain('Priority must be between 1 and 10');
    expect(messages.filter((m) => !isTranslated(m.text)).map((m) => `${m.where}: ${m.text}`)).toEqual([]);
  });
});
