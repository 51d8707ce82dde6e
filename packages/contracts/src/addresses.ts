/**
 * Address book contracts (storefront §4 Address book, §5 Address dialog): the signed-in user's
 * addresses, default first. Another user's address answers 404 'Address not found'.
 */
import { z } from 'zod';
import { ADDRESS_TYPES } from '@phonexport/domain/addresses';
import { addressBodySchema, addressPatchSchema } from '@phonexport/domain/address-schemas';
import { byId, contractsOf, errorBody, isoDateTime, named } from './contract.ts';

const { customer } = contractsOf('addresses');

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
