/**
 * A postal address as the shop prints it (saved addresses, order and invoice pages): name,
 * company when there is one, street, 'city, state zip', country and phone when there is one. A
 * served country, stored by its English name, is printed in the interface language.
 */
import { SERVICE_COUNTRY_NAMES } from '@phonexport/domain/service-countries';
import { countryName } from '../lib/intl';

const SERVED_BY_NAME = new Map<string, string>(Object.entries(SERVICE_COUNTRY_NAMES).map(([code, name]) => [name, code]));

/** `country` (an English name) in the interface language when it is one of the served countries; else as written. */
const shownCountry = (country: string): string => {
  const code = SERVED_BY_NAME.get(country);
  return code ? countryName(code, country) : country;
};
/** The fields printed; company, state and phone may be missing (an invoice's address has no company or phone). */
export type PostalAddressLike = { name: string; street: string; city: string; zipCode: string; country: string } & Partial<Record<'company' | 'state' | 'phone', string | null>>;

/** The address in an <address>; `plainName` prints the name as text instead of bold (an invoice's Bill to). */
export function PostalAddress({ address: a, plainName = false, className = '' }: { address: PostalAddressLike; plainName?: boolean; className?: string }) {
  return (
    <address className={`text-sm not-italic leading-relaxed text-slate-700 ${className}`}>
      {plainName ? a.name : <strong className="text-slate-900">{a.name}</strong>}
      {a.company && (
        <>
          <br />
          {a.company}
        </>
      )}
      <br />
      {a.street}
      <br />
      {a.city}
      {a.state ? `, ${a.state}` : ''} {a.zipCode}
      <br />
      {shownCountry(a.country)}
      {a.phone && (
        <>
          <br />
          {a.phone}
        </>
      )}
    </address>
  );
}
