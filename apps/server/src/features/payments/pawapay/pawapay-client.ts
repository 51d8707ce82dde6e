/**
 * A small pawaPay Merchant API v2 client over fetch (issue 25, decision 065): predict-provider,
 * active-conf, deposits (initiate, check), refunds (initiate), and the verification of signed
 * callbacks (RFC 9421 HTTP message signatures through `http-message-signatures`, with the
 * Content-Digest of the body checked against the bytes received).
 * Every call has a timeout (default 10 s); a network error, a timeout or a 5xx answer throws
 * PawaPayUnreachable (the outcome is unknown: callers keep their ids and ask again later).
 * Amounts are strings in the operator's currency ('8650.00', MWK '17300').
 */
import crypto from 'node:crypto';
import { httpbis, createVerifier } from 'http-message-signatures';
import { MobileMoneyUnreachable, type OperatorConf } from '../mobile-money-gateway.ts';

export type { OperatorConf };

/** pawaPay's settings (PAWAPAY_* in config.ts). */
export interface PawaPayConfig {
  /** Bearer token (PAWAPAY_API_TOKEN). */
  apiToken: string;
  /** API origin, e.g. https://api.sandbox.pawapay.io (PAWAPAY_API_BASE). */
  apiBase: string;
  /** PEM public key that signs callbacks (PAWAPAY_CALLBACK_PUBLIC_KEY); null: callbacks are taken unsigned. */
  callbackPublicKey: string | null;
  /** True for the sandbox or a local stand-in: labelled test mode at checkout. */
  testMode: boolean;
}

export type PawaPayStatus = 'ACCEPTED' | 'PROCESSING' | 'IN_RECONCILIATION' | 'SUBMITTED' | 'COMPLETED' | 'FAILED';

export interface FailureReason {
  failureCode: string;
  failureMessage?: string;
}

/** A deposit as GET /v2/deposits/{id} and the deposit callback give it. */
export interface PawaPayDeposit {
  depositId: string;
  status: PawaPayStatus;
  amount: string;
  currency: string;
  country?: string;
  payer?: { type: 'MMO'; accountDetails: { phoneNumber: string; provider: string } };
  providerTransactionId?: string;
  failureReason?: FailureReason;
  created?: string;
}

/** A refund as its callback gives it. */
export interface PawaPayRefund {
  refundId: string;
  depositId?: string;
  status: PawaPayStatus;
  amount: string;
  currency: string;
  failureReason?: FailureReason;
}

/** Answer to initiating a deposit or refund. */
export interface Initiation {
  status: 'ACCEPTED' | 'REJECTED' | 'DUPLICATE_IGNORED';
  failureReason?: FailureReason;
}


/** The call's outcome is unknown (network, timeout, 5xx): ask again with the same ids. */
export class PawaPayUnreachable extends MobileMoneyUnreachable {}
/** pawaPay refused the request (4xx): a bug or a bad setting, not a customer's decline. */
export class PawaPayRefused extends Error {}

export interface PawaPayClient {
  readonly config: PawaPayConfig;
  predictProvider(phoneNumber: string): Promise<{ country: string; provider: string; phoneNumber: string } | null>;
  activeConf(): Promise<OperatorConf[]>;
  initiateDeposit(body: {
    depositId: string;
    amount: string;
    currency: string;
    payer: { type: 'MMO'; accountDetails: { phoneNumber: string; provider: string } };
    customerMessage: string;
    clientReferenceId?: string;
  }): Promise<Initiation>;
  /** The deposit, or null when pawaPay answers NOT_FOUND (it never received it). */
  checkDeposit(depositId: string): Promise<PawaPayDeposit | null>;
  initiateRefund(body: { refundId: string; depositId: string; amount: string; currency: string }): Promise<Initiation>;
  /** The refund, or null when pawaPay answers NOT_FOUND. */
  checkRefund(refundId: string): Promise<PawaPayRefund | null>;
  /**
   * Verifies a callback: with a public key configured, its Signature / Signature-Input (RFC 9421)
   * must verify and cover content-digest, and Content-Digest must match the body. Answers false
   * otherwise; true when no key is configured.
   */
  verifyCallback(req: { method: string; url: string; headers: Record<string, string | string[] | undefined> }, rawBody: string): Promise<boolean>;
}

const DECIMALS: Record<string, number> = { TWO_PLACES: 2, NONE: 0 };

/** Creates the client; `timeoutMs` bounds each call (default 10 s). */
export function createPawaPayClient(config: PawaPayConfig, { timeoutMs = 10_000 }: { timeoutMs?: number } = {}): PawaPayClient {
  const call = async <T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; json: T }> => {
    let res: Response;
    try {
      res = await fetch(`${config.apiBase}${path}`, {
        method,
        headers: { authorization: `Bearer ${config.apiToken}`, 'content-type': 'application/json', accept: 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new PawaPayUnreachable(`pawaPay ${method} ${path}: ${(err as Error).message}`);
    }
    if (res.status >= 500) throw new PawaPayUnreachable(`pawaPay ${method} ${path}: HTTP ${res.status}`);
    let json: T;
    try {
      json = (await res.json()) as T;
    } catch {
      throw new PawaPayUnreachable(`pawaPay ${method} ${path}: not JSON (HTTP ${res.status})`);
    }
    if (res.status >= 400) throw new PawaPayRefused(`pawaPay ${method} ${path}: HTTP ${res.status} ${JSON.stringify(json).slice(0, 300)}`);
    return { status: res.status, json };
  };

  const publicKey = config.callbackPublicKey ? crypto.createPublicKey(config.callbackPublicKey) : null;

  return {
    config,
    async predictProvider(phoneNumber) {
      try {
        const { json } = await call<{ country: string; provider: string; phoneNumber: string }>('POST', '/v2/predict-provider', { phoneNumber });
        return json.provider ? json : null;
      } catch (err) {
        if (err instanceof PawaPayRefused) return null; // not a number pawaPay can read
        throw err;
      }
    },
    async activeConf() {
      const { json } = await call<{
        countries?: {
          country: string;
          providers?: { provider: string; currencies?: { currency: string; operationTypes?: Record<string, { minAmount?: string; maxAmount?: string; status?: string; decimalsInAmount?: string }> }[] }[];
        }[];
      }>('GET', '/v2/active-conf?operationType=DEPOSIT');
      const out: OperatorConf[] = [];
      for (const c of json.countries ?? []) {
        for (const p of c.providers ?? []) {
          for (const cur of p.currencies ?? []) {
            const dep = cur.operationTypes?.DEPOSIT;
            if (!dep) continue;
            out.push({
              provider: p.provider,
              country: c.country,
              currency: cur.currency,
              decimals: DECIMALS[dep.decimalsInAmount ?? 'TWO_PLACES'] ?? 2,
              minAmount: dep.minAmount ?? '0',
              maxAmount: dep.maxAmount ?? '0',
              status: dep.status ?? 'OPERATIONAL',
            });
          }
        }
      }
      return out;
    },
    async initiateDeposit(body) {
      return (await call<Initiation>('POST', '/v2/deposits', body)).json;
    },
    async checkDeposit(depositId) {
      const { json } = await call<{ status: 'FOUND' | 'NOT_FOUND'; data?: PawaPayDeposit }>('GET', `/v2/deposits/${encodeURIComponent(depositId)}`);
      return json.status === 'FOUND' && json.data ? json.data : null;
    },
    async initiateRefund(body) {
      return (await call<Initiation>('POST', '/v2/refunds', body)).json;
    },
    async checkRefund(refundId) {
      const { json } = await call<{ status: 'FOUND' | 'NOT_FOUND'; data?: PawaPayRefund }>('GET', `/v2/refunds/${encodeURIComponent(refundId)}`);
      return json.status === 'FOUND' && json.data ? json.data : null;
    },
    async verifyCallback(req, rawBody) {
      if (!publicKey) return true;
      const headers: Record<string, string> = {};
      for (const [k, v] of Object.entries(req.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
      if (!headers.signature || !headers['signature-input'] || !headers['content-digest']) return false;
      if (!contentDigestMatches(headers['content-digest'], rawBody)) return false;
      const alg = publicKey.asymmetricKeyType === 'ec' ? 'ecdsa-p256-sha256' : publicKey.asymmetricKeyType === 'ed25519' ? 'ed25519' : 'rsa-pss-sha512';
      try {
        const ok = await httpbis.verifyMessage(
          {
            keyLookup: async () => ({ verify: createVerifier(publicKey, alg) }),
            requiredFields: ['content-digest'],
          },
          { method: req.method, url: req.url, headers },
        );
        return ok === true;
      } catch {
        return false;
      }
    },
  };
}

/** True when `header` (RFC 9530 Content-Digest: `sha-256=:…:` or `sha-512=:…:`) is the digest of `body`. */
export function contentDigestMatches(header: string, body: string): boolean {
  const m = /(sha-256|sha-512)=:([A-Za-z0-9+/=]+):/.exec(header);
  if (!m) return false;
  const expected = crypto.createHash(m[1] === 'sha-256' ? 'sha256' : 'sha512').update(body).digest('base64');
  const got = Buffer.from(m[2]!);
  return got.length === expected.length && crypto.timingSafeEqual(got, Buffer.from(expected));
}

/** The Content-Digest header of a body (sha-512), as pawaPay sends it. */
export function contentDigestOf(body: string): string {
  return `sha-512=:${crypto.createHash('sha512').update(body).digest('base64')}:`;
}
