/**
 * Dates in the interface language's format (storefront §3 preferences.language) and the
 * shopper's time zone. The server renders with the zone the browser told it in the
 * `phonexport-tz` cookie (UTC before the first visit), and the browser hydrates with the same zone.
 */
import { relativeTime } from '@phonexport/domain/relative-time';
import { currentLanguage, currentTimeZone } from '../i18n/i18n';

/** The cookie holding the browser's IANA time zone, for the server's rendering of dates. */
export const TIME_ZONE_COOKIE = 'phonexport-tz';

/** BCP 47 locale of an interface language (en → en-US, as the shop's English is American). */
export const localeOf = (language: string): string => (language === 'en' ? 'en-US' : language);

/** 'Jan 31, 2026' (or '31 janv. 2026'…) from an ISO time. */
export const shortDate = (iso: string) =>
  new Date(iso).toLocaleDateString(localeOf(currentLanguage()), { year: 'numeric', month: 'short', day: 'numeric', timeZone: currentTimeZone() });
/** 'Jan 31, 2026, 3:04 PM' (or the language's form) from an ISO time. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString(localeOf(currentLanguage()), { dateStyle: 'medium', timeStyle: 'short', timeZone: currentTimeZone() });

/** Browser: keeps this device's time zone in the cookie the server reads for its next rendering. */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * How long ago `iso` was, in the interface language (storefront spec §9's steps: under a minute
 * 'Just now' in English, then minutes, hours under 24, days under 7, then the date). English keeps
 * the spec's words; other languages use Intl.RelativeTimeFormat.
 */
export function relativeDate(iso: string, now: Date = new Date()): string {
  const lang = currentLanguage();
  if (lang === 'en') return relativeTime(new Date(iso), now);
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(localeOf(lang), { numeric: 'auto' });
  const minutes = Math.floor(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (seconds < 60) return rtf.format(0, 'second');
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  if (hours < 24) return rtf.format(-hours, 'hour');
  if (days < 7) return rtf.format(-days, 'day');
  return shortDate(iso);
}
