/**
 * A postal address as the shop prints it (saved addresses, order and invoice pages): name,
 * company when there is one, street, 'city, state zip', country and phone when there is one.
 */
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
      {a.country}
      {a.phone && (
        <>
          <br />
          {a.phone}
        </>
      )}
    </address>
  );
}
