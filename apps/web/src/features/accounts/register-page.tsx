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
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';

const EMPTY: RegistrationInput = { firstName: '', lastName: '', email: '', phone: '', password: '', confirmPassword: '', terms: false };

export function RegisterPage() {
  const { user } = useMe();
  const { register } = useAuthActions();
  const navigate = useNavigate();
  const returnTo = useReturnTo();
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<FieldError | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(formRef, (field, value) => {
    if (field in EMPTY) setForm((f) => ({ ...f, [field]: field === 'terms' ? value === 'true' : value }));
  });

  if (user) return <Navigate to={returnTo} replace />;

  const set = (field: keyof RegistrationInput) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const failure = validateRegistration(form);
    setError(failure);
    if (failure) {
      toast.error('Error', { description: failure.message });
      return;
    }
    setBusy(true);
    try {
      await register(form);
      toast.success('Account created', { description: 'Welcome to PhoneXport!' });
      navigate(returnTo, { replace: true });
    } catch (err) {
      const message = err instanceof ApiError ? err.message : REGISTRATION_MESSAGES.failed;
      setError({ field: (err instanceof ApiError && Object.keys(err.fields)[0]) || 'form', message });
      toast.error('Error', { description: message });
    } finally {
      setBusy(false);
    }
  };

  const field = (id: keyof RegistrationInput, label: string, type = 'text', autoComplete?: string) => (
    <div>
      <label htmlFor={id} className="label">
        {label}
      </label>
      <input
        id={id}
        type={type}
        className="input"
        autoComplete={autoComplete}
        value={String(form[id] ?? '')}
        onChange={set(id)}
        aria-invalid={error?.field === id || undefined}
        aria-describedby={error?.field === id ? 'register-error' : undefined}
      />
    </div>
  );

  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card p-6">
        <PageTitle title={'Create Account'} />
        <h1 className="text-2xl font-bold">Create Account</h1>
        <form ref={formRef} method="post" className="mt-5 space-y-4" onSubmit={submit} noValidate>
          <div className="grid grid-cols-2 gap-3">
            {field('firstName', 'First name', 'text', 'given-name')}
            {field('lastName', 'Last name', 'text', 'family-name')}
          </div>
          {field('email', 'Email', 'email', 'email')}
          {field('phone', 'Phone (optional)', 'tel', 'tel')}
          {field('password', 'Password', 'password', 'new-password')}
          {field('confirmPassword', 'Confirm password', 'password', 'new-password')}
          <label className="flex items-start gap-2 text-sm">
            <input type="checkbox" name="terms" className="mt-1" checked={form.terms} onChange={set('terms')} aria-invalid={error?.field === 'terms' || undefined} />
            <span>
              I agree to the{' '}
              <Link to={paths.terms} className="font-semibold text-brand-600">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to={paths.privacy} className="font-semibold text-brand-600">
                Privacy Policy
              </Link>
            </span>
          </label>
          {error && (
            <p id="register-error" role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">
              {error.message}
            </p>
          )}
          <button type="submit" className="btn-primary w-full py-3" disabled={busy}>
            {busy ? 'Creating account…' : 'Create Account'}
          </button>
        </form>
        <p className="mt-5 text-center text-sm text-slate-600">
          Already have an account?{' '}
          <Link to={paths.login} className="font-semibold text-brand-600">
            Sign in
          </Link>
        </p>
      </div>
    </div>
  );
}
