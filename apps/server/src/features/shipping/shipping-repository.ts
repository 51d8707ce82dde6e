/**
 * Service country data access (back office §7; storefront cart and checkout destinations): the
 * only shipping code that touches the database. Plain objects in the shape declared here (cents, days,
 * duty rate in percent).
 */
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { serviceCountries } from '../../db/schema.ts';
import type { CountryRates } from '@phonexport/domain/shipping';

/** A country the shop ships to: its pricing part (domain CountryRates: costs in cents, delivery in days, duty rate in percent), its id and whether it is active. */
export interface ServiceCountry extends CountryRates {
  id: string;
  isActive: boolean;
}

type CountryRow = typeof serviceCountries.$inferSelect;

/** The stored fields of a service country. */
export type CountryFields = Omit<typeof serviceCountries.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;


/** Maps a country row to the API shape. */
export function toCountryDto(c: CountryRow): ServiceCountry {
  return {
    id: c.id,
    name: c.name,
    code: c.code,
    currency: c.currency,
    shippingCostCents: c.shippingCostCents,
    standardShippingCostCents: c.standardShippingCostCents,
    expressShippingCostCents: c.expressShippingCostCents,
    estimatedDeliveryDays: { standard: c.standardDeliveryDays, express: c.expressDeliveryDays },
    dutyRate: c.dutyRate,
    isActive: c.isActive,
  };
}

/** Active service countries ordered by name (§7). */
export async function findActiveCountries(db: Db): Promise<ServiceCountry[]> {
  const rows = await db.select().from(serviceCountries).where(eq(serviceCountries.isActive, true)).orderBy(asc(serviceCountries.name));
  return rows.map(toCountryDto);
}

/** Every service country ordered by name (back office). */
export async function findAllCountries(db: Db): Promise<ServiceCountry[]> {
  const rows = await db.select().from(serviceCountries).orderBy(asc(serviceCountries.name));
  return rows.map(toCountryDto);
}

/** A service country by id (any state), or null. */
export async function findCountry(db: Db | Tx, id: string): Promise<ServiceCountry | null> {
  const [row] = await db.select().from(serviceCountries).where(eq(serviceCountries.id, id)).limit(1);
  return row ? toCountryDto(row) : null;
}

/** True when another country (not `exceptId`) already has this code. */
export async function findCodeTaken(db: Db | Tx, code: string, exceptId?: string): Promise<boolean> {
  const where = exceptId ? and(eq(serviceCountries.code, code), ne(serviceCountries.id, exceptId)) : eq(serviceCountries.code, code);
  const [dup] = await db.select({ id: serviceCountries.id }).from(serviceCountries).where(where).limit(1);
  return Boolean(dup);
}

/** Inserts a country; returns it. */
export async function insertCountry(tx: Tx, fields: CountryFields): Promise<ServiceCountry> {
  const [row] = await tx.insert(serviceCountries).values(fields).returning();
  return toCountryDto(row!);
}

/** Replaces a country's fields; returns it, or null when the id names none. */
export async function updateCountry(tx: Tx, id: string, fields: CountryFields): Promise<ServiceCountry | null> {
  const [row] = await tx.update(serviceCountries).set(fields).where(eq(serviceCountries.id, id)).returning();
  return row ? toCountryDto(row) : null;
}

/** Deletes a country. */
export async function deleteCountry(tx: Tx, id: string): Promise<void> {
  await tx.delete(serviceCountries).where(eq(serviceCountries.id, id));
}
