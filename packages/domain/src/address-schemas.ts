/**
 * Zod schemas of the address book's request bodies (storefront §5 Address dialog). Kept apart
 * from addresses.ts so the web app's address screens do not bundle zod.
 */
import { z } from 'zod';
import { ADDRESS_REQUIRED_MESSAGE, ADDRESS_TYPES, type AddressBody } from './addresses.ts';
import { limitedText } from './input-limits-schemas.ts';
import { noControlCharacters } from './text-rules.ts';

/** A trimmed text of at most `max` characters without control characters (text-rules.ts). */
export const trimmed = (max: number) => noControlCharacters(z.string().trim().max(max));

/**
 * The fields of an address, shared by the address book (§5 Address dialog) and checkout (§5
 * Checkout): name, street, city, zip code and a 2-letter country are required and answer `message`
 * when missing; every text has its limit from input-limits.ts ("Street must be at most 200
 * characters."). The phone (added by each schema: required at checkout, optional in the book) has its
 * format is checked against the country, and it is stored in E.164, by the services (domain phone.ts).
 */
export function addressShape(message: string) {
  return {
    name: limitedText('fullName', message),
    company: limitedText('company'),
    street: limitedText('street', message),
    city: limitedText('city', message),
    state: limitedText('state'),
    zipCode: limitedText('zipCode', message),
    countryCode: z.string({ error: message }).trim().toUpperCase().length(2, message),
  };
}

/** Body of PUT /api/addresses/:id (and the fields of POST): name, street, city, zip and country required. */
export const addressBodySchema = z.object({
  ...addressShape(ADDRESS_REQUIRED_MESSAGE),
  phone: limitedText('phone'),
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
