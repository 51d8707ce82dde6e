/**
 * Catalog imports (issue 24, decision 058): a CSV or a ZIP of the CSV and its photos is previewed
 * (products to create and update, brands to create, photos matched and missing, every row
 * problem with its line), then imported in the background on confirmation. Encodings, the text
 * rules of JSON bodies, ZIP limits and the resume after a crash.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminBrandDto, AdminProductDto, AdminProductPage, ProductImportDto, ProductPage } from '@phonexport/contracts/catalog';
import { localFileStore } from '../../../src/media/file-store.ts';
import { startImportWorker } from '../../../src/features/catalog/import-service.ts';
import { api, json, register, registerAdmin, uniqueEmail, upload, useTestServer, type TestServer } from '../../support/helpers.ts';

const t = useTestServer({ imports: { batchSize: 20, pauseMs: 1, pollMs: 200 } });
let admin = '';

beforeAll(async () => {
  admin = await registerAdmin(t);
});

const HEADER = 'id,name,brand,category,status,featured,description,color,storage,price,stock,images';
const csvOf = (...rows: string[]) => [HEADER, ...rows].join('\n');

/** Uploads a file for preview as `cookie`. */
function preview(server: TestServer, cookie: string, name: string, bytes: Buffer | string, type = 'text/csv') {
  return upload(server.app, '/api/admin/product-imports', cookie, { name, type, bytes: typeof bytes === 'string' ? Buffer.from(bytes) : bytes });
}

/** Confirms an import and waits until the worker has finished it (done or failed). */
async function confirmAndWait(server: TestServer, cookie: string, id: string, timeoutMs = 60_000): Promise<ProductImportDto> {
  const res = await api(server.app, { method: 'POST', url: `/api/admin/product-imports/${id}/confirm`, cookie });
  expect(res.statusCode, res.body).toBe(202);
  const until = Date.now() + timeoutMs;
  for (;;) {
    const job = json<ProductImportDto>(await api(server.app, { url: `/api/admin/product-imports/${id}`, cookie }));
    if (job.state === 'done' || job.state === 'failed') return job;
    if (Date.now() > until) throw new Error(`import still ${job.state} at ${job.done}/${job.total}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The products named exactly `name` (the admin search is fuzzy). */
const adminProduct = async (name: string) =>
  json<AdminProductPage>(await api(t.app, { url: `/api/admin/products?limit=100&search=${encodeURIComponent(name)}`, cookie: admin })).items.filter((p) => p.name === name);
const brands = async () => json<AdminBrandDto[]>(await api(t.app, { url: '/api/admin/brands', cookie: admin }));

describe('preview and confirmation', () => {
  it('previews counts, new brands in several scripts, and every problem with its line; then imports the good rows', async () => {
    // 'Sony mobile' exists; the CSV writes it in lower case. 'Xiaomi' matches by name, 'samsung' by slug.
    expect((await api(t.app, { url: '/api/admin/brands', body: { name: 'Sony mobile' }, cookie: admin })).statusCode).toBe(201);
    const longName = 'N'.repeat(272);
    const csv = csvOf(
      ',Fujitsu Arrows We,富士通,smartphones,active,false,A sturdy phone,Black,64GB,199.00,5,', // 2
      ',Xperia 10 V,sony mobile,Smartphones,active,false,Light and long-lasting,Black,128GB,349.00,3,', // 3
      ',Xperia 10 V,sony mobile,Smartphones,active,false,Light and long-lasting,White,128GB,349.00,2,', // 4
      ',Redmi Note 13,Xiaomi,smartphones,active,false,Bright screen,Blue,256GB,249.50,7,', // 5
      ',No Maker Phone,,smartphones,active,false,Missing maker,Black,64GB,99.00,1,', // 6
      ',Escaped\u001b Phone,samsung,smartphones,active,false,Bell\u0007 inside,Black,64GB,99.00,1,', // 7
      ',Golden Phone,samsung,smartphones,active,false,Too dear,Gold,1TB,1000000.00,1,', // 8
      `,${longName},samsung,smartphones,active,false,Too long a name,Black,64GB,99.00,1,`, // 9
      ',Tecno Spark 20,Tecno Mobile,smartphones,active,false,Entry phone,Black,128GB,129.00,9,', // 10
      ',Meizu 21,魅族,smartphones,active,false,Compact flagship,White,256GB,599.00,4,', // 11
      ',Beeline Pro 6,Билайн,smartphones,active,false,Operator phone,Grey,32GB,89.00,6,', // 12
      ',Tablet Ten,samsung,Tablets,active,false,A tablet,Silver,64GB,abc,2,', // 13
    );
    const res = await preview(t, admin, 'catalog.csv', csv);
    expect(res.statusCode, res.body).toBe(201);
    const job = json<ProductImportDto>(res);
    expect(job.state).toBe('previewed');
    const p = job.preview;
    expect(p).toMatchObject({ encoding: 'utf-8', rows: 12, create: 6, update: 0, skippedRows: 5 });
    expect(p.newBrands.map((b) => b.name).sort()).toEqual(['Tecno Mobile', 'Билайн', '富士通', '魅族'].sort());
    expect(p.newBrands.every((b) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(b.slug))).toBe(true);
    expect(p.newBrands.find((b) => b.name === 'Билайн')!.slug).toBe('bilajn');
    expect(p.categories).toEqual(expect.arrayContaining([{ category: 'smartphones', products: 6 }]));
    const byLine = (line: number) => p.errors.filter((e) => e.line === line).map((e) => e.message);
    expect(byLine(6)).toEqual(['Column brand: the maker is required']);
    expect(byLine(7)).toEqual(['Column name (2): must not contain control characters (ESC (U+001B))', 'Column description (7): must not contain control characters (BEL (U+0007))']);
    expect(byLine(8)).toEqual(['Column price: must be at most 999,999.99']);
    expect(byLine(9)).toEqual(['Column name: must be at most 200 characters (this one has 272)']);
    expect(byLine(13)).toEqual(['Column price: must be a number with at most 2 decimals, got "abc"']);
    expect(p.errorCount).toBe(6);
    expect(p.errors.map((e) => e.line)).toEqual([6, 7, 7, 8, 9, 13]);
    // Nothing is written by a preview.
    expect((await brands()).map((b) => b.name)).not.toContain('富士通');
    expect(await adminProduct('Fujitsu Arrows We')).toEqual([]);

    const done = await confirmAndWait(t, admin, job.id);
    expect(done).toMatchObject({ state: 'done', total: 6, done: 6, created: 6, updated: 0, error: null });
    const all = await brands();
    for (const name of ['富士通', '魅族', 'Билайн', 'Tecno Mobile']) expect(all.map((b) => b.name)).toContain(name);
    expect(all.filter((b) => b.name.toLowerCase() === 'sony mobile')).toHaveLength(1);
    const fujitsu = all.find((b) => b.name === '富士通')!;
    const [arrows] = await adminProduct('Fujitsu Arrows We');
    expect(arrows).toMatchObject({ brand: fujitsu.slug, priceCents: 19_900, stock: 5 });
    const [xperia] = await adminProduct('Xperia 10 V');
    expect(xperia!.variants).toHaveLength(2);
    expect(xperia!.brand).toBe(all.find((b) => b.name === 'Sony mobile')!.slug);
    // The storefront filters by the new brand's slug and finds the product.
    const shop = json<ProductPage>(await api(t.app, { url: `/api/products?brand=${fujitsu.slug}` }));
    expect(shop.items.map((i) => i.name)).toEqual(['Fujitsu Arrows We']);
    for (const line of [6, 7, 8, 9, 13]) expect(byLine(line).length).toBeGreaterThan(0);
    expect(await adminProduct('No Maker Phone')).toEqual([]);
    // Confirming again is a 409.
    expect((await api(t.app, { method: 'POST', url: `/api/admin/product-imports/${job.id}/confirm`, cookie: admin })).statusCode).toBe(409);
  });

  it('a second import of the same rows updates the products (matched by name and brand), an id row updates its product', async () => {
    const [redmi] = await adminProduct('Redmi Note 13');
    const csv = csvOf(
      ',Redmi Note 13,XIAOMI,smartphones,active,false,Bright screen,Blue,256GB,239.00,9,',
      `${redmi!.id},Redmi Note 13,xiaomi,smartphones,active,true,Bright screen,Blue,256GB,229.00,9,`,
      'no-such-id,Ghost,xiaomi,smartphones,active,false,Ghost,Blue,256GB,1.00,1,',
    );
    const job = json<ProductImportDto>(await preview(t, admin, 'again.csv', csv));
    expect(job.preview).toMatchObject({ create: 0, update: 2, skippedRows: 1, newBrands: [] });
    expect(job.preview.errors).toEqual([{ line: 4, code: 'unknownProduct', params: { id: 'no-such-id' }, message: 'No product with id no-such-id' }]);
    const done = await confirmAndWait(t, admin, job.id);
    expect(done).toMatchObject({ state: 'done', created: 0, updated: 2 });
    expect((await adminProduct('Redmi Note 13')).map((p) => [p.id, p.priceCents, p.featured])).toEqual([[redmi!.id, 22_900, true]]);
  });

  it('refuses a customer (403) and a file that is not a catalog (400 with the reason)', async () => {
    const customer = await register(t.app, uniqueEmail('not-staff'));
    expect((await preview(t, customer, 'x.csv', csvOf(',A,b,smartphones,active,false,d,Black,1GB,1,1,'))).statusCode).toBe(403);
    const noRows = await preview(t, admin, 'empty.csv', HEADER);
    expect(noRows.statusCode).toBe(400);
    expect(noRows.json().message).toBe('The file has no product rows');
    const columns = await preview(t, admin, 'cols.csv', 'name,brand\nA,B');
    expect(columns.json().message).toBe('Missing column(s): category, description, price, stock');
    const fakeZip = await preview(t, admin, 'photos.zip', 'not a zip', 'application/zip');
    expect(fakeZip.statusCode).toBe(400);
    expect(fakeZip.json().message).toContain('The ZIP archive is damaged');
  });
});

describe('encodings', () => {
  const latin1Row = ',Téléphone Crème,samsung,smartphones,active,false,Écran brillant,Noir,64GB,99.00,1,';

  it('reads Windows-1252 / Latin-1 as such (no U+FFFD) and says so in the preview', async () => {
    const bytes = Buffer.from(csvOf(latin1Row, ',Ça Marche,samsung,smartphones,active,false,Très bien à la fenêtre,Noir,64GB,99.00,1,'), 'latin1');
    const job = json<ProductImportDto>(await preview(t, admin, 'latin1.csv', bytes));
    expect(job.preview).toMatchObject({ encoding: 'windows-1252', create: 2, errorCount: 0 });
    await confirmAndWait(t, admin, job.id);
    const [p] = await adminProduct('Téléphone Crème');
    expect(p).toMatchObject({ name: 'Téléphone Crème', description: 'Écran brillant' });
  });

  it('reads UTF-16 with a byte order mark (both byte orders) and UTF-8 with a BOM', async () => {
    const text = csvOf(',Utf Sixteen 富士,samsung,smartphones,active,false,Wide text,Black,64GB,10.00,1,');
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    const be = Buffer.from(le);
    be.swap16();
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]);
    for (const [bytes, encoding] of [[le, 'utf-16le'], [be, 'utf-16be'], [bom, 'utf-8-bom']] as const) {
      const res = await preview(t, admin, 'wide.csv', bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(json<ProductImportDto>(res).preview).toMatchObject({ encoding, create: 1, errorCount: 0 });
    }
  });

  it('refuses text it cannot decode with a message, never U+FFFD', async () => {
    const noBom = Buffer.from(csvOf(latin1Row), 'utf16le');
    const a = await preview(t, admin, 'nobom.csv', noBom);
    expect(a.statusCode).toBe(400);
    expect(a.json().message).toBe('The file looks like UTF-16 text without a byte order mark: save it as "CSV UTF-8"');
    // A byte Windows-1252 leaves undefined (0x81) in non-UTF-8 text.
    const broken = Buffer.concat([Buffer.from(`${HEADER}\n,Caf`), Buffer.from([0x81, 0xe9]), Buffer.from(',samsung,smartphones,active,false,x,Black,64GB,1.00,1,')]);
    const b = await preview(t, admin, 'broken.csv', broken);
    expect(b.statusCode).toBe(400);
    expect(b.json().message).toMatch(/^The file looks like .+ text, which the import does not read: save it as "CSV UTF-8"$/);
    const badUtf8 = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`${HEADER}\n,Bad`), Buffer.from([0xc3, 0x28])]);
    const c = await preview(t, admin, 'bad.csv', badUtf8);
    expect(c.statusCode).toBe(400);
    expect(c.json().message).toMatch(/^The file says it is UTF-8 but byte \d+ is not/);
    // U+FFFD already in the text (damaged before it was saved) is a row error with its column.
    const damaged = json<ProductImportDto>(await preview(t, admin, 'damaged.csv', csvOf(',Ar\uFFFDelik TV,samsung,smartphones,active,false,x,Black,64GB,1.00,1,')));
    expect(damaged.preview.errors[0]).toMatchObject({ line: 2, code: 'replacementCharacter', params: { column: 'name (2)' } });
  });
});

describe('ZIP with photos', () => {
  const photo = (color: string) => sharp({ create: { width: 600, height: 600, channels: 3, background: color } }).jpeg().toBuffer();

  it('matches photos by file name (any case, with or without folder), lists missing ones, stores the matched ones re-encoded', async () => {
    const csv = csvOf(
      ',Zip Phone One,samsung,smartphones,active,false,With photos,Black,64GB,100.00,1,photos/one.jpg|TWO.JPG',
      ',Zip Phone Two,samsung,smartphones,active,false,Missing photo,Black,64GB,100.00,1,nowhere.jpg',
      ',Zip Phone Bad,samsung,smartphones,active,false,Bad photo,Black,64GB,100.00,1,fake.png',
    );
    const zip = Buffer.from(
      zipSync({ 'catalog.csv': Buffer.from(csv), 'photos/one.jpg': await photo('#ff0000'), 'photos/two.jpg': await photo('#00ff00'), 'photos/fake.png': Buffer.from('not an image'), 'photos/extra.jpg': await photo('#0000ff') }),
    );
    const res = await preview(t, admin, 'catalog.zip', zip, 'application/zip');
    expect(res.statusCode, res.body).toBe(201);
    const job = json<ProductImportDto>(res);
    expect(job.kind).toBe('zip');
    expect(job.preview).toMatchObject({ create: 2, skippedRows: 1, photos: { matched: 2, missingCount: 1, missing: [{ line: 3, name: 'nowhere.jpg' }], unused: 2 } });
    expect(job.preview.errors).toEqual([expect.objectContaining({ line: 4, code: 'badPhoto', message: 'Photo fake.png is not a supported image (JPEG, PNG, WebP, GIF or AVIF)' })]);
    await confirmAndWait(t, admin, job.id);
    const [one] = await adminProduct('Zip Phone One');
    expect(one!.images).toHaveLength(2);
    for (const url of one!.images) {
      expect(url).toMatch(/^\/media\/uploads\/products\/[A-Za-z0-9_-]+\/detail\.webp$/);
      const meta = await sharp(fs.readFileSync(path.join(t.dataDir, url))).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: 800, height: 800 });
    }
    const [two] = await adminProduct('Zip Phone Two');
    expect(two!.images).toEqual([]);
  });

  it('refuses zip bombs before unpacking: too many files, too large when unpacked (413), sizes that lie (400)', async () => {
    const many: Record<string, Uint8Array> = { 'a.csv': Buffer.from(csvOf(',A,samsung,smartphones,active,false,d,Black,1GB,1,1,')) };
    for (let i = 0; i < 10_001; i++) many[`p/${i}.jpg`] = new Uint8Array(1);
    const tooMany = await preview(t, admin, 'many.zip', Buffer.from(zipSync(many, { level: 0 })), 'application/zip');
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().message).toBe('The ZIP archive holds 10,002 files: at most 10,000 are accepted');

    // A central directory that declares 4 GB unpacked for a 1 MB photo of zeros.
    const bomb = Buffer.from(zipSync({ 'a.csv': Buffer.from(csvOf(',A,samsung,smartphones,active,false,d,Black,1GB,1,1,')), 'zeros.jpg': new Uint8Array(1024 * 1024) }));
    const declared = Buffer.from(bomb);
    let entry = -1;
    for (let at = declared.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = declared.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
      if (declared.subarray(at + 46, at + 46 + 9).toString() === 'zeros.jpg') entry = at;
    }
    expect(entry).toBeGreaterThanOrEqual(0);
    declared.writeUInt32LE(0xfffffff0, entry + 24);
    const huge = await preview(t, admin, 'bomb.zip', declared, 'application/zip');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(/^The ZIP archive unpacks to [\d,]+ MB: at most 2,048 MB are accepted$/);

    // Declares 100 bytes but unpacks to 1 MB: refused while unpacking the photo.
    const csvEntryLie = Buffer.from(zipSync({ 'a.csv': Buffer.from(csvOf(',Liar,samsung,smartphones,active,false,d,Black,1GB,1,1,zeros.jpg')), 'zeros.jpg': new Uint8Array(1024 * 1024) }));
    for (let at = csvEntryLie.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])); at >= 0; at = csvEntryLie.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)) {
      if (csvEntryLie.subarray(at + 46, at + 46 + 9).toString() === 'zeros.jpg') csvEntryLie.writeUInt32LE(100, at + 24);
    }
    const lie = await preview(t, admin, 'lie.zip', csvEntryLie, 'application/zip');
    expect(lie.statusCode, lie.body).toBe(201);
    // The photo that lies about its size is not a usable image: its row is refused, nothing unpacks past 100 bytes.
    expect(json<ProductImportDto>(lie).preview.errors[0]).toMatchObject({ line: 2, code: 'badPhoto' });
  });
});

describe('resume after a crash', () => {
  const r = useTestServer({ imports: false });

  it('a job stopped between batches is resumed by another worker from its cursor: every product once, all-or-nothing batches', async () => {
    const owner = await registerAdmin(r);
    const rows = Array.from({ length: 45 }, (_, i) => `,Resume Phone ${i},samsung,smartphones,active,false,Resumed,Black,64GB,${100 + i}.00,1,`);
    const job = json<ProductImportDto>(await preview(r, owner, 'resume.csv', csvOf(...rows)));
    expect((await api(r.app, { method: 'POST', url: `/api/admin/product-imports/${job.id}/confirm`, cookie: owner })).statusCode).toBe(202);
    const files = localFileStore(r.dataDir);
    // The first worker writes two batches of 10, then its process "dies" (the job keeps its lease).
    const first = startImportWorker(r.db, files, { batchSize: 10, pauseMs: 0, leaseMs: 300, idle: true });
    await first.runBatches(2);
    await first.stop();
    const midway = json<ProductImportDto>(await api(r.app, { url: `/api/admin/product-imports/${job.id}`, cookie: owner }));
    expect(midway).toMatchObject({ state: 'running', done: 20, created: 20 });
    expect(json<AdminProductPage>(await api(r.app, { url: '/api/admin/products?search=Resume%20Phone&limit=100', cookie: owner })).total).toBe(20);
    // A second worker (another process, or the restarted one) waits for the lease, then finishes the job.
    const second = startImportWorker(r.db, files, { batchSize: 10, pauseMs: 0, leaseMs: 300, pollMs: 50 });
    const until = Date.now() + 20_000;
    let after = midway;
    while (after.state !== 'done' && Date.now() < until) {
      await new Promise((res) => setTimeout(res, 50));
      after = json<ProductImportDto>(await api(r.app, { url: `/api/admin/product-imports/${job.id}`, cookie: owner }));
    }
    await second.stop();
    expect(after).toMatchObject({ state: 'done', done: 45, created: 45 });
    const list = json<AdminProductPage>(await api(r.app, { url: '/api/admin/products?search=Resume%20Phone&limit=100', cookie: owner })).items;
    expect(list).toHaveLength(45);
    expect(new Set(list.map((p: AdminProductDto) => p.name)).size).toBe(45);
  });
});
