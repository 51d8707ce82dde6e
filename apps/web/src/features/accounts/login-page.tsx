/**
 * Sign in (storefront spec §2 Login): e-mail and password, 'Forgot password?' (a reset link by
 * e-mail), 'Continue with Google' when the server has it on, a link to /register and back to the
 * store. With two-factor sign-in on, a second step asks for the authenticator code or a recovery
 * code (decision 059). After sign-in the user returns to the page they came from, else staff land
 * on the back office and customers on /.
 */
import { FIELD_LIMITS } from '@phonexport/domain/input-limits';
import { FormError, InputField, LimitNote } from '../../components/ui/field';
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useAuthActions, useMe } from '../../lib/use-me';
import { isStaffRole, staffHome } from '@phonexport/domain/staff';
import { ForgotPassword } from './forgot-password';
import { GoogleSignIn } from './google-sign-in';
import { PageTitle } from '../../components/page-title';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

/** The text of each `?error=` a Google sign-in comes back with (any other: 'auth.googleFailed'). */
const GOOGLE_ERROR_TEXT = new Map<string | null, 'auth.notLinked' | 'auth.twoFactorRequired'>([
  ['account_not_linked', 'auth.notLinked'],
  ['two_factor_required', 'auth.twoFactorRequired'],
] as const);

/** The page the visitor came from (a same-site path), or null. */
function useCameFrom(): string | null {
  const state = useLocation().state as { from?: string } | null;
  const from = state?.from;
  return from && from.startsWith('/') && !from.startsWith('//') && from !== paths.login ? from : null;
}

export function useReturnTo(): string {
  return useCameFrom() ?? '/';
}

export function LoginPage() {
  const { user } = useMe();
  const { signIn, verifyCode } = useAuthActions();
  const cameFrom = useCameFrom();
  const returnTo = cameFrom ?? '/';
  const [step, setStep] = useState<'password' | 'totp' | 'recovery'>('password');
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

  // Staff land on the back office (with Back to Store there), customers where they came from.
  if (user) return <Navigate to={cameFrom ?? (isStaffRole(user.role) ? staffHome(user.role) : '/')} replace />;
  if (step !== 'password') return <CodeStep kind={step} onKind={setStep} verify={verifyCode} />;
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
      const result = await signIn(email, password);
      if (result.twoFactor) setStep('totp');
      else toast.success(t('auth.welcomeBack'));
    } catch (err) {
      const message = err instanceof ApiError && err.status === 401 ? t('auth.invalidCredentials') : err instanceof ApiError ? err.message : t('auth.loginFailed');
      setError(message);
      toast.error(t('common.error'), { description: message || t('auth.loginFailed') });
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
          <InputField label={t('login.email')} id="email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} required limit="email" />
          <div className="group min-w-0">
            <div className="flex items-baseline justify-between">
              <label htmlFor="password" className="label">
                {t('login.password')}
              </label>
              <button type="button" className="text-sm font-semibold text-brand-600" onClick={() => setForgot(true)}>
                {t('login.forgot')}
              </button>
            </div>
            <input id="password" type="password" className="input" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required maxLength={FIELD_LIMITS.password.max} aria-describedby="password-limit" />
            <p id="password-limit" className="mt-1">
              <LimitNote field="password" length={password.length} />
            </p>
          </div>
          <FormError>{error ?? (params.get('error') && t(GOOGLE_ERROR_TEXT.get(params.get('error')) ?? 'auth.googleFailed'))}</FormError>
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

/** The second step of a two-factor sign-in: the authenticator's 6-digit code, or a recovery code. */
function CodeStep({ kind, onKind, verify }: { kind: 'totp' | 'recovery'; onKind: (k: 'totp' | 'recovery') => void; verify: (code: string, kind: 'totp' | 'recovery') => Promise<void> }) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await verify(code, kind);
      toast.success(t('auth.welcomeBack'));
    } catch (err) {
      setError(err instanceof ApiError && err.status === 401 ? t('staff.invalidCode') : err instanceof ApiError ? err.message : t('auth.loginFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card p-6">
        <PageTitle title={t('staff.codeTitle')} />
        <h1 className="text-2xl font-bold">{t('staff.codeTitle')}</h1>
        <p className="mt-1 text-sm text-slate-600">{kind === 'totp' ? t('staff.codeIntro') : t('staff.recoveryIntro')}</p>
        <form className="mt-5 space-y-4" onSubmit={submit}>
          <InputField
            label={kind === 'totp' ? t('staff.code') : t('staff.recoveryCode')}
            id="two-factor-code"
            className="input tracking-widest"
            autoComplete="one-time-code"
            inputMode={kind === 'totp' ? 'numeric' : 'text'}
            maxLength={kind === 'totp' ? 6 : 32}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
            autoFocus
          />
          <FormError>{error}</FormError>
          <button type="submit" className="btn-primary w-full py-3" disabled={busy}>
            {busy ? t('staff.verifying') : t('staff.verify')}
          </button>
        </form>
        <button
          type="button"
          className="mt-4 w-full text-center text-sm font-semibold text-brand-600"
          onClick={() => {
            setCode('');
            setError(null);
            onKind(kind === 'totp' ? 'recovery' : 'totp');
          }}
        >
          {kind === 'totp' ? t('staff.useRecovery') : t('staff.useApp')}
        </button>
      </div>
    </div>
  );
}
