/**
 * Rules every text the shop accepts follows, shared by the server's schemas and the web's forms
 * (issue 13: hostile input gets a clear 400, never a database error). The zod strings built on
 * them are in packages/contracts (text-rules.ts).
 *
 * - No control characters: NUL (which PostgreSQL cannot store in text) and the other C0 controls
 *   and DEL are refused; tab, line feed and carriage return stay allowed (multi-line texts).
 * - Ids in a URL (`:id`, `:orderId`...) follow the same rule. They are UUIDs in text columns, so
 *   any other id without a control character is simply unknown: the route's 404 (the catalog and
 *   orders tests require `x' or '1'='1` and a 90-character id to be 404s); the router refuses a
 *   param past 100 characters (414).
 */

/** Matches any character a text field refuses: C0 controls but tab, LF and CR; and DEL. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
/** The whole string is free of refused control characters. */
// eslint-disable-next-line no-control-regex
export const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

import { CONTROL_CHARACTER_MESSAGE } from './rule-messages.ts';
export { CONTROL_CHARACTER_MESSAGE };

/** True when `text` holds a character no text field accepts (see CONTROL_CHARACTER). */
export function hasControlCharacter(text: string): boolean {
  return CONTROL_CHARACTER.test(text);
}
