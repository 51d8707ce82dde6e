/**
 * Admin image uploads: the bytes are decoded with sharp (anything that is not a real image is
 * refused) and re-encoded to WebP, so no uploaded file is ever served as it came.
 * Products: square 160/400/800 px files in /media/uploads/products/{id}/{thumb,card,detail}.webp
 * (the storefront's imageUrl() naming). Hero banners: 1200x400 /media/uploads/heroes/{id}.webp.
 * Files go to the file store (media/file-store.ts: DATA_DIR or S3) under the key `media/…` of their URL.
 */
import type { Sharp } from 'sharp';
import { IMAGE_SIZES } from '@phonexport/domain/catalog';
import { IMAGE_MESSAGES } from '@phonexport/domain/images';
import { invalid, tooLarge } from '../../lib/rule-errors.ts';
import type { FileStore } from '../../media/file-store.ts';
import { ImageRejected, encode, openUploadedImage } from '../../media/uploaded-images.ts';

const WEBP = { quality: 78, effort: 4 } as const;
const ALLOWED = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'tiff']);

const notAnImage = () => invalid('The file is not a supported image (JPEG, PNG, WebP, GIF or AVIF).', { file: 'The file is not a supported image' });

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
      throw tooLarge(message, { file: message });
    }
    throw notAnImage();
  }
}

/** Runs a pipeline; a failure while decoding is a 400 (or 413 over the pixel limit), not a 500. */
async function render(pipeline: Sharp): Promise<Buffer> {
  try {
    return await encode(pipeline);
  } catch (err) {
    if (err instanceof ImageRejected && err.reason === 'too-many-pixels') throw tooLarge(IMAGE_MESSAGES.tooManyPixels('The image', 0, 0));
    throw notAnImage();
  }
}

/**
 * Stores a product image in the three sizes (white background, fit inside the square); returns its
 * detail URL. `id` names its folder (default a random UUID; the catalog import passes a hash of the
 * photo, so a batch written again after a crash rewrites the same files).
 */
export async function storeProductImage(bytes: Buffer, files: FileStore, id: string = crypto.randomUUID()): Promise<string> {
  const img = await checkImage(bytes);
  const base = await render(img.flatten({ background: '#ffffff' }));
  const { default: sharp } = await import('sharp'); // loaded on first use: the shop's memory at rest (decision 040)
  for (const [name, px] of Object.entries(IMAGE_SIZES)) {
    const out = await sharp(base).resize(px, px, { fit: 'contain', background: '#ffffff' }).webp(WEBP).toBuffer();
    await files.put(`media/uploads/products/${id}/${name}.webp`, out, 'image/webp');
  }
  return `/media/uploads/products/${id}/detail.webp`;
}

/** Stores a hero banner image cropped to 1200x400; returns its URL. */
export async function storeHeroImage(bytes: Buffer, files: FileStore): Promise<string> {
  const img = await checkImage(bytes);
  const id = crypto.randomUUID();
  const bytesOut = await render(img.resize(1200, 400, { fit: 'cover' }).flatten({ background: '#ffffff' }).webp(WEBP));
  await files.put(`media/uploads/heroes/${id}.webp`, bytesOut, 'image/webp');
  return `/media/uploads/heroes/${id}.webp`;
}
