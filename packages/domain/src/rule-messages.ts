/**
 * Messages of rules whose checks need a library (zod, libphonenumber), kept apart from those
 * checks so the table of translated messages (server-messages.ts), which the web app loads on
 * storefront pages, carries the texts without the libraries (issue 26: JavaScript over the wire).
 * The rules' own modules re-export them (order-status.ts, text-rules.ts, phone.ts).
 */
import type { Language } from './settings.ts';

/** Order status changes refused (order-status.ts, decision 060). */
export const STATUS_MESSAGES = {
  notAllowed: 'This status change is not allowed: an order only moves forward (pending, confirmed, processing, shipped, delivered). To move it back, make a correction with a reason.',
  correctionNotAllowed: 'A correction cannot cancel an order or reopen a cancelled one.',
  reasonRequired: 'Give the reason for the correction',
} as const;

/** A text field holding a control character (text-rules.ts). */
export const CONTROL_CHARACTER_MESSAGE = 'Must not contain control characters.';

/** The message of a number without its country code where no country is known (phone.ts). */
export const PHONE_INTERNATIONAL_MESSAGE = 'Please enter the phone number with its country code, e.g. +27 82 555 0101.';

/** PHONE_INTERNATIONAL_MESSAGE in each language (PHONE_MESSAGE is translated with the profile texts). */
export const PHONE_INTERNATIONAL_TRANSLATIONS: Record<Exclude<Language, 'en'>, string> = {
  es: 'Introduce el teléfono con su prefijo internacional, p. ej. +27 82 555 0101.',
  fr: 'Veuillez saisir le numéro avec son indicatif international, p. ex. +27 82 555 0101.',
  de: 'Bitte gib die Telefonnummer mit Ländervorwahl ein, z. B. +27 82 555 0101.',
  zh: '请输入带国家区号的电话号码，例如 +27 82 555 0101。',
};
