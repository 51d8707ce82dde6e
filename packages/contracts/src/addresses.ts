/**
 * Address book contracts (storefront §4 Address book, §5 Address dialog): the signed-in user's
 * addresses, default first. Another user's address answers 404 'Address not found'.
 */
import { z } from 'zod';
import { ADDRESS_TYPES } from '@phonexport/domain/addresses';
import { addressBodySchema, addressPatchSchema } from '@phonexport/domain/address-schemas';
import { defineContract, errorBody, isoDateTime } from './contract.ts';

/** A saved address. */
export const address = z
  .object({
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
  })
  .meta({ id: 'Address' });
export type AddressDto = z.infer<typeof address>;

const idParams = z.object({ id: z.uuid() });
const NOT_FOUND = 'Address not found';

export const addressesContracts = {
  list: defineContract({
    method: 'GET',
    path: '/api/addresses',
    summary: 'The address book, default first, then oldest first',
    tags: ['addresses'],
    auth: 'customer',
    responses: { 200: z.array(address), 401: errorBody },
  }),
  create: defineContract({
    method: 'POST',
    path: '/api/addresses',
    summary: 'Add an address (the first becomes the default)',
    tags: ['addresses'],
    auth: 'customer',
    body: addressBodySchema,
    responses: { 201: address, 400: errorBody, 401: errorBody },
  }),
  replace: defineContract({
    method: 'PUT',
    path: '/api/addresses/:id',
    summary: 'Replace an address',
    tags: ['addresses'],
    auth: 'customer',
    params: idParams,
    body: addressBodySchema,
    responses: { 200: address, 400: errorBody, 401: errorBody, 404: errorBody },
    notFoundMessage: NOT_FOUND,
  }),
  update: defineContract({
    method: 'PATCH',
    path: '/api/addresses/:id',
    summary: 'Change some fields of an address; `isDefault: true` makes it the default',
    tags: ['addresses'],
    auth: 'customer',
    params: idParams,
    body: addressPatchSchema,
    responses: { 200: address, 400: errorBody, 401: errorBody, 404: errorBody },
    notFoundMessage: NOT_FOUND,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/api/addresses/:id',
    summary: 'Delete an address (deleting the default promotes the oldest remaining)',
    tags: ['addresses'],
    auth: 'customer',
    params: idParams,
    responses: { 204: z.null(), 401: errorBody, 404: errorBody },
    notFoundMessage: NOT_FOUND,
  }),
};
