/**
 * Help centre (back office spec §2 Help Center, §3 FAQ item): categories in the filter's order
 * and a search that matches question, answer and tags. Pure. (The FAQ item's API shape is
 * `faqItem` in packages/contracts/src/help.ts.)
 */
import type { Language } from './settings.ts';

export const FAQ_CATEGORIES = ['orders', 'shipping', 'payments', 'account', 'products'] as const;
export type FaqCategory = (typeof FAQ_CATEGORIES)[number];

/** What the search reads of an FAQ entry. */
export interface FaqSearchable {
  question: string;
  answer: string;
  category: FaqCategory;
  tags: string[];
}

/** An FAQ entry's text in one language other than English. */
export interface FaqText {
  question: string;
  answer: string;
  tags: string[];
}

/** An FAQ entry's translations, by language (English is the entry's own text). */
export type FaqTranslations = Partial<Record<Exclude<Language, 'en'>, FaqText>>;

/**
 * An entry's question, answer and tags in `language`: its translation when it has one, else its
 * English text (issue 23: every page in the shopper's language).
 */
export function faqTextIn(entry: FaqText & { translations: FaqTranslations }, language: Language): FaqText {
  const text = language === 'en' ? undefined : entry.translations[language];
  return text ?? { question: entry.question, answer: entry.answer, tags: entry.tags };
}

/** Items of `category` ('all' for every one) matching every word of `search` (case-insensitive). */
export function filterFaq<T extends FaqSearchable>(items: T[], category: FaqCategory | 'all', search: string): T[] {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((f) => {
    if (category !== 'all' && f.category !== category) return false;
    const haystack = `${f.question} ${f.answer} ${f.tags.join(' ')}`.toLowerCase();
    return words.every((w) => haystack.includes(w));
  });
}
