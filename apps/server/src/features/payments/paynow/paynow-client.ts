/**
 * A thin Paynow client over fetch (issue 25, decision 070): express checkout (mobile) transactions
 * and their status. The official `paynow` npm package was not used: its URLs are fixed to Paynow's
 * live host (no API base for a stand-in), it swallows network errors (an unknown outcome must be
 * told apart from a refusal) and it brings axios.
 *
 * Paynow's protocol (developers' documentation, "Initiate a mobile transaction", "Status update",
 * "Generating hash"): messages are application/x-www-form-urlencoded; `hash` is the uppercase hex
 * SHA-512 of every other field's value, concatenated in the order they appear, followed by the
 * integration key. Amounts are decimal strings ('12.50').
 * Every call has a timeout (default 10 s); a network error, a timeout or a 5xx answer throws
 * PaynowUnreachable (the outcome is unknown: the deposit keeps its ids and is asked about later).
 */
import crypto from 'node:crypto';
import { MobileMoneyUnreachable } from '../mobile-money-gateway.ts';

/** Paynow's settings (PAYNOW_* in config.ts). */
export interface PaynowConfig {
  /** PAYNOW_INTEGRATION_ID. */
  integrationId: string;
  /** PAYNOW_INTEGRATION_KEY: signs and verifies every message's hash. */
  integrationKey: string;
  /** Origin of Paynow's interface, e.g. https://www.paynow.co.zw (PAYNOW_API_BASE). */
  apiBase: string;
  /** True for a local stand-in or any API base but Paynow's own: labelled test mode at checkout. */
  testMode: boolean;
  /** Where Paynow posts status updates; default `${PUBLIC_URL}/api/payments/paynow/result` (tests set it once their server listens). */
  resultUrl?: string;
}

/** Paynow's `method` of an express checkout. */
export type PaynowMethod = 'ecocash' | 'onemoney';

/** A transaction's status as a status update (poll answer or result post) gives it. */
export interface PaynowStatusUpdate {
  reference: string;
  paynowReference: string;
  amount: string;
  /** 'Paid', 'Awaiting Delivery', 'Delivered', 'Created', 'Sent', 'Cancelled', 'Failed', 'Disputed', 'Refunded'. */
  status: string;
  pollUrl: string;
}

/** Answer to initiating a mobile transaction. */
export type PaynowInitiation = { ok: true; pollUrl: string; paynowReference: string | null; instructions: string | null } | { ok: false; error: string };

/** The call's outcome is unknown (network, timeout, 5xx, an answer whose hash does not verify). */
export class PaynowUnreachable extends MobileMoneyUnreachable {}

/** The hash of `fields` (in their order, `hash` itself left out) with `key`: uppercase hex SHA-512. */
export function paynowHash(fields: Iterable<[string, string]>, key: string): string {
  let text = '';
  for (const [name, value] of fields) if (name.toLowerCase() !== 'hash') text += value;
  return crypto.createHash('sha512').update(text + key, 'utf8').digest('hex').toUpperCase();
}

/** True when the message's `hash` field is the hash of its other fields with `key` (constant time). */
export function paynowHashVerifies(message: URLSearchParams, key: string): boolean {
  const got = Buffer.from((message.get('hash') ?? '').toUpperCase(), 'utf8');
  const expected = Buffer.from(paynowHash(message.entries(), key), 'utf8');
  return got.length === expected.length && crypto.timingSafeEqual(got, expected);
}

/** A form body with its hash appended. */
export function signedForm(fields: [string, string][], key: string): string {
  const form = new URLSearchParams(fields);
  form.append('hash', paynowHash(fields, key));
  return form.toString();
}

/** A verified status update's fields, or null when it is not one (missing reference or status). */
export function statusUpdateOf(message: URLSearchParams): PaynowStatusUpdate | null {
  const reference = message.get('reference');
  const status = message.get('status');
  if (!reference || !status) return null;
  return { reference, paynowReference: message.get('paynowreference') ?? '', amount: message.get('amount') ?? '', status, pollUrl: message.get('pollurl') ?? '' };
}

export interface PaynowClient {
  readonly config: PaynowConfig;
  /** POST /interface/remotetransaction. Throws PaynowUnreachable when the outcome is unknown. */
  initiateMobile(tx: { reference: string; amount: string; additionalInfo: string; returnUrl: string; resultUrl: string; authEmail: string; phone: string; method: PaynowMethod }): Promise<PaynowInitiation>;
  /** Asks a poll URL (POST, as Paynow's SDKs do). Throws PaynowUnreachable; refuses a poll URL on another origin than the API base. */
  poll(pollUrl: string): Promise<PaynowStatusUpdate>;
  /** True when a received message's hash verifies with our integration key. */
  verify(message: URLSearchParams): boolean;
}

/** Creates the client; `timeoutMs` bounds each call (default 10 s). */
export function createPaynowClient(config: PaynowConfig, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): PaynowClient {
  const origin = new URL(config.apiBase).origin;
  const post = async (url: string, body: string): Promise<URLSearchParams> => {
    let res: Response;
    try {
      res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      throw new PaynowUnreachable(`Paynow POST ${url}: ${(err as Error).message}`);
    }
    if (res.status >= 500 || res.status === 429) throw new PaynowUnreachable(`Paynow POST ${url}: HTTP ${res.status}`);
    const text = await res.text().catch(() => '');
    return new URLSearchParams(text.trim());
  };
  return {
    config,
    async initiateMobile(tx) {
      const fields: [string, string][] = [
        ['id', config.integrationId],
        ['reference', tx.reference],
        ['amount', tx.amount],
        ['additionalinfo', tx.additionalInfo],
        ['returnurl', tx.returnUrl],
        ['resulturl', tx.resultUrl],
        ['authemail', tx.authEmail],
        ['phone', tx.phone],
        ['method', tx.method],
        ['status', 'Message'],
      ];
      const answer = await post(`${config.apiBase}/interface/remotetransaction`, signedForm(fields, config.integrationKey));
      const status = (answer.get('status') ?? '').toLowerCase();
      if (status === 'error') return { ok: false, error: answer.get('error') ?? 'Error' };
      // An answer that is neither, or whose hash does not verify, cannot be trusted: the outcome is unknown.
      if (status !== 'ok' || !paynowHashVerifies(answer, config.integrationKey)) throw new PaynowUnreachable('Paynow remotetransaction: answer not verified');
      const pollUrl = answer.get('pollurl') ?? '';
      if (!pollUrl.startsWith(`${origin}/`)) throw new PaynowUnreachable('Paynow remotetransaction: no poll URL of Paynow');
      return { ok: true, pollUrl, paynowReference: answer.get('paynowreference'), instructions: answer.get('instructions') };
    },
    async poll(pollUrl) {
      if (!pollUrl.startsWith(`${origin}/`)) throw new PaynowUnreachable(`Paynow poll URL not on ${origin}`);
      const answer = await post(pollUrl, '');
      const update = statusUpdateOf(answer);
      if (!update || !paynowHashVerifies(answer, config.integrationKey)) throw new PaynowUnreachable('Paynow poll: answer not verified');
      return update;
    },
    verify: (message) => paynowHashVerifies(message, config.integrationKey),
  };
}
