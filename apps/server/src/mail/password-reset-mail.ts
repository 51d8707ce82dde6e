/** The password-reset e-mail (storefront §2 Login, forgotten password): a link valid 24 hours, usable once. */
import { escapeHtml } from './html.ts';
import type { MailMessage } from './mailer.ts';


export function passwordResetMail(to: string, name: string, url: string): MailMessage {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your PhoneXport account. To choose a new password, open this link:',
    '',
    url,
    '',
    'The link is valid for 24 hours and can be used once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
    '',
    'PhoneXport',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your PhoneXport account. To choose a new password, open this link:</p>
<p><a href="${escapeHtml(url)}">Reset my password</a></p>
<p>The link is valid for 24 hours and can be used once. If you did not ask for this, ignore this e-mail: your password stays as it is.</p>
<p>PhoneXport</p>`;
  return { to, subject: 'Reset your PhoneXport password', text, html };
}
