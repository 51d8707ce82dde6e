/**
 * Request schemas (zod) of the settings endpoints (storefront §2 Settings, §3, §5): the server
 * validates with them. Kept apart from settings.ts so the web app's bundle does not carry zod.
 */
import { z } from 'zod';
import { FIELD_LIMITS, tooLongMessage } from './input-limits.ts';
import { limitedRaw } from './input-limits-schemas.ts';
import { CURRENCIES, DELETE_MESSAGES, LANGUAGES, PROFILE_MESSAGES, SETTINGS_MESSAGES, THEMES, type ProfileUpdate, type SettingsPatch } from './settings.ts';

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

/** DELETE /api/account: the dialog's explicit confirmation. */
export const accountDeleteSchema = z.object({ confirm: z.literal(true, { error: DELETE_MESSAGES.confirm }) });
