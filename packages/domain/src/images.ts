/**
 * Limits and messages for every uploaded image (review photos, chat pictures, admin product and
 * hero images): how many pixels an upload may declare, and the refusal text. Pure: no I/O.
 */

/** At most 50 megapixels per uploaded image (a 48 KB PNG can declare 20000 × 20000 = 400 MP). */
export const MAX_IMAGE_PIXELS = 50_000_000;

export const IMAGE_MESSAGES = {
  /** An image whose declared size is over MAX_IMAGE_PIXELS (answered with 413). */
  tooManyPixels: (file: string, width: number, height: number) =>
    `${file} is ${width} × ${height} pixels. Images may have at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
} as const;

/** True when an image of width × height px is over the pixel limit. */
export const tooManyPixels = (width: number, height: number, max = MAX_IMAGE_PIXELS): boolean => width * height > max;
