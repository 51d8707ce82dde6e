/**
 * Phone numbers (issue 23): checked and normalised with libphonenumber-js (Google's
 * libphonenumber metadata, the "min" set: country calling codes, possible lengths and leading
 * digits) to E.164 (`+27825550101`), the one form the shop stores, shows in exports and hands to
 * couriers. Shared by the server's request schemas and the web's forms.
 *
 * - With a country (an address's 2-letter code), a national number is read in that country:
 *   `082 555 0101` in ZA → `+27825550101`; a number written with `+` or `00` keeps its own country.
 * - Without one (profile, registration), the number must carry its country code (`+…` or `00…`).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/min';
import { PROFILE_MESSAGES } from './settings.ts';

/** The message of a number that is not a phone number (the spec's profile text). */
export const PHONE_MESSAGE = PROFILE_MESSAGES.phone;
/** The message of a number without its country code where no country is known. */
import { PHONE_INTERNATIONAL_MESSAGE, PHONE_INTERNATIONAL_TRANSLATIONS } from './rule-messages.ts';
export { PHONE_INTERNATIONAL_MESSAGE, PHONE_INTERNATIONAL_TRANSLATIONS };

/** The result of reading a phone number: its E.164 form, or the message saying why not. */
export type PhoneResult = { ok: true; e164: string } | { ok: false; message: string };

/**
 * Reads `raw` as a phone number, in `countryCode` (ISO 3166-1 alpha-2) when given. Blank input is
 * not a number (callers decide whether a phone is optional). Never throws.
 */
export function normalizePhone(raw: string, countryCode?: string | null): PhoneResult {
  const text = raw.trim().replace(/^00/, '+');
  if (!text || text.length > 40) return { ok: false, message: PHONE_MESSAGE };
  // Only digits, spaces and the usual punctuation: "call me maybe" is not a number.
  if (!/^\+?[0-9 ().\-/]+$/.test(text)) return { ok: false, message: PHONE_MESSAGE };
  const country = countryCode && /^[A-Za-z]{2}$/.test(countryCode) ? (countryCode.toUpperCase() as CountryCode) : undefined;
  if (!country && !text.startsWith('+')) return { ok: false, message: PHONE_INTERNATIONAL_MESSAGE };
  let parsed;
  try {
    parsed = parsePhoneNumberFromString(text, country ? { defaultCountry: country } : undefined);
  } catch {
    parsed = undefined;
  }
  if (!parsed?.isValid()) return { ok: false, message: PHONE_MESSAGE };
  return { ok: true, e164: parsed.number };
}

/** The E.164 form of a stored phone for display and exports; a value that does not read as a number is returned as it is. */
export function displayPhone(stored: string | null | undefined, countryCode?: string | null): string {
  if (!stored) return '';
  const r = normalizePhone(stored, countryCode);
  return r.ok ? r.e164 : stored;
}
