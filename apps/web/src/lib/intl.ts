/**
 * Dates, relative times and country names in the interface language (issue 23: "dates and numbers
 * in the locale's format"), by the platform's Intl (CLDR data), so no table of month or country
 * names is kept here. Each function reads the current language (i18n.ts) when called; components
 * re-render on a switch through `useTranslation`.
 */
import { currentLanguage, t } from '../i18n/i18n';

/** The BCP 47 locale of the current interface language ('zh' → 'zh-CN'). */
export const intlLocale = (): string => (currentLanguage() === 'zh' ? 'zh-CN' : currentLanguage());

/** '31 janv. 2026' / 'Jan 31, 2026' from an ISO time. */
export const shortDate = (iso: string | Date): string => new Date(iso).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'short', day: 'numeric' });
/** 'January 31, 2026' in the current language. */
export const longDate = (iso: string | Date): string => new Date(iso).toLocaleDateString(intlLocale(), { year: 'numeric', month: 'long', day: 'numeric' });
/** Date and time, medium date and short time ('Jan 31, 2026, 3:04 PM'). */
export const dateTime = (iso: string | Date): string => new Date(iso).toLocaleString(intlLocale(), { dateStyle: 'medium', timeStyle: 'short' });
/** A whole number with the language's grouping ('1,234', '1 234', '1.234'). */
export const formatCount = (n: number): string => new Intl.NumberFormat(intlLocale()).format(n);

/**
 * Relative time (storefront spec §9): under a minute 'Just now' (common.justNow), then minutes,
 * hours under 24 and days under 7 ('3 minutes ago', 'il y a 3 minutes'), then the short date.
 */
export function relativeTime(date: Date | string, now: Date = new Date()): string {
  const d = new Date(date);
  const seconds = Math.floor((now.getTime() - d.getTime()) / 1000);
  if (seconds < 60) return t('common.justNow');
  const rtf = new Intl.RelativeTimeFormat(intlLocale(), { numeric: 'always' });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return rtf.format(-days, 'day');
  return shortDate(d);
}

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
