/**
 * A small PayPal REST client (Orders v2, Payments v2, webhook verification) over fetch.
 * - OAuth2 client-credentials token, cached until a minute before it expires (renewed once on a 401).
 * - Every call has a timeout; a timeout, a network error or a 5xx answer is retried with the SAME
 *   PayPal-Request-Id, so PayPal applies the operation once however often we ask.
 * - Non-retryable answers throw PayPalApiError carrying PayPal's `name` and first `details[].issue`
 *   (e.g. 422 UNPROCESSABLE_ENTITY / ORDER_ALREADY_CAPTURED).
 * Amounts are strings with 2 decimals as PayPal writes them ('12.34'); see centsToPayPalValue.
 */
import { centsToDecimalString, parseDollars } from '@phonexport/domain/money';
import type { PayPalConfig } from '../../../config.ts';

export interface PayPalAmount {
  currency_code: string;
  value: string;
}

export interface PayPalCapture {
  id: string;
  status: string;
  amount: PayPalAmount;
}

export interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: {
    custom_id?: string;
    amount?: PayPalAmount;
    payments?: { captures?: PayPalCapture[] };
  }[];
}

/** A refund as PayPal answers it (and as PAYMENT.CAPTURE.REFUNDED webhooks carry it). */
export interface PayPalRefund {
  id: string;
  status: string;
  amount?: PayPalAmount;
  /** total_refunded_amount: what the capture has had refunded so far, this refund included. */
  seller_payable_breakdown?: { total_refunded_amount?: PayPalAmount };
}

export interface CreateOrderInput {
  amount: PayPalAmount;
  description: string;
  /** Our checkout id, stored on the PayPal order as custom_id. */
  customId: string;
  /** Idempotency key: the same key never creates a second PayPal order. */
  requestId: string;
}

/** The headers PayPal sends with a webhook, needed to verify it. */
export interface WebhookHeaders {
  authAlgo: string;
  certUrl: string;
  transmissionId: string;
  transmissionSig: string;
  transmissionTime: string;
}

export class PayPalApiError extends Error {
  constructor(
    readonly status: number,
    /** PayPal's error name, e.g. UNPROCESSABLE_ENTITY. */
    readonly errorName: string,
    /** The first details[].issue, e.g. ORDER_ALREADY_CAPTURED. */
    readonly issue: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** Thrown when PayPal could not be reached (timeouts, network, 5xx) after all retries. */
export class PayPalUnavailableError extends Error {}

export interface PayPalClientOptions {
  /** Per-attempt timeout in milliseconds (default 10 s). */
  timeoutMs?: number;
  /** Attempts per call, first included (default 3). */
  attempts?: number;
  /** Pause between attempts in milliseconds (default 300, doubled each time). */
  retryDelayMs?: number;
}

export interface PayPalClient {
  readonly config: PayPalConfig;
  createOrder(input: CreateOrderInput): Promise<PayPalOrder>;
  /** Captures an approved order. `requestId` makes a replay return the first capture. */
  captureOrder(orderId: string, requestId: string): Promise<PayPalOrder>;
  getOrder(orderId: string): Promise<PayPalOrder>;
  /**
   * Refunds a capture: in full without `amount`, else that amount (a partial refund). `requestId`
   * (PayPal-Request-Id) makes a replay answer the first refund instead of refunding again.
   */
  refundCapture(captureId: string, requestId: string, amount?: PayPalAmount): Promise<PayPalRefund>;
  /** True only when PayPal answers verification_status SUCCESS for this webhook body. */
  verifyWebhookSignature(headers: WebhookHeaders, rawBody: string): Promise<boolean>;
}

interface CallOptions {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  requestId?: string;
}

/** Creates the client for the given settings. */
export function createPayPalClient(config: PayPalConfig, options: PayPalClientOptions = {}): PayPalClient {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const attempts = options.attempts ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 300;
  let token: { value: string; expiresAt: number } | null = null;

  /** One HTTP exchange with retries on timeout, network error and 5xx. */
  async function send(url: string, init: RequestInit): Promise<Response> {
    let lastError = 'no attempt';
    for (let attempt = 1; attempt <= attempts; attempt++) {
      try {
        const res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
        if (res.status < 500) return res;
        lastError = `HTTP ${res.status}`;
        await res.body?.cancel();
      } catch (err) {
        lastError = (err as Error).name === 'TimeoutError' ? `timeout after ${timeoutMs} ms` : (err as Error).message;
      }
      if (attempt < attempts) await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** (attempt - 1)));
    }
    throw new PayPalUnavailableError(`PayPal did not answer (${lastError})`);
  }

  async function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return token.value;
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64');
    const res = await send(`${config.apiBase}/v1/oauth2/token`, {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw await apiError(res);
    const data = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: data.access_token, expiresAt: Date.now() + Math.max(0, data.expires_in - 60) * 1000 };
    return token.value;
  }

  async function call<T>(opts: CallOptions): Promise<T> {
    for (let round = 0; round < 2; round++) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await accessToken()}`,
        accept: 'application/json',
        prefer: 'return=representation',
      };
      if (opts.body !== undefined) headers['content-type'] = 'application/json';
      if (opts.requestId) headers['paypal-request-id'] = opts.requestId;
      const res = await send(`${config.apiBase}${opts.path}`, { method: opts.method, headers, body: opts.body });
      if (res.status === 401 && round === 0) {
        token = null; // expired or revoked: fetch a new one once
        await res.body?.cancel();
        continue;
      }
      if (!res.ok) throw await apiError(res);
      const text = await res.text();
      return (text ? JSON.parse(text) : {}) as T;
    }
    throw new PayPalApiError(401, 'AUTHENTICATION_FAILURE', null, 'PayPal refused the credentials');
  }

  return {
    config,
    createOrder: (input) =>
      call<PayPalOrder>({
        method: 'POST',
        path: '/v2/checkout/orders',
        requestId: input.requestId,
        body: JSON.stringify({
          intent: 'CAPTURE',
          purchase_units: [{ custom_id: input.customId, description: input.description, amount: input.amount }],
        }),
      }),
    captureOrder: (orderId, requestId) =>
      call<PayPalOrder>({ method: 'POST', path: `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`, requestId, body: '{}' }),
    getOrder: (orderId) => call<PayPalOrder>({ method: 'GET', path: `/v2/checkout/orders/${encodeURIComponent(orderId)}` }),
    refundCapture: (captureId, requestId, amount) =>
      call<PayPalRefund>({
        method: 'POST',
        path: `/v2/payments/captures/${encodeURIComponent(captureId)}/refund`,
        requestId,
        body: amount ? JSON.stringify({ amount }) : '{}',
      }),
    async verifyWebhookSignature(headers, rawBody) {
      if (!config.webhookId) return false;
      // The event is embedded as received: re-serialising it could change bytes PayPal signed.
      const body =
        `{"auth_algo":${JSON.stringify(headers.authAlgo)},"cert_url":${JSON.stringify(headers.certUrl)},` +
        `"transmission_id":${JSON.stringify(headers.transmissionId)},"transmission_sig":${JSON.stringify(headers.transmissionSig)},` +
        `"transmission_time":${JSON.stringify(headers.transmissionTime)},"webhook_id":${JSON.stringify(config.webhookId)},` +
        `"webhook_event":${rawBody}}`;
      const result = await call<{ verification_status?: string }>({ method: 'POST', path: '/v1/notifications/verify-webhook-signature', body });
      return result.verification_status === 'SUCCESS';
    },
  };
}

async function apiError(res: Response): Promise<PayPalApiError> {
  let data: { name?: string; message?: string; error?: string; error_description?: string; details?: { issue?: string; description?: string }[] } = {};
  try {
    data = (await res.json()) as typeof data;
  } catch {
    // not JSON
  }
  const issue = data.details?.[0]?.issue ?? null;
  const name = data.name ?? data.error ?? `HTTP_${res.status}`;
  return new PayPalApiError(res.status, name, issue, `PayPal ${res.status} ${name}${issue ? ` ${issue}` : ''}: ${data.message ?? data.error_description ?? ''}`.trim());
}

/** The first capture of a PayPal order, if any. */
export function firstCapture(order: PayPalOrder): PayPalCapture | null {
  return order.purchase_units?.[0]?.payments?.captures?.[0] ?? null;
}

/** Cents as PayPal's 2-decimal amount string: 123456 → '1234.56'. */
export function centsToPayPalValue(cents: number): string {
  if (!Number.isInteger(cents) || cents < 0) throw new Error(`invalid amount ${cents}`);
  return centsToDecimalString(cents);
}

/**
 * PayPal's amount string as cents ('1234.56' → 123456), or null when it is not a plain amount
 * with at most 2 decimals (and at most 13 whole digits, where cents stay exact numbers).
 */
export function payPalValueToCents(value: string | undefined): number | null {
  return parseDollars(value ?? '', { allowDollarSign: false, maxWholeDigits: 13 });
}
