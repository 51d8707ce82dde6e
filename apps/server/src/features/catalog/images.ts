/**
 * Admin image uploads: the bytes are decoded with sharp (anything that is not a real image is
 * refused) and re-encoded to WebP, so no uploaded file is ever served as it came.
 * Products: square 160/400/800 px files in /media/uploads/products/{id}/{thumb,card,detail}.webp
 * (the storefront's imageUrl() naming). Hero banners: 1200x400 /media/uploads/heroes/{id}.webp.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sharp } from 'sharp';
import { IMAGE_SIZES } from '@phonexport/domain/catalog';
import { IMAGE_MESSAGES } from '@phonexport/domain/images';
import { HttpError, badRequest } from '../../http/errors.ts';
import { ImageRejected, encode, openUploadedImage } from '../../media/uploaded-images.ts';

const WEBP = { quality: 78, effort: 4 } as const;
const ALLOWED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

const notAnImage = () => badRequest('The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).', { file: 'The file is not a supported image' });

/**
 * Opens an uploaded image (media/uploaded-images.ts), orientation applied. 400 when it is not a
 * supported image, 413 when it declares more than 50 megapixels.
 */
async function checkImage(bytes: Buffer): Promise<Sharp> {
  try {
    return (await openUploadedImage(bytes, ALLOWED)).image;
  } catch (err) {
    if (err instanceof ImageRejected && err.reason === 'too-many-pixels') {
      const message = IMAGE_MESSAGES.tooManyPixels('The image', err.width, err.height);
      throw new HttpError(413, message, { file: message });
    }
    throw notAnImage();
  }
}

/** Runs a pipeline; a failure while decoding is a 400 (or 413 over the pixel limit), not a 500. */
async function render(pipeline: Sharp): Promise<Buffer> {
  try {
    return await encode(pipeline);
  } catch (err) {
    if (err instanceof ImageRejected && err.reason === 'too-many-pixels') throw new HttpError(413, IMAGE_MESSAGES.tooManyPixels('The image', 0, 0));
    throw notAnImage();
  }
}

/** Stores a product image in the three sizes (white background, fit inside the square); returns its detail URL. */
export async function storeProductImage(bytes: Buffer, mediaDir: string): Promise<string> {
  const img = await checkImage(bytes);
  const id = crypto.randomUUID();
  const dir = path.join(mediaDir, 'uploads', 'products', id);
  const base = await render(img.flatten({ background: '#ffffff' }));
  const { default: sharp } = await import('sharp'); // loaded on first use: the shop's memory at rest (decision 040)
  await mkdir(dir, { recursive: true });
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
  const bytesOut = await render(img.resize(1200, 400, { fit: 'cover' }).flatten({ background: '#ffffff' }).webp(WEBP));
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, `${id}.webp`), bytesOut);
  return `/media/uploads/heroes/${id}.webp`;
}
