/**
 * Settings calls: GET/PATCH /api/settings, PUT /api/settings/profile, POST /api/settings/password,
 * DELETE /api/account, and the hook that applies a signed-in customer's theme and language.
 */
import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PasswordChangeInput, ProfileUpdate, SettingsPatch, UserSettings } from '@phonexport/domain/settings';
import { api } from '../../lib/api';
import { setLanguage } from '../../i18n/i18n';
import { meKey, useMe } from '../../lib/use-me';
import { applyTheme } from './theme';
import type { MeDto } from '@phonexport/contracts/accounts';

export const settingsKey = ['settings'] as const;

export function useSettings(enabled = true) {
  return useQuery({ queryKey: settingsKey, queryFn: () => api<UserSettings>('/api/settings'), enabled, staleTime: 5 * 60_000 });
}

/** Saves a part of the settings; the cache takes the server's merged answer. */
export function usePatchSettings() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => api<UserSettings>('/api/settings', { method: 'PATCH', body: patch }),
    onSuccess: (settings) => qc.setQueryData(settingsKey, settings),
  });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => api<MeDto>('/api/settings/profile', { method: 'PUT', body }),
    onSuccess: (me) => qc.setQueryData(meKey, me),
  });
}

export const changePassword = (body: PasswordChangeInput) => api<{ message: string }>('/api/settings/password', { body });
export const deleteAccount = () => api<{ message: string }>('/api/account', { method: 'DELETE', body: { confirm: true } });

/** For a signed-in customer, applies the theme and language saved on the server (any device). */
export function useApplyServerPreferences(): void {
  const { user } = useMe();
  const settings = useSettings(Boolean(user));
  const prefs = user ? settings.data?.preferences : undefined;
  useEffect(() => {
    if (!prefs) return;
    applyTheme(prefs.theme);
    void setLanguage(prefs.language);
  }, [prefs]);
}
