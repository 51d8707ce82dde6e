/**
 * Shipping contracts: service countries, storefront and back office (back office §7).
 */
import { z } from 'zod';
import { adminCountrySchema } from '@phonexport/domain/admin';
import { cents, defineContract, errorBody } from './contract.ts';

const idParams = z.object({ id: z.uuid() });
const COUNTRY_NOT_FOUND = 'Service country not found';
/** What every back office route may answer before its handler: 401 for visitors, 403 for customers. */
const ADMIN_ERRORS = { 401: errorBody, 403: errorBody } as const;

/** A country the shop ships to (§3 Service country): costs in cents, delivery in days, duty rate in percent. */
export const serviceCountry = z
  .object({
    id: z.string(),
    name: z.string(),
    code: z.string(),
    currency: z.string(),
    shippingCostCents: cents,
    standardShippingCostCents: cents.nullable(),
    expressShippingCostCents: cents.nullable(),
    estimatedDeliveryDays: z.object({ standard: z.number().int(), express: z.number().int() }),
    dutyRate: z.number(),
    isActive: z.boolean(),
  })
  .meta({ id: 'ServiceCountry' });
export type ServiceCountryDto = z.infer<typeof serviceCountry>;

const ok = z.object({ ok: z.literal(true) });

export const shippingContracts = {
  listCountries: defineContract({
    method: 'GET',
    path: '/api/countries',
    summary: 'Active service countries by name (the cart and checkout destinations)',
    tags: ['shipping'],
    auth: 'public',
    responses: { 200: z.array(serviceCountry) },
  }),
  adminListCountries: defineContract({
    method: 'GET',
    path: '/api/admin/service-countries',
    summary: 'Every service country by name',
    tags: ['shipping', 'admin'],
    auth: 'admin',
    responses: { 200: z.array(serviceCountry), ...ADMIN_ERRORS },
  }),
  adminCreateCountry: defineContract({
    method: 'POST',
    path: '/api/admin/service-countries',
    summary: 'Adds a service country (code and currency upper-cased); a code in use is a 409',
    tags: ['shipping', 'admin'],
    auth: 'admin',
    body: adminCountrySchema,
    responses: { 201: serviceCountry, 400: errorBody, ...ADMIN_ERRORS, 409: errorBody },
  }),
  adminUpdateCountry: defineContract({
    method: 'PUT',
    path: '/api/admin/service-countries/:id',
    summary: 'Replaces a service country; a code used by another country is a 409',
    tags: ['shipping', 'admin'],
    auth: 'admin',
    params: idParams,
    notFoundMessage: COUNTRY_NOT_FOUND,
    body: adminCountrySchema,
    responses: { 200: serviceCountry, 400: errorBody, ...ADMIN_ERRORS, 404: errorBody, 409: errorBody },
  }),
  adminDeleteCountry: defineContract({
    method: 'DELETE',
    path: '/api/admin/service-countries/:id',
    summary: 'Deletes a service country',
    tags: ['shipping', 'admin'],
    auth: 'admin',
    params: idParams,
    notFoundMessage: COUNTRY_NOT_FOUND,
    responses: { 200: ok, ...ADMIN_ERRORS, 404: errorBody },
  }),
};
