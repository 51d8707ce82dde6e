/**
 * Address book rules (storefront spec §4 Address book, §5 Address dialog).
 */
import type { ShippingAddressInput } from './validation.ts';

/** §5: the one message of the address dialog when a required field is missing. */
export const ADDRESS_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

/** What the address dialog sends (POST, PUT): validated on the server by the address schemas of packages/contracts (addresses.ts). */
export interface AddressBody extends Omit<ShippingAddressInput, 'phone'> {
  phone?: string;
  type?: AddressType;
  isDefault?: boolean;
}

/** Client-side check of the address dialog (§5), the same rule the server applies. */
export function addressFormError(a: { name?: string; street?: string; city?: string; zipCode?: string; countryCode?: string }): string | null {
  for (const v of [a.name, a.street, a.city, a.zipCode, a.countryCode]) if (!v || !v.trim()) return ADDRESS_REQUIRED_MESSAGE;
  return null;
}

/**
 * The id that becomes default after `removedId` is deleted (§4: deleting the default promotes the
 * first remaining one, oldest first). `rows` are the user's addresses before the delete.
 */
export function nextDefaultAfterDelete(rows: { id: string; isDefault: boolean; createdAt: Date | string }[], removedId: string): string | null {
  const removed = rows.find((r) => r.id === removedId);
  if (!removed?.isDefault) return null;
  const rest = rows.filter((r) => r.id !== removedId).sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  return rest[0]?.id ?? null;
}
