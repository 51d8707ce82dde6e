/**
 * Review photos (storefront §5 photo rules, §4 "Deleting a review deletes its images"): the bytes
 * must decode as an image; each photo is re-encoded to WebP with bounded dimensions, which drops
 * every metadata block (EXIF, GPS location, XMP, ICC), and stored with a small thumbnail under
 * `{uploadsDir}/reviews/{reviewId}/`, served at `/uploads/reviews/{reviewId}/{name}.webp`.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MESSAGES } from '@phonexport/domain/images';
import { REVIEW_MESSAGES } from '@phonexport/domain/reviews';
import { HttpError } from '../../http/errors.ts';
import { ImageRejected, encode, openUploadedImage } from '../../media/uploaded-images.ts';

/** Longest side of a stored photo and of its thumbnail, px. */
export const PHOTO_MAX_SIDE = 1600;
export const THUMB_SIDE = 320;

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export interface ProcessedPhoto {
  /** WebP bytes, at most PHOTO_MAX_SIDE on the longest side, without metadata. */
  full: Buffer;
  /** WebP bytes, THUMB_SIDE square (cover crop). */
  thumb: Buffer;
}

/**
 * A refusal carrying the spec's text, the field and a code the client maps to the toast title:
 * 413 for `file_too_large` (over 5 MB, or over the pixel limit), 400 otherwise.
 */
export const photoError = (code: 'invalid_file_type' | 'file_too_large' | 'too_many_images', message: string) =>
  new HttpError(code === 'file_too_large' ? 413 : 400, message, { images: message }, code);

/**
 * Decodes and re-encodes one photo (media/uploaded-images.ts). Throws HttpError 400
 * `invalid_file_type` ('{file} is not an image') when the bytes are not a photo (JPEG, PNG, WebP,
 * GIF, AVIF, HEIF, TIFF) sharp can decode, whatever the file name or declared type (SVG and PDF
 * are refused too), and 413 `file_too_large` when it declares more than 50 megapixels.
 */
export async function processPhoto(file: UploadedFile): Promise<ProcessedPhoto> {
  try {
    const { image } = await openUploadedImage(file.data).catch((err: unknown) => {
      if (err instanceof ImageRejected && err.reason === 'too-many-pixels') {
        throw photoError('file_too_large', IMAGE_MESSAGES.tooManyPixels(safeName(file.filename), err.width, err.height));
      }
      throw err;
    });
    const [full, thumb] = await Promise.all([
      encode(image.clone().resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: 'inside', withoutEnlargement: true }).webp({ quality: 80 })),
      encode(image.clone().resize({ width: THUMB_SIDE, height: THUMB_SIDE, fit: 'cover' }).webp({ quality: 70 })),
    ]);
    return { full, thumb };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw photoError('invalid_file_type', REVIEW_MESSAGES.invalidFileType(safeName(file.filename)));
  }
}

/** A file name fit for a message: base name only, at most 80 characters. */
export function safeName(filename: string): string {
  const base = [...path.basename(filename || 'file')].filter((c) => c.charCodeAt(0) >= 32).join('');
  return base.length > 80 ? `${base.slice(0, 77)}...` : base || 'file';
}

/** The folder of a review's photos. */
export const reviewDir = (uploadsDir: string, reviewId: string) => path.join(uploadsDir, 'reviews', reviewId);

/**
 * Writes the processed photos of a review and returns their public URLs in order.
 * On a write failure the review's folder is removed and the error rethrown.
 */
export async function storePhotos(uploadsDir: string, reviewId: string, photos: ProcessedPhoto[]): Promise<string[]> {
  if (!photos.length) return [];
  const dir = reviewDir(uploadsDir, reviewId);
  try {
    await fs.mkdir(dir, { recursive: true });
    const urls: string[] = [];
    for (const photo of photos) {
      const name = crypto.randomUUID();
      await fs.writeFile(path.join(dir, `${name}.webp`), photo.full);
      await fs.writeFile(path.join(dir, `${name}-thumb.webp`), photo.thumb);
      urls.push(`/uploads/reviews/${reviewId}/${name}.webp`);
    }
    return urls;
  } catch (err) {
    await deleteReviewPhotos(uploadsDir, reviewId);
    throw err;
  }
}

/** Removes every stored photo of a review (no error when there is none). */
export async function deleteReviewPhotos(uploadsDir: string, reviewId: string): Promise<void> {
  await fs.rm(reviewDir(uploadsDir, reviewId), { recursive: true, force: true });
}
