/**
 * Zod schemas of the address book's request bodies (storefront §5 Address dialog). Kept apart
 * from addresses.ts so the web app's address screens do not bundle zod.
 */
import { z } from 'zod';
import { ADDRESS_REQUIRED_MESSAGE, ADDRESS_TYPES, type AddressBody } from './addresses.ts';

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

/** Body of PATCH /api/addresses/:id: any subset; `isDefault: true` makes it the default. */
export const addressPatchSchema = addressBodySchema.partial().extend({ type: z.enum(ADDRESS_TYPES).optional() });
export type AddressPatch = z.input<typeof addressPatchSchema>;

// The schema's input and the web's AddressBody stay one shape.
export type AddressBodyInput = z.input<typeof addressBodySchema>;
const _sameShape: AddressBody extends AddressBodyInput ? (AddressBodyInput extends AddressBody ? true : never) : never = true;
void _sameShape;
