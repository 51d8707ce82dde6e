/**
 * Rules every text the shop accepts follows, shared by the server's schemas and the web's forms
 * (issue 13: hostile input gets a clear 400, never a database error).
 *
 * - No control characters: NUL (which PostgreSQL cannot store in text) and the other C0 controls
 *   and DEL are refused; tab, line feed and carriage return stay allowed (multi-line texts).
 * - Ids in a URL (`:id`, `:orderId`...) are UUIDs (schema.ts `id()`, better-auth's ids too);
 *   the rule accepts 1–64 letters, digits, `-` and `_` so a malformed id never reaches a query.
 */
import { z } from 'zod';

/** Matches any character a text field refuses: C0 controls but tab, LF and CR; and DEL. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The whole string is free of refused control characters. */
// eslint-disable-next-line no-control-regex
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';
export const INVALID_ID_MESSAGE = 'Invalid id.';

/** True when `text` holds a character no text field accepts (see CONTROL_CHARACTER). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}

/** An id as it appears in a URL: 1–64 of `A–Z a–z 0–9 - _` (UUIDs and better-auth ids). */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

/** Zod schema of one id (route params, ids in bodies): 400 `Invalid id.` otherwise. */
export const idSchema = z.string().regex(ID_PATTERN, INVALID_ID_MESSAGE);

/** A string of at most `max` characters with no control character (not trimmed). */
export const plainText = (max: number) => z.string().max(max).regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE);

/** Adds the no-control-character rule to a string schema (keeps its other checks and transforms). */
export function noControlCharacters<S extends z.ZodString>(schema: S): S {
  return schema.regex(NO_CONTROL_CHARACTERS, CONTROL_CHARACTER_MESSAGE) as S;
}
