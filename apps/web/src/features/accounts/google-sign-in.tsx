/**
 * 'Continue with Google' (storefront §2 Login, third-party identity): shown only when the server
 * has Google sign-in switched on (GET /api/accounts/providers). It starts better-auth's OpenID
 * Connect redirect and comes back to the page the customer came from.
 */
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { api } from '../../lib/api';
import { useAuthProviders } from './api/use-auth-providers';

export function GoogleSignIn({ returnTo }: { returnTo: string }) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const [busy, setBusy] = useState(false);
  if (!providers.data?.google) return null;

  const start = async () => {
    setBusy(true);
    try {
      // better-auth's own route (no contract of ours).
      const res = await api<{ url: string }>('/api/auth/sign-in/social', {
        body: { provider: 'google', callbackURL: returnTo, errorCallbackURL: '/login' },
      });
      window.location.assign(res.url);
    } catch {
      setBusy(false);
      toast.error(t('common.error'), { description: t('auth.googleFailed') });
    }
  };

  return (
    <>
      <div className="my-4 flex items-center gap-3 text-xs uppercase text-slate-500">
        <span className="h-px flex-1 bg-slate-200" />
        {t('login.or')}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
      <button type="button" className="btn-outline w-full py-3" onClick={start} disabled={busy}>
        <svg viewBox="0 0 48 48" className="size-5" aria-hidden>
          <path fill="#FFC107" d="M43.6 20.5H42V20H24v8h11.3C33.7 32.7 29.2 36 24 36c-6.6 0-12-5.4-12-12s5.4-12 12-12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 12.9 4 4 12.9 4 24s8.9 20 20 20 20-8.9 20-20c0-1.3-.1-2.4-.4-3.5z" />
          <path fill="#FF3D00" d="m6.3 14.7 6.6 4.8C14.7 15.1 19 12 24 12c3.1 0 5.8 1.2 7.9 3.1l5.7-5.7C34 6.1 29.3 4 24 4 16.3 4 9.7 8.3 6.3 14.7z" />
          <path fill="#4CAF50" d="M24 44c5.2 0 9.9-2 13.4-5.2l-6.2-5.2C29.2 35.1 26.7 36 24 36c-5.2 0-9.6-3.3-11.3-7.9l-6.5 5C9.5 39.6 16.2 44 24 44z" />
          <path fill="#1976D2" d="M43.6 20.5H42V20H24v8h11.3c-.8 2.2-2.2 4.2-4.1 5.6l6.2 5.2C37 39.2 44 34 44 24c0-1.3-.1-2.4-.4-3.5z" />
        </svg>
        {t('login.google')}
      </button>
    </>
  );
}
