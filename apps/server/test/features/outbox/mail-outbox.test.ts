/**
 * Issue 17 e-mail through the outbox (decision 049): order placed / shipped / delivered / cancelled
 * mails reach the customer in their language, the owner's new-order, low-stock and customer-message
 * mails obey their switches, and a refusing SMTP server never fails the request: the mail is
 * retried with backoff until it goes through. Mail is read back from an SMTP stand-in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@phonexport/domain/admin';
import { findOutbox } from '../../../src/features/outbox/outbox-repository.ts';
import { retryDelayMs, startOutboxWorker } from '../../../src/features/outbox/outbox-service.ts';
import { renderShopMail } from '../../../src/mail/shop-mails.ts';
import { ADDRESS, api, checkoutAs, checkoutBody, json, pickVariant, register, registerAdmin, setVariantStock, startTestServer, uniqueEmail, type TestServer } from '../../support/helpers.ts';
import { customerMails } from '../../support/mail-fixtures.ts';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../../stand-ins/smtp-stand-in.ts';

/** The decoded text of a raw message (quoted-printable soft breaks and escapes, UTF-8). */
function decoded(raw: string): string {
  const bytes = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** The decoded Subject header (RFC 2047 encoded words included). */
function subjectOf(raw: string): string {
  const m = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw);
  if (!m) return '';
  return m[1]!.replace(/\r?\n[ \t]/g, ' ').replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi, (_all, enc: string, text: string) =>
    enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decoded(text.replace(/_/g, ' ')),
  );
}

describe('shop e-mail through the outbox', () => {
  /** How many of the next messages the stand-in refuses (421, a temporary failure). */
  let refuseNext = 0;
  let smtp: SmtpStandIn;
  let t: TestServer;
  let admin: string;
  const OWNER = 'owner@example.com';

  beforeAll(async () => {
    smtp = await startSmtpStandIn({
      encoding: 'latin1',
      refuse: () => {
        if (refuseNext === 0) return false;
        refuseNext--;
        return true;
      },
    });
    t = await startTestServer({
      smtp: { host: '127.0.0.1', port: smtp.port, secure: false, user: null, password: null },
      outbox: { pollMs: 100, retry: { baseMs: 50, maxMs: 200, maxAttempts: 3 } },
    });
    admin = await registerAdmin(t);
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const saveNotifications = async (over: Partial<typeof DEFAULT_SETTINGS.notifications>) => {
    const res = await api(t.app, { method: 'PUT', url: '/api/admin/settings', cookie: admin, body: { notifications: { ...DEFAULT_SETTINGS.notifications, notificationEmail: OWNER, ...over } } });
    expect(res.statusCode, res.body).toBe(200);
  };
  beforeEach(async () => {
    await saveNotifications({});
  });

  /** Waits until a mail to `to` whose subject contains `subject` arrived; answers it. */
  async function mailTo(to: string, subject: string, timeoutMs = 5_000): Promise<ReceivedMail> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const found = smtp.received.find((m) => m.to.includes(to) && subjectOf(m.raw).includes(subject));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no mail to ${to} about "${subject}"; got: ${smtp.received.map((m) => `${m.to.join(',')}: ${subjectOf(m.raw)}`).join(' | ')}`);
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  const setStatus = (orderId: string, status: string, trackingNumber?: string) =>
    api(t.app, { url: `/api/admin/orders/${orderId}/status`, cookie: admin, body: { status, ...(trackingNumber ? { trackingNumber } : {}) } });

  it('mails the customer on placed, shipped (tracking number and link) and delivered, and the owner on a new order', async () => {
    const email = uniqueEmail('mail');
    const cookie = await register(t.app, email);
    const v = await pickVariant(t.db, 20);
    const order = await checkoutAs(t.app, cookie, [{ variantId: v.id, quantity: 2 }]);

    const placed = await mailTo(email, `Order #${order.orderNumber} confirmed`);
    const placedText = decoded(placed.raw);
    expect(placedText).toContain(`http://localhost:3000/order-detail/${order.id}`);
    expect(placed.raw).toMatch(/Content-Type: text\/plain/);
    expect(placed.raw).toMatch(/Content-Type: text\/html/);
    const owner = await mailTo(OWNER, `New order #${order.orderNumber}`);
    expect(decoded(owner.raw)).toContain(email);

    expect((await setStatus(order.id, 'shipped', 'JD014600006281234567')).statusCode).toBe(200);
    const shipped = decoded((await mailTo(email, `Order #${order.orderNumber} has shipped`)).raw);
    expect(shipped).toContain('Tracking number: JD014600006281234567');
    expect(shipped).toContain('http://localhost:3000/track-order?tracking=JD014600006281234567');

    expect((await setStatus(order.id, 'delivered')).statusCode).toBe(200);
    await mailTo(email, `Order #${order.orderNumber} delivered`);
  });

  it("writes to the customer in their language and escapes what they typed in the HTML part", async () => {
    const email = uniqueEmail('fr');
    const cookie = await register(t.app, email);
    expect((await api(t.app, { method: 'PATCH', url: '/api/settings', cookie, body: { preferences: { language: 'fr' } } })).statusCode).toBe(200);
    const v = await pickVariant(t.db, 20);
    const order = await checkoutAs(t.app, cookie, [{ variantId: v.id, quantity: 1 }], { address: { ...ADDRESS, name: 'Zoé <b>Ndlovu</b>' } });
    const mail = await mailTo(email, `Commande #${order.orderNumber} confirmée`);
    const text = decoded(mail.raw);
    expect(text).toContain('Votre commande');
    expect(text).toContain('Zoé &lt;b&gt;Ndlovu&lt;/b&gt;');
    expect(text).not.toContain('<b>Ndlovu</b>,</p>');
  });

  it('sends no owner mail with its switch off, and a low-stock mail when an order brings a variant to the threshold', async () => {
    await saveNotifications({ newOrders: false, lowInventoryThreshold: 3 });
    const email = uniqueEmail('low');
    const cookie = await register(t.app, email);
    const v = await pickVariant(t.db, 1);
    await setVariantStock(t.db, v.id, 5);
    const order = await checkoutAs(t.app, cookie, [{ variantId: v.id, quantity: 2 }]);
    const low = decoded((await mailTo(OWNER, 'Low stock')).raw);
    expect(low).toContain('3 left');
    expect(low).toContain('threshold of 3 units');
    await mailTo(email, `Order #${order.orderNumber} confirmed`);
    expect(smtp.received.some((m) => subjectOf(m.raw).includes(`New order #${order.orderNumber}`))).toBe(false);

    // Already below the threshold: a second order does not repeat the alert.
    const before = smtp.received.filter((m) => subjectOf(m.raw).startsWith('Low stock')).length;
    const again = await checkoutAs(t.app, cookie, [{ variantId: v.id, quantity: 1 }]);
    await mailTo(email, `Order #${again.orderNumber} confirmed`);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.filter((m) => subjectOf(m.raw).startsWith('Low stock')).length).toBe(before);
  });

  it('mails the owner when a customer writes in chat, unless Customer messages is off', async () => {
    const email = uniqueEmail('chat');
    const cookie = await register(t.app, email, { firstName: 'Chipo', lastName: 'Banda' });
    const res = await api(t.app, { url: '/api/chat/messages', cookie, body: { message: 'Is the Galaxy A15 dual SIM?' } });
    expect(res.statusCode, res.body).toBeLessThan(300);
    const mail = decoded((await mailTo(OWNER, 'New chat message from Chipo Banda')).raw);
    expect(mail).toContain('Is the Galaxy A15 dual SIM?');

    await saveNotifications({ customerMessages: false });
    const other = await register(t.app, uniqueEmail('quiet'), { firstName: 'Quiet', lastName: 'Customer' });
    expect((await api(t.app, { url: '/api/chat/messages', cookie: other, body: { message: 'Hello?' } })).statusCode).toBeLessThan(300);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.received.some((m) => subjectOf(m.raw).includes('Quiet Customer'))).toBe(false);
  });

  it('tells the customer their password was changed', async () => {
    const email = uniqueEmail('pw');
    const cookie = await register(t.app, email);
    const res = await api(t.app, { url: '/api/auth/change-password', cookie, body: { currentPassword: 'secret-pass-1', newPassword: 'another-pass-2' } });
    expect(res.statusCode, res.body).toBe(200);
    expect(decoded((await mailTo(email, 'Your password was changed')).raw)).toContain('reset your password at once');
  });

  it('places the order although the SMTP server refuses, and delivers the mail on a later try', async () => {
    const email = uniqueEmail('retry');
    const cookie = await register(t.app, email);
    const v = await pickVariant(t.db, 20);
    refuseNext = 1_000;
    const order = await checkoutAs(t.app, cookie, [{ variantId: v.id, quantity: 1 }]);
    expect(order.status).toBe('confirmed');
    let waiting = (await findOutbox(t.db)).find((r) => r.toAddress === email)!;
    for (const until = Date.now() + 5_000; !waiting.lastError && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 25));
      waiting = (await findOutbox(t.db)).find((r) => r.id === waiting.id)!;
    }
    expect(waiting.status).toBe('pending');
    expect(waiting.attempts).toBeGreaterThanOrEqual(1);
    expect(waiting.lastError).toMatch(/Try again later/);
    refuseNext = 0;
    await mailTo(email, `Order #${order.orderNumber} confirmed`);
    // The SMTP server has the mail; the outbox marks it sent once the server's answer is back.
    let sent = (await findOutbox(t.db)).find((r) => r.id === waiting.id)!;
    for (const until = Date.now() + 5_000; sent.status !== 'sent' && Date.now() < until; ) {
      await new Promise((r) => setTimeout(r, 25));
      sent = (await findOutbox(t.db)).find((r) => r.id === waiting.id)!;
    }
    expect(sent.status).toBe('sent');
  });

  it('gives a mail up as failed after its last try', async () => {
    const email = uniqueEmail('giveup');
    const cookie = await register(t.app, email);
    refuseNext = 1_000;
    const order = await checkoutAs(t.app, cookie, [{ variantId: (await pickVariant(t.db, 20)).id, quantity: 1 }]);
    const until = Date.now() + 5_000;
    let row = (await findOutbox(t.db)).find((r) => r.toAddress === email && r.kind === 'order-placed')!;
    while (row.status === 'pending' && Date.now() < until) {
      await new Promise((r) => setTimeout(r, 50));
      row = (await findOutbox(t.db)).find((r) => r.id === row.id)!;
    }
    refuseNext = 0;
    expect(row.status).toBe('failed');
    expect(row.attempts).toBe(3);
    expect(smtp.received.some((m) => subjectOf(m.raw).includes(order.orderNumber) && m.to.includes(email))).toBe(false);
  });
});

describe('outbox workers in several processes', () => {
  it('never send one row twice: two workers on the same database share the due rows', async () => {
    const t = await startTestServer({ outbox: false });
    try {
      const cookie = await register(t.app, uniqueEmail('two'));
      const v = await pickVariant(t.db, 20);
      for (let i = 0; i < 6; i++) await checkoutAs(t.app, cookie, [{ variantId: v.id, quantity: 1 }]);
      const rows = await findOutbox(t.db);
      expect(rows.length).toBe(12); // a confirmation and an owner mail per order
      const sent: string[] = [];
      const mailer = { kind: 'outbox' as const, send: async (m: { to: string; subject: string }) => void sent.push(m.subject) };
      const log = { warn() {} };
      const a = startOutboxWorker({ db: t.db, mailer, publicUrl: 'http://localhost:3000', log, pollMs: 60_000 });
      const b = startOutboxWorker({ db: t.db, mailer, publicUrl: 'http://localhost:3000', log, pollMs: 60_000 });
      await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
      await Promise.all([a.stop(), b.stop()]);
      expect(sent.length).toBe(12);
      expect(new Set(sent).size).toBe(12);
      expect((await findOutbox(t.db)).every((r) => r.status === 'sent')).toBe(true);
    } finally {
      await t.close();
    }
  });

  it('rolls the mail back with the order: stock gone while paying queues nothing', async () => {
    const t = await startTestServer({ outbox: false });
    try {
      const email = uniqueEmail('none');
      const cookie = await register(t.app, email);
      const v = await pickVariant(t.db, 1);
      await setVariantStock(t.db, v.id, 1);
      t.payments.delayMs = 500;
      const captures = t.payments.captures.length;
      const pending = api(t.app, { url: '/api/checkout', cookie, body: checkoutBody([{ variantId: v.id, quantity: 1 }]) });
      // The last unit goes while the customer's payment is being taken (after the quote).
      while (t.payments.captures.length === captures) await new Promise((r) => setTimeout(r, 10));
      await setVariantStock(t.db, v.id, 0);
      const res = await pending;
      expect(res.statusCode, res.body).toBe(409);
      expect(json<{ code?: string }>(res).code).toBe('stock_limit');
      expect(await findOutbox(t.db)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});

describe('the mails themselves', () => {
  const ctx = { publicUrl: 'https://shop.example', storeName: 'PhoneXport', storeEmail: 'care@shop.example' };
  const mails = customerMails('Thandi');

  it('writes every customer mail in each of the five languages, English for anything else', () => {
    for (const mail of mails) {
      const subjects = ['en', 'es', 'fr', 'de', 'zh'].map((lang) => renderShopMail(mail, 'a@b.c', lang, ctx).subject);
      expect(new Set(subjects).size, mail.kind).toBe(5);
      expect(renderShopMail(mail, 'a@b.c', 'xx', ctx).subject).toBe(subjects[0]);
    }
  });

  it('puts amounts in dollars, the tracking link and the order link in both parts', () => {
    const placed = renderShopMail(mails[0]!, 'a@b.c', 'en', ctx);
    expect(placed.text).toContain('2 × Galaxy A15 (Black / 128GB)  $399.98');
    expect(placed.text).toContain('Total  $414.98');
    expect(placed.html).toContain('href="https://shop.example/order-detail/o-1"');
    const shipped = renderShopMail(mails[1]!, 'a@b.c', 'de', ctx);
    expect(shipped.text).toContain('Sendungsnummer: JD0146');
    expect(shipped.html).toContain('href="https://shop.example/track-order?tracking=JD0146"');
  });

  it('escapes what customers typed in the owner mails', () => {
    const mail = renderShopMail({ kind: 'owner-customer-message', customerName: '<img src=x onerror=alert(1)>', customerEmail: 'x@y.z', preview: '"><script>alert(1)</script>' }, 'owner@x.y', 'en', ctx);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('&lt;script&gt;');
  });

  it('backs off exponentially between tries, capped', () => {
    const retry = { baseMs: 30_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, retry))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(retryDelayMs(12, retry)).toBe(3_600_000);
  });
});
