/**
 * Zod strings of the limited fields (input-limits.ts), for the request schemas: trimmed, no
 * control characters, at most the field's limit with the message naming field and limit
 * ("Street must be at most 200 characters."). Kept apart so the web's forms do not bundle zod.
 */
import { z } from 'zod';
import { FIELD_LIMITS, tooLongMessage, type LimitedField } from './input-limits.ts';
import { noControlCharacters } from './text-rules.ts';

/**
 * A trimmed text of `field`'s limit. With `required`, a blank or missing value answers that
 * message; without, the value may be left out (an empty string stays an empty string).
 */
export function limitedText(field: LimitedField, required: string): z.ZodString;
export function limitedText(field: LimitedField): z.ZodOptional<z.ZodString>;
export function limitedText(field: LimitedField, required?: string): z.ZodString | z.ZodOptional<z.ZodString> {
  const max = FIELD_LIMITS[field].max;
  if (required === undefined) return noControlCharacters(z.string().trim().max(max, tooLongMessage(field))).optional();
  return noControlCharacters(z.string({ error: required }).trim().min(1, required).max(max, tooLongMessage(field)));
}

/** A text of `field`'s limit that is not trimmed (passwords), with the too-long message; missing → ''. */
export function limitedRaw(field: LimitedField) {
  return z.string().max(FIELD_LIMITS[field].max, tooLongMessage(field)).default('');
}
