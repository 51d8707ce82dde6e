/**
 * 'Forgot password?' on the sign-in page: asks for the e-mail and has the server mail a reset
 * link (valid 24 hours, usable once). The answer is the same whether or not the account exists.
 */
import { FormError, InputField } from '../../components/ui/field';
import { useState, type FormEvent } from 'react';
import { EMAIL_PATTERN, REGISTRATION_MESSAGES } from '@phonexport/domain/validation';
import { ApiError, api } from '../../lib/api';
import { paths } from '../../lib/paths';
import { useTranslation } from '../../i18n/i18n';

export function ForgotPassword({ initialEmail, onDone }: { initialEmail: string; onDone: () => void }) {
  const [email, setEmail] = useState(initialEmail);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { t, language } = useTranslation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!EMAIL_PATTERN.test(email.trim())) {
      // The server's words for the rule, in the shopper's language: the table of every server message
      // (12 KB) loads only when it is needed, not with the sign-in page (issue 26); English if it cannot.
      const message = await import('@phonexport/domain/server-messages').then(
        ({ translateMessage }) => translateMessage(REGISTRATION_MESSAGES.emailInvalid, language),
        () => REGISTRATION_MESSAGES.emailInvalid,
      );
      setError(message);
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await api('/api/auth/request-password-reset', { body: { email: email.trim().toLowerCase(), redirectTo: paths.resetPassword } });
      setSent(true);
    } catch (err) {
      // 429 (reset mails to one address are throttled) and 403 (wrong origin) carry the server's
      // explanation: how long to wait, or where to open the shop.
      if (err instanceof ApiError && (err.status === 429 || err.status === 403)) setError(err.message || t('auth.tooMany'));
      else setError(t('common.somethingWrong'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <h1 className="text-2xl font-bold">{t('auth.resetTitle')}</h1>
      {sent ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 p-3 text-sm text-green-800">
          {t('auth.resetSent')}
        </p>
      ) : (
        <form className="mt-4 space-y-4" onSubmit={submit} noValidate>
          <p className="text-sm text-slate-600">{t('auth.resetIntro')}</p>
          <InputField label={t('login.email')} id="reset-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} limit="email" />
          <FormError>{error}</FormError>
          <button type="submit" className="btn-primary w-full py-3" disabled={busy}>
            {busy ? t('auth.sending') : t('auth.sendLink')}
          </button>
        </form>
      )}
      <button type="button" className="mt-4 w-full text-center text-sm font-semibold text-brand-600" onClick={onDone}>
        {t('auth.backToSignIn')}
      </button>
    </div>
  );
}
