/**
 * A local stand-in for the parts of PayPal's REST API the shop uses, for tests (vitest and e2e):
 * OAuth2 token, Orders v2 create / capture / get, capture refund (full, or partial with an amount),
 * webhook signature verification,
 * and a tiny stand-in of the JS SDK (`/sdk/js`) whose button creates, approves and hands the order
 * to onApprove, as PayPal's popup would.
 *
 * It keeps PayPal's idempotency rule: a POST with a PayPal-Request-Id seen before answers the first
 * answer again without doing anything. Each test programs the next answers with `program(op, ...)`:
 * - { kind: 'error', status }      answer that status (5xx or 4xx) without doing the operation;
 * - { kind: 'timeout' }            do the operation, then hold the answer past the client's timeout
 *                                  (the answer is lost; a retry with the same request id gets it);
 * - { kind: 'alreadyCaptured' }    capture: do it, but answer 422 ORDER_ALREADY_CAPTURED;
 * - { kind: 'amount', value }      capture: capture this amount instead of the order's;
 * - { kind: 'status', status }     capture: the capture gets this status (DECLINED, PENDING);
 * - { kind: 'badSignature' }       verify: answer verification_status FAILURE.
 * Webhook signatures verify when transmission_sig is STAND_IN_SIGNATURE and the webhook id matches.
 *
 * Run alone (e2e): `node --import tsx apps/server/test/stand-ins/paypal-stand-in.ts` with PORT; then
 * POST /stand-in/program { op, kind, ... } programs it over HTTP and GET /stand-in/state reads it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

export const STAND_IN_CLIENT_ID = 'stand-in-client-id';
export const STAND_IN_CLIENT_SECRET = 'stand-in-client-secret';
export const STAND_IN_WEBHOOK_ID = 'stand-in-webhook-id';
export const STAND_IN_SIGNATURE = 'stand-in-signature';

export type StandInOp = 'token' | 'create' | 'capture' | 'get' | 'refund' | 'verify' | 'sdk';

export type StandInBehaviour =
  | { kind: 'error'; status: number }
  | { kind: 'timeout' }
  | { kind: 'alreadyCaptured' }
  | { kind: 'amount'; value: string; currency?: string }
  | { kind: 'status'; status: string }
  | { kind: 'badSignature' };

interface StandInCapture {
  id: string;
  status: string;
  amount: { currency_code: string; value: string };
}

interface StandInOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  customId: string;
  description: string;
  amount: { currency_code: string; value: string };
  capture: StandInCapture | null;
}

export interface StandInRefund {
  id: string;
  captureId: string;
  requestId: string | null;
  /** The refunded amount ('12.34'; the capture's whole amount for a refund without one). */
  value: string;
}

export interface StandInCall {
  op: StandInOp;
  requestId: string | null;
  status: number;
}

export interface PayPalStandIn {
  url: string;
  port: number;
  orders: Map<string, StandInOrder>;
  refunds: StandInRefund[];
  calls: StandInCall[];
  /** How long a 'timeout' holds its answer (ms); set above the client's timeout. */
  holdMs: number;
  /** Queues behaviours for the next calls of an operation (first in, first out). */
  program(op: StandInOp, ...behaviours: StandInBehaviour[]): void;
  /** Approves an order as the customer would in PayPal's window. */
  approve(orderId: string): void;
  /** Captures that PayPal holds (captured, not refunded). */
  capturedNotRefunded(): StandInCapture[];
  reset(): void;
  close(): Promise<void>;
}

function orderJson(o: StandInOrder) {
  return {
    id: o.id,
    status: o.status,
    intent: 'CAPTURE',
    purchase_units: [
      {
        reference_id: 'default',
        custom_id: o.customId,
        description: o.description,
        amount: o.amount,
        ...(o.capture ? { payments: { captures: [o.capture] } } : {}),
      },
    ],
  };
}

const SDK_JS = (origin: string) => `/* PayPal JS SDK stand-in (tests only) */
(function () {
  var origin = ${JSON.stringify(origin)};
  window.paypal = {
    version: 'stand-in',
    Buttons: function (opts) {
      return {
        isEligible: function () { return true; },
        render: function (target) {
          var el = typeof target === 'string' ? document.querySelector(target) : target;
          var button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'PayPal';
          button.setAttribute('data-stand-in', 'paypal-button');
          button.style.cssText = 'width:100%;padding:12px;border-radius:6px;border:0;background:#ffc439;color:#003087;font:bold 16px sans-serif;cursor:pointer';
          var actions = { resolve: function () { return Promise.resolve(true); }, reject: function () { return Promise.resolve(false); } };
          button.onclick = function () {
            Promise.resolve(opts.onClick ? opts.onClick({}, actions) : true)
              .then(function (go) {
                if (go === false) return;
                return Promise.resolve(opts.createOrder({}, {})).then(function (orderID) {
                  return fetch(origin + '/stand-in/orders/' + encodeURIComponent(orderID) + '/approve', { method: 'POST' })
                    .then(function () { return opts.onApprove({ orderID: orderID }, {}); });
                });
              })
              .catch(function (err) { if (opts.onError) opts.onError(err); });
          };
          el.appendChild(button);
          return Promise.resolve();
        },
        close: function () { return Promise.resolve(); },
      };
    },
  };
})();
`;

/** Starts the stand-in on `port` (0: any free port). */
export async function startPayPalStandIn(port = 0): Promise<PayPalStandIn> {
  const orders = new Map<string, StandInOrder>();
  const refunds: StandInRefund[] = [];
  const calls: StandInCall[] = [];
  const queues = new Map<StandInOp, StandInBehaviour[]>();
  /** (op:requestId) → the first answer. */
  const replies = new Map<string, { status: number; body: unknown }>();
  const pending = new Set<NodeJS.Timeout>();
  let counter = 0;
  const newId = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${(++counter).toString().padStart(4, '0')}`;

  const standIn: PayPalStandIn = {
    url: '',
    port: 0,
    orders,
    refunds,
    calls,
    holdMs: 1500,
    program(op, ...behaviours) {
      queues.set(op, [...(queues.get(op) ?? []), ...behaviours]);
    },
    approve(orderId) {
      const o = orders.get(orderId);
      if (o && o.status === 'CREATED') o.status = 'APPROVED';
    },
    capturedNotRefunded() {
      const refunded = new Set(refunds.map((r) => r.captureId));
      return [...orders.values()].flatMap((o) => (o.capture && o.capture.status === 'COMPLETED' && !refunded.has(o.capture.id) ? [o.capture] : []));
    },
    reset() {
      queues.clear();
      calls.length = 0;
    },
    async close() {
      for (const t of pending) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json') {
    if (res.writableEnded || res.destroyed) return;
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' });
    res.end(typeof body === 'string' ? body : JSON.stringify(body));
  }

  function issue(status: number, name: string, issueName: string, description = issueName) {
    return { status, body: { name, message: description, details: [{ issue: issueName, description }] } };
  }

  function perform(op: StandInOp, match: RegExpExecArray | null, body: Record<string, unknown>, behaviour: StandInBehaviour | undefined, requestId: string | null) {
    switch (op) {
      case 'token':
        return { status: 200, body: { access_token: `token-${++counter}`, token_type: 'Bearer', expires_in: 32400 } };
      case 'create': {
        const unit = ((body.purchase_units as Record<string, unknown>[] | undefined) ?? [])[0] ?? {};
        const amount = unit.amount as { currency_code: string; value: string } | undefined;
        if (body.intent !== 'CAPTURE' || !amount || !/^\d+\.\d{2}$/.test(amount.value)) return issue(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
        const o: StandInOrder = { id: newId('ORD'), status: 'CREATED', customId: String(unit.custom_id ?? ''), description: String(unit.description ?? ''), amount, capture: null };
        orders.set(o.id, o);
        return { status: 201, body: orderJson(o) };
      }
      case 'capture': {
        const o = orders.get(decodeURIComponent(match![1]!));
        if (!o) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        if (o.status === 'COMPLETED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        if (o.status !== 'APPROVED') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_NOT_APPROVED');
        const amount = behaviour?.kind === 'amount' ? { currency_code: behaviour.currency ?? o.amount.currency_code, value: behaviour.value } : o.amount;
        const status = behaviour?.kind === 'status' ? behaviour.status : 'COMPLETED';
        o.capture = { id: newId('CAP'), status, amount };
        o.status = 'COMPLETED';
        if (behaviour?.kind === 'alreadyCaptured') return issue(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED');
        return { status: 201, body: orderJson(o) };
      }
      case 'get': {
        const o = orders.get(decodeURIComponent(match![1]!));
        return o ? { status: 200, body: orderJson(o) } : issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
      }
      case 'refund': {
        // Partial refunds as PayPal: an optional amount, never more than what is left on the capture.
        const captureId = decodeURIComponent(match![1]!);
        const capture = [...orders.values()].find((o) => o.capture?.id === captureId)?.capture;
        if (!capture) return issue(404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID');
        const cents = (v: string) => Math.round(Number(v) * 100);
        const value = (c: number) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, '0')}`;
        const refundedBefore = refunds.filter((r) => r.captureId === captureId).reduce((n, r) => n + cents(r.value), 0);
        const left = cents(capture.amount.value) - refundedBefore;
        if (left <= 0) return issue(422, 'UNPROCESSABLE_ENTITY', 'CAPTURE_FULLY_REFUNDED');
        const asked = body.amount as { currency_code?: string; value?: string } | undefined;
        if (asked && (!/^\d+\.\d{2}$/.test(asked.value ?? '') || asked.currency_code !== capture.amount.currency_code || cents(asked.value!) <= 0)) {
          return issue(422, 'UNPROCESSABLE_ENTITY', 'INVALID_PARAMETER_VALUE');
        }
        const amount = asked ? cents(asked.value!) : left;
        if (amount > left) return issue(422, 'UNPROCESSABLE_ENTITY', 'REFUND_AMOUNT_EXCEEDED');
        const refund: StandInRefund = { id: newId('REF'), captureId, requestId, value: value(amount) };
        refunds.push(refund);
        const currency_code = capture.amount.currency_code;
        return {
          status: 201,
          body: {
            id: refund.id,
            status: 'COMPLETED',
            amount: { currency_code, value: refund.value },
            seller_payable_breakdown: { total_refunded_amount: { currency_code, value: value(refundedBefore + amount) } },
            links: [{ rel: 'up', href: `${standIn.url}/v2/payments/captures/${captureId}`, method: 'GET' }],
          },
        };
      }
      case 'verify': {
        const ok = behaviour?.kind !== 'badSignature' && body.transmission_sig === STAND_IN_SIGNATURE && body.webhook_id === STAND_IN_WEBHOOK_ID && typeof body.webhook_event === 'object';
        return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
      }
      default:
        return { status: 404, body: {} };
    }
  }

  const ROUTES: [string, RegExp, StandInOp][] = [
    ['POST', /^\/v1\/oauth2\/token$/, 'token'],
    ['POST', /^\/v2\/checkout\/orders$/, 'create'],
    ['POST', /^\/v2\/checkout\/orders\/([^/]+)\/capture$/, 'capture'],
    ['GET', /^\/v2\/checkout\/orders\/([^/]+)$/, 'get'],
    ['POST', /^\/v2\/payments\/captures\/([^/]+)\/refund$/, 'refund'],
    ['POST', /^\/v1\/notifications\/verify-webhook-signature$/, 'verify'],
  ];

  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    if (req.method === 'OPTIONS') return send(res, 204, '');

    if (url.pathname === '/sdk/js') {
      const b = queues.get('sdk')?.shift();
      if (b?.kind === 'error') return send(res, b.status, 'unavailable', 'text/plain');
      return send(res, 200, SDK_JS(standIn.url), 'text/javascript');
    }
    const approve = /^\/stand-in\/orders\/([^/]+)\/approve$/.exec(url.pathname);
    if (approve && req.method === 'POST') {
      standIn.approve(decodeURIComponent(approve[1]!));
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/stand-in/program' && req.method === 'POST') {
      const { op, ...behaviour } = JSON.parse(raw) as { op: StandInOp } & StandInBehaviour;
      standIn.program(op, behaviour as StandInBehaviour);
      return send(res, 200, { ok: true });
    }
    if (url.pathname === '/stand-in/state') {
      return send(res, 200, { orders: [...orders.values()], refunds, calls, capturedNotRefunded: standIn.capturedNotRefunded() });
    }

    const route = ROUTES.find(([m, re]) => m === req.method && re.test(url.pathname));
    if (!route) return send(res, 404, { name: 'RESOURCE_NOT_FOUND' });
    const [, re, op] = route;
    const auth = req.headers.authorization ?? '';
    const expectedBasic = `Basic ${Buffer.from(`${STAND_IN_CLIENT_ID}:${STAND_IN_CLIENT_SECRET}`).toString('base64')}`;
    if (op === 'token' ? auth !== expectedBasic : !auth.startsWith('Bearer token-')) {
      return send(res, 401, op === 'token' ? { error: 'invalid_client', error_description: 'Client Authentication failed' } : { name: 'AUTHENTICATION_FAILURE' });
    }
    const requestId = (req.headers['paypal-request-id'] as string | undefined) ?? null;
    const behaviour = queues.get(op)?.shift();
    const record = (status: number) => calls.push({ op, requestId, status });

    if (behaviour?.kind === 'error') {
      record(behaviour.status);
      return send(res, behaviour.status, { name: behaviour.status >= 500 ? 'INTERNAL_SERVER_ERROR' : 'UNPROCESSABLE_ENTITY', message: 'programmed' });
    }
    const key = requestId && req.method === 'POST' ? `${op}:${requestId}` : null;
    let reply = key ? replies.get(key) : undefined;
    if (!reply) {
      let body: Record<string, unknown>;
      try {
        body = raw && op !== 'token' ? (JSON.parse(raw) as Record<string, unknown>) : {};
      } catch {
        record(400);
        return send(res, 400, { name: 'INVALID_REQUEST' });
      }
      reply = perform(op, re.exec(url.pathname), body, behaviour, requestId);
      if (key && reply.status < 500) replies.set(key, reply);
    }
    record(reply.status);
    if (behaviour?.kind === 'timeout') {
      const r = reply;
      const timer = setTimeout(() => {
        pending.delete(timer);
        send(res, r.status, r.body);
      }, standIn.holdMs);
      pending.add(timer);
      return;
    }
    return send(res, reply.status, reply.body);
  }

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => send(res, 500, { name: 'INTERNAL_SERVER_ERROR', message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  standIn.port = (server.address() as AddressInfo).port;
  standIn.url = `http://127.0.0.1:${standIn.port}`;
  return standIn;
}

/** The PayPal settings (as config.ts reads them) that point the shop at a stand-in. */
export function standInEnv(standIn: Pick<PayPalStandIn, 'url'>): Record<string, string> {
  return {
    PAYPAL_CLIENT_ID: STAND_IN_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: STAND_IN_CLIENT_SECRET,
    PAYPAL_ENVIRONMENT: 'sandbox',
    PAYPAL_API_BASE: standIn.url,
    PAYPAL_SDK_URL: `${standIn.url}/sdk/js`,
    PAYPAL_WEBHOOK_ID: STAND_IN_WEBHOOK_ID,
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const standIn = await startPayPalStandIn(Number(process.env.PORT ?? 0));
  console.log(`PayPal stand-in at ${standIn.url}`);
  const stop = () => void standIn.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
