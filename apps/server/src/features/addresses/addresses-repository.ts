/**
 * Address book data access (storefront §4 Address book): the first address a user saves becomes
 * the default, and making one the default clears the flag on the others (a partial unique index
 * allows one default per user). The writes run inside a transaction (withTransaction). The only
 * addresses code that touches the database.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { nextDefaultAfterDelete } from '@phonexport/domain/addresses';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, serviceCountries, user } from '../../db/schema.ts';
import type { AddressType } from '@phonexport/domain/addresses';

/** A saved address as the address book shows it (ISO times). */
export interface Address {
  id: string;
  name: string;
  company: string | null;
  street: string;
  city: string;
  state: string | null;
  zipCode: string;
  country: string;
  countryCode: string;
  phone: string | null;
  type: AddressType;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string;
}


/** The columns a caller gives: everything but the id, owner, default flag and timestamps. */
export type NewAddress = Omit<typeof addresses.$inferInsert, 'id' | 'userId' | 'isDefault' | 'createdAt' | 'updatedAt'>;

/**
 * Locks the user's row for the rest of the transaction, so concurrent changes to one address book
 * run one after the other (two "first" addresses, or two "make default" calls, cannot both win
 * the one-default index and fail with a 500).
 */
async function lockBook(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: user.id }).from(user).where(eq(user.id, userId)).for('update');
}

/** Inserts an address for `userId`; default when it is the first or `makeDefault` is true. */
export async function insertAddress(tx: Tx, userId: string, a: NewAddress, makeDefault = false) {
  await lockBook(tx, userId);
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

type AddressRow = typeof addresses.$inferSelect;

/** A stored address as the address book shows it. */
export function toAddressDto(a: AddressRow): Address {
  return {
    id: a.id,
    name: a.name,
    company: a.company,
    street: a.street,
    city: a.city,
    state: a.state,
    zipCode: a.zipCode,
    country: a.country,
    countryCode: a.countryCode,
    phone: a.phone,
    type: a.type,
    isDefault: a.isDefault,
    createdAt: a.createdAt.toISOString(),
    updatedAt: a.updatedAt.toISOString(),
  };
}

/** The user's address book, default first, then oldest first. */
export async function findAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(desc(addresses.isDefault), asc(addresses.createdAt));
  return rows.map(toAddressDto);
}

/** The active service country with this 2-letter code (name and code), or null. */
export async function findServedCountry(db: Db, code: string): Promise<{ name: string; code: string } | null> {
  const [country] = await db
    .select({ name: serviceCountries.name, code: serviceCountries.code })
    .from(serviceCountries)
    .where(and(eq(serviceCountries.code, code), eq(serviceCountries.isActive, true)))
    .limit(1);
  return country ?? null;
}

/** One of the user's addresses, or null (another user's address looks missing). */
export async function findAddress(tx: Db | Tx, userId: string, id: string): Promise<AddressRow | null> {
  const [row] = await tx.select().from(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).limit(1);
  return row ?? null;
}

/**
 * Updates the user's address `id` with `changes`. `makeDefault` true moves the default flag to it;
 * false is ignored (a default is never cleared directly: the book keeps one while it has any).
 * Returns the row, or null when it is not the user's.
 */
export async function updateAddress(tx: Tx, userId: string, id: string, changes: Partial<NewAddress>, makeDefault?: boolean): Promise<AddressRow | null> {
  await lockBook(tx, userId);
  const current = await findAddress(tx, userId, id);
  if (!current) return null;
  if (makeDefault && !current.isDefault) {
    await tx.update(addresses).set({ isDefault: false }).where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  }
  const set: Partial<typeof addresses.$inferInsert> = { updatedAt: new Date() };
  for (const [k, v] of Object.entries(changes)) {
    if (v === undefined) continue;
    (set as Record<string, unknown>)[k] = (k === 'company' || k === 'state' || k === 'phone') && v === '' ? null : v;
  }
  if (makeDefault) set.isDefault = true;
  const [row] = await tx.update(addresses).set(set).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning();
  return row ?? null;
}

/**
 * Deletes the user's address `id`; when it was the default, the oldest remaining address becomes
 * the default (§4). Returns false when it is not the user's.
 */
export async function deleteAddress(tx: Tx, userId: string, id: string): Promise<boolean> {
  await lockBook(tx, userId);
  const rows = await tx.select().from(addresses).where(eq(addresses.userId, userId)).orderBy(asc(addresses.createdAt), asc(addresses.id));
  const next = nextDefaultAfterDelete(rows, id);
  const deleted = await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId))).returning({ id: addresses.id });
  if (!deleted.length) return false;
  if (next) await tx.update(addresses).set({ isDefault: true, updatedAt: new Date() }).where(eq(addresses.id, next));
  return true;
}
