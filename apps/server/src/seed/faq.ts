/**
 * The help centre's 20 FAQ entries in 5 categories (back office spec §2 Help Center). Their
 * claims match the rest of the shop: live chat 24/7, e-mail answered within 24 hours, returns
 * for defective goods reported within 48 hours, exchanges started within 7 days, dispatch in 1-2
 * business days, prices charged in USD and shown in the shopper's currency, duty estimated from each country's rate, the built-in coupons,
 * and the eight service countries.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import type { FaqCategory } from '@phonexport/domain/help';
import type { Db } from '../db/client.ts';
import { faqItems } from '../db/schema.ts';
import { FAQ_TRANSLATIONS } from './faq-translations.ts';

export const FAQ_SEED: { category: FaqCategory; question: string; answer: string; tags: string[] }[] = [
  // Orders
  { category: 'orders', question: 'How do I place an order?', answer: 'Choose a product, pick its colour and storage, and tap Add to Cart. In your cart choose your country and shipping option, add a coupon if you have one, then check out. You need to be signed in to check out.', tags: ['order', 'checkout', 'cart'] },
  { category: 'orders', question: 'Where can I see my orders?', answer: 'Sign in and open My Orders from your account. Each order shows its status, items, totals and, once shipped, a tracking number.', tags: ['orders', 'history', 'status'] },
  { category: 'orders', question: 'Can I change or cancel my order?', answer: 'Contact us by live chat or e-mail as soon as possible. We can change or cancel an order until it has been dispatched, which usually happens within 1-2 business days.', tags: ['cancel', 'change', 'modify'] },
  { category: 'orders', question: 'What does my order number look like?', answer: 'Order numbers start with PX followed by 8 digits, for example PX12345678. Please quote it when you contact support.', tags: ['order number', 'reference'] },
  // Shipping
  { category: 'shipping', question: 'Which countries do you ship to?', answer: 'We ship from China to South Africa, Zambia, Botswana, Zimbabwe, Malawi, Eswatini, Lesotho and Namibia.', tags: ['countries', 'delivery', 'destinations'] },
  { category: 'shipping', question: 'How long does delivery take?', answer: 'Orders are dispatched within 1-2 business days. Delivery times depend on your country and the option you choose; the cart and checkout show the estimate in business days for both standard and express shipping before you pay.', tags: ['delivery time', 'express', 'standard'] },
  { category: 'shipping', question: 'How do I track my parcel?', answer: 'Once your order ships it gets a tracking number. Open the order in My Orders and tap Track Package, or enter the number on the Track Order page.', tags: ['tracking', 'parcel', 'courier'] },
  { category: 'shipping', question: 'Will I pay import duty or VAT?', answer: "Import charges are estimated at checkout from your country's duty rate and shown in the order total, so there are no surprises. The customs authority in your country decides the final amount.", tags: ['duty', 'customs', 'vat', 'tax'] },
  // Payments
  { category: 'payments', question: 'Which payment methods do you accept?', answer: 'You can pay by card or with a PayPal wallet at checkout. Your payment is taken only when your order is placed.', tags: ['card', 'paypal', 'wallet'] },
  { category: 'payments', question: 'In which currency are prices shown?', answer: 'Prices are set and charged in US dollars (USD). You can see them in your own currency, for example kwacha, rand or pula: choose it under Currency at the foot of every page or in Settings (it follows the country you ship to until you choose). Amounts in your currency are estimates at our rate; your bank or PayPal may use its own rate.', tags: ['usd', 'currency', 'dollars', 'kwacha', 'rand', 'pula'] },
  { category: 'payments', question: 'How do coupon codes work?', answer: 'Enter your code in the cart. WELCOME10 takes 10% off, NEWUSER15 takes 15% off and SAVE20 takes $20 off your order. Only one code applies per order and the total never goes below zero.', tags: ['coupon', 'discount', 'promo code'] },
  { category: 'payments', question: 'Is my payment secure?', answer: 'Yes. Card details go straight to the payment provider over an encrypted connection; we never see or store your card number.', tags: ['security', 'safe', 'card'] },
  // Account
  { category: 'account', question: 'How do I create an account?', answer: 'Tap Account, then Create Account. Enter your name, e-mail address and a password of at least 6 characters, and accept the terms.', tags: ['register', 'sign up'] },
  { category: 'account', question: 'I forgot my password. What can I do?', answer: 'Contact support by e-mail from the address you registered with and we will help you get back into your account within 24 hours.', tags: ['password', 'login', 'reset'] },
  { category: 'account', question: 'How do I manage my saved addresses?', answer: 'Open Addresses from your account to add, edit or remove shipping addresses. You can choose a saved address at checkout.', tags: ['address', 'shipping address'] },
  { category: 'account', question: 'How do I contact customer support?', answer: 'Use live chat, available 24/7 for signed-in customers, or e-mail us; we answer e-mails within 24 hours.', tags: ['contact', 'support', 'chat', 'email'] },
  // Products
  { category: 'products', question: 'Are your products genuine?', answer: 'Yes. We sell genuine phones, tablets, computers and accessories from brands such as Samsung, iPhone, Xiaomi, Huawei, Honor, Lenovo, HP and Dell, sourced in China.', tags: ['genuine', 'original', 'authentic'] },
  { category: 'products', question: 'What is your returns policy?', answer: 'We accept returns for defective goods only. Contact support within 48 hours of delivery with your order number and a photo or description of the fault.', tags: ['returns', 'defective', 'refund'] },
  { category: 'products', question: 'Can I exchange a product?', answer: 'Yes, exchanges must be started within 7 days of delivery. Contact support and we will guide you through it.', tags: ['exchange', 'swap'] },
  { category: 'products', question: 'Will my phone work in my country?', answer: "Product pages list each model's specifications. If you are unsure whether a model suits your network, ask us on live chat before you order.", tags: ['compatibility', 'network', 'specifications'] },
];

/**
 * Inserts the FAQ, with its translations, when the table is empty; returns how many rows it
 * inserted. A database seeded before the FAQ had translations gets them on the seeded entries
 * still without any (matched by their English question); an entry with translations is left as is.
 */
export async function seedFaq(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(faqItems);
  if ((row?.n ?? 0) > 0) {
    for (const f of FAQ_SEED) {
      const translations = FAQ_TRANSLATIONS[f.question];
      if (translations) await db.update(faqItems).set({ translations }).where(and(eq(faqItems.question, f.question), sql`${faqItems.translations} = '{}'::jsonb`));
    }
    return 0;
  }
  await db.insert(faqItems).values(FAQ_SEED.map((f, position) => ({ ...f, position, translations: FAQ_TRANSLATIONS[f.question] ?? {} })));
  return FAQ_SEED.length;
}
