/**
 * The signed-in user (GET /api/session: 200 with `user: null` for a visitor, so a visit logs no error), and sign-in / sign-out / register calls.
 * Sign-in and sign-out are better-auth's own routes (no contract of ours), so they use `api()`.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RegisterRequest } from '@phonexport/domain/api';
import type { MeDto } from '@phonexport/contracts/accounts';
import { useNavigate } from 'react-router';
import { api } from './api';
import { toast } from './toast';
import { apiClient, type ApiGet } from './api-client';

export const meKey = ['me'] as const;

async function fetchMe(get: ApiGet): Promise<MeDto | null> {
  return (await get('/api/session')).user;
}

/** The signed-in user query (null for a visitor), reading through `get` (the server's in-process reads when it renders the page). */
export const meQuery = (get: ApiGet = apiClient.get) => queryOptions({ queryKey: meKey, queryFn: () => fetchMe(get), staleTime: 60_000 });

/** `{ user, isLoading }`: user is null for a visitor. */
export function useMe() {
  const q = useQuery(meQuery());
  return { user: q.data ?? null, isLoading: q.isLoading, isAdmin: q.data?.role === 'admin' };
}

export function useAuthActions() {
  const qc = useQueryClient();
  return {
    async signIn(email: string, password: string) {
      await api('/api/auth/sign-in/email', { body: { email: email.trim(), password } });
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
