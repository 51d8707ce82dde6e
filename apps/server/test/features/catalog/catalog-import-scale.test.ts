/**
 * A 36,000-row catalog import (issue 24: it used to hold every request on PGlite for 129 s): the
 * preview and the background batches leave the shop answering. While the import runs, a
 * shopper's `/api/health` and product list are asked every 50 ms; neither ever waits 1 s.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, like, sql } from 'drizzle-orm';
import type { ProductImportDto } from '@phonexport/contracts/catalog';
import { products } from '../../../src/db/schema.ts';
import { api, json, registerAdmin, testDatabaseKind, upload, useTestServer } from '../../support/helpers.ts';

const t = useTestServer();
let admin = '';

beforeAll(async () => {
  admin = await registerAdmin(t);
});

const ROWS = 36_000;

/** 36,000 rows: 18,000 products of two variants each, over twelve makers (two new, one in Chinese). */
function bigCsv(): string {
  const makers = ['samsung', 'xiaomi', 'Huawei', 'honor', 'iphone', 'Tecno Mobile', 'infinix', 'itel', 'Nokia', 'oppo', '富士通', 'Sony mobile'];
  const lines = ['name,brand,category,description,color,storage,price,stock,display,ram'];
  for (let i = 0; i < ROWS / 2; i++) {
    const maker = makers[i % makers.length]!;
    const name = `Scale ${maker} ${i}`;
    const text = `${name},${maker},smartphones,"Phone ${i}, a model of the scale test",`;
    lines.push(`${text}Black,128GB,${(100 + (i % 900)).toFixed(2)},${i % 20},6.5 inch,8GB`);
    lines.push(`${text}Blue,256GB,${(150 + (i % 900)).toFixed(2)},${i % 7},6.5 inch,8GB`);
  }
  return lines.join('\n');
}

/** Asks `url` every `everyMs` until stopped; the longest answer time (ms) and how many were asked. */
function watch(url: string, everyMs = 50) {
  let max = 0;
  let count = 0;
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      const started = performance.now();
      const res = await api(t.app, { url });
      const took = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
      max = Math.max(max, took);
      count++;
      await new Promise((r) => setTimeout(r, everyMs));
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      return { max, count };
    },
  };
}

describe(`a ${ROWS.toLocaleString('en-US')}-row import on ${testDatabaseKind}`, () => {
  it('previews and imports every row while /api/health and the product list answer within 1 s', { timeout: 180_000 }, async () => {
    const csv = Buffer.from(bigCsv());
    const health = watch('/api/health');
    const shop = watch('/api/products?limit=12');
    const started = performance.now();
    let now: ProductImportDto;
    let previewMs: number | undefined;
    const progress = new Set<number>();
    try {
      const res = await upload(t.app, '/api/admin/product-imports', admin, { name: 'scale.csv', type: 'text/csv', bytes: csv });
      expect(res.statusCode, res.body.slice(0, 500)).toBe(201);
      previewMs = performance.now() - started;
      now = json<ProductImportDto>(res);
      expect(now.preview).toMatchObject({ rows: ROWS, create: ROWS / 2, update: 0, errorCount: 0 });
      const made = now.preview.newBrands.map((b) => b.name);
      expect(made).toEqual(expect.arrayContaining(['Sony mobile', '富士通']));
      expect(made.map((m) => m.toLowerCase())).not.toContain('samsung');
      const id = now.id;
      expect((await api(t.app, { method: 'POST', url: `/api/admin/product-imports/${id}/confirm`, cookie: admin })).statusCode).toBe(202);
      while (now.state !== 'done' && now.state !== 'failed') {
        await new Promise((r) => setTimeout(r, 250));
        now = json<ProductImportDto>(await api(t.app, { url: `/api/admin/product-imports/${id}`, cookie: admin }));
        progress.add(now.done);
      }
    } finally {
      await Promise.all([health.stop(), shop.stop()]);
    }
    const totalMs = performance.now() - started;
    const [h, s] = await Promise.all([health.stop(), shop.stop()]);
    console.info(
      `[import-scale ${testDatabaseKind}] ${ROWS} rows: preview ${((previewMs ?? 0) / 1000).toFixed(1)} s, total ${(totalMs / 1000).toFixed(1)} s; ` +
        `/api/health max ${h.max.toFixed(0)} ms over ${h.count}; /api/products max ${s.max.toFixed(0)} ms over ${s.count}`,
    );
    expect(now).toMatchObject({ state: 'done', done: ROWS / 2, created: ROWS / 2, error: null });
    // The progress moved in steps the back office can show.
    expect(progress.size).toBeGreaterThan(3);
    expect(h.max).toBeLessThan(1000);
    expect(s.max).toBeLessThan(1000);
    // Every product once, with its two variants' price (lowest) and stock (sum).
    const [counts] = await t.db.select({ products: sql<number>`count(*)::int`, names: sql<number>`count(distinct name)::int` }).from(products).where(like(products.name, 'Scale %'));
    expect(counts).toEqual({ products: ROWS / 2, names: ROWS / 2 });
    const [one] = await t.db.select().from(products).where(eq(products.name, 'Scale itel 17995'));
    expect(one).toMatchObject({ brand: 'itel', stock: (17995 % 20) + (17995 % 7), priceCents: (100 + (17995 % 900)) * 100 });
  });
});
