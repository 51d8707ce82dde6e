/**
 * Two-factor sign-in set-up through better-auth's own routes (not our contracts, decision 059):
 * enable with the password (answers the otpauth:// URI and the recovery codes), confirm with a
 * code from the app, disable with the password. Each refreshes the signed-in user.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { meKey } from '../../../lib/use-me';

export interface TwoFactorSetup {
  totpURI: string;
  backupCodes: string[];
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: (password: string) => api<TwoFactorSetup>('/api/auth/two-factor/enable', { body: { password } }) });
}

export function useConfirmTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('/api/auth/two-factor/verify-totp', { body: { code: code.replace(/\s+/g, '') } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
  });
}

export function useDisableTwoFactor() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => api('/api/auth/two-factor/disable', { body: { password } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: meKey }),
  });
}
