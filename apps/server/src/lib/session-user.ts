/**
 * The signed-in user of a request, as the routes, services and sockets see it (http/session.ts
 * resolves it; the accounts feature gives the resolver). Apart from http/ so that the services,
 * which answer no HTTP, can name it (decision 105).
 */
import type { FastifyRequest } from 'fastify';
import type { Role } from '@phonexport/domain/staff';

export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  phone: string | null;
  /** customer, owner, manager or support (a deactivated staff member is a customer). */
  role: Role;
  createdAt: Date;
  lastLogin: Date | null;
  /** Two-factor sign-in is on for this account. */
  twoFactorEnabled?: boolean;
  /** A staff member the owner requires to set up two-factor sign-in: no admin route until they do. */
  twoFactorSetupRequired?: boolean;
  /** The id of the session this request came with (its row in `session`). */
  sessionId?: string;
}

/** Finds the signed-in user of a request, or null for a visitor (given by the accounts feature). */
export type ResolveSessionUser = (req: FastifyRequest) => Promise<SessionUser | null>;
