/**
 * Staff contracts (issue 24, decision 059): the owner's Staff screen (members, invitations, roles,
 * deactivation, the two-factor rule), accepting an invitation, and every account's own sessions
 * (list and revoke). Two-factor set-up and sign-in are better-auth's own /api/auth/two-factor/*
 * routes (better-auth's contract, not ours).
 */
import { z } from 'zod';
import { LANGUAGES } from '@phonexport/domain/settings';
import { PASSWORD_MIN_LENGTH } from '@phonexport/domain/validation';
import { STAFF_MESSAGES, STAFF_ROLES } from '@phonexport/domain/staff';
import { byId, contractsOf, errorBody, isoDateTime, named } from './contract.ts';
import { me } from './accounts.ts';

const { admin } = contractsOf('staff', 'admin');
const { anyone } = contractsOf('staff');
const { customer } = contractsOf('sessions');

/** A staff member as the Staff screen lists them. */
export const staffMember = named('StaffMember', {
  userId: z.string(),
  email: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  /** false once the owner deactivated them (no back office; the role is kept for reactivation). */
  active: z.boolean(),
  twoFactorEnabled: z.boolean(),
  lastLogin: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type StaffMemberDto = z.infer<typeof staffMember>;

/** An invitation not yet accepted: pending until `expiresAt`, then expired. */
export const staffInvitation = named('StaffInvitation', {
  id: z.string(),
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(['pending', 'expired']),
  expiresAt: isoDateTime,
  createdAt: isoDateTime,
  invitedBy: z.string().nullable(),
});
export type StaffInvitationDto = z.infer<typeof staffInvitation>;

/** The Staff screen: members, open invitations, and whether staff must use two-factor sign-in. */
export const staffOverview = named('StaffOverview', {
  members: z.array(staffMember),
  invitations: z.array(staffInvitation),
  requireTwoFactor: z.boolean(),
});
export type StaffOverviewDto = z.infer<typeof staffOverview>;

const email = z.string().trim().toLowerCase().pipe(z.email('Please enter a valid email address').max(254));

export const inviteRequest = z.object({
  email,
  role: z.enum(STAFF_ROLES, 'Choose a role'),
  /** The language of the invitation e-mail. */
  language: z.enum(LANGUAGES).default('en'),
});
export const roleRequest = z.object({ role: z.enum(STAFF_ROLES, 'Choose a role') });
export const policyRequest = z.object({ requireTwoFactor: z.boolean() });
export const staffPolicy = named('StaffPolicy', { requireTwoFactor: z.boolean() });

/** An invitation as its link shows it (before accepting). */
export const invitationPreview = named('StaffInvitationPreview', {
  email: z.string(),
  role: z.enum(STAFF_ROLES),
  expiresAt: isoDateTime,
  /** An account with this e-mail exists: accept by signing in with it. */
  accountExists: z.boolean(),
});
export type InvitationPreviewDto = z.infer<typeof invitationPreview>;

/** Accepting: a new account gives its name and password; an existing one is signed in and gives nothing. */
export const acceptRequest = z.object({
  displayName: z.string().trim().max(100).optional(),
  password: z.string().min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`).max(128).optional(),
});

const tokenParams = { params: z.object({ token: z.string().min(20).max(100).regex(/^[A-Za-z0-9_-]+$/) }), notFoundMessage: STAFF_MESSAGES.invitationNotFound };

/** One signed-in session of the caller. */
export const accountSession = named('AccountSession', {
  id: z.string(),
  userAgent: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: isoDateTime,
  /** When the session was last used (stamped at most once a minute). */
  lastActiveAt: isoDateTime,
  /** This is the session of the request. */
  current: z.boolean(),
});
export type AccountSessionDto = z.infer<typeof accountSession>;

export const staffContracts = {
  overview: admin('staff.manage', 'GET', '/api/admin/staff', 'Staff members, open invitations and the two-factor rule', { responses: { 200: staffOverview } }),
  invite: admin('staff.manage', 'POST', '/api/admin/staff/invitations', 'Invite someone by e-mail with a role: a link valid 72 hours goes out through the mail outbox (409 already staff or invited)', {
    body: inviteRequest,
    responses: { 201: staffInvitation, 409: errorBody },
  }),
  resendInvitation: admin('staff.manage', 'POST', '/api/admin/staff/invitations/:id/resend', 'A new link (the old one stops working) valid 72 hours from now', {
    ...byId(STAFF_MESSAGES.invitationGone),
    responses: { 200: staffInvitation },
  }),
  revokeInvitation: admin('staff.manage', 'DELETE', '/api/admin/staff/invitations/:id', 'Revoke an invitation: its link stops working', {
    ...byId(STAFF_MESSAGES.invitationGone),
    responses: { 204: z.null() },
  }),
  changeRole: admin('staff.manage', 'PATCH', '/api/admin/staff/:id', "Change a staff member's role (409 for one's own, or the last owner)", {
    ...byId(STAFF_MESSAGES.staffNotFound),
    body: roleRequest,
    responses: { 200: staffMember, 409: errorBody },
  }),
  deactivate: admin('staff.manage', 'POST', '/api/admin/staff/:id/deactivate', 'Deactivate a staff member: no back office, every session signed out at once', {
    ...byId(STAFF_MESSAGES.staffNotFound),
    responses: { 200: staffMember, 409: errorBody },
  }),
  reactivate: admin('staff.manage', 'POST', '/api/admin/staff/:id/reactivate', 'Give a deactivated staff member their role back', {
    ...byId(STAFF_MESSAGES.staffNotFound),
    responses: { 200: staffMember },
  }),
  updatePolicy: admin('staff.manage', 'PUT', '/api/admin/staff/policy', 'Require two-factor sign-in for all staff (those without it set it up before using the back office)', {
    body: policyRequest,
    responses: { 200: staffPolicy },
  }),
  invitation: anyone('GET', '/api/staff-invitations/:token', 'An invitation as its link shows it (404 unknown or revoked, 409 used, 410 expired)', {
    ...tokenParams,
    responses: { 200: invitationPreview, 404: errorBody, 409: errorBody, 410: errorBody },
  }),
  accept: anyone('POST', '/api/staff-invitations/:token/accept', 'Accept: a new account with name and password (signed in), or the signed-in account with the invited e-mail (403 another account, 401 sign in first)', {
    ...tokenParams,
    body: acceptRequest,
    responses: { 200: me, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody, 410: errorBody },
  }),
  mySessions: customer('GET', '/api/account/sessions', "The caller's signed-in sessions, most recently active first", {
    responses: { 200: z.object({ sessions: z.array(accountSession) }) },
  }),
  revokeSession: customer('DELETE', '/api/account/sessions/:id', 'Sign one of the caller\'s sessions out at once (its next request is a visitor\'s)', {
    ...byId(STAFF_MESSAGES.sessionNotFound),
    responses: { 204: z.null() },
  }),
};
