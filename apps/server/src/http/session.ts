/**
 * The signed-in user of a request, as every route sees it: `current` (null for a visitor),
 * `require` (401) and `requireStaff` (401, 403: a customer, a role without the permission, or a
 * staff member the owner requires to set up two-factor sign-in first; decision 059). Who the user is comes from a resolver the app
 * passes in (the accounts feature reads the session cookie and the profile, storefront §4
 * Authentication); `http/` knows no feature. Each request is resolved at most once.
 */
import type { FastifyRequest } from 'fastify';
import { STAFF_MESSAGES, can, isStaffRole, type Permission } from '@phonexport/domain/staff';
import { HttpError, forbidden, unauthorized } from './errors.ts';
import type { ResolveSessionUser, SessionUser } from '../lib/session-user.ts';

/** The signed-in user and the resolver's type live in lib/session-user.ts, which the features read without http/ (decision 105). */
export type { ResolveSessionUser, SessionUser } from '../lib/session-user.ts';

export interface Sessions {
  /** The signed-in user, or null for a visitor. */
  current(req: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in user; throws 401 for a visitor. */
  require(req: FastifyRequest): Promise<SessionUser>;
  /**
   * A signed-in staff member whose role holds `permission`; throws 401 for a visitor, 403 for a
   * customer or a role without it, 403 (code two_factor_required) while the owner's two-factor rule is unmet.
   */
  requireStaff(req: FastifyRequest, permission: Permission): Promise<SessionUser>;
  /** True once this request was resolved to a signed-in user (its answer may be personal); no lookup. */
  resolvedSignedIn(req: FastifyRequest): boolean;
}


/** Sessions over `resolve`, remembering each request's answer for the rest of that request. */
export function createSessions(resolve: ResolveSessionUser): Sessions {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const signedIn = new WeakSet<FastifyRequest>();
  const current = (req: FastifyRequest) => {
    let p = cache.get(req);
    if (!p) {
      p = resolve(req).then((u) => {
        if (u) signedIn.add(req);
        return u;
      });
      cache.set(req, p);
    }
    return p;
  };
  return {
    current,
    resolvedSignedIn: (req) => signedIn.has(req),
    async require(req) {
      const u = await current(req);
      if (!u) throw unauthorized();
      return u;
    },
    async requireStaff(req, permission) {
      const u = await current(req);
      if (!u) throw unauthorized();
      if (!isStaffRole(u.role)) throw forbidden(STAFF_MESSAGES.forbidden);
      if (!can(u.role, permission)) throw forbidden(STAFF_MESSAGES.missingPermission(permission));
      if (u.twoFactorSetupRequired) throw new HttpError(403, STAFF_MESSAGES.twoFactorRequired, undefined, 'two_factor_required');
      return u;
    },
  };
}
