/**
 * Customer settings contracts (storefront §2 Settings, §3 Settings, §5 Password change, §8
 * Account, §9 Settings defaults): notification, privacy and preference settings, the profile
 * (display name and phone; the e-mail is read-only) and the password change. Signed-in users only;
 * no path carries a user id, so nobody reaches another's settings.
 */
import { z } from 'zod';
import { CURRENCIES, LANGUAGES, PROFILE_MESSAGES, THEMES, type UserSettings } from '@phonexport/domain/settings';
import { passwordChangeSchema, profileUpdateSchema, settingsPatchSchema } from '@phonexport/domain/settings-requests';
import { contractsOf, errorBody, named } from './contract.ts';
import { me, messageBody } from './accounts.ts';

const { customer } = contractsOf('settings');

/** The customer's whole settings, stored values over the §9 defaults. */
export const userSettings = named('UserSettings', {
  notifications: z.object({ orderUpdates: z.boolean(), promotions: z.boolean(), newsletter: z.boolean(), smsNotifications: z.boolean() }),
  privacy: z.object({ profileVisibility: z.enum(['public', 'private']), shareUsageData: z.boolean(), personalizedAds: z.boolean() }),
  preferences: z.object({ language: z.enum(LANGUAGES), currency: z.enum(CURRENCIES), theme: z.enum(THEMES) }),
  account: z.object({ twoFactorEnabled: z.boolean(), passwordChangeRequired: z.boolean() }),
});
/** Same shape as domain's UserSettings (the type mergeSettings works on): checked here both ways. */
export type UserSettingsDto = z.infer<typeof userSettings>;
const _sameShape: UserSettings extends UserSettingsDto ? (UserSettingsDto extends UserSettings ? true : never) : never = true;
void _sameShape;

export const settingsContracts = {
  get: customer('GET', '/api/settings', "The signed-in customer's settings", { responses: { 200: userSettings, 401: errorBody } }),
  patch: customer('PATCH', '/api/settings', 'Change some settings; answers the whole result', {
    body: settingsPatchSchema,
    responses: { 200: userSettings, 400: errorBody, 401: errorBody },
  }),
  updateProfile: customer('PUT', '/api/settings/profile', 'Set the display name and phone (blank phone clears it)', {
    unauthorizedMessage: PROFILE_MESSAGES.noUser,
    body: profileUpdateSchema,
    responses: { 200: me, 400: errorBody, 401: errorBody },
  }),
  changePassword: customer('POST', '/api/settings/password', 'Change the password (signs out the other sessions; this one gets a fresh cookie)', {
    body: passwordChangeSchema,
    responses: { 200: messageBody, 400: errorBody, 401: errorBody, 429: errorBody },
  }),
};
