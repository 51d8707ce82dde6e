/**
 * One place where untrusted image bytes are opened and re-encoded (review photos, chat pictures,
 * admin product and hero images): the format is read from the bytes with sharp, the declared
 * size is checked against MAX_IMAGE_PIXELS before anything is decoded (decompression bombs), sharp's
 * own `limitInputPixels` backs that up, the EXIF orientation is applied, and every output is a new
 * encode without metadata (EXIF, GPS, XMP, ICC comments are not copied), bounded in size.
 */
import type { Metadata, Sharp } from 'sharp';
import { MAX_IMAGE_PIXELS, tooManyPixels } from '@phonexport/domain/images';

/** Raster formats any upload may be (as decoded by sharp, never as named): no SVG, PDF or documents. */
export const RASTER_FORMATS: ReadonlySet<string> = new Set(['jpeg', 'png', 'webp', 'gif', 'avif', 'heif', 'tiff']);

/** Why an upload was refused: not a decodable image of an allowed format, or over the pixel limit. */
export class ImageRejected extends Error {
  constructor(
    readonly reason: 'not-an-image' | 'too-many-pixels',
    readonly width = 0,
    readonly height = 0,
  ) {
    super(reason === 'too-many-pixels' ? `image of ${width} x ${height} px is over the pixel limit` : 'not an image');
  }
}

export interface OpenedImage {
  /** sharp pipeline with the EXIF orientation applied; clone() it for several outputs. */
  image: Sharp;
  /** sharp's name of the format the bytes are in (jpeg, png, webp, gif, ...). */
  format: string;
  /** Declared size, px (before orientation). */
  width: number;
  height: number;
}

/**
 * Opens untrusted bytes as one still image (first frame of an animation). Throws ImageRejected
 * `not-an-image` when sharp cannot read them or the format is not in `formats`, and
 * `too-many-pixels` when the declared width × height is over `maxPixels` (checked from the header,
 * before any pixel is decoded).
 */
export async function openUploadedImage(bytes: Buffer, formats: ReadonlySet<string> = RASTER_FORMATS, maxPixels = MAX_IMAGE_PIXELS): Promise<OpenedImage> {
  const { default: sharp } = await import('sharp'); // loaded on first use: the shop's memory at rest (decision 040)
  let meta: Metadata;
  try {
    // Only the header is read here (no pixels), so the declared size can be reported; the
    // decoding pipeline below carries sharp's own limit.
    meta = await sharp(bytes, { limitInputPixels: false, failOn: 'error', animated: false }).metadata();
  } catch {
    throw new ImageRejected('not-an-image');
  }
  const { width, height, format } = meta;
  if (!width || !height || !format || !formats.has(format)) throw new ImageRejected('not-an-image');
  if (tooManyPixels(width, height, maxPixels)) throw new ImageRejected('too-many-pixels', width, height);
  const image = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error', animated: false }).rotate();
  return { image, format, width, height };
}

/**
 * Runs a pipeline to bytes; a decode failure (corrupt data, or sharp's own pixel limit) becomes
 * ImageRejected instead of a 500.
 */
export async function encode(pipeline: Sharp): Promise<Buffer> {
  try {
    return await pipeline.toBuffer();
  } catch (err) {
    if (/pixel limit/i.test((err as Error).message ?? '')) throw new ImageRejected('too-many-pixels');
    throw new ImageRejected('not-an-image');
  }
}

/** Output formats a re-encoded upload may keep (others become WebP). */
const KEEP_FORMAT = new Set(['jpeg', 'png', 'webp', 'gif']);

/**
 * Re-encodes an opened image in its own format when that is JPEG, PNG, WebP or GIF (else WebP),
 * at most `maxSide` px on its longer side, without metadata. Returns the bytes and their MIME type.
 */
export async function reencodeSameFormat(opened: OpenedImage, maxSide: number): Promise<{ data: Buffer; mime: string }> {
  const format = KEEP_FORMAT.has(opened.format) ? (opened.format as 'jpeg' | 'png' | 'webp' | 'gif') : 'webp';
  const resized = opened.image.clone().resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true });
  const out = format === 'jpeg' ? resized.jpeg({ quality: 85, mozjpeg: true }) : format === 'png' ? resized.png() : format === 'gif' ? resized.gif() : resized.webp({ quality: 85 });
  return { data: await encode(out), mime: `image/${format}` };
}
