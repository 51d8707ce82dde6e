/**
 * A large, realistic catalog for load tests (issue 15, `npm run seed:large`): `count` products
 * (default 100,000) over 15 brands (the shop's nine plus Tecno, Infinix, itel, Nokia, Oppo and
 * realme), the four categories, 1-4 colour/storage variants each with prices in cents, specification
 * texts and descriptions, made from a seeded random generator (the same catalog every run).
 * Inserted with multi-row INSERTs of 1,000 products in one transaction per batch; each product's
 * createdAt is distinct (newest first is a total order). Slugs start with 'large-', which is how a
 * second run finds out the catalog is already there.
 */
import { count, like, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { brands, productVariants, products } from '../db/schema.ts';

type Category = (typeof products.$inferInsert)['category'];

interface Line {
  /** Name before the model number ('Samsung Galaxy A'). */
  name: string;
  category: Category;
  /** Lowest base price of the line, in cents. */
  from: number;
  /** Highest base price of the line, in cents. */
  to: number;
}

const BRANDS: { slug: string; name: string; lines: Line[] }[] = [
  { slug: 'samsung', name: 'Samsung', lines: [
    { name: 'Samsung Galaxy S', category: 'smartphones', from: 59_900, to: 139_900 },
    { name: 'Samsung Galaxy A', category: 'smartphones', from: 14_900, to: 44_900 },
    { name: 'Samsung Galaxy M', category: 'smartphones', from: 12_900, to: 29_900 },
    { name: 'Samsung Galaxy Z Fold', category: 'smartphones', from: 149_900, to: 199_900 },
    { name: 'Samsung Galaxy Z Flip', category: 'smartphones', from: 89_900, to: 119_900 },
    { name: 'Samsung Galaxy Tab S', category: 'tablets', from: 44_900, to: 119_900 },
    { name: 'Samsung Galaxy Tab A', category: 'tablets', from: 14_900, to: 29_900 },
    { name: 'Samsung Galaxy Watch', category: 'accessories', from: 19_900, to: 49_900 },
    { name: 'Samsung Galaxy Buds', category: 'accessories', from: 7_900, to: 22_900 },
  ] },
  { slug: 'iphone', name: 'iPhone', lines: [
    { name: 'Apple iPhone', category: 'smartphones', from: 59_900, to: 89_900 },
    { name: 'Apple iPhone Pro', category: 'smartphones', from: 99_900, to: 119_900 },
    { name: 'Apple iPhone Pro Max', category: 'smartphones', from: 119_900, to: 159_900 },
  ] },
  { slug: 'ipad', name: 'iPad', lines: [
    { name: 'Apple iPad', category: 'tablets', from: 32_900, to: 49_900 },
    { name: 'Apple iPad Air', category: 'tablets', from: 59_900, to: 79_900 },
    { name: 'Apple iPad Pro', category: 'tablets', from: 99_900, to: 159_900 },
    { name: 'Apple iPad mini', category: 'tablets', from: 49_900, to: 59_900 },
  ] },
  { slug: 'xiaomi', name: 'Xiaomi', lines: [
    { name: 'Xiaomi Redmi Note', category: 'smartphones', from: 17_900, to: 34_900 },
    { name: 'Xiaomi Redmi', category: 'smartphones', from: 9_900, to: 19_900 },
    { name: 'Xiaomi Poco X', category: 'smartphones', from: 24_900, to: 39_900 },
    { name: 'Xiaomi', category: 'smartphones', from: 59_900, to: 119_900 },
    { name: 'Xiaomi Pad', category: 'tablets', from: 29_900, to: 54_900 },
    { name: 'Xiaomi Smart Band', category: 'accessories', from: 3_900, to: 6_900 },
    { name: 'Xiaomi Power Bank', category: 'accessories', from: 1_900, to: 4_900 },
  ] },
  { slug: 'huawei', name: 'Huawei', lines: [
    { name: 'Huawei Pura', category: 'smartphones', from: 79_900, to: 129_900 },
    { name: 'Huawei Mate', category: 'smartphones', from: 99_900, to: 179_900 },
    { name: 'Huawei nova', category: 'smartphones', from: 29_900, to: 49_900 },
    { name: 'Huawei MatePad', category: 'tablets', from: 29_900, to: 79_900 },
    { name: 'Huawei Watch GT', category: 'accessories', from: 19_900, to: 39_900 },
    { name: 'Huawei FreeBuds', category: 'accessories', from: 6_900, to: 17_900 },
  ] },
  { slug: 'honor', name: 'Honor', lines: [
    { name: 'Honor Magic', category: 'smartphones', from: 79_900, to: 129_900 },
    { name: 'Honor X', category: 'smartphones', from: 19_900, to: 34_900 },
    { name: 'Honor', category: 'smartphones', from: 34_900, to: 59_900 },
    { name: 'Honor Pad', category: 'tablets', from: 24_900, to: 44_900 },
  ] },
  { slug: 'lenovo', name: 'Lenovo', lines: [
    { name: 'Lenovo ThinkPad X1 Carbon Gen', category: 'computers', from: 149_900, to: 219_900 },
    { name: 'Lenovo ThinkPad T14 Gen', category: 'computers', from: 99_900, to: 149_900 },
    { name: 'Lenovo IdeaPad Slim', category: 'computers', from: 49_900, to: 89_900 },
    { name: 'Lenovo Legion', category: 'computers', from: 119_900, to: 249_900 },
    { name: 'Lenovo Tab', category: 'tablets', from: 14_900, to: 34_900 },
  ] },
  { slug: 'hp', name: 'HP', lines: [
    { name: 'HP Pavilion', category: 'computers', from: 59_900, to: 99_900 },
    { name: 'HP EliteBook', category: 'computers', from: 109_900, to: 179_900 },
    { name: 'HP Victus', category: 'computers', from: 79_900, to: 129_900 },
    { name: 'HP Spectre x360', category: 'computers', from: 129_900, to: 189_900 },
  ] },
  { slug: 'dell', name: 'Dell', lines: [
    { name: 'Dell XPS', category: 'computers', from: 119_900, to: 239_900 },
    { name: 'Dell Inspiron', category: 'computers', from: 54_900, to: 99_900 },
    { name: 'Dell Latitude', category: 'computers', from: 89_900, to: 159_900 },
    { name: 'Dell Alienware m', category: 'computers', from: 179_900, to: 299_900 },
  ] },
  { slug: 'tecno', name: 'Tecno', lines: [
    { name: 'Tecno Spark', category: 'smartphones', from: 8_900, to: 17_900 },
    { name: 'Tecno Camon', category: 'smartphones', from: 17_900, to: 32_900 },
    { name: 'Tecno Pova', category: 'smartphones', from: 14_900, to: 27_900 },
    { name: 'Tecno Phantom V Fold', category: 'smartphones', from: 79_900, to: 109_900 },
  ] },
  { slug: 'infinix', name: 'Infinix', lines: [
    { name: 'Infinix Hot', category: 'smartphones', from: 8_900, to: 16_900 },
    { name: 'Infinix Note', category: 'smartphones', from: 15_900, to: 27_900 },
    { name: 'Infinix Zero', category: 'smartphones', from: 24_900, to: 39_900 },
    { name: 'Infinix InBook', category: 'computers', from: 34_900, to: 59_900 },
  ] },
  { slug: 'itel', name: 'itel', lines: [
    { name: 'itel A', category: 'smartphones', from: 5_900, to: 9_900 },
    { name: 'itel P', category: 'smartphones', from: 8_900, to: 13_900 },
    { name: 'itel S', category: 'smartphones', from: 10_900, to: 16_900 },
  ] },
  { slug: 'nokia', name: 'Nokia', lines: [
    { name: 'Nokia G', category: 'smartphones', from: 11_900, to: 22_900 },
    { name: 'Nokia C', category: 'smartphones', from: 6_900, to: 11_900 },
    { name: 'Nokia T', category: 'tablets', from: 15_900, to: 24_900 },
  ] },
  { slug: 'oppo', name: 'Oppo', lines: [
    { name: 'Oppo Reno', category: 'smartphones', from: 34_900, to: 59_900 },
    { name: 'Oppo A', category: 'smartphones', from: 12_900, to: 24_900 },
    { name: 'Oppo Find X', category: 'smartphones', from: 89_900, to: 129_900 },
    { name: 'Oppo Enco Buds', category: 'accessories', from: 2_900, to: 7_900 },
  ] },
  { slug: 'realme', name: 'realme', lines: [
    { name: 'realme', category: 'smartphones', from: 19_900, to: 39_900 },
    { name: 'realme C', category: 'smartphones', from: 8_900, to: 14_900 },
    { name: 'realme GT', category: 'smartphones', from: 44_900, to: 74_900 },
  ] },
];

const SUFFIXES = ['', '', '', ' Pro', ' Plus', ' Lite', ' Ultra', ' 5G', ' Neo', ' Pro+', ' FE', ' Max'];
const COLORS = ['Black', 'White', 'Blue', 'Green', 'Silver', 'Titanium Grey', 'Lavender', 'Mint', 'Midnight', 'Gold', 'Coral Red', 'Ocean Blue'];
const STORAGE: Record<Category, string[]> = {
  smartphones: ['64GB', '128GB', '256GB', '512GB', '1TB'],
  tablets: ['64GB', '128GB', '256GB', '512GB'],
  computers: ['256GB SSD', '512GB SSD', '1TB SSD', '2TB SSD'],
  accessories: ['Standard'],
};
const PROCESSORS: Record<Category, string[]> = {
  smartphones: ['Snapdragon 8 Elite', 'Snapdragon 7s Gen 3', 'Dimensity 7300', 'Helio G99', 'Exynos 1580', 'A18 Pro', 'Kirin 9010', 'Unisoc T606'],
  tablets: ['Snapdragon 8 Gen 3', 'M4', 'A16', 'Dimensity 8300', 'Helio G99', 'Kirin 9000S'],
  computers: ['Intel Core Ultra 7 258V', 'Intel Core i5-1335U', 'AMD Ryzen 7 8845HS', 'Snapdragon X Elite', 'AMD Ryzen 5 7530U', 'Intel Core i9-14900HX'],
  accessories: ['—'],
};
const USES = ['everyday use', 'gaming', 'photography', 'students', 'business', 'travel', 'video calls', 'streaming'];

/** A small seeded generator (mulberry32): the same catalog on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type ProductRow = typeof products.$inferInsert;
type VariantRow = typeof productVariants.$inferInsert;

/** Product `i` of the catalog with its variants (prices in cents; createdAt `i` minutes before `now`). */
function product(i: number, now: number, rnd: () => number): { row: ProductRow; variants: VariantRow[] } {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const brand = BRANDS[i % BRANDS.length]!;
  const line = pick(brand.lines);
  const number = line.category === 'computers' ? `${13 + Math.floor(rnd() * 4)} ${pick(['', 'Gen 2 ', 'Gen 3 ', 'OLED ', 'Plus '])}`.trim() : String(2 + Math.floor(rnd() * 60));
  const name = `${line.name} ${number}${pick(SUFFIXES)}`.replace(/\s+/g, ' ').trim();
  const base = Math.round((line.from + rnd() * (line.to - line.from)) / 100) * 100 - 1;
  const id = crypto.randomUUID();
  const storages = STORAGE[line.category];
  const colors = [...COLORS].sort(() => rnd() - 0.5).slice(0, 1 + Math.floor(rnd() * 2));
  const sizes = storages.slice(0, Math.min(storages.length, 1 + Math.floor(rnd() * 2)));
  const variants: VariantRow[] = [];
  for (const color of colors) {
    for (const [step, storage] of sizes.entries()) {
      variants.push({ productId: id, color, storage, priceCents: base + step * 10_000, stock: Math.floor(rnd() * 40), position: variants.length });
    }
  }
  const processor = pick(PROCESSORS[line.category]);
  const ram = line.category === 'accessories' ? '—' : `${pick([4, 6, 8, 12, 16, 32])}GB`;
  const display = line.category === 'accessories' ? '—' : `${(5.8 + rnd() * (line.category === 'computers' ? 10 : line.category === 'tablets' ? 7 : 1.2)).toFixed(1)}" ${pick(['AMOLED', 'LCD', 'OLED', 'IPS'])}`;
  const battery = `${line.category === 'computers' ? pick([45, 57, 70, 86]) + ' Wh' : pick([300, 4000, 5000, 5500, 6000, 8000]) + ' mAh'}`;
  const status = rnd() < 0.9 ? 'active' : rnd() < 0.5 ? 'out_of_stock' : 'inactive';
  const created = new Date(now - i * 60_000);
  const lowest = Math.min(...variants.map((v) => v.priceCents));
  return {
    row: {
      id,
      slug: `large-${i}`,
      name,
      description: `The ${name} from ${brand.name}, made for ${pick(USES)} and ${pick(USES)}: ${display === '—' ? 'compact design' : `a ${display} display`}, ${processor === '—' ? 'long battery life' : `the ${processor}`}, ${ram === '—' ? '' : `${ram} of memory, `}and a ${battery} battery. Genuine product shipped from China with a duty estimate shown upfront.`,
      brand: brand.slug,
      category: line.category,
      priceCents: lowest,
      stock: status === 'out_of_stock' ? 0 : variants.reduce((n, v) => n + v.stock, 0),
      status,
      featured: false,
      images: [],
      specifications: { display, processor, ram, storage: sizes.join(', '), camera: line.category === 'computers' ? '1080p webcam' : `${pick([12, 48, 50, 64, 108, 200])} MP main`, battery },
      hsCode: line.category === 'computers' ? '8471.30' : line.category === 'accessories' ? '8517.62' : '8517.13',
      declaredValueCents: lowest,
      estimatedDutyCents: Math.round(lowest / 10),
      createdAt: created,
      updatedAt: created,
    },
    variants: status === 'out_of_stock' ? variants.map((v) => ({ ...v, stock: 0 })) : variants,
  };
}

/**
 * Adds the large catalog's brands (where the database has a brands table) and `count` products
 * with their variants, in batches of 1,000. Skips when products with 'large-' slugs exist already.
 * Returns how many products and variants it inserted; `log` gets progress lines.
 */
export async function seedLargeCatalog(db: Db, { count: total = 100_000, log = () => {} }: { count?: number; log?: (msg: string) => void } = {}) {
  const [existing] = await db.select({ n: count() }).from(products).where(like(products.slug, 'large-%'));
  if ((existing?.n ?? 0) > 0) {
    log(`${existing!.n} large-catalog products are already there; nothing added`);
    return { products: 0, variants: 0 };
  }
  const hasBrands = (await db.execute(sql`select to_regclass('public.brands') is not null as "exists"`)) as unknown as { rows: { exists: boolean }[] };
  if (hasBrands.rows[0]?.exists) {
    await db.insert(brands).values(BRANDS.map((b) => ({ slug: b.slug, name: b.name }))).onConflictDoNothing();
  }
  const rnd = random(15);
  const now = Date.now() - 60_000 * 60 * 24; // a day back: the shop's own catalog stays the newest
  let variantCount = 0;
  const BATCH = 1000;
  for (let start = 0; start < total; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, total - start) }, (_, k) => product(start + k, now, rnd));
    await db.transaction(async (tx) => {
      await tx.insert(products).values(batch.map((b) => b.row));
      const variants = batch.flatMap((b) => b.variants);
      for (let v = 0; v < variants.length; v += 2000) await tx.insert(productVariants).values(variants.slice(v, v + 2000));
      variantCount += variants.length;
    });
    if ((start / BATCH) % 10 === 9) log(`${start + batch.length} products`);
  }
  // Statistics for the planner, and the visibility map that lets counts run on the indexes alone.
  await db.execute(sql`vacuum analyze products`);
  await db.execute(sql`vacuum analyze product_variants`);
  return { products: total, variants: variantCount };
}
