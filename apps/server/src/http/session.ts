/**
 * The signed-in user of a request, as every route sees it: `current` (null for a visitor),
 * `require` (401) and `requireAdmin` (401, 403). Who the user is comes from a resolver the app
 * passes in (the accounts feature reads the session cookie and the profile, storefront §4
 * Authentication); `http/` knows no feature. Each request is resolved at most once.
 */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from './errors.ts';

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  phone: string | null;
  role: 'customer' | 'admin';
  createdAt: Date;
  lastLogin: Date | null;
}

export interface Sessions {
  /** The signed-in user, or null for a visitor. */
  current(req: FastifyRequest): Promise<SessionUser | null>;
  /** The signed-in user; throws 401 for a visitor. */
  require(req: FastifyRequest): Promise<SessionUser>;
  /** A signed-in admin; throws 401 for a visitor and 403 for a customer. */
  requireAdmin(req: FastifyRequest): Promise<SessionUser>;
}

/** Finds the signed-in user of a request, or null for a visitor (given by the accounts feature). */
export type ResolveSessionUser = (req: FastifyRequest) => Promise<SessionUser | null>;

/** Sessions over `resolve`, remembering each request's answer for the rest of that request. */
export function createSessions(resolve: ResolveSessionUser): Sessions {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  const current = (req: FastifyRequest) => {
    let p = cache.get(req);
    if (!p) {
      p = resolve(req);
      cache.set(req, p);
    }
    return p;
  };
  return {
    current,
    async require(req) {
      const u = await current(req);
      if (!u) throw unauthorized();
      return u;
    },
    async requireAdmin(req) {
      const u = await current(req);
      if (!u) throw unauthorized();
      if (u.role !== 'admin') throw forbidden("You don't have permission to access this admin area.");
      return u;
    },
  };
}
