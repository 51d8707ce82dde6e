/**
 * The shop's e-mail through an outbox (issue 17, decision 049), and the outbox subject's public
 * face (decision 023): other features call the queue* functions inside the transaction of the
 * change that causes the mail (order placed, status changed, refund, chat message...), so the mail
 * exists exactly when the change does; sending never blocks or fails that request. A worker in
 * every server process (startOutboxWorker) claims due rows with FOR UPDATE SKIP LOCKED, renders
 * them (mail/shop-mails.ts) and hands them to the mailer (SMTP or the outbox folder); a failed send
 * is retried with exponential backoff (OUTBOX_RETRY: 30 s doubling, at most 1 hour apart, 8 tries).
 *
 * Owner mails go to Settings → Notifications → notification e-mail (the store e-mail when it is
 * blank), each only while its switch is on (back office §2 Settings).
 */
import { describePayment } from '@phonexport/domain/mobile-money';
import type { ShopSettings } from '@phonexport/domain/admin';
import type { RoundingRule } from '@phonexport/domain/currency';
import { shownAmountOf } from '@phonexport/domain/exchange-rates';
import type { Db, Tx } from '../../db/client.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailLanguage, renderShopMail, type MailLine, type ShopMail, type ShownTotal } from '../../mail/shop-mails.ts';
import { publish } from '../../realtime/events.ts';
import type { Hub } from '../../realtime/hub.ts';
import { getSettings, readSettings } from '../shop-settings/index.ts';
import { updateDueMailsClaimed, insertOutboxMails, updateMailFailed, updateMailSent, findStoredLanguage, type NewOutboxMail } from './outbox-repository.ts';
import { startRepeatingJob } from '../../lib/repeating-job.ts';


/** The live event (topic 'server') a queued mail publishes on commit, so a worker sends it at once. */
export const MAIL_QUEUED = 'mail-queued';

/** Retry schedule of a failed send: base delay and cap in ms, and the number of tries before 'failed'. */
export const OUTBOX_RETRY = { baseMs: 30_000, maxMs: 60 * 60_000, maxAttempts: 8 };

/** Delay in ms before try number `attempts + 1` after `attempts` failed tries: base · 2^(attempts-1), capped. */
export function retryDelayMs(attempts: number, retry: { baseMs: number; maxMs: number } = OUTBOX_RETRY): number {
  return Math.min(retry.maxMs, retry.baseMs * 2 ** Math.max(0, attempts - 1));
}

async function queue(tx: Db | Tx, mails: { to: string; language?: string; mail: ShopMail }[]): Promise<void> {
  const rows: NewOutboxMail[] = mails.filter((m) => m.to).map((m) => ({ kind: m.mail.kind, toAddress: m.to, language: m.language ?? 'en', payload: m.mail }));
  if (!rows.length) return;
  await insertOutboxMails(tx, rows);
  await publish(tx, mailQueuedEnvelope.topics, mailQueuedEnvelope.event);
}

/** The Notifications address for owner mails: the notification e-mail, else the store e-mail. */
function ownerAddress(settings: ShopSettings): string {
  return settings.notifications.notificationEmail || settings.general.storeEmail;
}

/** The customer's chosen language (storefront §3 Settings → preferences), English when unknown. */
async function languageOf(tx: Db | Tx, userId: string | null): Promise<string> {
  if (!userId) return 'en';
  return mailLanguage(await findStoredLanguage(tx, userId));
}

/** What the order mails need of an order row. */
export interface MailOrder {
  id: string;
  userId: string | null;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  totalCents: number;
  /** How it was paid (issue 25: mobile money operator, masked number, transaction id). */
  paymentMethod?: string;
  paymentOperator?: string | null;
  paymentAccount?: string | null;
  providerTransactionId?: string | null;
  /** The order's rate snapshot (issue 22): the confirmation shows the total in it too. */
  displayCurrency?: string;
  exchangeRate?: string;
  displayRounding?: RoundingRule;
}

/**
 * On `tx` placing an order: the customer's confirmation (their language) and, with the New orders
 * switch on, the owner's new-order mail (`known`: the shop settings when the caller has them).
 */
export async function queueOrderPlacedMails(tx: Db | Tx, order: MailOrder, lines: MailLine[], known?: ShopSettings): Promise<void> {
  const settings = known ?? (await readSettings(tx));
  const mails = orderPlacedMails(order, lines, settings);
  const customer = mails.find((m) => m.language === null);
  if (customer) customer.language = await languageOf(tx, order.userId);
  await queue(tx, mails.map((m) => ({ to: m.to, language: m.language ?? undefined, mail: m.mail })));
}

/** One mail to queue: `language` null means the customer's chosen language, to be read with the row. */
export interface PlannedMail {
  to: string;
  language: string | null;
  mail: ShopMail;
}

/**
 * The mails of an order just placed (what queueOrderPlacedMails queues), for a caller that writes
 * them in a statement of its own (the checkout, decision 077): the customer's confirmation
 * (`language: null`: the customer's stored language, English when none) and, with the New orders
 * switch on, the owner's mail (English). Mails without an address are left out.
 */
export function orderPlacedMails(order: MailOrder, lines: MailLine[], settings: ShopSettings): PlannedMail[] {
  const mails: PlannedMail[] = [];
  if (order.userId) {
    mails.push({
      to: order.customerEmail,
      language: null,
      mail: {
        kind: 'order-placed',
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        lines,
        totalCents: order.totalCents,
        shown: shownOf(order, order.totalCents),
        ...(order.paymentMethod
          ? { paidWith: describePayment(order.paymentMethod, order.paymentOperator || order.paymentAccount ? { operator: order.paymentOperator ?? null, account: order.paymentAccount ?? null, providerTransactionId: order.providerTransactionId ?? null } : null) }
          : {}),
      },
    });
  }
  if (settings.notifications.newOrders) {
    mails.push({
      to: ownerAddress(settings),
      language: 'en',
      mail: {
        kind: 'owner-new-order',
        orderId: order.id,
        orderNumber: order.orderNumber,
        customerName: order.customerName,
        customerEmail: order.customerEmail,
        itemCount: lines.reduce((n, l) => n + l.quantity, 0),
        totalCents: order.totalCents,
      },
    });
  }
  return mails.filter((m) => m.to);
}

/** The MAIL_QUEUED envelope queue() publishes, for a statement that queues mails itself (decision 077). */
export const mailQueuedEnvelope = { topics: ['server'], event: { type: MAIL_QUEUED } } as const satisfies { topics: ['server']; event: { type: typeof MAIL_QUEUED } };

/**
 * The owner's low-stock alert of a checkout (Settings → Notifications → Low inventory): null when
 * the switch is off or no address is set, else the threshold (units) and the address. A variant
 * whose stock goes from above the threshold to at or below it in an order is in the alert; the
 * checkout's statement queues it ('owner-low-stock': threshold and the variants' product name,
 * variant label and stock left, by product name; decision 077).
 */
export function lowStockAlert(settings: ShopSettings): { threshold: number; to: string } | null {
  const to = ownerAddress(settings);
  return settings.notifications.lowInventory && to ? { threshold: settings.notifications.lowInventoryThreshold, to } : null;
}

/** On `tx` changing an order's status: the customer's mail for shipped (with tracking) and delivered; other statuses send none. */
export async function queueOrderStatusMail(tx: Db | Tx, order: MailOrder, status: string, trackingNumber: string | null): Promise<void> {
  if (!order.userId) return;
  const base = { orderId: order.id, orderNumber: order.orderNumber, customerName: order.customerName };
  let mail: ShopMail;
  if (status === 'shipped') mail = { kind: 'order-shipped', ...base, trackingNumber };
  else if (status === 'delivered') mail = { kind: 'order-delivered', ...base };
  else return;
  await queue(tx, [{ to: order.customerEmail, language: await languageOf(tx, order.userId), mail }]);
}

/** `usdCents` in the order's shown currency at its rate snapshot (issue 22), or null for a USD order or one without a snapshot. */
function shownOf(order: MailOrder, usdCents: number): ShownTotal | null {
  return order.displayCurrency && order.exchangeRate && order.displayRounding
    ? shownAmountOf(usdCents, { displayCurrency: order.displayCurrency, exchangeRate: Number(order.exchangeRate), displayRounding: order.displayRounding })
    : null;
}

/**
 * On `tx` cancelling an order or refunding part of it: the customer's mail, with the refunded
 * cents (USD, as charged) and, for an order shown in another currency, that amount at the order's rate.
 */
export async function queueRefundMail(tx: Db | Tx, order: MailOrder, refundedCents: number, cancelled: boolean): Promise<void> {
  if (!order.userId) return;
  const base = { orderId: order.id, orderNumber: order.orderNumber, customerName: order.customerName, refundedCents, shown: shownOf(order, refundedCents) };
  await queue(tx, [{ to: order.customerEmail, language: await languageOf(tx, order.userId), mail: cancelled ? { kind: 'order-cancelled', ...base } : { kind: 'order-refunded', ...base } }]);
}

/** The customer's chosen language (en, es, fr, de, zh; English when unknown or without an account), for texts written in it. */
export function customerLanguage(tx: Db | Tx, userId: string | null): Promise<string> {
  return languageOf(tx, userId);
}

/** On `tx` making a step of a return request (issue 27): the customer's mail with the notification's title and text, already in `language`. */
export async function queueReturnMail(tx: Db | Tx, order: MailOrder, language: string, text: { title: string; message: string }): Promise<void> {
  if (!order.userId) return;
  await queue(tx, [{ to: order.customerEmail, language, mail: { kind: 'return-update', orderId: order.id, orderNumber: order.orderNumber, customerName: order.customerName, ...text } }]);
}

/** After a customer changed their password: tells them, in their language (not sent on a reset by mailed link). */
export async function queuePasswordChangedMail(db: Db, user: { id: string; email: string; name: string }): Promise<void> {
  await queue(db, [{ to: user.email, language: await languageOf(db, user.id), mail: { kind: 'password-changed', customerName: user.name } }]);
}

/** Longest chat text quoted in the owner's mail, in characters. */
const PREVIEW_CHARS = 500;

/** On `tx` storing a customer's chat message: with the Customer messages switch on, the owner's mail quoting it. */
export async function queueCustomerMessageMail(tx: Db | Tx, message: { customerName: string; customerEmail: string; text: string }): Promise<void> {
  const settings = await readSettings(tx);
  if (!settings.notifications.customerMessages) return;
  const preview = message.text.length > PREVIEW_CHARS ? `${message.text.slice(0, PREVIEW_CHARS)}…` : message.text;
  await queue(tx, [{ to: ownerAddress(settings), mail: { kind: 'owner-customer-message', customerName: message.customerName, customerEmail: message.customerEmail, preview } }]);
}

export interface OutboxWorkerOptions {
  db: Db;
  mailer: Mailer;
  /** Public origin for links in mails. */
  publicUrl: string;
  /** Wakes the worker when a mail is queued in any process (MAIL_QUEUED); optional. */
  hub?: Hub;
  /** Pause between two polls, ms (default 5,000). */
  pollMs?: number;
  /** How long a claimed row stays hidden from other workers while it is sent, ms (default 5 min). */
  leaseMs?: number;
  retry?: typeof OUTBOX_RETRY;
  log: { warn(obj: object, msg: string): void };
}

/** Rows claimed per round. */
const BATCH = 20;

/**
 * Starts this process's outbox worker: a round at start, on every MAIL_QUEUED event and every
 * `pollMs`; each round sends every due row (a failed send is scheduled again with backoff, and
 * given up as 'failed' after the last try). Returns stop(), which waits for the current round.
 */
export function startOutboxWorker(opts: OutboxWorkerOptions): { stop(): Promise<void>; runOnce(): Promise<void> } {
  const { db, mailer, publicUrl, log } = opts;
  const retry = opts.retry ?? OUTBOX_RETRY;
  const leaseMs = opts.leaseMs ?? 5 * 60_000;
  let stopped = false;

  const round = async () => {
    for (;;) {
      const rows = await updateDueMailsClaimed(db, BATCH, leaseMs);
      if (!rows.length) return;
      const { general } = await getSettings(db);
      for (const row of rows) {
        try {
          await mailer.send(renderShopMail(row.payload as ShopMail, row.toAddress, row.language, { publicUrl, storeName: general.storeName, storeEmail: general.storeEmail }));
          await updateMailSent(db, row.id);
        } catch (err) {
          const last = row.attempts >= retry.maxAttempts;
          log.warn({ err, mailId: row.id, kind: row.kind, attempts: row.attempts }, last ? 'mail given up after its last try' : 'mail not sent; will retry');
          await updateMailFailed(db, row.id, err instanceof Error ? err.message : String(err), last ? null : new Date(Date.now() + retryDelayMs(row.attempts, retry)));
        }
      }
      if (stopped || rows.length < BATCH) return;
    }
  };

  const job = startRepeatingJob(round, opts.pollMs ?? 5_000, (err) => log.warn({ err }, 'outbox round failed'));
  const unsubscribe = opts.hub?.subscribe('server', (event) => {
    if (event.type === MAIL_QUEUED) void job.run();
  });
  return {
    runOnce: job.run,
    async stop() {
      stopped = true;
      unsubscribe?.();
      await job.stop();
    },
  };
}

/** On `tx` inviting someone to the staff: the invitation mail in `language` with its link (decision 059). */
export async function queueStaffInvitationMail(tx: Db | Tx, to: string, language: string, mail: Omit<Extract<ShopMail, { kind: 'staff-invitation' }>, 'kind'>): Promise<void> {
  await queue(tx, [{ to, language, mail: { kind: 'staff-invitation', ...mail } }]);
}
