/**
 * Settings routes (storefront §2 Settings, §5 Password change, §8 Account), all for the signed-in
 * user only (401 otherwise); there is no user id in any path, so nobody reaches another's settings.
 * - GET /api/settings, PATCH /api/settings: notification, privacy and preference settings.
 * - PUT /api/settings/profile: display name and phone (the e-mail is read-only).
 * - POST /api/settings/password: checks the current password, then changes it and signs out the
 *   other sessions (this one gets a fresh cookie).
 */
import type { FastifyInstance } from 'fastify';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { PASSWORD_MESSAGES, PROFILE_MESSAGES, validatePasswordChange } from '@phonexport/domain/settings';
import { passwordChangeSchema, profileUpdateSchema, settingsPatchSchema } from '@phonexport/domain/settings-requests';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest, unauthorized } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import type { Auth } from '../accounts/auth.ts';
import { toMeDto } from '../accounts/accounts-routes.ts';
import { getSettings, patchSettings, updateProfile } from './settings-data.ts';

const objectBody = (body: unknown) => (body && typeof body === 'object' && !Array.isArray(body) ? body : null);

export function settingsRoutes(app: FastifyInstance, { db, auth, sessions }: { db: Db; auth: Auth; sessions: Sessions }): void {
  app.get('/api/settings', async (req) => {
    const me = await sessions.require(req);
    return getSettings(db, me.id);
  });

  app.patch('/api/settings', async (req) => {
    const me = await sessions.require(req);
    const patch = parse(settingsPatchSchema, req.body);
    return patchSettings(db, me.id, patch);
  });

  app.put('/api/settings/profile', async (req) => {
    const me = await sessions.current(req);
    if (!me) throw unauthorized(PROFILE_MESSAGES.noUser);
    const body = parse(profileUpdateSchema, req.body);
    const phone = body.phone === undefined ? me.phone : body.phone || null;
    await updateProfile(db, me.id, body.displayName, phone);
    return toMeDto({ ...me, displayName: body.displayName, phone });
  });

  app.post('/api/settings/password', { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } }, async (req, reply) => {
    await sessions.require(req);
    const raw = objectBody(req.body);
    const body = parse(passwordChangeSchema, raw ?? req.body);
    const failure = validatePasswordChange(body);
    if (failure) throw badRequest(failure.message, { [failure.field]: failure.message });
    let res: Response;
    try {
      res = await auth.api.changePassword({
        body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
        headers: fromNodeHeaders(req.headers),
        asResponse: true,
      });
    } catch (err) {
      if (err instanceof APIError) throw passwordError((err.body as { code?: string } | undefined)?.code);
      throw err;
    }
    if (!res.ok) {
      const detail = (await res.json().catch(() => ({}))) as { code?: string };
      throw passwordError(detail.code);
    }
    const cookies = res.headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return { message: PASSWORD_MESSAGES.changed };
  });
}

function passwordError(code: string | undefined): HttpError {
  switch (code) {
    case 'INVALID_PASSWORD':
      return badRequest(PASSWORD_MESSAGES.wrongCurrent, { currentPassword: PASSWORD_MESSAGES.wrongCurrent });
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return badRequest(PASSWORD_MESSAGES.noPassword, { currentPassword: PASSWORD_MESSAGES.noPassword });
    case 'PASSWORD_TOO_SHORT':
      return badRequest(PASSWORD_MESSAGES.short, { newPassword: PASSWORD_MESSAGES.short });
    case 'PASSWORD_TOO_LONG':
      return badRequest('Password is too long.', { newPassword: 'Password is too long.' });
    default:
      return new HttpError(400, PASSWORD_MESSAGES.failed);
  }
}
