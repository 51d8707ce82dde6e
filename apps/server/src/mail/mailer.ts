/**
 * Outgoing e-mail. With SMTP settings (SMTP_HOST, ...) mail goes through that server with
 * nodemailer; without them every message is written to DATA_DIR/outbox as an .eml file (open it
 * with any mail program) and its text is logged, so a shop run on one machine can still follow
 * a password-reset link.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface SmtpSettings {
  host: string;
  port: number;
  /** true for implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  secure: boolean;
  user: string | null;
  password: string | null;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** 'smtp' or 'outbox'. */
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or files) one message. Throws when the SMTP server refuses it. */
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** Sender, e.g. 'PhoneXport <no-reply@phonexport.local>'. */
  from: string;
  smtp: SmtpSettings | null;
  /** Folder for .eml files when there is no SMTP server. */
  outboxDir: string;
  log: { info(obj: object, msg: string): void };
}

/** Creates the mailer: SMTP when `smtp` is given, else the outbox folder. */
export function createMailer({ from, smtp, outboxDir, log }: MailerOptions): Mailer {
  if (smtp) {
    const transport: Transporter = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      secure: smtp.secure,
      auth: smtp.user ? { user: smtp.user, pass: smtp.password ?? '' } : undefined,
    });
    return {
      kind: 'smtp',
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(message) {
      const info = await transport.sendMail({ from, ...message });
      await fs.mkdir(outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(outboxDir, `${stamp}-${crypto.randomUUID().slice(0, 8)}.eml`);
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, subject: message.subject, file, text: message.text }, 'mail written to the outbox (no SMTP_HOST set)');
    },
  };
}
