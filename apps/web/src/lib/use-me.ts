/**
 * The signed-in user (GET /api/session: 200 with `user: null` for a visitor, so a visit logs no error), and sign-in / sign-out / register calls.
 * Sign-in and sign-out are better-auth's own routes (no contract of ours), so they use `api()`.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@phonexport/contracts/accounts';
import type { MeDto } from '@phonexport/contracts/accounts';
import { useNavigate } from 'react-router';
import { isStaffRole } from '@phonexport/domain/staff-roles';
import type { Permission } from '@phonexport/domain/staff';
import { api } from './api';
import { toast } from './toast';
import { apiClient, type ApiGet } from './api-client';

export const meKey = ['me'] as const;

async function fetchMe(get: ApiGet): Promise<MeDto | null> {
  return (await get('/api/session')).user;
}

/** The signed-in user query (null for a visitor), reading through `get` (the server's in-process reads when it renders the page). */
export const meQuery = (get: ApiGet = apiClient.get) => queryOptions({ queryKey: meKey, queryFn: () => fetchMe(get), staleTime: 60_000 });

/** `{ user, isLoading, isAdmin }`: user is null for a visitor; isAdmin is true for every staff role (owner, manager, support). */
export function useMe() {
  const q = useQuery(meQuery());
  return { user: q.data ?? null, isLoading: q.isLoading, isAdmin: isStaffRole(q.data?.role) };
}

/** `true` when the signed-in user's role holds `permission` (menus and buttons hide the rest; the server checks anyway). */
export function useCan(permission: Permission): boolean {
  return useMe().user?.permissions.includes(permission) ?? false;
}

/** What the password step of sign-in answered: signed in, or a second factor is asked (decision 059). */
export type SignInStep = { twoFactor: false } | { twoFactor: true };

export function useAuthActions() {
  const qc = useQueryClient();
  return {
    /** The password step; with two-factor sign-in on, the session exists only after `verifyCode`. */
    async signIn(email: string, password: string): Promise<SignInStep> {
      const res = await api<{ twoFactorRedirect?: boolean }>('/api/auth/sign-in/email', { body: { email: email.trim(), password } });
      if (res?.twoFactorRedirect) return { twoFactor: true };
      await qc.invalidateQueries({ queryKey: meKey });
      return { twoFactor: false };
    },
    /** The second step: a code from the authenticator app, or a recovery code (better-auth's two-factor routes). */
    async verifyCode(code: string, kind: 'totp' | 'recovery') {
      const path = kind === 'totp' ? '/api/auth/two-factor/verify-totp' : '/api/auth/two-factor/verify-backup-code';
      await api(path, { body: { code: code.replace(/\s+/g, '') } });
      await qc.invalidateQueries({ queryKey: meKey });
    },
    async register(body: RegisterRequest) {
      const me = await apiClient.post('/api/accounts/register', { body });
      qc.setQueryData(meKey, me);
    },
    async signOut() {
      await api('/api/auth/sign-out', { body: {} });
      qc.clear();
      qc.setQueryData(meKey, null);
    },
  };
}

/** Log out (account page, back office): sign out, then home; on a failure the toast 'Failed to log out. Please try again.' */
export function useLogout() {
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
      navigate('/');
    } catch {
      toast.error('Error', { description: 'Failed to log out. Please try again.' });
    }
  };
}
