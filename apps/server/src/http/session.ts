/**
 * Resolves the signed-in user of a request from the better-auth session cookie, with the role
 * from their profile (created on first sign-in if missing, storefront §4 Authentication).
 */
import type { FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import type { Auth } from '../features/accounts/auth.ts';
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

export function createSessions(db: Db, auth: Auth): Sessions {
  const cache = new WeakMap<FastifyRequest, Promise<SessionUser | null>>();
  async function resolve(req: FastifyRequest): Promise<SessionUser | null> {
    if (!req.headers.cookie) return null;
    const found = await auth.api.getSession({ headers: fromNodeHeaders(req.headers) });
    if (!found) return null;
    const u = found.user;
    let [profile] = await db.select().from(profiles).where(eq(profiles.userId, u.id)).limit(1);
    if (!profile) {
      [profile] = await db
        .insert(profiles)
        .values({ userId: u.id, email: u.email, displayName: u.name })
        .onConflictDoUpdate({ target: profiles.userId, set: { email: u.email } })
        .returning();
    }
    return {
      id: u.id,
      email: u.email,
      displayName: profile!.displayName || u.name,
      phone: profile!.phone,
      role: profile!.role,
      createdAt: profile!.createdAt,
      lastLogin: profile!.lastLogin,
    };
  }
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
