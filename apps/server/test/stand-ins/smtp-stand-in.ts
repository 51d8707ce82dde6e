/**
 * A local SMTP server standing in for the shop's mail relay (RFC 5321): it keeps what the shop
 * sends it, so tests read mail back, and can refuse recipients with a temporary failure.
 */
import { SMTPServer } from 'smtp-server';

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
