/**
 * Customer settings contracts (storefront §2 Settings, §3 Settings, §5 Password change, §8
 * Account, §9 Settings defaults): notification, privacy and preference settings, the profile
 * (display name and phone; the e-mail is read-only) and the password change. Signed-in users only;
 * no path carries a user id, so nobody reaches another's settings. The request schemas check the
 * domain's lists and messages (settings.ts); unknown keys are refused.
 */
import { z } from 'zod';
import {
  CURRENCIES,
  LANGUAGES,
  PROFILE_MESSAGES,
  SETTINGS_MESSAGES,
  THEMES,
  type ProfileUpdate,
  type SettingsPatch,
  type UserSettings,
} from '@phonexport/domain/settings';
import { FIELD_LIMITS, tooLongMessage } from '@phonexport/domain/input-limits';
import { contractsOf, errorBody, named } from './contract.ts';
import { me, messageBody } from './accounts.ts';
import { limitedRaw } from './text-rules.ts';

const { customer } = contractsOf('settings');

// ---------------------------------------------------------------- requests

const toggle = z.boolean({ error: SETTINGS_MESSAGES.toggle });

/**
 * PATCH body: any subset of the customer-editable sections, each any subset of its keys.
 * Unknown keys are refused; the `account` section is the shop's and is refused too.
 */
export const settingsPatchSchema = z
  .strictObject(
    {
      notifications: z
        .strictObject(
          { orderUpdates: toggle, promotions: toggle, newsletter: toggle, smsNotifications: toggle },
          { error: SETTINGS_MESSAGES.unknown },
        )
        .partial(),
      privacy: z
        .strictObject(
          {
            profileVisibility: z.enum(['public', 'private'], { error: SETTINGS_MESSAGES.visibility }),
            shareUsageData: toggle,
            personalizedAds: toggle,
          },
          { error: SETTINGS_MESSAGES.unknown },
        )
        .partial(),
      preferences: z
        .strictObject(
          {
            language: z.enum(LANGUAGES, { error: SETTINGS_MESSAGES.language }),
            currency: z.enum(CURRENCIES, { error: SETTINGS_MESSAGES.currency }),
            theme: z.enum(THEMES, { error: SETTINGS_MESSAGES.theme }),
          },
          { error: SETTINGS_MESSAGES.unknown },
        )
        .partial(),
      account: z.never({ error: SETTINGS_MESSAGES.accountReadOnly }).optional(),
    },
    { error: SETTINGS_MESSAGES.unknown },
  )
  .partial();
const _patchCheck: z.ZodType<SettingsPatch> = settingsPatchSchema;
void _patchCheck;

/** PUT /api/settings/profile: display name and phone (blank phone clears it). The e-mail is refused. */
export const profileUpdateSchema = z.strictObject(
  {
    displayName: z.string({ error: PROFILE_MESSAGES.displayName }).trim().min(1, PROFILE_MESSAGES.displayName).max(FIELD_LIMITS.displayName.max, PROFILE_MESSAGES.displayNameLong),
    // Checked and normalised to E.164 by the service (domain phone.ts).
    phone: z.string({ error: PROFILE_MESSAGES.phone }).trim().max(FIELD_LIMITS.phone.max, tooLongMessage('phone')).optional(),
    email: z.never({ error: PROFILE_MESSAGES.emailReadOnly }).optional(),
  },
  { error: SETTINGS_MESSAGES.unknown },
);
const _profileCheck: z.ZodType<ProfileUpdate> = profileUpdateSchema;
void _profileCheck;

export const passwordChangeSchema = z.object({
  currentPassword: limitedRaw('password'),
  newPassword: limitedRaw('password'),
  confirmPassword: limitedRaw('password'),
});

// ---------------------------------------------------------------- answers

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
