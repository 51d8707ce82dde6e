/**
 * The invoice PDF's words in the customer's language (storefront §7 PDF, issue 23): the web asks
 * for the PDF with its chosen language as Accept-Language, and each label, status and date follows
 * it. Amounts stay in the invoice's currency format (formatUsd); dates use Intl with the language.
 */
import type { InvoiceStatus } from '@phonexport/domain/invoices';
import type { Language } from '@phonexport/domain/settings';

export interface InvoiceTexts {
  title: string;
  heading: string;
  invoiceNumber: (n: string) => string;
  order: (n: string) => string;
  issueDate: (d: string) => string;
  dueDate: (d: string) => string;
  status: (s: string) => string;
  statuses: Record<InvoiceStatus, string>;
  billTo: string;
  item: string;
  qty: string;
  price: string;
  total: string;
  subtotal: string;
  shipping: string;
  free: string;
  duty: string;
  discount: string;
  totalIn: (currency: string) => string;
  /** The total as the shopper saw it in their display currency (issue 22), beside the charged USD total. */
  approxIn: (currency: string) => string;
  /** Why two totals: `rate` units of `currency` per USD, fetched on `date` (both already in the language's format). */
  chargedNote: (rate: string, currency: string, date: string) => string;
  refunded: string;
  netPaid: string;
  paymentMethod: (m: string) => string;
  thanks: (shop: string, email: string) => string;
}

/** es, fr, de, zh and English. */
export const INVOICE_TEXTS: Record<Language, InvoiceTexts> = {
  en: {
    title: 'Invoice',
    heading: 'INVOICE',
    invoiceNumber: (n) => `Invoice number: ${n}`,
    order: (n) => `Order: #${n}`,
    issueDate: (d) => `Issue date: ${d}`,
    dueDate: (d) => `Due date: ${d}`,
    status: (s) => `Status: ${s}`,
    statuses: { paid: 'PAID', pending: 'PENDING', overdue: 'OVERDUE', partially_refunded: 'PARTIALLY REFUNDED', refunded: 'REFUNDED' },
    billTo: 'Bill to',
    item: 'Item',
    qty: 'Qty',
    price: 'Price',
    total: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Shipping',
    free: 'Free',
    duty: 'Duty',
    discount: 'Discount',
    totalIn: (c) => `Total (${c})`,
    approxIn: (c) => `Approx. in ${c}`,
    chargedNote: (rate, c, date) => `Charged in USD. Shown amounts used ${rate} ${c} per USD (rate of ${date}).`,
    refunded: 'Refunded',
    netPaid: 'Net paid',
    paymentMethod: (m) => `Payment method: ${m}`,
    thanks: (shop, email) => `Thank you for shopping with ${shop}. Questions about this invoice: ${email}`,
  },
  es: {
    title: 'Factura',
    heading: 'FACTURA',
    invoiceNumber: (n) => `Número de factura: ${n}`,
    order: (n) => `Pedido: n.º ${n}`,
    issueDate: (d) => `Fecha de emisión: ${d}`,
    dueDate: (d) => `Fecha de vencimiento: ${d}`,
    status: (s) => `Estado: ${s}`,
    statuses: { paid: 'PAGADA', pending: 'PENDIENTE', overdue: 'VENCIDA', partially_refunded: 'REEMBOLSADA PARCIALMENTE', refunded: 'REEMBOLSADA' },
    billTo: 'Facturar a',
    item: 'Artículo',
    qty: 'Cant.',
    price: 'Precio',
    total: 'Total',
    subtotal: 'Subtotal',
    shipping: 'Envío',
    free: 'Gratis',
    duty: 'Aranceles',
    discount: 'Descuento',
    totalIn: (c) => `Total (${c})`,
    approxIn: (c) => `Aprox. en ${c}`,
    chargedNote: (rate, c, date) => `Cobrado en USD. Los importes mostrados usaron ${rate} ${c} por USD (tipo del ${date}).`,
    refunded: 'Reembolsado',
    netPaid: 'Pagado neto',
    paymentMethod: (m) => `Método de pago: ${m}`,
    thanks: (shop, email) => `Gracias por comprar en ${shop}. Dudas sobre esta factura: ${email}`,
  },
  fr: {
    title: 'Facture',
    heading: 'FACTURE',
    invoiceNumber: (n) => `Numéro de facture : ${n}`,
    order: (n) => `Commande : n° ${n}`,
    issueDate: (d) => `Date d’émission : ${d}`,
    dueDate: (d) => `Date d’échéance : ${d}`,
    status: (s) => `Statut : ${s}`,
    statuses: { paid: 'PAYÉE', pending: 'EN ATTENTE', overdue: 'EN RETARD', partially_refunded: 'PARTIELLEMENT REMBOURSÉE', refunded: 'REMBOURSÉE' },
    billTo: 'Facturé à',
    item: 'Article',
    qty: 'Qté',
    price: 'Prix',
    total: 'Montant',
    subtotal: 'Sous-total',
    shipping: 'Livraison',
    free: 'Gratuite',
    duty: 'Droits de douane',
    discount: 'Remise',
    totalIn: (c) => `Montant dû (${c})`,
    approxIn: (c) => `Environ en ${c}`,
    chargedNote: (rate, c, date) => `Débité en USD. Les montants affichés utilisent ${rate} ${c} pour 1 USD (taux du ${date}).`,
    refunded: 'Remboursé',
    netPaid: 'Net payé',
    paymentMethod: (m) => `Moyen de paiement : ${m}`,
    thanks: (shop, email) => `Merci pour vos achats chez ${shop}. Questions sur cette facture : ${email}`,
  },
  de: {
    title: 'Rechnung',
    heading: 'RECHNUNG',
    invoiceNumber: (n) => `Rechnungsnummer: ${n}`,
    order: (n) => `Bestellung: Nr. ${n}`,
    issueDate: (d) => `Rechnungsdatum: ${d}`,
    dueDate: (d) => `Fällig am: ${d}`,
    status: (s) => `Status: ${s}`,
    statuses: { paid: 'BEZAHLT', pending: 'AUSSTEHEND', overdue: 'ÜBERFÄLLIG', partially_refunded: 'TEILWEISE ERSTATTET', refunded: 'ERSTATTET' },
    billTo: 'Rechnung an',
    item: 'Artikel',
    qty: 'Menge',
    price: 'Preis',
    total: 'Summe',
    subtotal: 'Zwischensumme',
    shipping: 'Versand',
    free: 'Kostenlos',
    duty: 'Zoll',
    discount: 'Rabatt',
    totalIn: (c) => `Gesamt (${c})`,
    approxIn: (c) => `Ca. in ${c}`,
    chargedNote: (rate, c, date) => `Abgerechnet in USD. Angezeigte Beträge mit ${rate} ${c} pro USD umgerechnet (Kurs vom ${date}).`,
    refunded: 'Erstattet',
    netPaid: 'Netto bezahlt',
    paymentMethod: (m) => `Zahlungsart: ${m}`,
    thanks: (shop, email) => `Danke für deinen Einkauf bei ${shop}. Fragen zu dieser Rechnung: ${email}`,
  },
  zh: {
    title: '发票',
    heading: '发票',
    invoiceNumber: (n) => `发票号：${n}`,
    order: (n) => `订单号：${n}`,
    issueDate: (d) => `开具日期：${d}`,
    dueDate: (d) => `到期日：${d}`,
    status: (s) => `状态：${s}`,
    statuses: { paid: '已付款', pending: '待付款', overdue: '已逾期', partially_refunded: '部分退款', refunded: '已退款' },
    billTo: '账单寄送至',
    item: '商品',
    qty: '数量',
    price: '单价',
    total: '金额',
    subtotal: '小计',
    shipping: '运费',
    free: '免费',
    duty: '关税',
    discount: '折扣',
    totalIn: (c) => `合计（${c}）`,
    approxIn: (c) => `约合 ${c}`,
    chargedNote: (rate, c, date) => `以美元收费。显示金额按 1 美元 = ${rate} ${c} 换算（${date}的汇率）。`,
    refunded: '已退款',
    netPaid: '实付净额',
    paymentMethod: (m) => `付款方式：${m}`,
    thanks: (shop, email) => `感谢您在 ${shop} 购物。关于本发票的问题请联系：${email}`,
  },
};
