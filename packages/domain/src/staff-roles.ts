/**
 * The roles alone (decision 059), apart from the permissions and the staff messages of staff.ts
 * (re-exported there): every storefront page asks whether the signed-in user is staff, and must not
 * carry the back office's tables for it (issue 26).
 */

/** Every role a profile can have ('admin' of earlier versions is now 'owner'). */
export const ROLES = ['customer', 'owner', 'manager', 'support'] as const;
export type Role = (typeof ROLES)[number];

/** The roles that open the back office. */
export const STAFF_ROLES = ['owner', 'manager', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** `true` for owner, manager and support. */
export const isStaffRole = (role: string | null | undefined): role is StaffRole => (STAFF_ROLES as readonly string[]).includes(role ?? '');
