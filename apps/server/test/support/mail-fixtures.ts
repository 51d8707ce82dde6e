/**
 * Mail in tests: one of each mail a customer receives, for the same made-up order (to render), and
 * a local SMTP server that keeps what the shop sends it (to read mail back).
 */
import { SMTPServer } from 'smtp-server';
import type { ShopMail } from '../../src/mail/shop-mails.ts';

/**
 * One of each mail a customer receives, about order PX12345678 (id 'o-1') of `customerName`, in
 * this order: placed (2 × Galaxy A15, Black / 128GB, at 19,999 cents; total 41,498), shipped
 * (tracking number JD0146), delivered, cancelled (41,498 cents back), refunded (1,000 cents), and
 * the password-changed notice.
 */
export function customerMails(customerName: string): ShopMail[] {
  const order = { orderId: 'o-1', orderNumber: 'PX12345678', customerName };
  return [
    { kind: 'order-placed', ...order, lines: [{ name: 'Galaxy A15', variant: 'Black / 128GB', quantity: 2, priceCents: 19_999 }], totalCents: 41_498 },
    { kind: 'order-shipped', ...order, trackingNumber: 'JD0146' },
    { kind: 'order-delivered', ...order },
    { kind: 'order-cancelled', ...order, refundedCents: 41_498 },
    { kind: 'order-refunded', ...order, refundedCents: 1_000 },
    { kind: 'password-changed', customerName },
  ];
}

/** A message the SMTP stand-in accepted: its envelope recipients and its raw text. */
export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A running SMTP stand-in: what it accepted so far, oldest first, and its port on 127.0.0.1. */
export interface SmtpStandIn {
  received: ReceivedMail[];
  port: number;
  /** Stops listening (resolves once closed). */
  close: () => Promise<void>;
}

/**
 * Starts an SMTP server on a free port of 127.0.0.1 (no authentication, no STARTTLS) that keeps
 * every message it accepts, its raw text read as `encoding`. While `refuse()` (asked at each
 * recipient) answers true, the recipient is refused with 421, a temporary failure.
 */
export async function startSmtpStandIn(options: { encoding: BufferEncoding; refuse?: () => boolean }): Promise<SmtpStandIn> {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (options.refuse?.()) return callback(Object.assign(new Error('Try again later'), { responseCode: 421 }));
      callback();
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString(options.encoding)));
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  return { received, port, close: () => new Promise<void>((resolve) => smtp.close(() => resolve())) };
}
