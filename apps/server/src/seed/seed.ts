/**
 * First-start seeding (issue "The shop runs end to end"): the catalog with drawn WebP images, the
 * eight service countries, hero banners and the built-in coupons. Each part is inserted only when
 * its table is empty, so restarting never duplicates or overwrites what the shop changed.
 */
import { count } from 'drizzle-orm';
import { BUILT_IN_COUPONS } from '@phonexport/domain/coupons';
import type { Db } from '../db/client.ts';
import { coupons, heroes, productVariants, products, serviceCountries } from '../db/schema.ts';
import { seedFaq } from './faq.ts';
import { seedProducts } from './catalog-data.ts';
import { PRODUCT_DUTY_ESTIMATE_RATE, seedCountries } from './countries.ts';
import { heroArtSvg, productImageUrls, renderCatalogImages, renderHeroImage } from './product-art.ts';

export interface SeedOptions {
  /** Folder the /media URLs are served from; null skips drawing images (URLs are still stored). */
  mediaDir: string | null;
  log?: (msg: string) => void;
}

async function isEmpty(db: Db, table: typeof products | typeof serviceCountries | typeof heroes | typeof coupons) {
  const [row] = await db.select({ n: count() }).from(table);
  return (row?.n ?? 0) === 0;
}

/** Seeds whatever is missing; returns how many rows of each kind it inserted. */
export async function seedDatabase(db: Db, { mediaDir, log = () => {} }: SeedOptions) {
  const inserted = { countries: 0, products: 0, variants: 0, heroes: 0, coupons: 0, faq: 0 };

  if (await isEmpty(db, serviceCountries)) {
    await db.insert(serviceCountries).values(
      seedCountries.map((c) => ({ ...c, shippingCostCents: c.standardShippingCostCents, isActive: true })),
    );
    inserted.countries = seedCountries.length;
  }

  if (await isEmpty(db, coupons)) {
    await db.insert(coupons).values(BUILT_IN_COUPONS.map((c) => ({ ...c })));
    inserted.coupons = BUILT_IN_COUPONS.length;
  }

  if (mediaDir) {
    const started = Date.now();
    await renderCatalogImages(seedProducts, mediaDir);
    log(`catalog images ready in ${Date.now() - started} ms`);
  }

  const productIds = new Map<string, string>();
  if (await isEmpty(db, products)) {
    const now = Date.now();
    await db.transaction(async (tx) => {
      for (const [index, p] of seedProducts.entries()) {
        const prices = p.variants.map((v) => v.priceCents);
        const lowest = Math.min(...prices);
        const [row] = await tx
          .insert(products)
          .values({
            slug: p.slug,
            name: p.name,
            description: p.description,
            brand: p.brand,
            category: p.category,
            priceCents: lowest,
            stock: p.variants.reduce((n, v) => n + v.stock, 0),
            status: 'active',
            featured: p.featured,
            images: productImageUrls(p),
            specifications: {
              display: p.specifications.display,
              processor: p.specifications.processor,
              ram: p.specifications.ram,
              storage: p.specifications.storage,
              camera: p.specifications.camera,
              battery: p.specifications.battery,
            },
            hsCode: p.specifications.hsCode,
            declaredValueCents: lowest,
            estimatedDutyCents: Math.round((lowest * PRODUCT_DUTY_ESTIMATE_RATE) / 100),
            // Newest first on the list: keep the data file's order.
            createdAt: new Date(now - index * 60_000),
            updatedAt: new Date(now - index * 60_000),
          })
          .returning({ id: products.id });
        productIds.set(p.slug, row!.id);
        await tx.insert(productVariants).values(p.variants.map((v, position) => ({ ...v, productId: row!.id, position })));
        inserted.variants += p.variants.length;
      }
    });
    inserted.products = seedProducts.length;
  }

  if (await isEmpty(db, heroes)) {
    const banners = [
      { key: 'flagships', title: 'Flagship phones, shipped from China', subtitle: 'Samsung, iPhone, Xiaomi, Huawei and Honor, delivered to 8 countries', buttonText: 'Shop Phones', buttonAction: 'category' as const, category: 'smartphones', priority: 10, accent: '#2563eb', kind: 'phone' as const },
      { key: 'laptops', title: 'Laptops for work and study', subtitle: 'Lenovo, HP and Dell with duty estimates shown upfront', buttonText: 'Browse Computers', buttonAction: 'category' as const, category: 'computers', priority: 7, accent: '#0f766e', kind: 'laptop' as const },
      { key: 'featured', title: 'Galaxy S25 Ultra', subtitle: 'Titanium build, S Pen and a 200 MP camera', buttonText: 'View Phone', buttonAction: 'product' as const, category: null, priority: 5, accent: '#7c3aed', kind: 'phone' as const, productSlug: seedProducts.find((p) => /s25 ultra/i.test(p.name))?.slug ?? seedProducts[0]!.slug },
    ];
    const ids = productIds.size ? productIds : new Map((await db.select({ id: products.id, slug: products.slug }).from(products)).map((r) => [r.slug, r.id]));
    for (const b of banners) {
      const imageUrl = mediaDir ? await renderHeroImage(b.key, heroArtSvg(b.title, b.accent, b.kind), mediaDir) : `/media/heroes/${b.key}.webp`;
      await db.insert(heroes).values({
        title: b.title,
        subtitle: b.subtitle,
        buttonText: b.buttonText,
        buttonAction: b.buttonAction,
        category: b.category,
        productId: 'productSlug' in b && b.productSlug ? (ids.get(b.productSlug) ?? null) : null,
        priority: b.priority,
        imageUrl,
        isActive: true,
      });
      inserted.heroes++;
    }
  }
  inserted.faq = await seedFaq(db);
  return inserted;
}
