/**
 * Account contracts (storefront §4 Authentication, §5 Registration, §7 delete account): the
 * signed-in user, registration with the §5 rules, the sign-in options that are on, and account
 * deletion, with the registration and deletion request schemas. better-auth's own /api/auth/*
 * routes are better-auth's contract, not ours (decision 024).
 */
import { z } from 'zod';
import { DELETE_MESSAGES, PROFILE_MESSAGES } from '@phonexport/domain/settings';
import { FIELD_LIMITS, tooLongMessage } from '@phonexport/domain/input-limits';
import { PERMISSIONS, ROLES } from '@phonexport/domain/staff';
import { contractsOf, errorBody, isoDateTime, named } from './contract.ts';
import { limitedRaw } from './text-rules.ts';

const { anyone, customer } = contractsOf('accounts');

/** Registration body (§5); a field left out is checked like a blank one, so the §5 messages come in the §5 order. */
export const registerRequestSchema = z.object({
  firstName: limitedRaw('firstName'),
  lastName: limitedRaw('lastName'),
  email: limitedRaw('email'),
  phone: z.string().max(FIELD_LIMITS.phone.max, tooLongMessage('phone')).optional(),
  password: limitedRaw('password'),
  confirmPassword: limitedRaw('password'),
  terms: z.boolean().default(false),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** DELETE /api/account: the dialog's explicit confirmation. */
export const accountDeleteSchema = z.object({ confirm: z.literal(true, { error: DELETE_MESSAGES.confirm }) });

/** The signed-in user as the API shows them (GET /api/me, registration, profile update). */
export const me = named('Me', {
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  phone: z.string().nullable(),
  /** customer, or a staff role: owner, manager, support (decision 059). */
  role: z.enum(ROLES),
  /** What the role may do in the back office (empty for a customer); menus hide the rest. */
  permissions: z.array(z.enum(PERMISSIONS)),
  /** Two-factor sign-in is on for this account. */
  twoFactorEnabled: z.boolean(),
  /** A staff member who must set up two-factor sign-in before using the back office (the owner requires it). */
  twoFactorSetupRequired: z.boolean(),
  createdAt: isoDateTime,
  lastLogin: isoDateTime.nullable(),
});
export type MeDto = z.infer<typeof me>;

/** Who is asking (GET /api/session): the signed-in user, or null for a visitor. */
export const session = named('Session', { user: me.nullable() });
export type SessionDto = z.infer<typeof session>;

/** Sign-in options the server has switched on. */
export const authProviders = named('AuthProviders', { google: z.boolean() });
export type AuthProvidersDto = z.infer<typeof authProviders>;

/** A plain confirmation `{ message }`. */
export const messageBody = named('AccountMessage', { message: z.string() });

export const accountsContracts = {
  me: customer('GET', '/api/me', 'The signed-in user', { unauthorizedMessage: 'Not signed in', responses: { 200: me, 401: errorBody } }),
  session: anyone('GET', '/api/session', 'The signed-in user or null: what a page asks on load', {
    description: 'Always 200: a visitor gets `{ user: null }` (GET /api/me answers 401 to a visitor), so no page load logs an error.',
    responses: { 200: session },
  }),
  providers: anyone('GET', '/api/accounts/providers', 'Which sign-in options are on', { responses: { 200: authProviders } }),
  register: anyone('POST', '/api/accounts/register', 'Create an account (§5 rules and messages, in order) and sign in', {
    description: 'Sets the HTTP-only session cookie. A field left out is checked like a blank one.',
    body: registerRequestSchema,
    responses: { 201: me, 400: errorBody, 409: errorBody, 429: errorBody },
  }),
  deleteAccount: customer('DELETE', '/api/account', 'Delete the signed-in account (orders stay, anonymised)', {
    unauthorizedMessage: PROFILE_MESSAGES.noUser,
    body: accountDeleteSchema,
    responses: { 200: messageBody, 400: errorBody, 401: errorBody },
  }),
};
