/**
 * Brands are data the admin manages (issue 17, decision 042): create, rename, set a logo,
 * (de)activate and delete, each audited in its transaction (entity 'brand'). A brand's slug is
 * made from its name once and never changes; products store it.
 */
import type { z } from 'zod';
import { BRAND_MESSAGES, brandSlug } from '@phonexport/domain/admin';
import type { adminBrandSchema } from '@phonexport/contracts/catalog';
import type { AdminBrandDto, BrandDto } from '@phonexport/contracts/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { cached, withInvalidation, type CacheTag } from '../../cache/read-cache.ts';
import { invalid, notFound, conflict } from '../../lib/rule-errors.ts';
import { sqlState } from '../../db/sql-state.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { insertAudit } from '../audit/index.ts';
import { findBrandSlugByName, deleteBrand as removeBrand, findExistingBrandSlugs, findBrand, insertBrand, findStripBrands as loadStripBrands, updateBrand as setBrand } from './brands-repository.ts';


/** The strip shows brands with visible products, and products show their brand: a brand write drops both (decision 039). */
const BRANDS: CacheTag[] = ['brands', 'catalog'];

/** The storefront's brand strip (active brands with visible products, the spec's five first), from the read cache. */
export function listStripBrands(db: Db): Promise<BrandDto[]> {
  return cached(db, 'brands:strip', BRANDS, () => loadStripBrands(db));
}

type Admin = Pick<SessionUser, 'id' | 'email'>;
type BrandInput = z.output<typeof adminBrandSchema>;

export const BRAND_NOT_FOUND = 'Brand not found';

/** A brand's stored fields; the name with runs of spaces made one ('Sony  Ericsson' is 'Sony Ericsson'). */
const fieldsOf = (input: BrandInput) => ({ name: input.name.normalize('NFKC').replace(/\s+/g, ' ').trim(), logoUrl: input.logoUrl ?? null, isActive: input.isActive });

/** Throws 409 when another brand (not `slug`) already has this name, case-insensitively. */
async function assertNameFree(tx: Tx, name: string, slug: string | null): Promise<void> {
  const holder = await findBrandSlugByName(tx, name);
  if (holder && holder !== slug) throw conflict(BRAND_MESSAGES.nameTaken);
}

/**
 * Creates a brand, audited; its slug is made from the name (any script, brandSlug), with '-2',
 * '-3'... when another brand's name made the same one. Throws 409 when the name is taken.
 */
export function createBrand(db: Db, admin: Admin, input: BrandInput): Promise<AdminBrandDto> {
  const base = brandSlug(input.name);
  return withInvalidation(db, BRANDS, async (tx) => {
    await assertNameFree(tx, fieldsOf(input).name, null);
    let slug = base;
    for (let n = 2; !(await insertBrand(tx, slug, fieldsOf(input))); n++) {
      if (n > 50) throw conflict(BRAND_MESSAGES.nameTaken);
      slug = `${base.slice(0, 36)}-${n}`;
    }
    const after = (await findBrand(tx, slug))!;
    await insertAudit(tx, admin, { action: 'create', entity: 'brand', entityId: slug, after });
    return after;
  });
}

/** Renames a brand and sets its logo and active flag, audited. Throws 404 for an unknown slug, 409 for a taken name. */
export function updateBrand(db: Db, admin: Admin, slug: string, input: BrandInput): Promise<AdminBrandDto> {
  return withInvalidation(db, BRANDS, async (tx) => {
    const before = await findBrand(tx, slug);
    if (!before) throw notFound(BRAND_NOT_FOUND);
    await assertNameFree(tx, fieldsOf(input).name, slug);
    await setBrand(tx, slug, fieldsOf(input));
    const after = (await findBrand(tx, slug))!;
    await insertAudit(tx, admin, { action: 'update', entity: 'brand', entityId: slug, before, after });
    return after;
  });
}

/** Deletes a brand, audited. Throws 404 for an unknown slug, 409 while products use it. */
export function deleteBrand(db: Db, admin: Admin, slug: string): Promise<void> {
  return withInvalidation(db, BRANDS, async (tx) => {
    const before = await findBrand(tx, slug);
    if (!before) throw notFound(BRAND_NOT_FOUND);
    if (before.productCount > 0) throw conflict(BRAND_MESSAGES.inUse(before.productCount));
    try {
      await removeBrand(tx, slug);
    } catch (err) {
      // A product took the brand after the count (foreign key violation): still in use.
      if (sqlState(err) === '23503') throw conflict(BRAND_MESSAGES.inUse(1));
      throw err;
    }
    await insertAudit(tx, admin, { action: 'delete', entity: 'brand', entityId: slug, before });
  });
}

/** Throws 400 (field brand) when `slug` names no brand. */
export async function assertBrandExists(db: Db | Tx, slug: string): Promise<void> {
  if (!(await findExistingBrandSlugs(db, [slug])).has(slug)) throw invalid(BRAND_MESSAGES.unknown(slug), { brand: BRAND_MESSAGES.unknown(slug) });
}
