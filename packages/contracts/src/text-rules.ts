/**
 * The zod strings every request schema builds its texts from (issue 13, issue 23): no control
 * characters (domain text-rules.ts), and each limited field at most its limit with the message
 * naming field and limit ("Street must be at most 200 characters.", domain input-limits.ts).
 * The rules and messages stay in the domain, which the web's forms read without zod.
 */
import { z } from 'zod';
import { CONTROL_CHARACTER_MESSAGE, NO_CONTROL_CHARACTERS } from '@phonexport/domain/text-rules';
import { FIELD_LIMITS, tooLongMessage, type LimitedField } from '@phonexport/domain/input-limits';

/** A string of at most `max` characters with no control character (not trimmed). */
export const plainText = (max: number) => z.string().max(max).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);

/** Adds the no-control-character rule to a string schema (keeps its other checks and transforms). */
export function noControlCharacters<S extends z.ZodString>(schema: S): S {
  return schema.regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE) as S;
}

/** A trimmed text of at most `max` characters without control characters. */
export const trimmed = (max: number) => noControlCharacters(z.string().trim().max(max));

/** A required trimmed text of at most `max` characters; blank or missing answers `message`. */
export const requiredText = (max: number, message: string) => z.string({ error: message }).trim().min(1, message).max(max);
/** An optional trimmed text of at most `max` characters; missing → ''. */
export const optionalText = (max: number) => z.string().trim().max(max).default('');

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
