/**
 * The shop's e-mails besides the password reset (issue 17): to customers on order placed, shipped
 * (with the tracking number and its tracking link), delivered, cancelled, refunded and password
 * changed, in the customer's language (en, es, fr, de, zh; storefront §9 preferences); to the
 * shop's Notifications address (back office §2 Settings) for new orders, low stock and customer
 * messages, in English. Each is plain text plus a simple HTML part; every value put into the
 * HTML is escaped. Amounts are US cents, formatted by domain/money.
 */
import { formatApprox, type DisplayCurrency } from '@phonexport/domain/currency';
import { formatUsd } from '@phonexport/domain/money';
import { LANGUAGES, type Language } from '@phonexport/domain/settings';
import { escapeHtml } from '../lib/html.ts';
import type { MailMessage } from './mailer.ts';
import { INVITATION_TEXTS, invitationUrl, type StaffInvitationMail } from './staff-invitation-mail.ts';

/** One order line as the mail lists it (price in cents, per unit). */
export interface MailLine {
  name: string;
  variant: string;
  quantity: number;
  priceCents: number;
}

/** The total as the shopper saw it in their currency (issue 22), beside the charged USD total: minor units, already rounded. */
export interface ShownTotal {
  currency: DisplayCurrency;
  minor: number;
}

/** What each mail needs, by kind (stored as the outbox row's kind and payload). */
export type ShopMail =
  | { kind: 'order-placed'; orderId: string; orderNumber: string; customerName: string; lines: MailLine[]; totalCents: number; shown?: ShownTotal | null; paidWith?: string }
  | { kind: 'order-shipped'; orderId: string; orderNumber: string; customerName: string; trackingNumber: string | null }
  | { kind: 'order-delivered'; orderId: string; orderNumber: string; customerName: string }
  | { kind: 'order-cancelled'; orderId: string; orderNumber: string; customerName: string; refundedCents: number; shown?: ShownTotal | null }
  | { kind: 'order-refunded'; orderId: string; orderNumber: string; customerName: string; refundedCents: number; shown?: ShownTotal | null }
  | { kind: 'password-changed'; customerName: string }
  /** A step of a return request (issue 27): title and text already in the customer's language (domain/returns returnNotification). */
  | { kind: 'return-update'; orderId: string; orderNumber: string; customerName: string; title: string; message: string }
  | { kind: 'owner-new-order'; orderId: string; orderNumber: string; customerName: string; customerEmail: string; itemCount: number; totalCents: number }
  | { kind: 'owner-low-stock'; threshold: number; items: { productName: string; variant: string; stock: number }[] }
  | { kind: 'owner-customer-message'; customerName: string; customerEmail: string; preview: string }
  | StaffInvitationMail;

export type ShopMailKind = ShopMail['kind'];

/** Where links point and whose name signs the mail. */
export interface MailContext {
  /** The shop's public origin, e.g. 'https://shop.example' (no trailing slash). */
  publicUrl: string;
  storeName: string;
  storeEmail: string;
}


/** The language to write in: `value` when it is one of the five, else English. */
export function mailLanguage(value: unknown): Language {
  return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'en';
}

interface CustomerTexts {
  hello: (name: string) => string;
  placedSubject: (n: string) => string;
  placedIntro: (n: string) => string;
  total: string;
  /** Label of how the order was paid (issue 25). */
  paidWith: string;
  /** Label of the total as shown in the shopper's currency (the charge is the USD total). */
  shownTotal: (currency: string) => string;
  shippedSubject: (n: string) => string;
  shippedIntro: (n: string) => string;
  tracking: (t: string) => string;
  trackLink: string;
  deliveredSubject: (n: string) => string;
  deliveredIntro: (n: string) => string;
  cancelledSubject: (n: string) => string;
  cancelledIntro: (n: string) => string;
  refundedSubject: (n: string) => string;
  refundedIntro: (n: string) => string;
  refundAmount: (amount: string) => string;
  passwordSubject: string;
  passwordIntro: string;
  passwordNotYou: (email: string) => string;
  viewOrder: string;
  thanks: string;
}

/** Customer texts in the five languages of storefront §9. */
const TEXTS: Record<Language, CustomerTexts> = {
  en: {
    hello: (name) => (name ? `Hello ${name},` : 'Hello,'),
    placedSubject: (n) => `Order #${n} confirmed`,
    placedIntro: (n) => `Thank you for your order. Your order #${n} has been confirmed and your payment received.`,
    total: 'Total',
    paidWith: 'Paid with',
    shownTotal: (c) => `Shown at checkout in ${c} (approximate; charged in USD)`,
    shippedSubject: (n) => `Order #${n} has shipped`,
    shippedIntro: (n) => `Your order #${n} has been shipped.`,
    tracking: (t) => `Tracking number: ${t}`,
    trackLink: 'Track your package',
    deliveredSubject: (n) => `Order #${n} delivered`,
    deliveredIntro: (n) => `Your order #${n} has been delivered. Enjoy!`,
    cancelledSubject: (n) => `Order #${n} cancelled`,
    cancelledIntro: (n) => `Your order #${n} has been cancelled.`,
    refundedSubject: (n) => `Refund for order #${n}`,
    refundedIntro: (n) => `A refund has been made for your order #${n}.`,
    refundAmount: (a) => `${a} has been refunded to your original payment method; refunds arrive in 5-7 business days.`,
    passwordSubject: 'Your password was changed',
    passwordIntro: 'The password of your account was just changed.',
    passwordNotYou: (e) => `If you did not change it, reset your password at once and write to ${e}.`,
    viewOrder: 'View your order',
    thanks: 'Thank you for shopping with us.',
  },
  es: {
    hello: (name) => (name ? `Hola ${name}:` : 'Hola:'),
    placedSubject: (n) => `Pedido #${n} confirmado`,
    placedIntro: (n) => `Gracias por tu pedido. Tu pedido #${n} está confirmado y hemos recibido el pago.`,
    total: 'Total',
    paidWith: 'Pagado con',
    shownTotal: (c) => `Mostrado al pagar en ${c} (aproximado; cobrado en USD)`,
    shippedSubject: (n) => `El pedido #${n} ha sido enviado`,
    shippedIntro: (n) => `Tu pedido #${n} ha sido enviado.`,
    tracking: (t) => `Número de seguimiento: ${t}`,
    trackLink: 'Seguir tu paquete',
    deliveredSubject: (n) => `Pedido #${n} entregado`,
    deliveredIntro: (n) => `Tu pedido #${n} ha sido entregado. ¡Que lo disfrutes!`,
    cancelledSubject: (n) => `Pedido #${n} cancelado`,
    cancelledIntro: (n) => `Tu pedido #${n} ha sido cancelado.`,
    refundedSubject: (n) => `Reembolso del pedido #${n}`,
    refundedIntro: (n) => `Se ha hecho un reembolso de tu pedido #${n}.`,
    refundAmount: (a) => `Se han reembolsado ${a} a tu medio de pago original; los reembolsos llegan en 5-7 días hábiles.`,
    passwordSubject: 'Tu contraseña ha cambiado',
    passwordIntro: 'La contraseña de tu cuenta acaba de cambiar.',
    passwordNotYou: (e) => `Si no la cambiaste tú, restablécela de inmediato y escribe a ${e}.`,
    viewOrder: 'Ver tu pedido',
    thanks: 'Gracias por comprar con nosotros.',
  },
  fr: {
    hello: (name) => (name ? `Bonjour ${name},` : 'Bonjour,'),
    placedSubject: (n) => `Commande #${n} confirmée`,
    placedIntro: (n) => `Merci pour votre commande. Votre commande #${n} est confirmée et votre paiement reçu.`,
    total: 'Total',
    paidWith: 'Payé avec',
    shownTotal: (c) => `Affiché à la commande en ${c} (approximatif ; débité en USD)`,
    shippedSubject: (n) => `La commande #${n} est expédiée`,
    shippedIntro: (n) => `Votre commande #${n} a été expédiée.`,
    tracking: (t) => `Numéro de suivi : ${t}`,
    trackLink: 'Suivre votre colis',
    deliveredSubject: (n) => `Commande #${n} livrée`,
    deliveredIntro: (n) => `Votre commande #${n} a été livrée. Profitez-en bien !`,
    cancelledSubject: (n) => `Commande #${n} annulée`,
    cancelledIntro: (n) => `Votre commande #${n} a été annulée.`,
    refundedSubject: (n) => `Remboursement de la commande #${n}`,
    refundedIntro: (n) => `Un remboursement a été effectué pour votre commande #${n}.`,
    refundAmount: (a) => `${a} ont été remboursés sur votre moyen de paiement d'origine ; les remboursements arrivent sous 5 à 7 jours ouvrés.`,
    passwordSubject: 'Votre mot de passe a été modifié',
    passwordIntro: 'Le mot de passe de votre compte vient d’être modifié.',
    passwordNotYou: (e) => `Si ce n’est pas vous, réinitialisez-le tout de suite et écrivez à ${e}.`,
    viewOrder: 'Voir votre commande',
    thanks: 'Merci de votre confiance.',
  },
  de: {
    hello: (name) => (name ? `Hallo ${name},` : 'Hallo,'),
    placedSubject: (n) => `Bestellung #${n} bestätigt`,
    placedIntro: (n) => `Vielen Dank für Ihre Bestellung. Ihre Bestellung #${n} ist bestätigt und Ihre Zahlung eingegangen.`,
    total: 'Gesamt',
    paidWith: 'Bezahlt mit',
    shownTotal: (c) => `Beim Bezahlen angezeigt in ${c} (ungefähr; berechnet in USD)`,
    shippedSubject: (n) => `Bestellung #${n} wurde versandt`,
    shippedIntro: (n) => `Ihre Bestellung #${n} wurde versandt.`,
    tracking: (t) => `Sendungsnummer: ${t}`,
    trackLink: 'Sendung verfolgen',
    deliveredSubject: (n) => `Bestellung #${n} zugestellt`,
    deliveredIntro: (n) => `Ihre Bestellung #${n} wurde zugestellt. Viel Freude damit!`,
    cancelledSubject: (n) => `Bestellung #${n} storniert`,
    cancelledIntro: (n) => `Ihre Bestellung #${n} wurde storniert.`,
    refundedSubject: (n) => `Erstattung für Bestellung #${n}`,
    refundedIntro: (n) => `Für Ihre Bestellung #${n} wurde eine Erstattung vorgenommen.`,
    refundAmount: (a) => `${a} wurden auf Ihr ursprüngliches Zahlungsmittel erstattet; Erstattungen kommen in 5-7 Werktagen an.`,
    passwordSubject: 'Ihr Passwort wurde geändert',
    passwordIntro: 'Das Passwort Ihres Kontos wurde soeben geändert.',
    passwordNotYou: (e) => `Wenn Sie das nicht waren, setzen Sie es sofort zurück und schreiben Sie an ${e}.`,
    viewOrder: 'Bestellung ansehen',
    thanks: 'Danke für Ihren Einkauf.',
  },
  zh: {
    hello: (name) => (name ? `${name}，您好：` : '您好：'),
    placedSubject: (n) => `订单 #${n} 已确认`,
    placedIntro: (n) => `感谢您的订购。您的订单 #${n} 已确认，付款已收到。`,
    total: '合计',
    paidWith: '付款方式',
    shownTotal: (c) => `结账时以 ${c} 显示（约数；按美元收费）`,
    shippedSubject: (n) => `订单 #${n} 已发货`,
    shippedIntro: (n) => `您的订单 #${n} 已发货。`,
    tracking: (t) => `运单号：${t}`,
    trackLink: '跟踪包裹',
    deliveredSubject: (n) => `订单 #${n} 已送达`,
    deliveredIntro: (n) => `您的订单 #${n} 已送达，祝您使用愉快！`,
    cancelledSubject: (n) => `订单 #${n} 已取消`,
    cancelledIntro: (n) => `您的订单 #${n} 已取消。`,
    refundedSubject: (n) => `订单 #${n} 退款`,
    refundedIntro: (n) => `您的订单 #${n} 已办理退款。`,
    refundAmount: (a) => `${a} 已退回您的原支付方式，退款将在 5-7 个工作日内到账。`,
    passwordSubject: '您的密码已更改',
    passwordIntro: '您账户的密码刚刚被更改。',
    passwordNotYou: (e) => `如果不是您本人操作，请立即重置密码并写信至 ${e}。`,
    viewOrder: '查看订单',
    thanks: '感谢您的惠顾。',
  },
};

/** A mail's body as paragraphs: text (a string) or a link (label and URL). */
type Block = string | { label: string; url: string } | { table: [string, string][] };

function build(to: string, subject: string, blocks: Block[], signature: string): MailMessage {
  const text = [...blocks, signature]
    .map((b) => (typeof b === 'string' ? b : 'url' in b ? `${b.label}: ${b.url}` : b.table.map(([l, r]) => `${l}  ${r}`).join('\n')))
    .join('\n\n');
  const html = [...blocks, signature]
    .map((b) => {
      if (typeof b === 'string') return `<p>${escapeHtml(b)}</p>`;
      if ('url' in b) return `<p><a href="${escapeHtml(b.url)}">${escapeHtml(b.label)}</a></p>`;
      const rows = b.table.map(([l, r]) => `<tr><td>${escapeHtml(l)}</td><td style="text-align:right;padding-left:16px">${escapeHtml(r)}</td></tr>`).join('');
      return `<table cellpadding="4" style="border-collapse:collapse">${rows}</table>`;
    })
    .join('\n');
  return { to, subject, text, html: `<div style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#111">\n${html}\n</div>` };
}

/**
 * Renders one outbox mail to `to`: subject, plain text and HTML. Customer mails are in `language`
 * (English when it is not one of the five); the owner's are in English.
 */
export function renderShopMail(mail: ShopMail, to: string, language: string, ctx: MailContext): MailMessage {
  const t = TEXTS[mailLanguage(language)];
  const sign = ctx.storeName;
  // The refund is in USD, as charged; an order shown in another currency also gets it at the order's rate (issue 22).
  const refunded = (cents: number, shown?: ShownTotal | null) =>
    shown ? `${formatUsd(cents)} (${formatApprox(shown.minor, shown.currency, mailLanguage(language))})` : formatUsd(cents);
  const orderLink = (id: string) => ({ label: t.viewOrder, url: `${ctx.publicUrl}/order-detail/${encodeURIComponent(id)}` });
  switch (mail.kind) {
    case 'order-placed':
      return build(to, `${ctx.storeName}: ${t.placedSubject(mail.orderNumber)}`, [
        t.hello(mail.customerName),
        t.placedIntro(mail.orderNumber),
        {
          table: [
            ...mail.lines.map((l): [string, string] => [`${l.quantity} × ${l.name} (${l.variant})`, formatUsd(l.priceCents * l.quantity)]),
            [t.total, formatUsd(mail.totalCents)],
            ...(mail.paidWith ? [[t.paidWith, mail.paidWith] as [string, string]] : []),
            ...(mail.shown ? [[t.shownTotal(mail.shown.currency), formatApprox(mail.shown.minor, mail.shown.currency, mailLanguage(language))] as [string, string]] : []),
          ],
        },
        orderLink(mail.orderId),
        t.thanks,
      ], sign);
    case 'order-shipped':
      return build(to, `${ctx.storeName}: ${t.shippedSubject(mail.orderNumber)}`, [
        t.hello(mail.customerName),
        t.shippedIntro(mail.orderNumber),
        ...(mail.trackingNumber
          ? [t.tracking(mail.trackingNumber), { label: t.trackLink, url: `${ctx.publicUrl}/track-order?tracking=${encodeURIComponent(mail.trackingNumber)}` }]
          : []),
        orderLink(mail.orderId),
      ], sign);
    case 'order-delivered':
      return build(to, `${ctx.storeName}: ${t.deliveredSubject(mail.orderNumber)}`, [t.hello(mail.customerName), t.deliveredIntro(mail.orderNumber), orderLink(mail.orderId), t.thanks], sign);
    case 'order-cancelled':
      return build(to, `${ctx.storeName}: ${t.cancelledSubject(mail.orderNumber)}`, [
        t.hello(mail.customerName),
        t.cancelledIntro(mail.orderNumber),
        ...(mail.refundedCents > 0 ? [t.refundAmount(refunded(mail.refundedCents, mail.shown))] : []),
        orderLink(mail.orderId),
      ], sign);
    case 'order-refunded':
      return build(to, `${ctx.storeName}: ${t.refundedSubject(mail.orderNumber)}`, [
        t.hello(mail.customerName),
        t.refundedIntro(mail.orderNumber),
        t.refundAmount(refunded(mail.refundedCents, mail.shown)),
        orderLink(mail.orderId),
      ], sign);
    case 'return-update':
      return build(to, `${ctx.storeName}: ${mail.title} (#${mail.orderNumber})`, [t.hello(mail.customerName), mail.message, orderLink(mail.orderId)], sign);
    case 'password-changed':
      return build(to, `${ctx.storeName}: ${t.passwordSubject}`, [t.hello(mail.customerName), t.passwordIntro, t.passwordNotYou(ctx.storeEmail)], sign);
    case 'owner-new-order':
      return build(to, `New order #${mail.orderNumber} (${formatUsd(mail.totalCents)})`, [
        `${mail.customerName} <${mail.customerEmail}> placed order #${mail.orderNumber}: ${mail.itemCount} item${mail.itemCount === 1 ? '' : 's'}, ${formatUsd(mail.totalCents)}.`,
        { label: 'Open Orders', url: `${ctx.publicUrl}/admin/orders` },
      ], sign);
    case 'owner-low-stock':
      return build(to, `Low stock: ${mail.items.map((i) => i.productName).join(', ')}`, [
        `These variants are at or below the low-stock threshold of ${mail.threshold} units:`,
        { table: mail.items.map((i): [string, string] => [`${i.productName} (${i.variant})`, `${i.stock} left`]) },
        { label: 'Open Products', url: `${ctx.publicUrl}/admin/products` },
      ], sign);
    case 'owner-customer-message':
      return build(to, `New chat message from ${mail.customerName}`, [
        `${mail.customerName} <${mail.customerEmail}> wrote:`,
        mail.preview,
        { label: 'Open Live Chat', url: `${ctx.publicUrl}/admin/chat` },
      ], sign);
    case 'staff-invitation': {
      const it = INVITATION_TEXTS[mailLanguage(language)];
      return build(to, it.subject(ctx.storeName), [
        it.intro(mail.invitedBy, ctx.storeName, it.roles[mail.role]),
        { label: it.accept, url: invitationUrl(ctx.publicUrl, mail.token) },
        it.validity(mail.validHours),
        it.notYou,
      ], sign);
    }
  }
}
