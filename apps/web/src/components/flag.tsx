/**
 * Simplified SVG flags of the eight service countries (storefront spec §1). Drawn inline so they
 * look the same on every device (emoji flags do not render on every platform) and cost no request.
 */
import type { ReactNode } from 'react';
import { SERVICE_COUNTRY_CODES, SERVICE_COUNTRY_NAMES, type ServiceCountryCode } from '@phonexport/domain/service-countries';
import { useTranslation } from '../i18n/i18n';
import { countryName } from '../lib/intl';

const FLAGS: Record<ServiceCountryCode, ReactNode> = {
  BW: (
    <>
      <rect width="30" height="20" fill="#75aadb" />
      <rect y="7.5" width="30" height="5" fill="#fff" />
      <rect y="8.4" width="30" height="3.2" fill="#000" />
    </>
  ),
  SZ: (
    <>
      <rect width="30" height="20" fill="#3e5eb9" />
      <rect y="4.3" width="30" height="11.4" fill="#ffd900" />
      <rect y="5.7" width="30" height="8.6" fill="#b10c0c" />
      <path d="M9 10c3-3.2 9-3.2 12 0-3 3.2-9 3.2-12 0z" fill="#fff" />
      <path d="M15 6.8c3 0 4.5 1.6 6 3.2-1.5 1.6-3 3.2-6 3.2z" fill="#000" />
    </>
  ),
  LS: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6" fill="#00209f" />
      <rect y="14" width="30" height="6" fill="#009543" />
      <path d="M15 7.2l-1.2 2.4-3 2.4h8.4l-3-2.4z" fill="#000" />
    </>
  ),
  MW: (
    <>
      <rect width="30" height="20" fill="#339e35" />
      <rect width="30" height="13.4" fill="#ce1126" />
      <rect width="30" height="6.7" fill="#000" />
      <path d="M10 6.7a5 5 0 0 1 10 0z" fill="#ce1126" />
    </>
  ),
  NA: (
    <>
      <rect width="30" height="20" fill="#009543" />
      <path d="M0 20V0h30z" fill="#003580" />
      <path d="M0 20L30 0v3.2L4.8 20z M0 20v-3.2L25.2 0H30z" fill="#fff" />
      <path d="M1.8 20L30 1.2v5.4L9.9 20z" fill="#d21034" transform="translate(-4 -2.6)" />
      <circle cx="6" cy="5.4" r="2.4" fill="#ffce00" />
    </>
  ),
  ZA: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.7" fill="#e03c31" />
      <rect y="13.3" width="30" height="6.7" fill="#001489" />
      <path d="M0 0l12.5 8.3H30v3.4H12.5L0 20z" fill="#fff" />
      <path d="M0 1.6l10.6 7.2v0.9H30v0.6H10.6v0.9L0 18.4z" fill="#007749" transform="scale(1 1)" />
      <path d="M0 2.6l9.2 7.4L0 17.4z" fill="#ffb81c" />
      <path d="M0 4.2l7 5.8-7 5.8z" fill="#000" />
    </>
  ),
  ZM: (
    <>
      <rect width="30" height="20" fill="#198a00" />
      <rect x="19.5" y="8" width="3.5" height="12" fill="#de2010" />
      <rect x="23" y="8" width="3.5" height="12" fill="#000" />
      <rect x="26.5" y="8" width="3.5" height="12" fill="#ef7d00" />
      <path d="M21.5 4.5c1.5-1.3 3.5-1.3 5 0-1.3 0.5-1.8 1-2.5 2-0.7-1-1.2-1.5-2.5-2z" fill="#ef7d00" />
    </>
  ),
  ZW: (
    <>
      {['#006400', '#ffd200', '#d40000', '#000', '#d40000', '#ffd200', '#006400'].map((c, i) => (
        <rect key={i} y={(i * 20) / 7} width="30" height={20 / 7 + 0.05} fill={c} />
      ))}
      <path d="M0 0l11.5 10L0 20z" fill="#000" />
      <path d="M0 0.9l10.3 9.1L0 19.1z" fill="#fff" />
      <path d="M3.5 7.4l0.8 2.4h2.5l-2 1.5 0.8 2.4-2.1-1.5-2 1.5 0.7-2.4-2-1.5h2.5z" fill="#d40000" />
    </>
  ),
};

/** The English names of the eight flags (the shown name comes from `countryName` in the current language). */
export const FLAG_NAMES: Record<string, string> = SERVICE_COUNTRY_NAMES;

export const SERVICE_FLAG_CODES: string[] = SERVICE_COUNTRY_CODES;

/** A flag by ISO code, 3:2, `width` px wide. Unknown codes draw a grey placeholder with the code. */
export function Flag({ code, width = 30, title }: { code: string; width?: number; title?: string }) {
  useTranslation();
  const name = title ?? countryName(code, FLAG_NAMES[code]);
  return (
    <svg viewBox="0 0 30 20" width={width} height={(width * 2) / 3} role="img" aria-label={name} className="shrink-0 rounded-[3px] shadow-sm ring-1 ring-black/10">
      <title>{name}</title>
      {FLAGS[code as ServiceCountryCode] ?? (
        <>
          <rect width="30" height="20" fill="#cbd5e1" />
          <text x="15" y="13" fontSize="8" textAnchor="middle" fill="#334155">
            {code}
          </text>
        </>
      )}
    </svg>
  );
}

/** All eight flags in a row. */
export function FlagRow({ width = 24 }: { width?: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-1.5" aria-label={t('home.shipTo')}>
      {SERVICE_FLAG_CODES.map((c) => (
        <Flag key={c} code={c} width={width} />
      ))}
    </div>
  );
}
