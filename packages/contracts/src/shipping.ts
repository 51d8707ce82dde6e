/**
 * Shipping contracts: service countries, storefront and back office (back office §7).
 */
import { z } from 'zod';
import { adminCountrySchema } from '@phonexport/domain/admin';
import { byId, cents, contractsOf, errorBody } from './contract.ts';

const contract = contractsOf('shipping');
const adminContract = contractsOf('shipping', 'admin');

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
  listCountries: contract('GET', '/api/countries', {
    summary: 'Active service countries by name (the cart and checkout destinations)',
    auth: 'public',
    responses: { 200: z.array(serviceCountry) },
  }),
  adminListCountries: adminContract('GET', '/api/admin/service-countries', {
    summary: 'Every service country by name',
    auth: 'admin',
    responses: { 200: z.array(serviceCountry), ...ADMIN_ERRORS },
  }),
  adminCreateCountry: adminContract('POST', '/api/admin/service-countries', {
    summary: 'Adds a service country (code and currency upper-cased); a code in use is a 409',
    auth: 'admin',
    body: adminCountrySchema,
    responses: { 201: serviceCountry, 400: errorBody, ...ADMIN_ERRORS, 409: errorBody },
  }),
  adminUpdateCountry: adminContract('PUT', '/api/admin/service-countries/:id', {
    summary: 'Replaces a service country; a code used by another country is a 409',
    auth: 'admin',
    ...byId(COUNTRY_NOT_FOUND),
    body: adminCountrySchema,
    responses: { 200: serviceCountry, 400: errorBody, ...ADMIN_ERRORS, 404: errorBody, 409: errorBody },
  }),
  adminDeleteCountry: adminContract('DELETE', '/api/admin/service-countries/:id', {
    summary: 'Deletes a service country',
    auth: 'admin',
    ...byId(COUNTRY_NOT_FOUND),
    responses: { 200: ok, ...ADMIN_ERRORS, 404: errorBody },
  }),
};
