/**
 * Shipping contracts: service countries, storefront and back office (back office §7), and the
 * back office's service country form (§5, with the §9 defaults).
 */
import { z } from 'zod';
import { ADMIN_MESSAGES } from '@phonexport/domain/admin';
import { byId, cents, centsField, contractsOf, errorBody, named } from './contract.ts';

const { anyone } = contractsOf('shipping');
const { admin: backOffice } = contractsOf('shipping', 'admin');

/** Service country form (§5) with the §9 defaults. */
export const adminCountrySchema = z.object({
  name: z.string({ error: ADMIN_MESSAGES.countryRequired }).trim().min(1, ADMIN_MESSAGES.countryRequired).max(80),
  code: z
    .string({ error: ADMIN_MESSAGES.countryRequired })
    .trim()
    .min(1, ADMIN_MESSAGES.countryRequired)
    .length(2, ADMIN_MESSAGES.countryCodeLength)
    .regex(/^[A-Za-z]{2}$/, ADMIN_MESSAGES.countryCodeLength)
    .toUpperCase(),
  currency: z.string().trim().max(3, 'Currency must be at most 3 characters').toUpperCase().default('USD'),
  standardShippingCostCents: centsField('Standard shipping cost').default(0),
  expressShippingCostCents: centsField('Express shipping cost').default(1500),
  standardDeliveryDays: z.number().int().min(1, 'Delivery days must be at least 1').max(365).default(5),
  expressDeliveryDays: z.number().int().min(1, 'Delivery days must be at least 1').max(365).default(2),
  dutyRate: z
    .number()
    .min(0, 'Duty rate must be between 0 and 100')
    .max(100, 'Duty rate must be between 0 and 100')
    .refine((n) => Math.abs(n * 10 - Math.round(n * 10)) < 1e-9, 'Duty rate goes in steps of 0.1')
    .default(10),
  isActive: z.boolean().default(true),
});
export type AdminCountryInput = z.input<typeof adminCountrySchema>;

const COUNTRY_NOT_FOUND = 'Service country not found';
/** What every back office route may answer before its handler: 401 for visitors, 403 for customers. */
const ADMIN_ERRORS = { 401: errorBody, 403: errorBody } as const;

/** A country the shop ships to (§3 Service country): costs in cents, delivery in days, duty rate in percent. */
export const serviceCountry = named('ServiceCountry', {
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
});
export type ServiceCountryDto = z.infer<typeof serviceCountry>;

const ok = z.object({ ok: z.literal(true) });

export const shippingContracts = {
  listCountries: anyone('GET', '/api/countries', 'Active service countries by name (the cart and checkout destinations)', { responses: { 200: z.array(serviceCountry) } }),
  adminListCountries: backOffice('settings.manage', 'GET', '/api/admin/service-countries', 'Every service country by name', { responses: { 200: z.array(serviceCountry), ...ADMIN_ERRORS } }),
  adminCreateCountry: backOffice('settings.manage', 'POST', '/api/admin/service-countries', 'Adds a service country (code and currency upper-cased); a code in use is a 409', {
    body: adminCountrySchema,
    responses: { 201: serviceCountry, 400: errorBody, ...ADMIN_ERRORS, 409: errorBody },
  }),
  adminUpdateCountry: backOffice('settings.manage', 'PUT', '/api/admin/service-countries/:id', 'Replaces a service country; a code used by another country is a 409', {
    ...byId(COUNTRY_NOT_FOUND),
    body: adminCountrySchema,
    responses: { 200: serviceCountry, 400: errorBody, ...ADMIN_ERRORS, 404: errorBody, 409: errorBody },
  }),
  adminDeleteCountry: backOffice('settings.manage', 'DELETE', '/api/admin/service-countries/:id', 'Deletes a service country', {
    ...byId(COUNTRY_NOT_FOUND),
    responses: { 200: ok, ...ADMIN_ERRORS, 404: errorBody },
  }),
};
