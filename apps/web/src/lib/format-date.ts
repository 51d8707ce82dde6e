/** Dates as the back office shows them: in the interface language's conventions, the browser's time zone. */
import { relativeTime } from '@phonexport/domain/relative-time';
import { currentLanguage } from '../i18n/i18n';

/** The locale of the interface language for Intl (English is shown as en-US, Chinese as zh-CN). */
const locale = (): string => ({ en: 'en-US', es: 'es', fr: 'fr', de: 'de', zh: 'zh-CN' })[currentLanguage()];

/** 'Jan 31, 2026' (in English) from an ISO time. */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString(locale(), { year: 'numeric', month: 'short', day: 'numeric' });
/** 'Jan 31, 2026, 3:04 PM' (in English) from an ISO time. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString(locale(), { dateStyle: 'medium', timeStyle: 'short' });

/**
 * How long ago `iso` was, in the interface language (storefront spec §9's steps: under a minute
 * 'Just now' in English, then minutes, hours under 24, days under 7, then the date). English keeps
 * the spec's words; other languages use Intl.RelativeTimeFormat.
 */
export function relativeDate(iso: string, now: Date = new Date()): string {
  const lang = currentLanguage();
  if (lang === 'en') return relativeTime(new Date(iso), now);
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale(), { numeric: 'auto' });
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (seconds < 60) return rtf.format(0, 'second');
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (hours < 24) return rtf.format(-hours, 'hour');
  if (days < 7) return rtf.format(-days, 'day');
  return shortDate(iso);
}
