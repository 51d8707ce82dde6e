/**
 * Review photos (storefront §5 photo rules, §4 "Deleting a review deletes its images"): the bytes
 * must decode as an image; each photo is re-encoded to WebP with bounded dimensions, which drops
 * every metadata block (EXIF, GPS location, XMP, ICC), and stored with a small thumbnail under
 * `uploads/reviews/{reviewId}/` of the file store (media/file-store.ts: DATA_DIR or S3), served at
 * `/uploads/reviews/{reviewId}/{name}.webp`.
 */
import path from 'node:path';
import { IMAGE_MESSAGES } from '@phonexport/domain/images';
import { REVIEW_MESSAGES } from '@phonexport/domain/reviews';
import { RuleError, invalid, tooLarge } from '../../lib/rule-errors.ts';
import type { FileStore } from '../../media/file-store.ts';
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
  code === 'file_too_large' ? tooLarge(message, { images: message }, code) : invalid(message, { images: message }, code);

/**
 * Decodes and re-encodes one photo (media/uploaded-images.ts). Throws an `invalid` RuleError (400)
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
    if (err instanceof RuleError) throw err;
    throw photoError('invalid_file_type', REVIEW_MESSAGES.invalidFileType(safeName(file.filename)));
  }
}

/** A file name fit for a message: base name only, at most 80 characters. */
export function safeName(filename: string): string {
  const base = [...path.basename(filename || 'file')].filter((c) => c.charCodeAt(0) >= 32).join('');
  return base.length > 80 ? `${base.slice(0, 77)}...` : base || 'file';
}

/** The store folder (key prefix) of a review's photos. */
export const reviewFolder = (reviewId: string) => `uploads/reviews/${reviewId}/`;

/**
 * Writes the processed photos of a review and returns their public URLs in order.
 * On a write failure the review's folder is removed and the error rethrown.
 */
export async function storePhotos(files: FileStore, reviewId: string, photos: ProcessedPhoto[]): Promise<string[]> {
  if (!photos.length) return [];
  const folder = reviewFolder(reviewId);
  try {
    const urls: string[] = [];
    for (const photo of photos) {
      const name = crypto.randomUUID();
      await files.put(`${folder}${name}.webp`, photo.full, 'image/webp');
      await files.put(`${folder}${name}-thumb.webp`, photo.thumb, 'image/webp');
      urls.push(`/${folder}${name}.webp`);
    }
    return urls;
  } catch (err) {
    await deleteReviewPhotos(files, reviewId);
    throw err;
  }
}

/** Removes every stored photo of a review (no error when there is none). */
export async function deleteReviewPhotos(files: FileStore, reviewId: string): Promise<void> {
  await files.removeFolder(reviewFolder(reviewId));
}
