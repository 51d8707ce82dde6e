/**
 * Shipping (service countries, back office §5, §7, §9): the rules of the country form and the
 * audited changes. Other features reach shipping only through this file (decision 023): the
 * cart and checkout read `getActiveCountry` and `listActiveCountries`.
 */
import type { z } from 'zod';
import type { adminCountrySchema } from '@phonexport/contracts/shipping';
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import type { Db, Tx } from '../../db/client.ts';
import { notFound, conflict } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { deleteAudited } from '../audit/index.ts';
import { insertAudit } from '../audit/index.ts';
import {
  findCodeTaken,
  deleteCountry as removeCountry,
  findCountry,
  insertCountry,
  findActiveCountries as loadActiveCountries,
  updateCountry as replaceCountry,
  type CountryFields,
} from './shipping-repository.ts';
import { cached, invalidating, invalidatingStep, withInvalidation, type CacheTag } from '../../cache/read-cache.ts';


const COUNTRIES: CacheTag[] = ['countries'];

/** Active service countries by name (the cart's and checkout's destinations), from the read cache. */
export function listActiveCountries(db: Db): Promise<ServiceCountryDto[]> {
  return cached(db, 'countries:active', COUNTRIES, () => loadActiveCountries(db));
}

/**
 * The active service country of ISO code `code` (any case), or null: from the read cache's list,
 * so a quote or a checkout costs no country query (dropped in every process on a country write).
 */
export async function getActiveCountry(db: Db, code: string): Promise<ServiceCountryDto | null> {
  const wanted = code.toUpperCase();
  return (await listActiveCountries(db)).find((c) => c.code === wanted) ?? null;
}

type CountryInput = z.output<typeof adminCountrySchema>;
type Admin = Pick<SessionUser, 'id' | 'email'>;

const NOT_FOUND = 'Service country not found';

/** The stored fields of a validated form: `shippingCostCents` follows the standard cost; currency defaults to USD. */
function fields(c: CountryInput): CountryFields {
  return {
    name: c.name,
    code: c.code,
    currency: c.currency || 'USD',
    shippingCostCents: c.standardShippingCostCents,
    standardShippingCostCents: c.standardShippingCostCents,
    expressShippingCostCents: c.expressShippingCostCents,
    standardDeliveryDays: c.standardDeliveryDays,
    expressDeliveryDays: c.expressDeliveryDays,
    dutyRate: c.dutyRate,
    isActive: c.isActive,
  };
}

/** 409 duplicate_code when another country already has `code`. */
async function assertCodeFree(tx: Tx, code: string, exceptId?: string): Promise<void> {
  if (await findCodeTaken(tx, code, exceptId)) throw conflict(`A service country with code ${code} already exists`, 'duplicate_code');
}

/** Adds a country, audited. Throws 409 (duplicate_code) when the code is in use. */
export function createCountry(db: Db, admin: Admin, input: CountryInput): Promise<ServiceCountryDto> {
  return withInvalidation(db, COUNTRIES, async (tx) => {
    await assertCodeFree(tx, input.code);
    const saved = await insertCountry(tx, fields(input));
    await insertAudit(tx, admin, { action: 'create', entity: 'country', entityId: saved.id, after: saved });
    return saved;
  });
}

/** Replaces a country, audited. Throws 404 when the id names none, 409 when another country has the code. */
export function updateCountry(db: Db, admin: Admin, id: string, input: CountryInput): Promise<ServiceCountryDto> {
  return withInvalidation(db, COUNTRIES, async (tx) => {
    const before = await findCountry(tx, id);
    if (!before) throw notFound(NOT_FOUND);
    await assertCodeFree(tx, input.code, id);
    const after = (await replaceCountry(tx, id, fields(input)))!;
    await insertAudit(tx, admin, { action: 'update', entity: 'country', entityId: after.id, before, after });
    return after;
  });
}

/** Deletes a country, audited. Throws 404 when the id names none. */
export function deleteCountry(db: Db, admin: Admin, id: string): Promise<void> {
  return invalidating(db, COUNTRIES, () => deleteAudited(db, admin, 'country', id, { load: findCountry, remove: invalidatingStep(db, COUNTRIES, removeCountry), notFoundMessage: NOT_FOUND }));
}
