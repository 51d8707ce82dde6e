/**
 * Address book data access (storefront §4 Address book): the first address a user saves becomes
 * the default, and making one the default clears the flag on the others (a partial unique index
 * allows one default per user). Run inside a transaction.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema.ts';

/** The columns a caller gives: everything but the id, owner, default flag and timestamps. */
export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/** Inserts an address for `userId`; default when it is the first or `makeDefault` is true. */
export async function insertAddress(tx: Tx, userId: string, a: NewAddress, makeDefault = false) {
  const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
  const isDefault = !existing || makeDefault;
  if (isDefault && existing) {
    await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  }
  const [created] = await tx
    .insert(addresses)
    .values({
      userId,
      name: a.name,
      company: a.company || null,
      street: a.street,
      city: a.city,
      state: a.state || null,
      zipCode: a.zipCode,
      country: a.country,
      countryCode: a.countryCode,
      phone: a.phone || null,
      type: a.type ?? 'home',
      isDefault,
    })
    .returning();
  return created!;
}
