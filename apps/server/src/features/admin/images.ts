/**
 * Admin image uploads: the bytes are decoded with sharp (anything that is not a real image is
 * refused) and re-encoded to WebP, so no uploaded file is ever served as it came.
 * Products: square 160/400/800 px files in /media/uploads/products/{id}/{thumb,card,detail}.webp
 * (the storefront's imageUrl() naming). Hero banners: 1200x400 /media/uploads/heroes/{id}.webp.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { IMAGE_SIZES } from '@phonexport/domain/catalog';
import { badRequest } from '../../http/errors.ts';

const WEBP = { quality: 78, effort: 4 } as const;
const ALLOWED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

async function checkImage(bytes: Buffer): Promise<Sharp> {
  try {
    const img = sharp(bytes, { limitInputPixels: 40_000_000, failOn: 'error' });
    const meta = await img.metadata();
    if (!meta.format || !ALLOWED.has(meta.format) || !meta.width || !meta.height) throw new Error('format');
    return img;
  } catch {
    throw badRequest('The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).', { file: 'The file is not a supported image' });
  }
}

/** Stores a product image in the three sizes (white background, fit inside the square); returns its detail URL. */
export async function storeProductImage(bytes: Buffer, mediaDir: string): Promise<string> {
  const img = await checkImage(bytes);
  const id = crypto.randomUUID();
  const dir = path.join(mediaDir, 'uploads', 'products', id);
  await mkdir(dir, { recursive: true });
  const base = await img.rotate().flatten({ background: '#ffffff' }).toBuffer();
  for (const [name, px] of Object.entries(IMAGE_SIZES)) {
    await sharp(base)
      .resize(px, px, { fit: 'contain', background: '#ffffff' })
      .webp(WEBP)
      .toFile(path.join(dir, `${name}.webp`));
  }
  return `/media/uploads/products/${id}/detail.webp`;
}

/** Stores a hero banner image cropped to 1200x400; returns its URL. */
export async function storeHeroImage(bytes: Buffer, mediaDir: string): Promise<string> {
  const img = await checkImage(bytes);
  const id = crypto.randomUUID();
  const dir = path.join(mediaDir, 'uploads', 'heroes');
  await mkdir(dir, { recursive: true });
  await img.rotate().resize(1200, 400, { fit: 'cover' }).flatten({ background: '#ffffff' }).webp(WEBP).toFile(path.join(dir, `${id}.webp`));
  return `/media/uploads/heroes/${id}.webp`;
}
