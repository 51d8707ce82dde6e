/**
 * Returns, exchanges and warranty claims (issue 27, decision 066): the return policy as data, the
 * eligibility of an order line for a reason, the request's state machine and the refund estimate.
 * Pure rules, no I/O: the server decides with them, the web shows what they answer. The request
 * schemas (a customer's request, the staff's steps, a policy edit) are in packages/contracts (returns.ts).
 *
 * Policy: a list of rules, each for a category (or every category, '*'), a destination country (ISO
 * code, or '*'), and a reason: how long after delivery the customer may ask (a window in hours,
 * days or calendar months), who pays the return shipping, the restocking fee in percent. A reason
 * with no rule for the line's category and country is not offered. A category may be a final sale
 * in a country ('*' for all): no return under the shop's policy, only what the law gives.
 *
 * The law wins over the policy (South Africa):
 * - ECTA s44: an online purchase may be returned for any reason within 7 days of receipt, without
 *   penalty (no restocking fee; only the direct cost of the return may be charged);
 * - CPA s56: goods that are defective (dead on arrival, damaged, not as described, a fault) may be
 *   returned within 6 months of delivery, at the supplier's cost, without fee.
 * The effective rule is the policy's rule made at least as generous as the legal minimum.
 *
 * All times are instants (UTC); windows are measured from the instant of delivery, so the time zone
 * a timestamp is written in never changes an answer. Months are calendar months in UTC (31 January
 * + 1 month = 28/29 February). The last instant of a window is still inside it.
 */
import type { Category } from './catalog.ts';

export { RETURN_MESSAGES, RETURN_STAFF_MESSAGES, RETURN_MESSAGE_TRANSLATIONS } from './returns-messages.ts';

/** Why the customer returns a line (storefront issue 27). */
export const RETURN_REASONS = ['dead_on_arrival', 'damaged', 'wrong_item', 'not_as_described', 'changed_mind', 'warranty_fault'] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** Reasons that mean the goods are defective or not what was sold (the shop's fault; CPA s56). */
export const DEFECT_REASONS: readonly ReturnReason[] = ['dead_on_arrival', 'damaged', 'wrong_item', 'not_as_described', 'warranty_fault'];

/** Categories whose units carry an IMEI or serial number the customer must give. */
export const DEVICE_CATEGORIES: readonly Category[] = ['smartphones', 'tablets', 'computers'];

/** What the customer wants back. */
export const RETURN_RESOLUTIONS = ['refund', 'exchange'] as const;
export type ReturnResolution = (typeof RETURN_RESOLUTIONS)[number];

export const WINDOW_UNITS = ['hours', 'days', 'months'] as const;
export type WindowUnit = (typeof WINDOW_UNITS)[number];

/** One rule of the policy (see the module comment). */
export interface ReturnRule {
  category: Category | '*';
  /** ISO 3166-1 alpha-2 code of the destination country, or '*'. */
  country: string | '*';
  reason: ReturnReason;
  window: { amount: number; unit: WindowUnit };
  returnShippingPaidBy: 'shop' | 'customer';
  /** 0–100, of the value of the returned units. */
  restockingFeePercent: number;
}

/** A return policy: its rules, the final-sale categories, and the flat return-shipping cost deducted when the customer pays it. */
export interface ReturnPolicy {
  rules: ReturnRule[];
  finalSale: { category: Category; country: string | '*' }[];
  /** US cents deducted from a refund whose rule says the customer pays return shipping. */
  returnShippingCents: number;
}

/**
 * The seeded policy, from the policies page: a device dead on arrival within 48 hours, a change of
 * mind within 7 days (customer pays return shipping, 10% restocking fee on devices), damaged,
 * wrong or not-as-described goods within 7 days, a warranty fault within 6 months.
 */
export const DEFAULT_RETURN_POLICY: ReturnPolicy = {
  rules: [
    { category: '*', country: '*', reason: 'dead_on_arrival', window: { amount: 48, unit: 'hours' }, returnShippingPaidBy: 'shop', restockingFeePercent: 0 },
    { category: '*', country: '*', reason: 'damaged', window: { amount: 7, unit: 'days' }, returnShippingPaidBy: 'shop', restockingFeePercent: 0 },
    { category: '*', country: '*', reason: 'wrong_item', window: { amount: 7, unit: 'days' }, returnShippingPaidBy: 'shop', restockingFeePercent: 0 },
    { category: '*', country: '*', reason: 'not_as_described', window: { amount: 7, unit: 'days' }, returnShippingPaidBy: 'shop', restockingFeePercent: 0 },
    { category: '*', country: '*', reason: 'changed_mind', window: { amount: 7, unit: 'days' }, returnShippingPaidBy: 'customer', restockingFeePercent: 10 },
    { category: 'accessories', country: '*', reason: 'changed_mind', window: { amount: 7, unit: 'days' }, returnShippingPaidBy: 'customer', restockingFeePercent: 0 },
    { category: '*', country: '*', reason: 'warranty_fault', window: { amount: 6, unit: 'months' }, returnShippingPaidBy: 'shop', restockingFeePercent: 0 },
  ],
  finalSale: [],
  returnShippingCents: 1500,
};

/** South Africa's legal minimums (ECTA s44 cooling-off, CPA s56 implied warranty), as rules that win over the policy. */
export const LEGAL_MINIMUMS: readonly ReturnRule[] = [
  { category: '*', country: 'ZA', reason: 'changed_mind', window: { amount: 7, unit: 'days' }, returnShippingPaidBy: 'customer', restockingFeePercent: 0 },
  ...(['dead_on_arrival', 'damaged', 'wrong_item', 'not_as_described', 'warranty_fault'] as const).map(
    (reason): ReturnRule => ({ category: '*', country: 'ZA', reason, window: { amount: 6, unit: 'months' }, returnShippingPaidBy: 'shop', restockingFeePercent: 0 }),
  ),
];

/** `from` plus `n` calendar months in UTC, the day clamped to the month's last (31 Jan + 1 → 28/29 Feb). */
export function addUtcMonths(from: Date, n: number): Date {
  const y = from.getUTCFullYear();
  const m = from.getUTCMonth() + n;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(from.getUTCDate(), lastDay), from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds()));
}

/** The last instant of a window opened at `from`. */
export function windowEnd(from: Date, window: ReturnRule['window']): Date {
  if (window.unit === 'months') return addUtcMonths(from, window.amount);
  const hours = window.unit === 'days' ? window.amount * 24 : window.amount;
  return new Date(from.getTime() + hours * 3_600_000);
}

const specificity = (r: Pick<ReturnRule, 'category' | 'country'>) => (r.category === '*' ? 0 : 2) + (r.country === '*' ? 0 : 1);
const matches = (r: Pick<ReturnRule, 'category' | 'country'>, category: string, country: string) =>
  (r.category === '*' || r.category === category) && (r.country === '*' || r.country.toUpperCase() === country.toUpperCase());

/** The policy's most specific rule for a line (category and country both named beats category, beats country, beats '*'), or null. */
export function policyRule(policy: ReturnPolicy, category: string, country: string, reason: ReturnReason): ReturnRule | null {
  const found = policy.rules.filter((r) => r.reason === reason && matches(r, category, country)).sort((a, b) => specificity(b) - specificity(a));
  return found[0] ?? null;
}

/** True when the policy sells this category as final sale in that country. */
export function isFinalSale(policy: ReturnPolicy, category: string, country: string): boolean {
  return policy.finalSale.some((f) => f.category === category && (f.country === '*' || f.country.toUpperCase() === country.toUpperCase()));
}

const longer = (a: ReturnRule['window'], b: ReturnRule['window'], from: Date) => (windowEnd(from, a).getTime() >= windowEnd(from, b).getTime() ? a : b);

/**
 * The rule that applies to a line: the policy's (none when the category is final sale there)
 * merged with the legal minimum of the country: the longer window, the lower fee, and the shop
 * paying the shipping when either says so. Null when neither gives one.
 */
export function effectiveRule(policy: ReturnPolicy, category: string, country: string, reason: ReturnReason, deliveredAt: Date): ReturnRule | null {
  const own = isFinalSale(policy, category, country) ? null : policyRule(policy, category, country, reason);
  const legal = LEGAL_MINIMUMS.find((r) => r.reason === reason && matches(r, category, country)) ?? null;
  if (!own) return legal;
  if (!legal) return own;
  return {
    ...own,
    window: longer(own.window, legal.window, deliveredAt),
    restockingFeePercent: Math.min(own.restockingFeePercent, legal.restockingFeePercent),
    returnShippingPaidBy: own.returnShippingPaidBy === 'shop' || legal.returnShippingPaidBy === 'shop' ? 'shop' : 'customer',
  };
}

/** Why a line cannot be returned for a reason. */
export type IneligibleWhy = 'not_delivered' | 'final_sale' | 'reason_not_allowed' | 'window_closed';

export type Eligibility =
  | { eligible: true; rule: ReturnRule; deadline: Date }
  | { eligible: false; why: IneligibleWhy; /** The window's last instant, when there was one. */ deadline: Date | null };

/**
 * May a line of `category`, delivered at `deliveredAt` (null: not delivered yet) to `country`, be
 * returned for `reason` at `now`? Eligible up to and including the window's last instant.
 */
export function returnEligibility(input: { policy: ReturnPolicy; category: string; country: string; reason: ReturnReason; deliveredAt: Date | null; now: Date }): Eligibility {
  const { policy, category, country, reason, deliveredAt, now } = input;
  if (!deliveredAt) return { eligible: false, why: 'not_delivered', deadline: null };
  const rule = effectiveRule(policy, category, country, reason, deliveredAt);
  if (!rule) return { eligible: false, why: isFinalSale(policy, category, country) ? 'final_sale' : 'reason_not_allowed', deadline: null };
  const deadline = windowEnd(deliveredAt, rule.window);
  if (now.getTime() > deadline.getTime()) return { eligible: false, why: 'window_closed', deadline };
  return { eligible: true, rule, deadline };
}

// ---------------------------------------------------------------- state machine

/** A return request's states, in order (issue 27). */
export const RETURN_STATUSES = ['requested', 'approved', 'rejected', 'received', 'inspected', 'refunded', 'exchanged', 'closed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/** Where a request may go from each state: requested → approved | rejected → received → inspected → refunded | exchanged | closed; no skipping, no way back. */
export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'rejected'],
  approved: ['received'],
  rejected: [],
  received: ['inspected'],
  inspected: ['refunded', 'exchanged', 'closed'],
  refunded: [],
  exchanged: [],
  closed: [],
};

/** True when a request in `from` may move to `to`. */
export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to);
}

/** True once nothing more can happen to the request. */
export const isReturnFinished = (s: ReturnStatus): boolean => RETURN_TRANSITIONS[s].length === 0;

/** Statuses staff still have to act on (the alerts badge counts requests in these). */
export const RETURN_OPEN_STATUSES: readonly ReturnStatus[] = ['requested', 'approved', 'received', 'inspected'];

// ---------------------------------------------------------------- money

/** One returned line for the estimate: unit price paid (US cents), units, and the rule that applies. */
export interface EstimateLine {
  unitPriceCents: number;
  quantity: number;
  rule: Pick<ReturnRule, 'restockingFeePercent' | 'returnShippingPaidBy'>;
}

export interface RefundEstimate {
  /** Value of the returned units, after their share of the order's discount. */
  itemsCents: number;
  restockingFeeCents: number;
  returnShippingCents: number;
  /** What is refunded: items − fee − shipping, at least 0 and at most what is left to refund. */
  refundCents: number;
}

/**
 * The refund for returned lines (US cents): each line's value less its share of the order's
 * discount (pro rata of the subtotal), less its restocking fee (percent, rounded half up per line),
 * less the flat return shipping once when any line's rule makes the customer pay it; never below 0
 * and never above `refundableCents` (what is left to refund on the order).
 */
export function refundEstimate(
  lines: readonly EstimateLine[],
  order: { subtotalCents: number; discountCents: number; refundableCents: number },
  returnShippingCents: number,
): RefundEstimate {
  let items = 0;
  let fee = 0;
  for (const l of lines) {
    const gross = l.unitPriceCents * l.quantity;
    const discountShare = order.subtotalCents > 0 ? Math.round((order.discountCents * gross) / order.subtotalCents) : 0;
    const value = Math.max(0, gross - discountShare);
    items += value;
    fee += Math.round((value * l.rule.restockingFeePercent) / 100);
  }
  const shipping = lines.some((l) => l.quantity > 0 && l.rule.returnShippingPaidBy === 'customer') ? returnShippingCents : 0;
  const refund = Math.max(0, Math.min(order.refundableCents, items - fee - shipping));
  return { itemsCents: items, restockingFeeCents: fee, returnShippingCents: shipping, refundCents: refund };
}

/**
 * An exchange's price difference per the whole exchange, in US cents: positive when the new variant
 * costs more (the customer would owe it), negative when less (refunded to the customer).
 */
export function exchangeDifferenceCents(unitPriceCents: number, newUnitPriceCents: number, quantity: number): number {
  return (newUnitPriceCents - unitPriceCents) * quantity;
}

/**
 * What shipping an exchange settles (decision 071), in US cents. `differenceCents`: new minus old
 * price of the units received (lines not received count 0). A negative difference is refunded
 * through the order (`orderRefundCents`). A positive one must have been paid beforehand:
 * `unpaidCents` > 0 means the exchange cannot ship yet, and what was paid above the difference
 * (fewer units received than asked) goes back on the difference's own payment (`differenceRefundCents`).
 */
export function exchangeSettlement(
  lines: readonly { unitPriceCents: number; exchangeUnitPriceCents: number | null; receivedQuantity: number | null }[],
  paidCents: number,
): { differenceCents: number; orderRefundCents: number; unpaidCents: number; differenceRefundCents: number } {
  const differenceCents = lines.reduce((sum, l) => sum + exchangeDifferenceCents(l.unitPriceCents, l.exchangeUnitPriceCents ?? l.unitPriceCents, l.receivedQuantity ?? 0), 0);
  const due = Math.max(0, differenceCents);
  return {
    differenceCents,
    orderRefundCents: Math.max(0, -differenceCents),
    unpaidCents: Math.max(0, due - paidCents),
    differenceRefundCents: Math.max(0, paidCents - due),
  };
}

// ---------------------------------------------------------------- requests

/** An IMEI (15 digits, Luhn check digit) or a serial number (5–30 letters, digits, dashes). */
export const IMEI_OR_SERIAL = /^[A-Za-z0-9-]{5,30}$/;

/** True for a 15-digit IMEI whose last digit is its Luhn check digit. */
export function isImei(value: string): boolean {
  if (!/^\d{15}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    let d = Number(value[14 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}


const RETURN_LANGS = ['en', 'es', 'fr', 'de', 'zh'] as const;
type Lang = (typeof RETURN_LANGS)[number];

/** The customer's notification (in-app and e-mail) of a step of their return, in their language. */
export function returnNotification(
  status: ReturnStatus,
  orderNumber: string,
  language: string,
  extra: { note?: string | null; amount?: string | null } = {},
): { title: string; message: string } {
  const lang: Lang = (RETURN_LANGS as readonly string[]).includes(language) ? (language as Lang) : 'en';
  const n = orderNumber;
  const note = extra.note ? ` ${extra.note}` : '';
  const amount = extra.amount ?? '';
  const texts: Record<Lang, Record<ReturnStatus, [string, string]>> = {
    en: {
      requested: ['Return requested', `We received your return request for order #${n}. We will answer within 2 business days.`],
      approved: ['Return approved', `Your return for order #${n} is approved.${note}`],
      rejected: ['Return rejected', `Your return for order #${n} was not accepted.${note}`],
      received: ['Return received', `We received the items you returned from order #${n} and will inspect them.`],
      inspected: ['Return inspected', `The items you returned from order #${n} were inspected.`],
      refunded: ['Return refunded', `${amount} has been refunded for your return from order #${n}; refunds arrive in 5-7 business days.`],
      exchanged: ['Exchange shipped', `The replacement for your return from order #${n} is on its way.${note}`],
      closed: ['Return closed', `Your return for order #${n} is closed.${note}`],
    },
    es: {
      requested: ['Devolución solicitada', `Hemos recibido tu solicitud de devolución del pedido #${n}. Responderemos en 2 días hábiles.`],
      approved: ['Devolución aprobada', `Tu devolución del pedido #${n} está aprobada.${note}`],
      rejected: ['Devolución rechazada', `Tu devolución del pedido #${n} no fue aceptada.${note}`],
      received: ['Devolución recibida', `Hemos recibido los artículos devueltos del pedido #${n} y los revisaremos.`],
      inspected: ['Devolución revisada', `Los artículos devueltos del pedido #${n} han sido revisados.`],
      refunded: ['Devolución reembolsada', `Se han reembolsado ${amount} por tu devolución del pedido #${n}; los reembolsos llegan en 5-7 días hábiles.`],
      exchanged: ['Cambio enviado', `El artículo de cambio de tu devolución del pedido #${n} está en camino.${note}`],
      closed: ['Devolución cerrada', `Tu devolución del pedido #${n} está cerrada.${note}`],
    },
    fr: {
      requested: ['Retour demandé', `Nous avons reçu votre demande de retour pour la commande #${n}. Nous répondrons sous 2 jours ouvrés.`],
      approved: ['Retour approuvé', `Votre retour pour la commande #${n} est approuvé.${note}`],
      rejected: ['Retour refusé', `Votre retour pour la commande #${n} n'a pas été accepté.${note}`],
      received: ['Retour reçu', `Nous avons reçu les articles retournés de la commande #${n} et allons les examiner.`],
      inspected: ['Retour examiné', `Les articles retournés de la commande #${n} ont été examinés.`],
      refunded: ['Retour remboursé', `${amount} ont été remboursés pour votre retour de la commande #${n} ; les remboursements arrivent sous 5 à 7 jours ouvrés.`],
      exchanged: ['Échange expédié', `L'article de remplacement de votre retour de la commande #${n} est en route.${note}`],
      closed: ['Retour clos', `Votre retour pour la commande #${n} est clos.${note}`],
    },
    de: {
      requested: ['Rücksendung angefragt', `Wir haben deine Rücksendeanfrage für Bestellung #${n} erhalten und antworten innerhalb von 2 Werktagen.`],
      approved: ['Rücksendung genehmigt', `Deine Rücksendung für Bestellung #${n} ist genehmigt.${note}`],
      rejected: ['Rücksendung abgelehnt', `Deine Rücksendung für Bestellung #${n} wurde nicht angenommen.${note}`],
      received: ['Rücksendung erhalten', `Wir haben die zurückgesendeten Artikel aus Bestellung #${n} erhalten und prüfen sie.`],
      inspected: ['Rücksendung geprüft', `Die zurückgesendeten Artikel aus Bestellung #${n} wurden geprüft.`],
      refunded: ['Rücksendung erstattet', `${amount} wurden für deine Rücksendung aus Bestellung #${n} erstattet; Erstattungen kommen in 5-7 Werktagen an.`],
      exchanged: ['Umtausch versandt', `Der Ersatz für deine Rücksendung aus Bestellung #${n} ist unterwegs.${note}`],
      closed: ['Rücksendung abgeschlossen', `Deine Rücksendung für Bestellung #${n} ist abgeschlossen.${note}`],
    },
    zh: {
      requested: ['已申请退货', `我们已收到您订单 #${n} 的退货申请，将在 2 个工作日内答复。`],
      approved: ['退货已批准', `您订单 #${n} 的退货已批准。${note}`],
      rejected: ['退货被拒绝', `您订单 #${n} 的退货未被接受。${note}`],
      received: ['已收到退货', `我们已收到您从订单 #${n} 退回的商品，将进行检验。`],
      inspected: ['退货已检验', `您从订单 #${n} 退回的商品已检验。`],
      refunded: ['退货已退款', `您订单 #${n} 的退货已退款 ${amount}，退款将在 5-7 个工作日内到账。`],
      exchanged: ['换货已发出', `您订单 #${n} 的换货商品正在寄出。${note}`],
      closed: ['退货已关闭', `您订单 #${n} 的退货已关闭。${note}`],
    },
  };
  const [title, message] = texts[lang][status];
  return { title, message };
}

// ---------------------------------------------------------------- request limits

/** Short videos on a request (decision 071): at most this many, each at most RETURN_VIDEO_MAX_BYTES, MP4, WebM or QuickTime. */
export const RETURN_MAX_VIDEOS = 1;
/** Largest video accepted, bytes (20 MB): a phone's 15–30 s clip at a modest quality. */
export const RETURN_VIDEO_MAX_BYTES = 20 * 1024 * 1024;
/** Video types accepted, as detected from the file's bytes. */
export const RETURN_VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;
