/**
 * Dates in the interface language's format (storefront §3 preferences.language) and the
 * shopper's time zone. The server renders with the zone the browser told it in the
 * `phonexport-tz` cookie (UTC before the first visit), and the browser hydrates with the same zone.
 */
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
