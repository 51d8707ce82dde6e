/**
 * Settings rules (storefront §2 Settings, §5 Password change, §8 Account): the profile update
 * keeps the phone when none is sent, and the password change goes through better-auth (which
 * checks the current password and signs out the other sessions) with its refusals turned into
 * the §5 messages.
 */
import type { FastifyRequest } from 'fastify';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import type { MeDto } from '@phonexport/contracts/accounts';
import { PASSWORD_MESSAGES, validatePasswordChange, type PasswordChangeInput, type ProfileUpdate } from '@phonexport/domain/settings';
import { normalizePhone } from '@phonexport/domain/phone';
import type { Db } from '../../db/client.ts';
import { RuleError, invalid } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { forgetResolvedSessions, toMeDto, type Auth } from '../accounts/index.ts';
import { publishAccountsChanged } from '../../realtime/events.ts';
import { updateProfile } from './settings-repository.ts';


/**
 * Sets the display name and phone (blank clears it, left out keeps it; a new one is stored in
 * E.164 and must carry its country code, domain phone.ts: 400 on `phone` otherwise); returns the
 * user as /api/me shows them.
 */
export async function saveProfile(db: Db, me: SessionUser, body: ProfileUpdate): Promise<MeDto> {
  let phone = body.phone === undefined ? me.phone : body.phone || null;
  if (body.phone) {
    const result = normalizePhone(body.phone);
    if (!result.ok) throw invalid(result.message, { phone: result.message });
    phone = result.e164;
  }
  await updateProfile(db, me.id, body.displayName, phone);
  await publishAccountsChanged(db, [me.id]);
  forgetResolvedSessions(db, [me.id]);
  return toMeDto({ ...me, displayName: body.displayName, phone });
}

/**
 * Changes the password after the §5 checks (400 with the field's message). Returns the fresh
 * session cookies for this session (the others are signed out).
 */
export async function changePassword(auth: Auth, body: PasswordChangeInput, headers: FastifyRequest['headers']): Promise<string[]> {
  const failure = validatePasswordChange(body);
  if (failure) throw invalid(failure.message, { [failure.field]: failure.message });
  let res: Response;
  try {
    res = await auth.api.changePassword({
      body: { currentPassword: body.currentPassword, newPassword: body.newPassword, revokeOtherSessions: true },
      headers: fromNodeHeaders(headers),
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
  return res.headers.getSetCookie();
}

function passwordError(code: string | undefined): RuleError {
  switch (code) {
    case 'INVALID_PASSWORD':
      return invalid(PASSWORD_MESSAGES.wrongCurrent, { currentPassword: PASSWORD_MESSAGES.wrongCurrent });
    case 'CREDENTIAL_ACCOUNT_NOT_FOUND':
      return invalid(PASSWORD_MESSAGES.noPassword, { currentPassword: PASSWORD_MESSAGES.noPassword });
    case 'PASSWORD_TOO_SHORT':
      return invalid(PASSWORD_MESSAGES.short, { newPassword: PASSWORD_MESSAGES.short });
    case 'PASSWORD_TOO_LONG':
      return invalid('Password is too long.', { newPassword: 'Password is too long.' });
    default:
      return invalid(PASSWORD_MESSAGES.failed);
  }
}
