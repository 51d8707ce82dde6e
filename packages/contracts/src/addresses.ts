/**
 * Address book contracts (storefront §4 Address book, §5 Address dialog): the signed-in user's
 * addresses, default first, and the request schemas of the address dialog (also the fields of
 * checkout's address). Another user's address answers 404 'Address not found'.
 */
import { z } from 'zod';
import { ADDRESS_REQUIRED_MESSAGE, ADDRESS_TYPES, type AddressBody } from '@phonexport/domain/addresses';
import { byId, contractsOf, errorBody, isoDateTime, named } from './contract.ts';
import { limitedText } from './text-rules.ts';

const { customer } = contractsOf('addresses');

/**
 * The fields of an address, shared by the address book (§5 Address dialog) and checkout (§5
 * Checkout): name, street, city, zip code and a 2-letter country are required and answer `message`
 * when missing; every text has its limit from domain input-limits.ts ("Street must be at most 200
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

// The schema's input and the web's AddressBody (domain addresses.ts) stay one shape.
export type AddressBodyInput = z.input<typeof addressBodySchema>;
const _sameShape: AddressBody extends AddressBodyInput ? (AddressBodyInput extends AddressBody ? true : never) : never = true;
void _sameShape;

/** A saved address. */
export const address = named('Address', {
  id: z.string(),
  name: z.string(),
  company: z.string().nullable(),
  street: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  zipCode: z.string(),
  country: z.string(),
  countryCode: z.string(),
  phone: z.string().nullable(),
  type: z.enum(ADDRESS_TYPES),
  isDefault: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type AddressDto = z.infer<typeof address>;

const NOT_FOUND = 'Address not found';

export const addressesContracts = {
  list: customer('GET', '/api/addresses', 'The address book, default first, then oldest first', { responses: { 200: z.array(address), 401: errorBody } }),
  create: customer('POST', '/api/addresses', 'Add an address (the first becomes the default)', {
    body: addressBodySchema,
    responses: { 201: address, 400: errorBody, 401: errorBody },
  }),
  replace: customer('PUT', '/api/addresses/:id', 'Replace an address', {
    ...byId(NOT_FOUND),
    body: addressBodySchema,
    responses: { 200: address, 400: errorBody, 401: errorBody, 404: errorBody },
  }),
  update: customer('PATCH', '/api/addresses/:id', 'Change some fields of an address; `isDefault: true` makes it the default', {
    ...byId(NOT_FOUND),
    body: addressPatchSchema,
    responses: { 200: address, 400: errorBody, 401: errorBody, 404: errorBody },
  }),
  remove: customer('DELETE', '/api/addresses/:id', 'Delete an address (deleting the default promotes the oldest remaining)', {
    ...byId(NOT_FOUND),
    responses: { 204: z.null(), 401: errorBody, 404: errorBody },
  }),
};
