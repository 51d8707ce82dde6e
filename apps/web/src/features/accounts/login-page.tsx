/**
 * Sign in (storefront spec §2 Login): e-mail and password, 'Forgot password?' (a reset link by
 * e-mail), 'Continue with Google' when the server has it on, a link to /register and back to the
 * store. After sign-in the user returns to the page they came from, else /.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { MESSAGES } from '@phonexport/domain/messages';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useAuthActions, useMe } from '../../lib/use-me';
import { ForgotPassword } from './forgot-password';
import { GoogleSignIn } from './google-sign-in';
import { PageTitle } from '../../components/page-title';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

export function useReturnTo(): string {
  const state = useLocation().state as { from?: string } | null;
  const from = state?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && from !== paths.login ? from : '/';
}

export function LoginPage() {
  const { user } = useMe();
  const { signIn } = useAuthActions();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [forgot, setForgot] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (field, value) => (field === 'email' ? setEmail(value) : field === 'password' && setPassword(value)));
  const [params] = useSearchParams();
  const { t } = useTranslation();

  if (user) return <Navigate to={returnTo} replace />;
  if (forgot) {
    return (
      <div className="mx-auto max-w-md px-4 py-8">
        <div className="card p-6">
          <ForgotPassword initialEmail={email} onDone={() => setForgot(false)} />
        </div>
      </div>
    );
  }

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signIn(email, password);
      toast.success('Welcome back!');
      navigate(returnTo, { replace: true });
    } catch (err) {
      const message = err instanceof ApiError && err.status === 401 ? 'Invalid email or password' : err instanceof ApiError ? err.message : MESSAGES.loginFailed;
      setError(message);
      toast.error('Error', { description: message || MESSAGES.loginFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card p-6">
        <PageTitle title={t('login.title')} />
        <h1 className="text-2xl font-bold">{t('login.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('login.intro')}</p>
        <form ref={form} method="post" className="mt-5 space-y-4" onSubmit={submit}>
          <div>
            <label htmlFor="email" className="label">
              {t('login.email')}
            </label>
            <input id="email" type="email" className="input" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
          </div>
          <div>
            <div className="flex items-baseline justify-between">
              <label htmlFor="password" className="label">
                {t('login.password')}
              </label>
              <button type="button" className="text-sm font-semibold text-brand-600" onClick={() => setForgot(true)}>
                {t('login.forgot')}
              </button>
            </div>
            <input id="password" type="password" className="input" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
          </div>
          {(error ?? params.get('error')) && (
            <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">
              {error ??
                (params.get('error') === 'account_not_linked'
                  ? 'An account with this email already exists. Please sign in with your password.'
                  : 'Failed to sign in with Google')}
            </p>
          )}
          <button type="submit" className="btn-primary w-full py-3" disabled={busy}>
            {busy ? t('login.busy') : t('login.submit')}
          </button>
        </form>
        <GoogleSignIn returnTo={returnTo} />
        <p className="mt-5 text-center text-sm text-slate-600">
          {t('login.newHere')}{' '}
          <Link to={paths.register} state={location.state} className="font-semibold text-brand-600">
            {t('login.createAccount')}
          </Link>
        </p>
        <p className="mt-2 text-center text-sm">
          <Link to="/" className="text-slate-500 hover:text-slate-700">
            {t('login.back')}
          </Link>
        </p>
      </div>
    </div>
  );
}
