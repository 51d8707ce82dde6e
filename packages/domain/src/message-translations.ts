/**
 * One message's words in the shop's other four languages (issue 23, decision 056): the shape of
 * every message table (server-messages-*.ts, reviews-messages.ts), English being the key.
 */
import type { Language } from './settings.ts';

/** A message in es, fr, de and zh; its English is the table's key. */
export type Translations = Record<Exclude<Language, 'en'>, string>;

/** A message's `Translations`, in the order es, fr, de, zh. */
export const tr = (es: string, fr: string, de: string, zh: string): Translations => ({ es, fr, de, zh });
