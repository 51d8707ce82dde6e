/**
 * Customer settings, profile and password-change rules (storefront spec §2 Settings, §3 Settings,
 * §5 Password change, §8 Account, §9 Settings defaults). Pure: the server validates with these
 * schemas and the web app uses the same types, defaults and messages.
 */
import { PASSWORD_MIN_LENGTH } from './validation.ts';
import { DISPLAY_CURRENCIES } from './currency.ts';

import { LANGUAGES, type Language } from './languages.ts';

export { LANGUAGES, LANGUAGE_NAMES, type Language } from './languages.ts';
/** The currencies a customer may keep in Settings: every display currency (issue 22). */
export const CURRENCIES = DISPLAY_CURRENCIES;
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

export interface UserSettings {
  notifications: { orderUpdates: boolean; promotions: boolean; newsletter: boolean; smsNotifications: boolean };
  privacy: { profileVisibility: 'public' | 'private'; shareUsageData: boolean; personalizedAds: boolean };
  preferences: { language: Language; currency: (typeof CURRENCIES)[number]; theme: Theme };
  /** Read-only for the customer: the shop sets these. */
  account: { twoFactorEnabled: boolean; passwordChangeRequired: boolean };
}

/** §9 Settings defaults: order updates and promotions on, newsletter and SMS off, profile private, en, USD, system theme, two-factor off. */
export const DEFAULT_SETTINGS: UserSettings = {
  notifications: { orderUpdates: true, promotions: true, newsletter: false, smsNotifications: false },
  privacy: { profileVisibility: 'private', shareUsageData: false, personalizedAds: false },
  preferences: { language: 'en', currency: 'USD', theme: 'system' },
  account: { twoFactorEnabled: false, passwordChangeRequired: false },
};

/** PATCH /api/settings body: any subset of the customer-editable sections. */
export interface SettingsPatch {
  notifications?: Partial<UserSettings['notifications']>;
  privacy?: Partial<UserSettings['privacy']>;
  preferences?: Partial<UserSettings['preferences']>;
}

/** PUT /api/settings/profile body. */
export interface ProfileUpdate {
  displayName: string;
  phone?: string;
}

export const SETTINGS_MESSAGES = {
  saved: 'Settings Saved',
  language: `Language must be one of ${LANGUAGES.join(', ')}.`,
  currency: `Currency must be one of ${CURRENCIES.join(', ')}.`,
  theme: `Theme must be one of ${THEMES.join(', ')}.`,
  visibility: 'Profile visibility must be public or private.',
  toggle: 'Must be true or false.',
  accountReadOnly: 'Account security settings cannot be changed here.',
  unknown: 'Unknown setting.',
} as const;


/**
 * Stored settings (possibly partial or from an older version) merged over the defaults, section
 * by section; values of the wrong type fall back to the default.
 */
export function mergeSettings(stored: unknown, patch: SettingsPatch = {}): UserSettings {
  const base = (stored && typeof stored === 'object' ? stored : {}) as Record<string, Record<string, unknown> | undefined>;
  const out = JSON.parse(JSON.stringify(DEFAULT_SETTINGS)) as Record<string, Record<string, unknown>>;
  for (const section of Object.keys(out)) {
    const defaults = out[section]!;
    const sources = [base[section], (patch as Record<string, Record<string, unknown> | undefined>)[section]];
    for (const src of sources) {
      if (!src || typeof src !== 'object') continue;
      for (const key of Object.keys(defaults)) {
        const v = src[key];
        if (v !== undefined && typeof v === typeof defaults[key]) defaults[key] = v;
      }
    }
  }
  const merged = out as unknown as UserSettings;
  if (!LANGUAGES.includes(merged.preferences.language)) merged.preferences.language = DEFAULT_SETTINGS.preferences.language;
  if (!CURRENCIES.includes(merged.preferences.currency)) merged.preferences.currency = DEFAULT_SETTINGS.preferences.currency;
  if (!THEMES.includes(merged.preferences.theme)) merged.preferences.theme = DEFAULT_SETTINGS.preferences.theme;
  if (merged.privacy.profileVisibility !== 'public') merged.privacy.profileVisibility = 'private';
  return merged;
}

export const PROFILE_MESSAGES = {
  displayName: 'Display name is required.',
  displayNameLong: 'Display name must be at most 100 characters.',
  phone: 'Please enter a valid phone number.',
  emailReadOnly: 'Email cannot be changed for security reasons',
  updated: 'Profile Updated',
  failed: 'Failed to update profile',
  noUser: 'No user logged in',
} as const;


export const PASSWORD_MESSAGES = {
  validationTitle: 'Validation Error',
  required: 'Please fill in all password fields',
  mismatch: 'New passwords do not match',
  short: 'Password must be at least 6 characters long',
  wrongCurrent: 'Current password is incorrect',
  noPassword: 'This account signs in with Google and has no password. Use "Forgot password?" on the sign-in page to set one.',
  changed: 'Password Changed',
  failed: 'Failed to change password',
} as const;

export interface PasswordChangeInput {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** §5 Password change, in order: all three fields, new equals confirmation, new at least 6 characters. */
export function validatePasswordChange(input: PasswordChangeInput): { field: keyof PasswordChangeInput; message: string } | null {
  if (!input.currentPassword) return { field: 'currentPassword', message: PASSWORD_MESSAGES.required };
  if (!input.newPassword) return { field: 'newPassword', message: PASSWORD_MESSAGES.required };
  if (!input.confirmPassword) return { field: 'confirmPassword', message: PASSWORD_MESSAGES.required };
  if (input.newPassword !== input.confirmPassword) return { field: 'confirmPassword', message: PASSWORD_MESSAGES.mismatch };
  if (input.newPassword.length < PASSWORD_MIN_LENGTH) return { field: 'newPassword', message: PASSWORD_MESSAGES.short };
  return null;
}


export const DELETE_MESSAGES = {
  deleted: 'Account Deleted',
  failed: 'Failed to delete account',
  confirm: 'Please confirm that you want to delete your account.',
} as const;


/** The name and e-mail left on a deleted customer's orders (kept for the shop's accounts). */
export const ANONYMISED = { name: 'Deleted customer', emailDomain: 'deleted.invalid', redacted: '[deleted]' } as const;

export const RESET_MESSAGES = {
  sent: 'If an account exists for this email, we have sent a link to reset your password. It is valid for 24 hours.',
  invalid: 'This reset link is invalid or has expired. Please ask for a new one.',
  done: 'Your password has been reset. You can now sign in with your new password.',
} as const;

