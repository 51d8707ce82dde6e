/**
 * Settings routes (storefront §2 Settings, §5 Password change, §8 Account) from
 * `settingsContracts`, all for the signed-in user only (401 otherwise); there is no user id in any
 * path, so nobody reaches another's settings.
 * - GET /api/settings, PATCH /api/settings: notification, privacy and preference settings.
 * - PUT /api/settings/profile: display name and phone (the e-mail is read-only).
 * - POST /api/settings/password: checks the current password, then changes it and signs out the
 *   other sessions (this one gets a fresh cookie).
 */
import type { FastifyInstance } from 'fastify';
import { settingsContracts } from '@phonexport/contracts/settings';
import { PASSWORD_MESSAGES } from '@phonexport/domain/settings';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import type { Auth } from '../accounts/index.ts';
import { changePassword, saveProfile } from './settings-service.ts';
import { findSettings, updateSettings } from './settings-repository.ts';

export function settingsRoutes(app: FastifyInstance, { db, auth }: { db: Db; auth: Auth }): void {
  // account.twoFactorEnabled is the account's two-factor sign-in as it is (better-auth's, decision 059), never a stored copy.
  const withTwoFactor = <S extends { account: object }>(s: S, on: boolean | undefined): S => ({ ...s, account: { ...s.account, twoFactorEnabled: on ?? false } });
  route(app, settingsContracts.get, async ({ user }) => withTwoFactor(await findSettings(db, user.id), user.twoFactorEnabled));

  route(app, settingsContracts.patch, async ({ user, body }) => withTwoFactor(await updateSettings(db, user.id, body), user.twoFactorEnabled));

  route(app, settingsContracts.updateProfile, async ({ user, body }) => saveProfile(db, user, body));

  route(
    app,
    settingsContracts.changePassword,
    async ({ body, req, reply }) => {
      const cookies = await changePassword(auth, body, req.headers);
      if (cookies.length) reply.header('set-cookie', cookies);
      return { message: PASSWORD_MESSAGES.changed };
    },
    { config: { rateLimit: { max: 10, timeWindow: '1 minute' } } },
  );
}
