/**
 * The password-reset e-mail (storefront §2 Login, forgotten password): a link valid 24 hours,
 * usable once, in the language the request for it was made in (the web sends its chosen language
 * as Accept-Language; decision 048, 056).
 */
import type { Language } from '@phonexport/domain/settings';
import { escapeHtml } from '../lib/html.ts';
import type { MailMessage } from './mailer.ts';

interface ResetTexts {
  subject: string;
  hello: (name: string) => string;
  intro: string;
  button: string;
  validity: string;
}

const TEXTS: Record<Language, ResetTexts> = {
  en: {
    subject: 'Reset your PhoneXport password',
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    intro: 'Someone asked to reset the password of your PhoneXport account. To choose a new password, open this link:',
    button: 'Reset my password',
    validity: 'The link is valid for 24 hours and can be used once. If you did not ask for this, ignore this e-mail: your password stays as it is.',
  },
  es: {
    subject: 'Restablece tu contraseña de PhoneXport',
    hello: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    intro: 'Alguien ha pedido restablecer la contraseña de tu cuenta de PhoneXport. Para elegir una contraseña nueva, abre este enlace:',
    button: 'Restablecer mi contraseña',
    validity: 'El enlace es válido durante 24 horas y solo puede usarse una vez. Si no lo has pedido tú, ignora este correo: tu contraseña no cambia.',
  },
  fr: {
    subject: 'Réinitialisez votre mot de passe PhoneXport',
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    intro: 'Quelqu’un a demandé la réinitialisation du mot de passe de votre compte PhoneXport. Pour choisir un nouveau mot de passe, ouvrez ce lien :',
    button: 'Réinitialiser mon mot de passe',
    validity: 'Le lien est valable 24 heures et ne peut servir qu’une fois. Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.',
  },
  de: {
    subject: 'Setze dein PhoneXport-Passwort zurück',
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    intro: 'Jemand hat das Zurücksetzen des Passworts deines PhoneXport-Kontos angefordert. Um ein neues Passwort zu wählen, öffne diesen Link:',
    button: 'Passwort zurücksetzen',
    validity: 'Der Link ist 24 Stunden gültig und kann einmal verwendet werden. Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Dein Passwort bleibt unverändert.',
  },
  zh: {
    subject: '重置您的 PhoneXport 密码',
    hello: (name) => (name ? `${name}，您好：` : '您好：'),
    intro: '有人请求重置您 PhoneXport 账户的密码。如需设置新密码，请打开此链接：',
    button: '重置我的密码',
    validity: '该链接 24 小时内有效，且只能使用一次。如果这不是您本人的请求，请忽略此邮件，您的密码不会改变。',
  },
};

/** The reset mail to `to` with the link `url`, in `language` (English by default). */
export function passwordResetMail(to: string, name: string, url: string, language: Language = 'en'): MailMessage {
  const t = TEXTS[language];
  const greeting = t.hello(name);
  const text = [greeting, '', t.intro, '', url, '', t.validity, '', 'PhoneXport'].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t.intro)}</p>
<p><a href="${escapeHtml(url)}">${escapeHtml(t.button)}</a></p>
<p>${escapeHtml(t.validity)}</p>
<p>PhoneXport</p>`;
  return { to, subject: t.subject, text, html };
}
