/**
 * Dates and relative times in the interface language's format (storefront §3
 * preferences.language) and the shopper's time zone: the one module for dates (lib/intl.ts has
 * numbers and country names). The server renders with the zone the browser told it in the
 * `phonexport-tz` cookie (UTC on a first visit), the browser hydrates with the same zone and counts
 * relative times from the server's render time, then turns to its own zone and clock
 * (`adoptDeviceTime`).
 */
import { currentLanguage, currentNow, currentTimeZone, t } from '../i18n/i18n';

/** The cookie holding the browser's IANA time zone, for the server's rendering of dates. */
export const TIME_ZONE_COOKIE = 'phonexport-tz';

/** BCP 47 locale of an interface language (en → en-US, as the shop's English is American; zh → zh-CN). */
export const localeOf = (language: string): string => (language === 'en' ? 'en-US' : language === 'zh' ? 'zh-CN' : language);

/** 'Jan 31, 2026' (or '31 janv. 2026'…) from an ISO time. */
export const shortDate = (iso: string | Date) =>
  new Date(iso).toLocaleDateString(localeOf(currentLanguage()), { year: 'numeric', month: 'short', day: 'numeric', timeZone: currentTimeZone() });
/** 'Jan 31, 2026, 3:04 PM' (or the language's form) from an ISO time. */
export const dateTime = (iso: string | Date) => new Date(iso).toLocaleString(localeOf(currentLanguage()), { dateStyle: 'medium', timeStyle: 'short', timeZone: currentTimeZone() });

/** Browser: keeps this device's time zone in the cookie the server reads for its next rendering. */
export function rememberTimeZone(): void {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (zone) document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; path=/; max-age=31536000; samesite=lax`;
}

/**
 * How long ago `iso` was, in the interface language (storefront spec §9's steps): under a minute
 * 'Just now' (common.justNow), then minutes, hours under 24 and days under 7 ('3 minutes ago',
 * 'il y a 3 minutes', by Intl.RelativeTimeFormat), then the short date in the shopper's time zone.
 * `now` defaults to the render's moment (i18n `currentNow`: the server's while a page hydrates).
 */
export function relativeTime(iso: string | Date, now: Date = new Date(currentNow())): string {
  const seconds = Math.floor((now.getTime() - new Date(iso).getTime()) / 1000);
  if (seconds < 60) return t('common.justNow');
  const rtf = new Intl.RelativeTimeFormat(localeOf(currentLanguage()), { numeric: 'always' });
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return rtf.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return rtf.format(-hours, 'hour');
  const days = Math.floor(hours / 24);
  if (days < 7) return rtf.format(-days, 'day');
  return shortDate(iso);
}
