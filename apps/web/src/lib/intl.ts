/**
 * Numbers and country names in the interface language (issue 23: "dates and numbers in the
 * locale's format"; dates are in format-date.ts), by the platform's Intl (CLDR data), so no table
 * of country names is kept here. Each function reads the current language (i18n.ts) when called; components
 * re-render on a switch through `useTranslation`.
 */
import { currentLanguage } from '../i18n/i18n';
import { localeOf } from './format-date';

/** The BCP 47 locale of the current interface language (format-date.ts's localeOf). */
export const intlLocale = (): string => localeOf(currentLanguage());

/** A whole number with the language's grouping ('1,234', '1 234', '1.234'). */
export const formatCount = (n: number): string => new Intl.NumberFormat(intlLocale()).format(n);

/** A country's name in the current language from its ISO 3166-1 alpha-2 code; `fallback` (or the code) when unknown. */
export function countryName(code: string, fallback?: string): string {
  try {
    return new Intl.DisplayNames([intlLocale()], { type: 'region', fallback: 'none' }).of(code.toUpperCase()) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
}

/** A rating to one decimal in the language's format ('4.5', '4,5'). */
export const formatDecimal = (n: number): string => new Intl.NumberFormat(intlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
