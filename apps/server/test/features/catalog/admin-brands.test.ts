/**
 * Brands as data (issue 17): the admin adds, renames, deactivates and deletes brands (audited);
 * the product form and the CSV import accept exactly the brands that exist; the storefront strip
 * shows active brands that have visible products, the spec's five first.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBrandDto, BrandDto } from '@phonexport/contracts/catalog';
import type { AuditEntryDto } from '@phonexport/contracts/audit';
import { api, json, registerAdmin, upload, useTestServer } from '../../support/helpers.ts';

const t = useTestServer();
let admin = '';

beforeAll(async () => {
  admin = await registerAdmin(t);
});

const strip = async () => json<BrandDto[]>(await api(t.app, { url: '/api/brands' }));
const adminBrands = async () => json<AdminBrandDto[]>(await api(t.app, { url: '/api/admin/brands', cookie: admin }));
const productBody = (brand: string, over: Record<string, unknown> = {}) => ({
  name: `A ${brand} phone`,
  description: 'A phone for the tests.',
  brand,
  category: 'smartphones',
  variants: [{ color: 'Black', storage: '128GB', priceCents: 9_900, stock: 5 }],
  ...over,
});

describe('brand strip GET /api/brands', () => {
  it("lists the spec's five first, in order, then the other brands with products by name", async () => {
    const slugs = (await strip()).map((b) => b.slug);
    expect(slugs.slice(0, 5)).toEqual(['honor', 'huawei', 'iphone', 'samsung', 'xiaomi']);
    expect(slugs.slice(5)).toEqual(['dell', 'hp', 'ipad', 'lenovo']);
    expect((await strip())[2]).toEqual({ slug: 'iphone', name: 'iPhone', logoUrl: null });
  });
});

describe('brands in the back office', () => {
  it('creates a brand with a slug from its name; it joins the strip only once it has a visible product', async () => {
    const res = await api(t.app, { url: '/api/admin/brands', body: { name: '  Tecno Mobile ' }, cookie: admin });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<AdminBrandDto>(res)).toMatchObject({ slug: 'tecno-mobile', name: 'Tecno Mobile', isActive: true, productCount: 0, logoUrl: null });
    expect((await strip()).map((b) => b.slug)).not.toContain('tecno-mobile');

    const hidden = await api(t.app, { url: '/api/admin/products', body: productBody('tecno-mobile', { status: 'inactive' }), cookie: admin });
    expect(hidden.statusCode, hidden.body).toBe(201);
    expect((await strip()).map((b) => b.slug)).not.toContain('tecno-mobile');

    const shown = await api(t.app, { url: '/api/admin/products', body: productBody('tecno-mobile'), cookie: admin });
    expect(shown.statusCode).toBe(201);
    expect((await strip()).at(-1)).toEqual({ slug: 'tecno-mobile', name: 'Tecno Mobile', logoUrl: null });
    expect((await adminBrands()).find((b) => b.slug === 'tecno-mobile')!.productCount).toBe(2);
    // its products are found by the storefront's brand filter
    const list = json<{ total: number }>(await api(t.app, { url: '/api/products?brand=tecno-mobile' }));
    expect(list.total).toBe(1);
  });

  it('refuses a duplicate name (any case) with 409 and a blank name with 400', async () => {
    const dup = await api(t.app, { url: '/api/admin/brands', body: { name: 'SAMSUNG' }, cookie: admin });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('A brand with this name already exists');
    const blank = await api(t.app, { url: '/api/admin/brands', body: { name: ' -- ' }, cookie: admin });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields.name).toBe('Brand name is required');
    const logo = await api(t.app, { url: '/api/admin/brands', body: { name: 'Oppo', logoUrl: 'https://evil.example/x.png' }, cookie: admin });
    expect(logo.statusCode).toBe(400);
  });

  it('renames and deactivates a brand: the strip drops it, its products keep their brand', async () => {
    await api(t.app, { url: '/api/admin/brands', body: { name: 'Infinix' }, cookie: admin });
    await api(t.app, { url: '/api/admin/products', body: productBody('infinix'), cookie: admin });
    expect((await strip()).map((b) => b.name)).toContain('Infinix');
    const off = await api(t.app, { method: 'PUT', url: '/api/admin/brands/infinix', body: { name: 'Infinix Mobility', isActive: false }, cookie: admin });
    expect(off.statusCode).toBe(200);
    expect(json<AdminBrandDto>(off)).toMatchObject({ slug: 'infinix', name: 'Infinix Mobility', isActive: false, productCount: 1 });
    expect((await strip()).map((b) => b.slug)).not.toContain('infinix');
    const taken = await api(t.app, { method: 'PUT', url: '/api/admin/brands/infinix', body: { name: 'Honor' }, cookie: admin });
    expect(taken.statusCode).toBe(409);
    const unknown = await api(t.app, { method: 'PUT', url: '/api/admin/brands/no-such', body: { name: 'X' }, cookie: admin });
    expect(unknown.statusCode).toBe(404);
  });

  it('deletes only a brand no product uses (409 otherwise), and audits every write', async () => {
    const used = await api(t.app, { method: 'DELETE', url: '/api/admin/brands/samsung', cookie: admin });
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/used by \d+ products/);
    await api(t.app, { url: '/api/admin/brands', body: { name: 'itel' }, cookie: admin });
    const gone = await api(t.app, { method: 'DELETE', url: '/api/admin/brands/itel', cookie: admin });
    expect(gone.statusCode).toBe(200);
    expect((await adminBrands()).map((b) => b.slug)).not.toContain('itel');
    expect((await api(t.app, { method: 'DELETE', url: '/api/admin/brands/itel', cookie: admin })).statusCode).toBe(404);
    const log = json<{ items: AuditEntryDto[] }>(await api(t.app, { url: '/api/admin/audit-log?entity=brand&limit=100', cookie: admin }));
    const itel = log.items.filter((e) => e.entityId === 'itel').map((e) => e.action);
    expect(itel.sort()).toEqual(['create', 'delete']);
    expect(log.items.some((e) => e.entityId === 'infinix' && e.action === 'update')).toBe(true);
  });

  it('the product form refuses a brand that does not exist', async () => {
    const res = await api(t.app, { url: '/api/admin/products', body: productBody('nokia'), cookie: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.brand).toBe('Unknown brand "nokia": add it under Brands first');
  });

  it('the CSV import matches a brand by name in any case and creates the ones it does not know', async () => {
    await api(t.app, { url: '/api/admin/brands', body: { name: 'Nokia' }, cookie: admin });
    const csv = ['name,brand,category,description,color,storage,price,stock', 'Nokia G42,NOKIA,smartphones,A phone,Grey,128GB,149.00,3', 'Fairphone 5,Fair phone,smartphones,A fair phone,Blue,256GB,699.00,2'].join('\n');
    const res = await upload(t.app, '/api/admin/product-imports', admin, { name: 'brands.csv', type: 'text/csv', bytes: Buffer.from(csv) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().preview.newBrands).toEqual([{ slug: 'fair-phone', name: 'Fair phone', products: 1 }]);
  });

  it('a name in any script gets a slug: transliterated, or a stable id for scripts without Latin spelling', async () => {
    for (const [name, slug] of [['富士通', /^brand-[0-9a-f]{8}$/], ['Мотив', /^motiv$/], ['Sony  Ericsson', /^sony-ericsson$/]] as const) {
      const res = await api(t.app, { url: '/api/admin/brands', body: { name }, cookie: admin });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().slug).toMatch(slug);
    }
    expect((await api(t.app, { url: '/api/admin/brands', body: { name: 'sony ericsson' }, cookie: admin })).statusCode).toBe(409);
  });
});
