/**
 * /reset-password: the page a mailed reset link lands on (?token=…, or ?error=INVALID_TOKEN when
 * the link is used or expired). The customer chooses a new password (§5: at least 6 characters,
 * typed twice); afterwards every session is signed out and they sign in with it.
 */
import { FormError, InputField } from '../../components/ui/field';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { RESET_MESSAGES } from '@phonexport/domain/settings';
import { PASSWORD_MIN_LENGTH, REGISTRATION_MESSAGES } from '@phonexport/domain/validation';
import { ApiError, api } from '../../lib/api';
import { paths } from '../../lib/paths';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';
import { translateMessage } from '@phonexport/domain/server-messages';

export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const { t, language } = useTranslation();
  const [state, setState] = useState<'form' | 'busy' | 'done' | 'invalid'>(token && !params.get('error') ? 'form' : 'invalid');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (password.length < PASSWORD_MIN_LENGTH) return setError(translateMessage(REGISTRATION_MESSAGES.passwordShort, language));
    if (password !== confirm) return setError(translateMessage(REGISTRATION_MESSAGES.mismatch, language));
    setError(null);
    setState('busy');
    try {
      await api('/api/auth/reset-password', { body: { token, newPassword: password } });
      setState('done');
      toast.success(t('auth.passwordChanged'));
    } catch (err) {
      if (err instanceof ApiError && err.code === 'INVALID_TOKEN') return setState('invalid');
      setError(err instanceof ApiError ? err.message : t('common.somethingWrong'));
      setState('form');
    }
  };

  return (
    <div className="mx-auto max-w-md px-4 py-8">
      <div className="card p-6">
        <PageTitle title={t('auth.resetPageTitle')} />
        <h1 className="text-2xl font-bold">{t('auth.chooseNew')}</h1>
        {state === 'invalid' && (
          <>
            <p role="alert" className="mt-4 rounded-lg bg-red-50 p-3 text-sm text-red-700">
              {translateMessage(RESET_MESSAGES.invalid, language)}
            </p>
            <Link to={paths.login} className="btn-primary mt-4 w-full">
              {t('auth.backToSignIn')}
            </Link>
          </>
        )}
        {state === 'done' && (
          <>
            <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-800">
              {t('auth.resetDone')}
            </p>
            <Link to={paths.login} className="btn-primary mt-4 w-full">
              {t('login.title')}
            </Link>
          </>
        )}
        {(state === 'form' || state === 'busy') && (
          <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
            <InputField label={t('settings.newPassword')} id="new-password" type="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} limit="password" />
            <InputField label={t('settings.confirmPassword')} id="confirm-password" type="password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} limit="password" />
            <FormError>{error}</FormError>
            <button type="submit" className="btn-primary w-full py-3" disabled={state === 'busy'}>
              {state === 'busy' ? t('common.saving') : t('auth.setNew')}
            </button>
          </form>
        )}
      </div>
    </div>
  );
}
