/**
 * Catalog (products, heroes; back office §2, §5, §7): the rules around the catalog's writes, each
 * change audited in its own transaction (decision 007), and the reads other features use
 * (through the subject's index.ts, decision 105).
 */
import type { z } from 'zod';
import { ADMIN_MESSAGES, variantsToSave } from '@phonexport/domain/admin';
import type { AdminProduct, adminHeroSchema } from '@phonexport/contracts/catalog';
import type { AdminHeroDto, AdminProductDto, HeroDto, ProductDetail, ProductPage } from '@phonexport/contracts/catalog';
import type { Db, Tx } from '../../db/client.ts';
import { invalid, notFound } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { deleteAudited } from '../audit/index.ts';
import { insertAudit } from '../audit/index.ts';
import { assertBrandExists } from './brands-service.ts';
import {
  deleteHero as removeHero,
  deleteProduct as removeProduct,
  findAdminProduct,
  findHero,
  findProduct as loadProduct,
  insertHero,
  findActiveHeroes as loadActiveHeroes,
  findProducts as loadProducts,
  updateProductFlags as setProductFlags,
  findProductExists,
  upsertProduct,
  updateHero as setHero,
  type HeroFields,
  type ProductListFilter,
} from './catalog-repository.ts';
import { decodeCursor, productSearch, type CursorKeys } from './product-search-repository.ts';
import { cached, invalidating, invalidatingStep, withInvalidation, type CacheTag } from '../../cache/read-cache.ts';

// Service countries live in shipping; kept here for the features that read them from the catalog.
export { getActiveCountry, listActiveCountries } from '../shipping/index.ts';
export { toCountryDto } from '../shipping/index.ts';

type Admin = Pick<SessionUser, 'id' | 'email'>;

export const PRODUCT_NOT_FOUND = 'Product not found';
export const NO_VARIANT_MESSAGE = 'Add at least one variant with color, storage, price and stock';
const HERO_NOT_FOUND = 'Hero banner not found';

// ---------------------------------------------------------------- storefront reads (cached)

/**
 * How long a cached product page or product may be served (ms): stock changes with every order and
 * is not invalidated by checkout, so what the storefront shows lags a sale by at most this much
 * (issue 15); checkout itself always reads the database. Admin writes drop the entries at once.
 */
export const STOCK_LAG_MS = 1000;

const CATALOG: CacheTag[] = ['catalog'];
const HEROES: CacheTag[] = ['heroes'];
/** Hero banners can show a product's name: a product write drops both. */
const CATALOG_AND_HEROES: CacheTag[] = ['catalog', 'heroes'];

const INVALID_CURSOR = 'Invalid cursor';

/**
 * The list's `cursor` decoded (null without one, or when the search holds no word to search: that
 * page is empty whatever the cursor). Throws 400 'Invalid cursor' when it is not one of ours or
 * was made for another kind of list (search vs none).
 */
function cursorOf(f: ProductListFilter): CursorKeys | null {
  if (!f.cursor) return null;
  const searching = f.search ? productSearch(f.search) !== null : false;
  if (f.search && !searching) return null;
  const keys = decodeCursor(f.cursor, searching);
  if (!keys) throw invalid(INVALID_CURSOR, { cursor: INVALID_CURSOR });
  return keys;
}

/**
 * Visible products, filtered and paged (§2 Product list), from the read cache (≤ STOCK_LAG_MS old).
 * Throws 400 'Invalid cursor' for a cursor that is not one of the list's.
 */
export function listProducts(db: Db, f: ProductListFilter): Promise<ProductPage> {
  // Every filter, the cursor and the paging are part of the key (the parsed query's keys come in schema order).
  const key = `products:${JSON.stringify(f)}`;
  return cached(db, key, CATALOG, () => loadProducts(db, f, cursorOf(f)), { ttlMs: STOCK_LAG_MS });
}

/**
 * One visible product with variants and specifications, or null, from the read cache (≤ STOCK_LAG_MS
 * old). An unknown id is not kept: visitors choose ids, and must not fill the cache with them.
 */
export function getProduct(db: Db, id: string): Promise<ProductDetail | null> {
  return cached(db, `product:${id}`, CATALOG, () => loadProduct(db, id), { ttlMs: STOCK_LAG_MS, keep: (p) => p !== null });
}

/** Active hero banners, highest priority first (§2 Home), from the read cache. */
export function listActiveHeroes(db: Db): Promise<HeroDto[]> {
  return cached(db, 'heroes:active', HEROES, () => loadActiveHeroes(db));
}

// ---------------------------------------------------------------- products

/** Saves a product (id null: creates) with the variants §5 keeps. Throws 400 NO_VARIANT_MESSAGE when none is left, 404 for an unknown id. */
async function save(tx: Tx, id: string | null, input: AdminProduct): Promise<AdminProductDto> {
  const variants = variantsToSave(input);
  if (!variants) throw invalid(NO_VARIANT_MESSAGE, { variants: NO_VARIANT_MESSAGE });
  await assertBrandExists(tx, input.brand);
  const saved = await upsertProduct(tx, id, input, variants);
  if (!saved) throw notFound(PRODUCT_NOT_FOUND);
  return saved;
}

/** Creates a product, audited. Throws 400 when no variant can be saved. */
export function createProduct(db: Db, admin: Admin, input: AdminProduct): Promise<AdminProductDto> {
  return withInvalidation(db, CATALOG_AND_HEROES, async (tx) => {
    const p = await save(tx, null, input);
    await insertAudit(tx, admin, { action: 'create', entity: 'product', entityId: p.id, after: p });
    return p;
  });
}

/** Replaces a product and its variants, audited. Throws 404 for an unknown id, 400 when no variant can be saved. */
export function updateProduct(db: Db, admin: Admin, id: string, input: AdminProduct): Promise<AdminProductDto> {
  return withInvalidation(db, CATALOG_AND_HEROES, async (tx) => {
    const before = await findAdminProduct(tx, id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    const p = await save(tx, id, input);
    await insertAudit(tx, admin, { action: 'update', entity: 'product', entityId: p.id, before, after: p });
    return p;
  });
}

/** Sets featured and/or status, audited. Throws 400 when neither is sent, 404 for an unknown id. */
export function patchProduct(db: Db, admin: Admin, id: string, change: { featured?: boolean; status?: AdminProduct['status'] }): Promise<AdminProductDto> {
  if (change.featured === undefined && change.status === undefined) throw invalid('Nothing to change', { _: 'Send featured or status' });
  return withInvalidation(db, CATALOG_AND_HEROES, async (tx) => {
    const before = await findAdminProduct(tx, id);
    if (!before) throw notFound(PRODUCT_NOT_FOUND);
    await setProductFlags(tx, id, change);
    const after = (await findAdminProduct(tx, id))!;
    await insertAudit(tx, admin, { action: 'update', entity: 'product', entityId: after.id, label: after.name, before: { featured: before.featured, status: before.status }, after: change });
    return after;
  });
}

/** Deletes a product, audited. Throws 404 for an unknown id. */
export function deleteProduct(db: Db, admin: Admin, id: string): Promise<void> {
  return invalidating(db, CATALOG_AND_HEROES, () =>
    deleteAudited(db, admin, 'product', id, { load: findAdminProduct, remove: invalidatingStep(db, CATALOG_AND_HEROES, removeProduct), notFoundMessage: PRODUCT_NOT_FOUND }),
  );
}

// ---------------------------------------------------------------- hero banners

type HeroInput = z.output<typeof adminHeroSchema>;

/** The stored fields for a validated form: only the chosen action's target is kept. Throws 400 when a product action names no product. */
async function heroFields(tx: Tx, input: HeroInput): Promise<HeroFields> {
  if (input.buttonAction === 'product' && !(await findProductExists(tx, input.productId!))) {
    throw invalid(ADMIN_MESSAGES.heroProductRequired, { productId: ADMIN_MESSAGES.heroProductRequired });
  }
  return {
    title: input.title,
    subtitle: input.subtitle,
    buttonText: input.buttonText,
    buttonAction: input.buttonAction,
    productId: input.buttonAction === 'product' ? input.productId! : null,
    category: input.buttonAction === 'category' ? input.category! : null,
    url: input.buttonAction === 'url' ? input.url! : null,
    imageUrl: input.imageUrl ?? null,
    isActive: input.isActive,
    priority: input.priority,
  };
}

/** Creates a hero banner, audited. */
export function createHero(db: Db, admin: Admin, input: HeroInput): Promise<AdminHeroDto> {
  return withInvalidation(db, HEROES, async (tx) => {
    const dto = await insertHero(tx, await heroFields(tx, input));
    await insertAudit(tx, admin, { action: 'create', entity: 'hero', entityId: dto.id, after: dto });
    return dto;
  });
}

/** Replaces a hero banner, audited. Throws 404 for an unknown id. */
export function updateHero(db: Db, admin: Admin, id: string, input: HeroInput): Promise<AdminHeroDto> {
  return withInvalidation(db, HEROES, async (tx) => {
    const before = await findHero(tx, id);
    if (!before) throw notFound(HERO_NOT_FOUND);
    const after = (await setHero(tx, id, await heroFields(tx, input)))!;
    await insertAudit(tx, admin, { action: 'update', entity: 'hero', entityId: after.id, before, after });
    return after;
  });
}

/** Activates or deactivates a hero banner, audited. Throws 404 for an unknown id. */
export function setHeroActive(db: Db, admin: Admin, id: string, isActive: boolean): Promise<AdminHeroDto> {
  return withInvalidation(db, HEROES, async (tx) => {
    const before = await findHero(tx, id);
    if (!before) throw notFound(HERO_NOT_FOUND);
    const after = (await setHero(tx, id, { isActive }))!;
    await insertAudit(tx, admin, { action: isActive ? 'activate' : 'deactivate', entity: 'hero', entityId: before.id, label: before.title, before: { isActive: before.isActive }, after: { isActive } });
    return after;
  });
}

/** Deletes a hero banner, audited. Throws 404 for an unknown id. */
export function deleteHero(db: Db, admin: Admin, id: string): Promise<void> {
  return invalidating(db, HEROES, () => deleteAudited(db, admin, 'hero', id, { load: findHero, remove: invalidatingStep(db, HEROES, removeHero), notFoundMessage: HERO_NOT_FOUND }));
}

// ---------------------------------------------------------------- uploaded images

/** Records an uploaded image in the audit log (entity 'product-image' or 'hero-image'). */
export async function auditUpload(db: Db, admin: Admin, entity: 'product-image' | 'hero-image', url: string, bytes: number): Promise<void> {
  const label = `${entity === 'hero-image' ? 'Hero banner' : 'Product'} image, ${Math.max(1, Math.round(bytes / 1024))} KB`;
  await insertAudit(db, admin, { action: 'upload', entity, entityId: url, label, after: { url, bytes } });
}
