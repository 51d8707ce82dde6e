/**
 * Account deletion (storefront §2 Settings danger zone, §7 delete account), in one transaction:
 * the customer's personal data goes (user, sessions, sign-in accounts, reset tokens, profile,
 * settings, addresses, notifications, chats, reactions), their orders stay for the shop's
 * accounts with name, e-mail, phone and street address replaced (country kept for duty and export
 * records), and their reviews and replies stay under an anonymous name. Decision 005.
 */
import { eq, sql } from 'drizzle-orm';
import { ANONYMISED } from '@phonexport/domain/settings';
import type { AddressSnapshot } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import {
  account,
  addresses,
  chatConversations,
  notifications,
  orders,
  paymentCheckouts,
  profiles,
  reviewReactions,
  reviewReplies,
  reviews,
  session,
  user,
  userSettings,
  verification,
} from '../../db/schema.ts';

/** The address kept on an order after its customer deleted their account. */
export function anonymisedAddress(a: AddressSnapshot): AddressSnapshot {
  return {
    name: ANONYMISED.name,
    company: null,
    street: ANONYMISED.redacted,
    city: ANONYMISED.redacted,
    state: null,
    zipCode: ANONYMISED.redacted,
    country: a.country,
    countryCode: a.countryCode,
    phone: ANONYMISED.redacted,
  };
}

/** Deletes the user's personal data and anonymises their orders. Returns how many orders were kept. */
export async function deleteAccount(db: Db, userId: string): Promise<{ ordersKept: number }> {
  return db.transaction(async (tx) => {
    const owned = await tx.select({ id: orders.id, shippingAddress: orders.shippingAddress }).from(orders).where(eq(orders.userId, userId)).for('update');
    for (const o of owned) {
      await tx
        .update(orders)
        .set({
          userId: null,
          customerName: ANONYMISED.name,
          customerEmail: `deleted-${o.id.slice(0, 8)}@${ANONYMISED.emailDomain}`,
          customerPhone: null,
          shippingAddress: anonymisedAddress(o.shippingAddress),
        })
        .where(eq(orders.id, o.id));
    }
    // The checkout request kept with a payment holds the address typed at checkout ({ input: { address } }).
    await tx
      .update(paymentCheckouts)
      .set({ userId: null, request: sql`(${paymentCheckouts.request} - 'address') #- '{input,address}'` })
      .where(eq(paymentCheckouts.userId, userId));
    await tx.update(reviews).set({ userId: null, userName: ANONYMISED.name, userEmail: '' }).where(eq(reviews.userId, userId));
    await tx.update(reviewReplies).set({ userId: null, userName: ANONYMISED.name, userEmail: '' }).where(eq(reviewReplies.userId, userId));
    await tx.delete(reviewReactions).where(eq(reviewReactions.userId, userId));
    await tx.delete(chatConversations).where(eq(chatConversations.userId, userId));
    await tx.delete(notifications).where(eq(notifications.userId, userId));
    await tx.delete(addresses).where(eq(addresses.userId, userId));
    await tx.delete(userSettings).where(eq(userSettings.userId, userId));
    await tx.delete(profiles).where(eq(profiles.userId, userId));
    await tx.delete(verification).where(eq(verification.value, userId));
    await tx.delete(session).where(eq(session.userId, userId));
    await tx.delete(account).where(eq(account.userId, userId));
    await tx.delete(user).where(eq(user.id, userId));
    return { ordersKept: owned.length };
  });
}
