/**
 * Create account (storefront spec §2 Register, §5 Registration, §8): first name, last name,
 * e-mail, optional phone, password, confirmation and terms, checked in the spec's order with its
 * messages; the server checks the same rules again.
 */
import { useRef, useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { REGISTRATION_MESSAGES, validateRegistration, type FieldError, type RegistrationInput } from '@phonexport/domain/validation';
import { ApiError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useAuthActions, useMe } from '../../lib/use-me';
import { useReturnTo } from './login-page';
import { PageTitle } from '../../components/page-title';
import { LimitNote } from '../../components/ui/field';
import { FIELD_LIMITS, type LimitedField } from '@phonexport/domain/input-limits';
import { Trans, useTranslation } from '../../i18n/i18n';
import { translateMessage } from '@phonexport/domain/server-messages';
import { PROFILE_MESSAGES } from '@phonexport/domain/settings';
import { loadPhoneRules, usePhoneRulesOnceLive } from '../../lib/phone-rules';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

/** Each text field's entry in the domain's limits (issue 23). */
const LIMIT_OF = { firstName: 'firstName', lastName: 'lastName', email: 'email', phone: 'phone', password: 'password', confirmPassword: 'password' } as const satisfies Record<string, LimitedField>;
const EMPTY: RegistrationInput = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', terms: false };

export function RegisterPage() {
  const { user } = useMe();
  const { register } = useAuthActions();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const { t, language } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // The phone rules (25 KB) come once the page is live; a submit before that waits for them.
  usePhoneRulesOnceLive();
  useTypedBeforeHydration(formRef, (field, value) => {
    if (field in EMPTY) setForm((f) => ({ ...f, [field]: field === 'terms' ? value === 'true' : value }));
  });

  if (user) return <Navigate to={returnTo} replace />;

  const set = (field: keyof RegistrationInput) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // The §5 rules, then an optional phone with its country code (domain phone.ts; the server checks it
    // too, and alone when the rules' code cannot arrive).
    const rules = await loadPhoneRules();
    const phone = form.phone?.trim() && rules ? rules.normalizePhone(form.phone) : null;
    const invalid = validateRegistration(form);
    // The domain's rules speak the spec's English; the same table as the server's answers translates them.
    const failure = (invalid && { ...invalid, message: translateMessage(invalid.message, language) }) ?? (phone && !phone.ok ? { field: 'phone', message: t(phone.message === PROFILE_MESSAGES.phone ? 'edges.phoneInvalid' : 'edges.phoneInternational') } : null);
    setError(failure);
    if (failure) {
      toast.error(t('common.error'), { description: failure.message });
      return;
    }
    setBusy(true);
    try {
      await register(form);
      toast.success(t('auth.accountCreated'), { description: t('auth.welcome') });
      navigate(returnTo, { replace: true });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : translateMessage(REGISTRATION_MESSAGES.failed, language);
      setError({ field: (err instanceof ApiError && Object.keys(err.fields)[0]) || 'form', message });
      toast.error(t('common.error'), { description: message });
    } finally {
      setBusy(false);
    }
  };

  const field = (id: Exclude<keyof RegistrationInput, 'terms'>, label: string, type = 'text', autoComplete?: string) => {
    const limit = LIMIT_OF[id];
    const value = String(form[id] ?? '');
    return (
      <div className="group min-w-0">
        <label htmlFor={id} className="label">
          {label}
        </label>
        <input
          id={id}
          type={type}
          className="input"
          autoComplete={autoComplete}
          value={value}
          maxLength={FIELD_LIMITS[limit].max}
          onChange={set(id)}
          aria-invalid={error?.field === id || undefined}
          aria-describedby={[error?.field === id ? 'register-error' : '', `${id}-limit`].join(' ').trim()}
        />
        {id === 'phone' && <p className="mt-1 text-xs text-slate-500">{t('edges.phoneHint')}</p>}
        <p id={`${id}-limit`} className="mt-1">
          <LimitNote field={limit} length={value.length} />
        </p>
      </div>
    );
  };

  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card p-6">
        <PageTitle title={t('account.createAccount')} />
        <h1 className="text-2xl font-bold">{t('account.createAccount')}</h1>
        <form ref={formRef} method="post" className="mt-5 space-y-4" onSubmit={submit} noValidate>
          <div className="grid grid-cols-2 gap-3">
            {field('firstName', t('auth.firstName'), 'text', 'given-name')}
            {field('lastName', t('auth.lastName'), 'text', 'family-name')}
          </div>
          {field('email', t('login.email'), 'email', 'email')}
          {field('phone', t('auth.phoneOptional'), 'tel', 'tel')}
          {field('password', t('login.password'), 'password', 'new-password')}
          {field('confirmPassword', t('auth.confirmPassword'), 'password', 'new-password')}
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="terms" className="mt-1" checked={form.terms} onChange={set('terms')} aria-invalid={error?.field === 'terms' || undefined} />
            <span>
              <Trans
                i18nKey="auth.agree"
                components={[<Link key="terms" to={paths.terms} className="font-semibold text-brand-600" />, <Link key="privacy" to={paths.privacy} className="font-semibold text-brand-600" />]}
              />
            </span>
          </label>
          {error && (
            <p id="register-error" role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">
              {error.message}
            </p>
          )}
          <button type="submit" className="btn-primary w-full py-3" disabled={busy}>
            {busy ? t('auth.creating') : t('account.createAccount')}
          </button>
        </form>
        <p className="mt-5 text-center text-sm text-slate-600">
          {t('auth.haveAccount')}{' '}
          <Link to={paths.login} className="font-semibold text-brand-600">
            {t('auth.signIn')}
          </Link>
        </p>
      </div>
    </div>
  );
}
