/**
 * Staff routes from `staffContracts` (decision 059): the owner's Staff screen (GET /api/admin/staff,
 * invitations, roles, deactivation, the two-factor rule; permission staff.manage), accepting an
 * invitation (GET/POST /api/staff-invitations/:token), and every account's sessions
 * (GET /api/account/sessions, DELETE /api/account/sessions/:id). Rules in staff-service.ts.
 */
import type { FastifyInstance } from 'fastify';
import { staffContracts as c } from '@phonexport/contracts/staff';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import type { Sessions } from '../../http/session.ts';
import type { Auth } from '../accounts/index.ts';
import {
  acceptInvitation,
  changeStaffRole,
  deactivateStaff,
  inviteStaff,
  listMySessions,
  previewInvitation,
  reactivateStaff,
  resendInvitation,
  revokeInvitation,
  revokeMySession,
  setStaffPolicy,
  staffOverview,
} from './staff-service.ts';

export function staffRoutes(app: FastifyInstance, { db, auth, sessions }: { db: Db; auth: Auth; sessions: Sessions }): void {
  route(app, c.overview, () => staffOverview(db));
  route(app, c.invite, ({ user, body }) => inviteStaff(db, user, body));
  route(app, c.resendInvitation, ({ user, params }) => resendInvitation(db, user, params.id));
  route(app, c.revokeInvitation, async ({ user, params, reply }) => {
    await revokeInvitation(db, user, params.id);
    return reply.code(204).send();
  });
  route(app, c.changeRole, ({ user, params, body }) => changeStaffRole(db, user, params.id, body.role));
  route(app, c.deactivate, ({ user, params }) => deactivateStaff(db, user, params.id));
  route(app, c.reactivate, ({ user, params }) => reactivateStaff(db, user, params.id));
  route(app, c.updatePolicy, ({ user, body }) => setStaffPolicy(db, user, body.requireTwoFactor));

  route(app, c.invitation, ({ params }) => previewInvitation(db, params.token));
  route(app, c.accept, async ({ params, body, req, reply }) => {
    const { me, cookies } = await acceptInvitation(db, auth, await sessions.current(req), params.token, body, req, req.log);
    if (cookies.length) reply.header('set-cookie', cookies);
    return me;
  });

  route(app, c.mySessions, ({ user }) => listMySessions(db, user));
  route(app, c.revokeSession, async ({ user, params, reply }) => {
    await revokeMySession(db, user, params.id);
    return reply.code(204).send();
  });
}
