/**
 * Address book rules (storefront spec §4 Address book, §5 Address dialog).
 */
import { z } from 'zod';

/** §5: the one message of the address dialog when a required field is missing. */
export const ADDRESS_REQUIRED_MESSAGE = 'Please fill in all required fields';
export const ADDRESS_TYPES = ['home', 'work', 'other'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];

const trimmed = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string({ error: ADDRESS_REQUIRED_MESSAGE }).trim().min(1, ADDRESS_REQUIRED_MESSAGE).max(max);

/** Body of PUT /api/addresses/:id (and the fields of POST): name, street, city, zip and country required. */
export const addressBodySchema = z.object({
  name: required(120),
  company: trimmed(120).optional(),
  street: required(200),
  city: required(100),
  state: trimmed(100).optional(),
  zipCode: required(20),
  countryCode: z.string({ error: ADDRESS_REQUIRED_MESSAGE }).trim().toUpperCase().length(2, ADDRESS_REQUIRED_MESSAGE),
  phone: trimmed(40).optional(),
  type: z.enum(ADDRESS_TYPES).default('home'),
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.input<typeof addressBodySchema>;

/** Body of PATCH /api/addresses/:id: any subset; `isDefault: true` makes it the default. */
export const addressPatchSchema = addressBodySchema.partial().extend({ type: z.enum(ADDRESS_TYPES).optional() });
export type AddressPatch = z.input<typeof addressPatchSchema>;

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
