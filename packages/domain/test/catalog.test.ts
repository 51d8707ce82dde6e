import { describe, expect, it } from 'vitest';
import { PRICE_RANGES, distinct, findVariant, imageSrcSet, imageUrl, inPriceRange } from '@phonexport/domain/catalog';

/** A product variant as the API sends it (contracts/catalog.ts `variant`). */
type Variant = { id: string; color: string; storage: string; priceCents: number; stock: number };

describe('price ranges (§5: under 200, 200-500, 500-1000, over 1000 USD; lower inclusive, upper exclusive)', () => {
  it('has the four ranges in cents', () => {
    expect(Object.keys(PRICE_RANGES)).toEqual(['under-200', '200-500', '500-1000', 'over-1000']);
  });

  it.each([
    [0, 'under-200'],
    [19_999, 'under-200'],
    [20_000, '200-500'],
    [49_999, '200-500'],
    [50_000, '500-1000'],
    [99_999, '500-1000'],
    [100_000, 'over-1000'],
    [241_999, 'over-1000'],
  ] as const)('%i cents falls in %s only', (price, key) => {
    for (const other of Object.keys(PRICE_RANGES) as (keyof typeof PRICE_RANGES)[]) {
      expect(inPriceRange(price, other)).toBe(other === key);
    }
  });
});

describe('imageSrcSet', () => {
  it('offers the card (400 px) and detail (800 px) sizes of a shop image, for the browser to choose by width', () => {
    expect(imageSrcSet('/media/products/x/detail.webp')).toBe('/media/products/x/card.webp 400w, /media/products/x/detail.webp 800w');
  });
});

describe('imageUrl', () => {
  it('rewrites a shop image URL to the requested size', () => {
    expect(imageUrl('/media/products/samsung-galaxy-s25/navy/detail.webp', 'thumb')).toBe('/media/products/samsung-galaxy-s25/navy/thumb.webp');
    expect(imageUrl('/media/products/samsung-galaxy-s25/navy/detail.webp', 'card')).toBe('/media/products/samsung-galaxy-s25/navy/card.webp');
    expect(imageUrl('/media/products/x/thumb.webp', 'detail')).toBe('/media/products/x/detail.webp');
    expect(imageUrl('/media/products/x/card.webp', 'card')).toBe('/media/products/x/card.webp');
  });

  it('returns other URLs unchanged and null for none', () => {
    expect(imageUrl('https://cdn.example.com/phone.jpg', 'thumb')).toBe('https://cdn.example.com/phone.jpg');
    expect(imageUrl('/media/products/x/detail.webp?v=2', 'thumb')).toBe('/media/products/x/detail.webp?v=2');
    expect(imageUrl('/media/detail.webp/other.png', 'thumb')).toBe('/media/detail.webp/other.png');
    expect(imageUrl(null, 'thumb')).toBeNull();
    expect(imageUrl(undefined, 'card')).toBeNull();
    expect(imageUrl('', 'card')).toBeNull();
  });
});

describe('findVariant', () => {
  const variants: Variant[] = [
    { id: 'v1', color: 'Black', storage: '256GB', priceCents: 129_999, stock: 5 },
    { id: 'v2', color: 'Black', storage: '512GB', priceCents: 141_999, stock: 2 },
    { id: 'v3', color: 'Gray', storage: '512GB', priceCents: 141_999, stock: 0 },
  ];

  it('matches colour and storage, else the first of that colour, else null', () => {
    expect(findVariant(variants, 'Black', '512GB')?.id).toBe('v2');
    expect(findVariant(variants, 'Gray', '256GB')?.id).toBe('v3');
    expect(findVariant(variants, 'Blue', '256GB')).toBeNull();
    expect(findVariant([], 'Black', '256GB')).toBeNull();
  });
});

describe('distinct', () => {
  it('keeps first-seen order', () => {
    expect(distinct(['Black', 'Gray', 'Black', 'Blue', 'Gray'])).toEqual(['Black', 'Gray', 'Blue']);
  });
});
