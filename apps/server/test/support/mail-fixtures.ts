/**
 * Mail in tests: one of each mail a customer receives, for the same made-up order (to render).
 * The SMTP server that keeps what the shop sends is stand-ins/smtp-stand-in.ts.
 */
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
