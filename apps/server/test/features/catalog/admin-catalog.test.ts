/**
 * Back office catalog (back office §2, §5): product form with variants and uploaded images,
 * CSV export and import, hero banner and service country forms with the spec's messages, and
 * the audit log of each change.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import fs from 'node:fs';
import path from 'node:path';
import type { AdminProductDto, AdminProductPage, ProductImportDto } from '@phonexport/contracts/catalog';
import { api, json, registerAdmin, upload, useTestServer } from '../../support/helpers.ts';

const t = useTestServer();
let admin = '';

beforeAll(async () => {
  admin = await registerAdmin(t);
});

const png = (w = 300, h = 200) => sharp({ create: { width: w, height: h, channels: 3, background: '#3366ff' } }).png().toBuffer();

const productBody = (over: Record<string, unknown> = {}) => ({
  name: 'Test Phone X',
  description: 'A phone for the tests.',
  brand: 'xiaomi',
  category: 'smartphones',
  status: 'active',
  featured: false,
  images: [],
  variants: [
    { color: 'Black', storage: '128GB', priceCents: 19_900, stock: 5 },
    { color: 'Blue', storage: '256GB', priceCents: 24_900, stock: 7 },
  ],
  ...over,
});

describe('products', () => {
  it('uploads a real image as WebP in the three storefront sizes and refuses a fake one', async () => {
    const res = await upload(t.app, '/api/admin/uploads/product-image', admin, { name: 'p.png', type: 'image/png', bytes: await png() });
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(/^\/media\/uploads\/products\/[0-9a-f-]+\/detail\.webp$/);
    for (const [size, px] of [['thumb', 160], ['card', 400], ['detail', 800]] as const) {
      const file = path.join(t.dataDir, url.replace('detail.webp', `${size}.webp`));
      const meta = await sharp(fs.readFileSync(file)).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: px, height: px });
    }
    const fake = await upload(t.app, '/api/admin/uploads/product-image', admin, {
      name: 'evil.png',
      type: 'image/png',
      bytes: Buffer.from('<script>alert(1)</script>'),
    });
    expect(fake.statusCode).toBe(400);
    expect(fake.json().message).toContain('not a supported image');
  });

  it('creates a product with two variants; price is the lowest, stock the sum; it shows on the storefront', async () => {
    const img = json<{ url: string }>(await upload(t.app, '/api/admin/uploads/product-image', admin, { name: 'p.png', type: 'image/png', bytes: await png() }));
    const res = await api(t.app, { url: '/api/admin/products', body: productBody({ images: [img.url] }), cookie: admin });
    expect(res.statusCode).toBe(201);
    const p = json<AdminProductDto>(res);
    expect(p).toMatchObject({ priceCents: 19_900, stock: 12, images: [img.url] });
    expect(p.variants.map((v) => `${v.color}/${v.storage}`)).toEqual(['Black/128GB', 'Blue/256GB']);
    const shop = await api(t.app, { url: `/api/products/${p.id}` });
    expect(shop.statusCode).toBe(200);
    expect(shop.json()).toMatchObject({ name: 'Test Phone X', priceCents: 19_900, maxPriceCents: 24_900 });
  });

  it("validates the form with the spec's messages", async () => {
    const six = Array.from({ length: 6 }, (_, i) => `/media/products/x-${i}/detail.webp`);
    const res = await api(t.app, { url: '/api/admin/products', body: productBody({ name: ' ', images: six, variants: [{ color: 'Red', storage: '64GB', priceCents: -1, stock: 1 }] }), cookie: admin });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json() as { fields: Record<string, string> };
    expect(fields.name).toBe('Name is required');
    expect(fields.images).toBe('Maximum 5 images allowed per product');
    expect(fields['variants.0.priceCents']).toBe('Price must be at least 0');
    const foreign = await api(t.app, { url: '/api/admin/products', body: productBody({ images: ['https://evil.example/x.webp'] }), cookie: admin });
    expect(foreign.statusCode).toBe(400);
  });

  it('keeps only variants with colour and storage, and falls back to the base price and stock', async () => {
    const res = await api(t.app, {
      url: '/api/admin/products',
      body: productBody({ variants: [{ color: 'Red', storage: '', priceCents: 100, stock: 1 }], basePriceCents: 5_000, baseStock: 3 }),
      cookie: admin,
    });
    expect(res.statusCode).toBe(201);
    expect(json<AdminProductDto>(res).variants).toEqual([expect.objectContaining({ color: 'Standard', storage: 'Standard', priceCents: 5_000, stock: 3 })]);
    const none = await api(t.app, { url: '/api/admin/products', body: productBody({ variants: [] }), cookie: admin });
    expect(none.statusCode).toBe(400);
  });

  it('toggles featured, lists with quick stats and deletes; each change is in the audit log', async () => {
    const created = json<AdminProductDto>(await api(t.app, { url: '/api/admin/products', body: productBody({ name: 'Audit Tab' }), cookie: admin }));
    const patched = await api(t.app, { method: 'PATCH', url: `/api/admin/products/${created.id}`, body: { featured: true }, cookie: admin });
    expect(patched.json().featured).toBe(true);
    const list = json<AdminProductPage>(await api(t.app, { url: '/api/admin/products?search=Audit%20Tab', cookie: admin }));
    expect(list.items.map((i) => i.id)).toEqual([created.id]);
    expect(list.stats.totalInventoryValueCents).toBeGreaterThanOrEqual(19_900 * 5 + 24_900 * 7);
    expect((await api(t.app, { method: 'DELETE', url: `/api/admin/products/${created.id}`, cookie: admin })).statusCode).toBe(200);
    expect((await api(t.app, { url: `/api/products/${created.id}` })).statusCode).toBe(404);
    const log = json<{ items: { action: string; entity: string; entityId: string; before: unknown; after: unknown; actorEmail: string }[] }>(
      await api(t.app, { url: '/api/admin/audit-log?entity=product', cookie: admin }),
    );
    const mine = log.items.filter((e) => e.entityId === created.id).map((e) => e.action);
    expect(mine).toEqual(['delete', 'update', 'create']);
    expect(log.items.find((e) => e.entityId === created.id && e.action === 'update')).toMatchObject({ before: { featured: false }, after: { featured: true } });
  });
});

describe('products CSV', () => {
  it('exports every variant with formula cells neutralised', async () => {
    await api(t.app, { url: '/api/admin/products', body: productBody({ name: '=HYPERLINK("http://evil")' }), cookie: admin });
    const res = await api(t.app, { url: '/api/admin/products/export.csv', cookie: admin });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="products_export_\d{4}-\d{2}-\d{2}\.csv"/);
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(res.body).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  const header = 'id,name,brand,category,status,featured,description,color,storage,price,stock,images';
  const previewCsv = (csv: string) => upload(t.app, '/api/admin/product-imports', admin, { name: 'products.csv', type: 'text/csv', bytes: Buffer.from(csv) });
  async function importCsv(csv: string): Promise<ProductImportDto> {
    const job = json<ProductImportDto>(await previewCsv(csv));
    expect((await api(t.app, { method: 'POST', url: `/api/admin/product-imports/${job.id}/confirm`, cookie: admin })).statusCode).toBe(202);
    for (let i = 0; i < 400; i++) {
      const now = json<ProductImportDto>(await api(t.app, { url: `/api/admin/product-imports/${job.id}`, cookie: admin }));
      if (now.state === 'done' || now.state === 'failed') return now;
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error('import did not finish');
  }

  it('imports a good file: products with variants', async () => {
    const csv = [header, ',Import One,samsung,smartphones,active,true,Imported,Black,128GB,299.99,4,', ',Import One,samsung,smartphones,active,true,Imported,White,256GB,349.00,2,', ',Import Two,hp,computers,inactive,false,Laptop,Silver,512GB,899,1,'].join('\n');
    expect(await importCsv(csv)).toMatchObject({ state: 'done', created: 2, updated: 0 });
    const list = json<AdminProductPage>(await api(t.app, { url: '/api/admin/products?search=Import%20One', cookie: admin }));
    expect(list.items[0]).toMatchObject({ priceCents: 29_999, stock: 6, featured: true });
  });

  it('reports each bad row by line number in the preview, and a preview changes nothing', async () => {
    const before = json<AdminProductPage>(await api(t.app, { url: '/api/admin/products?limit=1', cookie: admin })).total;
    const csv = [header, ',Good Row,samsung,smartphones,active,false,Fine,Black,64GB,100,1,', ',Bad Price,samsung,smartphones,active,false,Fine,Black,64GB,abc,1,', ',Bad Stock,samsung,smartphones,active,false,Fine,Black,64GB,10,-1,', ',No Storage,samsung,smartphones,active,false,Fine,Black,,10,1,'].join('\n');
    const res = await previewCsv(csv);
    expect(res.statusCode).toBe(201);
    const { preview } = json<ProductImportDto>(res);
    expect(preview.errors.map((r) => r.line)).toEqual([3, 4, 5]);
    expect(preview.errors[0]!.message).toContain('price');
    expect(preview.errors[1]!.message).toBe('Column stock: must be a whole number of at least 0, got "-1"');
    expect(preview.errors[2]!.message).toBe('Column storage: a value is required');
    expect(preview).toMatchObject({ create: 1, skippedRows: 3 });
    const after = json<AdminProductPage>(await api(t.app, { url: '/api/admin/products?limit=1', cookie: admin })).total;
    expect(after).toBe(before);
  });
});

describe('hero banners', () => {
  const hero = (over: Record<string, unknown> = {}) => ({ title: 'Big Sale', subtitle: 'Up to 30% off', buttonText: 'Shop', buttonAction: 'default', priority: 5, ...over });

  it("validates with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ buttonAction: 'product' }, 'productId', 'Please select a product for the button action'],
      [{ buttonAction: 'category' }, 'category', 'Please select a category for the button action'],
      [{ buttonAction: 'url' }, 'url', 'Please enter a URL for the button action'],
      [{ title: '' }, 'title', 'Title is required'],
      [{ priority: 11 }, 'priority', 'Priority must be between 1 and 10'],
    ];
    for (const [over, field, message] of cases) {
      const res = await api(t.app, { url: '/api/admin/heroes', body: hero(over), cookie: admin });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
  });

  it('a new active banner shows on the home carousel by priority; deactivating hides it', async () => {
    const img = await sharp({ create: { width: 1600, height: 600, channels: 3, background: '#ff8800' } }).jpeg().toBuffer();
    const up = await upload(t.app, '/api/admin/uploads/hero-image', admin, { name: 'h.jpg', type: 'image/jpeg', bytes: img });
    expect(up.statusCode).toBe(201);
    const meta = await sharp(fs.readFileSync(path.join(t.dataDir, 'media', up.json().url.replace('/media/', '')))).metadata();
    expect(meta).toMatchObject({ width: 1200, height: 400, format: 'webp' });
    const res = await api(t.app, { url: '/api/admin/heroes', body: hero({ priority: 10, buttonAction: 'category', category: 'tablets', imageUrl: up.json().url }), cookie: admin });
    expect(res.statusCode).toBe(201);
    const home = (await api(t.app, { url: '/api/heroes' })).json() as { id: string }[];
    expect(home[0]!.id).toBe(res.json().id);
    await api(t.app, { method: 'PATCH', url: `/api/admin/heroes/${res.json().id}`, body: { isActive: false }, cookie: admin });
    const after = (await api(t.app, { url: '/api/heroes' })).json() as { id: string }[];
    expect(after.map((h) => h.id)).not.toContain(res.json().id);
  });

  it('deletes a banner (audited with the banner as it was); a second delete is a 404', async () => {
    const created = await api(t.app, { url: '/api/admin/heroes', body: hero({ title: 'Gone Soon' }), cookie: admin });
    const id = created.json().id as string;
    const del = await api(t.app, { method: 'DELETE', url: `/api/admin/heroes/${id}`, cookie: admin });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ ok: true });
    const again = await api(t.app, { method: 'DELETE', url: `/api/admin/heroes/${id}`, cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Hero banner not found');
    const log = json<{ items: { action: string; entityId: string; before: { title?: string } | null }[] }>(await api(t.app, { url: '/api/admin/audit-log?entity=hero', cookie: admin }));
    expect(log.items.filter((e) => e.entityId === id).map((e) => e.action)).toEqual(['delete', 'create']);
    expect(log.items.find((e) => e.entityId === id && e.action === 'delete')!.before).toMatchObject({ id, title: 'Gone Soon' });
  });
});

describe('service countries', () => {
  const country = (over: Record<string, unknown> = {}) => ({ name: 'Mozambique', code: 'mz', currency: 'mzn', standardShippingCostCents: 1_900, expressShippingCostCents: 3_600, standardDeliveryDays: 9, expressDeliveryDays: 4, dutyRate: 12.5, ...over });

  it("validates with the spec's messages", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name and country code are required'],
      [{ code: '' }, 'code', 'Name and country code are required'],
      [{ code: 'MOZ' }, 'code', 'Country code must be exactly 2 characters (ISO format)'],
      [{ dutyRate: 101 }, 'dutyRate', 'Duty rate must be between 0 and 100'],
      [{ standardDeliveryDays: 0 }, 'standardDeliveryDays', 'Delivery days must be at least 1'],
      [{ standardShippingCostCents: -1 }, 'standardShippingCostCents', 'Standard shipping cost must be at least 0'],
      [{ currency: 'MZNX' }, 'currency', 'Currency must be at most 3 characters'],
    ];
    for (const [over, field, message] of cases) {
      const res = await api(t.app, { url: '/api/admin/service-countries', body: country(over), cookie: admin });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().fields[field]).toBe(message);
    }
  });

  it('adds a country (code and currency upper-cased) that the cart and checkout can use; a duplicate code is a 409', async () => {
    const res = await api(t.app, { url: '/api/admin/service-countries', body: country(), cookie: admin });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ code: 'MZ', currency: 'MZN', dutyRate: 12.5 });
    const list = (await api(t.app, { url: '/api/countries' })).json() as { code: string }[];
    expect(list.map((c) => c.code)).toContain('MZ');
    expect((await api(t.app, { url: '/api/admin/service-countries', body: country(), cookie: admin })).statusCode).toBe(409);
    await api(t.app, { method: 'PUT', url: `/api/admin/service-countries/${res.json().id}`, body: country({ isActive: false }), cookie: admin });
    const after = (await api(t.app, { url: '/api/countries' })).json() as { code: string }[];
    expect(after.map((c) => c.code)).not.toContain('MZ');
  });

  it('deletes a country (audited with the country as it was); a second delete is a 404', async () => {
    const created = await api(t.app, { url: '/api/admin/service-countries', body: country({ name: 'Angola', code: 'ao', currency: 'aoa' }), cookie: admin });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    expect((await api(t.app, { method: 'DELETE', url: `/api/admin/service-countries/${id}`, cookie: admin })).statusCode).toBe(200);
    const list = (await api(t.app, { url: '/api/admin/service-countries', cookie: admin })).json() as { id: string }[];
    expect(list.map((c) => c.id)).not.toContain(id);
    const again = await api(t.app, { method: 'DELETE', url: `/api/admin/service-countries/${id}`, cookie: admin });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Service country not found');
    const log = json<{ items: { action: string; entityId: string; before: { code?: string } | null }[] }>(await api(t.app, { url: '/api/admin/audit-log?entity=country', cookie: admin }));
    expect(log.items.find((e) => e.entityId === id && e.action === 'delete')!.before).toMatchObject({ id, code: 'AO' });
  });
});
