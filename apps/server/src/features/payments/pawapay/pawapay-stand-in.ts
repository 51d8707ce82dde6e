/**
 * A local stand-in for pawaPay's Merchant API v2 (issue 25, decision 065), written from pawaPay's
 * published API reference and its sandbox behaviour: used by the API tests, the browser journeys
 * and `npm start` outside production without PAWAPAY_API_TOKEN (the checkout then says test mode).
 *
 * Endpoints: POST /v2/predict-provider, GET /v2/active-conf, POST /v2/deposits,
 * GET /v2/deposits/{id}, POST /v2/refunds, GET /v2/refunds/{id}. Final deposits and refunds are
 * POSTed to the callback URL (signed with RFC 9421 + Content-Digest when a signing key is given).
 *
 * Sandbox numbers (pawaPay's test MSISDNs follow one pattern per operator: the number ends in a
 * code): …019 PAYER_LIMIT_REACHED, …029 PAYER_NOT_FOUND, …039 PAYMENT_NOT_APPROVED,
 * …049 INSUFFICIENT_BALANCE, …069 UNSPECIFIED_FAILURE, …129 stays SUBMITTED (never a callback),
 * anything else (…789) COMPLETED. E.g. Zambia MTN 260763456789 succeeds, 260763456039 is declined.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSigner, httpbis } from 'http-message-signatures';
import { contentDigestOf, type PawaPayDeposit, type PawaPayRefund } from './pawapay-client.ts';

/** Operators of the stand-in: country (alpha-3), calling code, national prefixes, currency, decimals, limits. */
const OPERATORS = [
  { provider: 'MTN_MOMO_ZMB', country: 'ZMB', code: '260', prefixes: ['76', '96'], currency: 'ZMW', decimals: 'TWO_PLACES', min: '1', max: '50000' },
  { provider: 'AIRTEL_OAPI_ZMB', country: 'ZMB', code: '260', prefixes: ['77', '97'], currency: 'ZMW', decimals: 'TWO_PLACES', min: '1', max: '50000' },
  { provider: 'ZAMTEL_ZMB', country: 'ZMB', code: '260', prefixes: ['95'], currency: 'ZMW', decimals: 'TWO_PLACES', min: '1', max: '50000' },
  { provider: 'AIRTEL_MWI', country: 'MWI', code: '265', prefixes: ['99', '98'], currency: 'MWK', decimals: 'NONE', min: '100', max: '5000000' },
  { provider: 'TNM_MWI', country: 'MWI', code: '265', prefixes: ['88', '89'], currency: 'MWK', decimals: 'NONE', min: '100', max: '5000000' },
  { provider: 'VODACOM_LSO', country: 'LSO', code: '266', prefixes: ['5'], currency: 'LSL', decimals: 'TWO_PLACES', min: '1', max: '30000' },
] as const;

const OUTCOMES: Record<string, { status: 'FAILED' | 'SUBMITTED'; failureCode?: string }> = {
  '019': { status: 'FAILED', failureCode: 'PAYER_LIMIT_REACHED' },
  '029': { status: 'FAILED', failureCode: 'PAYER_NOT_FOUND' },
  '039': { status: 'FAILED', failureCode: 'PAYMENT_NOT_APPROVED' },
  '049': { status: 'FAILED', failureCode: 'INSUFFICIENT_BALANCE' },
  '069': { status: 'FAILED', failureCode: 'UNSPECIFIED_FAILURE' },
  '129': { status: 'SUBMITTED' },
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

export interface PawaPayStandInOptions {
  /** The token requests must carry (Bearer); default 'stand-in-token'. */
  apiToken?: string;
  /** Where final deposits and refunds are POSTed; null: nowhere (set later with setCallbackUrl). */
  callbackUrl?: string | null;
  /** A private key (PEM, P-256) to sign callbacks with; callbacks unsigned without one. */
  signingKeyPem?: string | null;
  /** Delay before a deposit or refund becomes final (ms, default 150: the phone's approval). */
  finalDelayMs?: number;
}

export interface PawaPayStandIn {
  url: string;
  apiToken: string;
  deposits: Map<string, PawaPayDeposit & { operatorConfirmed: boolean }>;
  refunds: Map<string, PawaPayRefund>;
  /** Callbacks sent (deposits and refunds), in order. */
  sentCallbacks: { body: string; status: number | null }[];
  /** False: no callback is ever sent (the shop must poll). */
  callbacks: boolean;
  /** The next deposit is recorded but its answer is lost (the connection is dropped). */
  loseNextDepositAnswer: boolean;
  /** The next deposit request is lost before pawaPay records it (the connection is dropped; GET answers NOT_FOUND). */
  loseNextDepositRequest: boolean;
  /** Operators reported CLOSED by active-conf and refused (PROVIDER_TEMPORARILY_UNAVAILABLE). */
  closedOperators: Set<string>;
  /**
   * Refunds sent from now on end FAILED with this failureCode (pawaPay's refund statuses: ACCEPTED,
   * then COMPLETED or FAILED); null (default): they complete.
   */
  failRefunds: string | null;
  /** Makes a deposit still waiting (…129, SUBMITTED) final now, as the phone's late answer would, and sends its callback. */
  finishDeposit(depositId: string, outcome?: { failureCode: string }): Promise<void>;
  setCallbackUrl(url: string | null): void;
  /** Sends a deposit's (or refund's) final callback again, as pawaPay's "resend callback" does. */
  resendCallback(id: string): Promise<void>;
  /** Posts any body as a callback, signed like the real ones (tests of out-of-order callbacks). */
  postCallback(payload: unknown): Promise<number | null>;
  close(): Promise<void>;
}

/** Starts the stand-in on 127.0.0.1 at a port the system picks. */
export async function startPawaPayStandIn(options: PawaPayStandInOptions = {}): Promise<PawaPayStandIn> {
  const apiToken = options.apiToken ?? 'stand-in-token';
  const finalDelayMs = options.finalDelayMs ?? 150;
  const signer = options.signingKeyPem ? createSigner(crypto.createPrivateKey(options.signingKeyPem), 'ecdsa-p256-sha256', 'stand-in-key') : null;
  let callbackUrl = options.callbackUrl ?? null;
  const timers = new Set<NodeJS.Timeout>();
  const pending = new Set<Promise<unknown>>();

  const postCallback = async (payload: unknown): Promise<number | null> => {
    if (!callbackUrl) return null;
    const body = JSON.stringify(payload);
    const url = new URL(callbackUrl);
    let headers: Record<string, string> = { 'content-type': 'application/json', 'content-digest': contentDigestOf(body) };
    if (signer) {
      const signed = await httpbis.signMessage(
        { key: signer, fields: ['@method', '@authority', '@path', 'content-digest', 'content-type'], params: ['created', 'keyid', 'alg'] },
        { method: 'POST', url: url.toString(), headers },
      );
      headers = signed.headers as Record<string, string>;
      headers['signature-date'] = new Date().toISOString();
    }
    let status: number | null;
    try {
      const res = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(10_000) });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = null;
    }
    standIn.sentCallbacks.push({ body, status });
    return status;
  };

  const later = (fn: () => Promise<unknown> | void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      const p = Promise.resolve(fn()).catch(() => {});
      pending.add(p);
      void p.finally(() => pending.delete(p));
    }, finalDelayMs);
    timers.add(timer);
  };

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      if (req.headers.authorization !== `Bearer ${apiToken}`) {
        send(res, 401, { status: 'REJECTED', failureReason: { failureCode: 'AUTHENTICATION_ERROR', failureMessage: 'The API token in the request is invalid.' } });
        return;
      }
      let body: Record<string, unknown> = {};
      if (chunks.length) {
        try {
          body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
        } catch {
          send(res, 400, { status: 'REJECTED', failureReason: { failureCode: 'INVALID_INPUT', failureMessage: 'Not JSON' } });
          return;
        }
      }
      route(req.method ?? 'GET', url, body, res);
    });
  });

  const reject = (res: http.ServerResponse, failureCode: string, failureMessage: string, extra: Record<string, unknown> = {}) =>
    send(res, 200, { ...extra, status: 'REJECTED', failureReason: { failureCode, failureMessage } });

  const operatorOf = (msisdn: string) => OPERATORS.find((o) => msisdn.startsWith(o.code) && o.prefixes.some((p) => msisdn.slice(o.code.length).startsWith(p))) ?? null;

  const decimalsOk = (amount: string, decimals: string) => (decimals === 'NONE' ? /^\d+$/.test(amount) : /^\d+(\.\d{1,2})?$/.test(amount));

  function route(method: string, url: URL, body: Record<string, unknown>, res: http.ServerResponse) {
    if (method === 'POST' && url.pathname === '/v2/predict-provider') {
      const digits = String(body.phoneNumber ?? '').replace(/[\s+()-]/g, '');
      const op = /^\d{9,15}$/.test(digits) ? operatorOf(digits) : null;
      if (!op) return send(res, 400, { failureReason: { failureCode: 'INVALID_PHONE_NUMBER', failureMessage: 'The phone number could not be matched to a provider.' } });
      return send(res, 200, { country: op.country, provider: op.provider, phoneNumber: digits });
    }
    if (method === 'GET' && url.pathname === '/v2/active-conf') {
      const countries = [...new Set(OPERATORS.map((o) => o.country))].map((country) => ({
        country,
        prefix: OPERATORS.find((o) => o.country === country)!.code,
        providers: OPERATORS.filter((o) => o.country === country).map((o) => ({
          provider: o.provider,
          currencies: [
            {
              currency: o.currency,
              operationTypes: {
                DEPOSIT: { minAmount: o.min, maxAmount: o.max, decimalsInAmount: o.decimals, status: standIn.closedOperators.has(o.provider) ? 'CLOSED' : 'OPERATIONAL' },
              },
            },
          ],
        })),
      }));
      return send(res, 200, { companyName: 'Stand-in', countries });
    }
    if (method === 'POST' && url.pathname === '/v2/deposits') {
      if (standIn.loseNextDepositRequest) {
        standIn.loseNextDepositRequest = false;
        res.socket?.destroy();
        return;
      }
      const depositId = String(body.depositId ?? '');
      const payer = body.payer as { type?: string; accountDetails?: { phoneNumber?: string; provider?: string } } | undefined;
      const amount = String(body.amount ?? '');
      const currency = String(body.currency ?? '');
      const message = body.customerMessage === undefined ? null : String(body.customerMessage);
      if (!UUID.test(depositId)) return send(res, 400, { depositId, status: 'REJECTED', failureReason: { failureCode: 'INVALID_PARAMETER', failureMessage: 'depositId must be a UUIDv4' } });
      if (standIn.deposits.has(depositId)) {
        if (standIn.loseNextDepositAnswer) {
          standIn.loseNextDepositAnswer = false;
          res.socket?.destroy();
          return;
        }
        return send(res, 200, { depositId, status: 'DUPLICATE_IGNORED', created: standIn.deposits.get(depositId)!.created });
      }
      const phone = payer?.accountDetails?.phoneNumber ?? '';
      const op = OPERATORS.find((o) => o.provider === payer?.accountDetails?.provider);
      if (!op) return reject(res, 'INVALID_PROVIDER', 'Unknown provider', { depositId });
      if (operatorOf(phone)?.provider !== op.provider) return reject(res, 'INVALID_PHONE_NUMBER', 'The number is not of this provider', { depositId });
      if (currency !== op.currency) return reject(res, 'INVALID_CURRENCY', `${op.provider} takes ${op.currency}`, { depositId });
      if (!decimalsOk(amount, op.decimals)) return reject(res, 'INVALID_AMOUNT', `Amount ${amount} has too many decimals for ${op.provider}`, { depositId });
      if (Number(amount) < Number(op.min) || Number(amount) > Number(op.max)) return reject(res, 'AMOUNT_OUT_OF_BOUNDS', `Amount must be between ${op.min} and ${op.max}`, { depositId });
      if (message !== null && !/^[A-Za-z0-9 ]{4,22}$/.test(message)) return reject(res, 'INVALID_PARAMETER', 'customerMessage must be 4-22 letters, digits or spaces', { depositId });
      if (standIn.closedOperators.has(op.provider)) return reject(res, 'PROVIDER_TEMPORARILY_UNAVAILABLE', 'The provider is not available', { depositId });
      const created = new Date().toISOString();
      const deposit = {
        depositId,
        status: 'ACCEPTED' as PawaPayDeposit['status'],
        amount,
        currency,
        country: op.country,
        payer: { type: 'MMO' as const, accountDetails: { phoneNumber: phone, provider: op.provider } },
        created,
        operatorConfirmed: false,
      };
      standIn.deposits.set(depositId, deposit);
      const outcome = OUTCOMES[phone.slice(-3)];
      later(async () => {
        if (outcome?.status === 'SUBMITTED') {
          deposit.status = 'SUBMITTED';
          return;
        }
        if (outcome) {
          Object.assign(deposit, { status: 'FAILED', failureReason: { failureCode: outcome.failureCode!, failureMessage: 'Sandbox outcome' } });
        } else {
          Object.assign(deposit, { status: 'COMPLETED', providerTransactionId: `MP${crypto.randomInt(10 ** 9, 10 ** 10 - 1)}` });
        }
        deposit.operatorConfirmed = true;
        if (standIn.callbacks) await postCallback(publicDeposit(deposit));
      });
      if (standIn.loseNextDepositAnswer) {
        standIn.loseNextDepositAnswer = false;
        res.socket?.destroy();
        return;
      }
      return send(res, 200, { depositId, status: 'ACCEPTED', created });
    }
    const depositMatch = /^\/v2\/deposits\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && depositMatch) {
      const found = standIn.deposits.get(decodeURIComponent(depositMatch[1]!));
      return send(res, 200, found ? { status: 'FOUND', data: publicDeposit(found) } : { status: 'NOT_FOUND' });
    }
    if (method === 'POST' && url.pathname === '/v2/refunds') {
      const refundId = String(body.refundId ?? '');
      const depositId = String(body.depositId ?? '');
      const amount = String(body.amount ?? '');
      const currency = String(body.currency ?? '');
      if (!UUID.test(refundId)) return send(res, 400, { refundId, status: 'REJECTED', failureReason: { failureCode: 'INVALID_PARAMETER', failureMessage: 'refundId must be a UUIDv4' } });
      if (standIn.refunds.has(refundId)) return send(res, 200, { refundId, status: 'DUPLICATE_IGNORED' });
      const deposit = standIn.deposits.get(depositId);
      if (!deposit || deposit.status !== 'COMPLETED') return reject(res, 'DEPOSIT_NOT_FOUND', 'No completed deposit with this id', { refundId });
      if (currency !== deposit.currency) return reject(res, 'INVALID_CURRENCY', 'Currency differs from the deposit', { refundId });
      const op = OPERATORS.find((o) => o.provider === deposit.payer?.accountDetails.provider)!;
      if (!decimalsOk(amount, op.decimals) || Number(amount) <= 0) return reject(res, 'INVALID_AMOUNT', 'Invalid amount', { refundId });
      const refundedBefore = [...standIn.refunds.values()].filter((r) => r.depositId === depositId && r.status !== 'FAILED').reduce((s, r) => s + Number(r.amount), 0);
      if (refundedBefore + Number(amount) > Number(deposit.amount) + 1e-9) return reject(res, 'AMOUNT_TOO_LARGE', 'More than what is left of the deposit', { refundId });
      const refund: PawaPayRefund = { refundId, depositId, status: 'ACCEPTED', amount, currency };
      standIn.refunds.set(refundId, refund);
      const failWith = standIn.failRefunds;
      later(async () => {
        if (failWith) Object.assign(refund, { status: 'FAILED', failureReason: { failureCode: failWith, failureMessage: 'Sandbox refund failure' } });
        else refund.status = 'COMPLETED';
        if (standIn.callbacks) await postCallback(refund);
      });
      return send(res, 200, { refundId, status: 'ACCEPTED', created: new Date().toISOString() });
    }
    const refundMatch = /^\/v2\/refunds\/([^/]+)$/.exec(url.pathname);
    if (method === 'GET' && refundMatch) {
      const found = standIn.refunds.get(decodeURIComponent(refundMatch[1]!));
      return send(res, 200, found ? { status: 'FOUND', data: found } : { status: 'NOT_FOUND' });
    }
    return send(res, 404, { failureReason: { failureCode: 'NOT_FOUND', failureMessage: 'No such endpoint' } });
  }

  const publicDeposit = (d: PawaPayDeposit & { operatorConfirmed?: boolean }): PawaPayDeposit => {
    const { operatorConfirmed: _ignored, ...rest } = d;
    return rest;
  };

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const standIn: PawaPayStandIn = {
    url: `http://127.0.0.1:${port}`,
    apiToken,
    deposits: new Map(),
    refunds: new Map(),
    sentCallbacks: [],
    callbacks: true,
    loseNextDepositAnswer: false,
    loseNextDepositRequest: false,
    closedOperators: new Set(),
    failRefunds: null,
    async finishDeposit(depositId, outcome) {
      const deposit = standIn.deposits.get(depositId);
      if (!deposit || (deposit.status !== 'SUBMITTED' && deposit.status !== 'ACCEPTED')) throw new Error(`No waiting deposit ${depositId}`);
      if (outcome) Object.assign(deposit, { status: 'FAILED', failureReason: { failureCode: outcome.failureCode, failureMessage: 'Sandbox outcome' } });
      else Object.assign(deposit, { status: 'COMPLETED', providerTransactionId: `MP${crypto.randomInt(10 ** 9, 10 ** 10 - 1)}` });
      deposit.operatorConfirmed = true;
      if (standIn.callbacks) await postCallback(publicDeposit(deposit));
    },
    setCallbackUrl(next) {
      callbackUrl = next;
    },
    async resendCallback(id) {
      const deposit = standIn.deposits.get(id);
      if (deposit) await postCallback(publicDeposit(deposit));
      const refund = standIn.refunds.get(id);
      if (refund) await postCallback(refund);
    },
    postCallback,
    async close() {
      for (const t of timers) clearTimeout(t);
      await Promise.allSettled([...pending]);
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return standIn;
}
