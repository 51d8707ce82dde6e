/**
 * A local stand-in for Paynow's express checkout (issue 25, decision 070), written from Paynow's
 * developers' documentation ("Initiate a mobile transaction", "Express Checkout Test Mode",
 * "Status update", "Generating hash"): used by the API tests, the browser journeys and `npm start`
 * outside production without PAYNOW_INTEGRATION_ID (the checkout then says test mode).
 *
 * Endpoints: POST /interface/remotetransaction (form fields id, reference, amount, additionalinfo,
 * returnurl, resulturl, authemail, phone, method = ecocash | onemoney, status = Message, hash),
 * answering status=Ok (instructions, paynowreference, pollurl, hash) or status=Error (error);
 * POST or GET of the poll URL /interface/mobilepoll?guid=… (reference, paynowreference, amount,
 * status, pollurl, hash). Each status change is POSTed to the transaction's result URL with the
 * same fields. Every hash is the uppercase SHA-512 of the field values in order plus the
 * integration key; a request whose hash does not verify is answered status=Error.
 *
 * Test numbers (Paynow's test mode): 0771111111 Paid after `successDelayMs` (Paynow: 5 s),
 * 0772222222 Paid after `delayedMs` (30 s), 0773333333 Cancelled after `delayedMs` (30 s: the user
 * cancelled), 0774444444 answered at once with an insufficient balance error. Any other number stays
 * Sent (the customer never answers), which is what a live transaction does until its phone replies.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { paynowHashVerifies, signedForm } from './paynow-client.ts';

export interface PaynowStandInOptions {
  integrationId?: string;
  integrationKey?: string;
  /** Delay of the success number 0771111111 (ms; Paynow: 5 s). */
  successDelayMs?: number;
  /** Delay of 0772222222 (delayed success) and 0773333333 (cancelled) (ms; Paynow: 30 s). */
  delayedMs?: number;
}

/** One transaction as the stand-in keeps it. */
export interface StandInTransaction {
  reference: string;
  paynowReference: string;
  guid: string;
  amount: string;
  phone: string;
  method: string;
  authEmail: string;
  resultUrl: string;
  status: string;
}

export interface PaynowStandIn {
  url: string;
  integrationId: string;
  integrationKey: string;
  /** Transactions by our reference. */
  transactions: Map<string, StandInTransaction>;
  /** Result posts sent, in order, with the shop's HTTP status (null: not reached). */
  sentResults: { body: string; status: number | null }[];
  /** False: no result is ever posted (the shop must poll). */
  resultPosts: boolean;
  /** Sets a transaction's status now (as its phone's answer would) and posts the result. */
  finish(reference: string, status: string): Promise<void>;
  /** Posts a transaction's current status to its result URL again (Paynow repeats result posts). */
  resendResult(reference: string): Promise<void>;
  close(): Promise<void>;
}

const TEST_NUMBERS: Record<string, { status: string; delay: 'success' | 'delayed' } | { error: string }> = {
  '0771111111': { status: 'Paid', delay: 'success' },
  '0772222222': { status: 'Paid', delay: 'delayed' },
  '0773333333': { status: 'Cancelled', delay: 'delayed' },
  '0774444444': { error: 'Insufficient balance' },
};

/** Starts the stand-in on a system-chosen port of 127.0.0.1. */
export async function startPaynowStandIn(options: PaynowStandInOptions = {}): Promise<PaynowStandIn> {
  const integrationId = options.integrationId ?? '20000';
  const integrationKey = options.integrationKey ?? crypto.randomUUID();
  const successDelayMs = options.successDelayMs ?? 5_000;
  const delayedMs = options.delayedMs ?? 30_000;
  const transactions = new Map<string, StandInTransaction>();
  const byGuid = new Map<string, StandInTransaction>();
  const timers = new Set<NodeJS.Timeout>();
  let base = '';

  const fieldsOf = (tx: StandInTransaction): [string, string][] => [
    ['reference', tx.reference],
    ['paynowreference', tx.paynowReference],
    ['amount', tx.amount],
    ['status', tx.status],
    ['pollurl', `${base}/interface/mobilepoll?guid=${tx.guid}`],
  ];

  const standIn: PaynowStandIn = {
    url: '',
    integrationId,
    integrationKey,
    transactions,
    sentResults: [],
    resultPosts: true,
    async finish(reference, status) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no transaction ${reference}`);
      tx.status = status;
      await post(tx);
    },
    async resendResult(reference) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no transaction ${reference}`);
      await post(tx, true);
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const t of timers) clearTimeout(t);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  async function post(tx: StandInTransaction, force = false): Promise<void> {
    if ((!standIn.resultPosts && !force) || !tx.resultUrl) return;
    const body = signedForm(fieldsOf(tx), integrationKey);
    let status: number | null;
    try {
      const res = await fetch(tx.resultUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, signal: AbortSignal.timeout(5_000) });
      status = res.status;
      await res.arrayBuffer();
    } catch {
      status = null;
    }
    standIn.sentResults.push({ body, status });
  }

  const answer = (res: http.ServerResponse, fields: [string, string][], signed = true) => {
    res.writeHead(200, { 'content-type': 'application/x-www-form-urlencoded' });
    res.end(signed ? signedForm(fields, integrationKey) : new URLSearchParams(fields).toString());
  };
  const error = (res: http.ServerResponse, message: string) => answer(res, [['status', 'Error'], ['error', message]], false);

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', base);
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      if (req.method === 'POST' && url.pathname === '/interface/remotetransaction') {
        if (form.get('id') !== integrationId) return error(res, 'Invalid Id.');
        if (!paynowHashVerifies(form, integrationKey)) return error(res, 'Invalid Hash.');
        const reference = form.get('reference') ?? '';
        const amount = form.get('amount') ?? '';
        const method = form.get('method') ?? '';
        const phone = form.get('phone') ?? '';
        const authEmail = form.get('authemail') ?? '';
        if (!reference) return error(res, 'Missing reference.');
        if (!/^\d+(\.\d{1,2})?$/.test(amount) || Number(amount) <= 0) return error(res, 'Invalid amount.');
        if (method !== 'ecocash' && method !== 'onemoney') return error(res, 'Invalid payment method.');
        if (!/^0\d{9}$/.test(phone)) return error(res, 'Invalid phone number.');
        if (!/^[^@\s]+@[^@\s]+$/.test(authEmail)) return error(res, 'Invalid authemail.');
        const outcome = TEST_NUMBERS[phone];
        if (outcome && 'error' in outcome) return error(res, outcome.error);
        let tx = transactions.get(reference);
        if (!tx) {
          tx = { reference, paynowReference: String(1_000_000 + transactions.size + 1), guid: crypto.randomUUID(), amount, phone, method, authEmail, resultUrl: form.get('resulturl') ?? '', status: 'Sent' };
          transactions.set(reference, tx);
          byGuid.set(tx.guid, tx);
          if (outcome) {
            const t: StandInTransaction = tx;
            const timer = setTimeout(() => {
              timers.delete(timer);
              if (t.status !== 'Sent') return;
              t.status = outcome.status;
              void post(t);
            }, outcome.delay === 'success' ? successDelayMs : delayedMs);
            timers.add(timer);
          }
        }
        return answer(res, [
          ['status', 'Ok'],
          ['instructions', `Dial *151*2*4# on ${tx.method === 'ecocash' ? 'EcoCash' : 'OneMoney'} and approve the payment.`],
          ['paynowreference', tx.paynowReference],
          ['pollurl', `${base}/interface/mobilepoll?guid=${tx.guid}`],
        ]);
      }
      if ((req.method === 'POST' || req.method === 'GET') && url.pathname === '/interface/mobilepoll') {
        const tx = byGuid.get(url.searchParams.get('guid') ?? '');
        if (!tx) return error(res, 'Transaction not found.');
        return answer(res, fieldsOf(tx));
      }
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  standIn.url = base;
  return standIn;
}
