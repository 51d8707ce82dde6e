/**
 * A postal address as the shop prints it (saved addresses, order and invoice pages): name,
 * company when there is one, street, 'city, state zip', country and phone when there is one.
 */
export interface PostalAddressLike {
  name: string;
  company?: string | null;
  street: string;
  city: string;
  state?: string | null;
  zipCode: string;
  country: string;
  phone?: string | null;
}

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
