/**
 * Shapes of the seeded catalog (storefront spec §3 Product). Money is integer US cents.
 */
import type { ProductSpecifications } from '@phonexport/domain/catalog';
export type Category = 'smartphones' | 'tablets' | 'computers' | 'accessories';
/** Brand keys of back-office spec §3 Product. */
export type Brand = 'samsung' | 'iphone' | 'xiaomi' | 'huawei' | 'honor' | 'lenovo' | 'hp' | 'dell' | 'ipad';

export interface SeedVariant {
  /** Colour name as the maker sells it, e.g. 'Titanium Black'. */
  color: string;
  /** Storage option as text, e.g. '256GB', '1TB'; accessories use a size or 'Standard'. */
  storage: string;
  /** Price in US cents. */
  priceCents: number;
  /** Units in stock. */
  stock: number;
}

export interface SeedProduct {
  /** Stable, URL-safe key, e.g. 'samsung-galaxy-s24-ultra'. */
  slug: string;
  name: string;
  brand: Brand;
  category: Category;
  /** 2-4 sentences, plain text. */
  description: string;
  featured: boolean;
  /** The six texts (RAM in GB as text, e.g. '12') and the Harmonized System code, e.g. '8517.13' for smartphones. */
  specifications: ProductSpecifications & { hsCode: string };
  variants: SeedVariant[];
  /** Hex colour used to draw each variant colour, keyed by SeedVariant.color. */
  swatches: Record<string, string>;
}
