/**
 * Security (storefront §3 Settings `account.twoFactorEnabled`, issue 24, decision 059), for
 * customers in Settings and for staff at /admin/security:
 * - two-factor sign-in: turn on with the password, scan the QR code or type the setup key, confirm
 *   with a code from the app, see the recovery codes once; turn off with the password;
 * - active sessions: device, address and last activity; sign any of them out at once.
 */
import { useEffect, useState, type FormEvent } from 'react';
import QRCode from 'qrcode';
import { KeyRound, Laptop, ShieldCheck, Smartphone } from 'lucide-react';
import type { AccountSessionDto } from '@phonexport/contracts/staff';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useMe } from '../../lib/use-me';
import { useTranslation } from '../../i18n/i18n';
import { Spinner } from '../../components/spinner';
import { FormError, InputField } from '../../components/ui/field';
import { useConfirmTwoFactor, useDisableTwoFactor, useEnableTwoFactor, type TwoFactorSetup } from './api/use-two-factor';
import { useRevokeSession, useSessions } from './api/use-sessions';
import { SettingsSection } from './settings-section';

/** Two-factor sign-in and the active sessions, as two cards. */
export function SecurityPanel() {
  return (
    <>
      <TwoFactorSection />
      <SessionsSection />
    </>
  );
}

const messageOf = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

/** The setup key of an otpauth:// URI in groups of four, as authenticator apps show it. */
const setupKey = (uri: string) => (new URL(uri).searchParams.get('secret') ?? '').replace(/(.{4})/g, '$1 ').trim();

export function TwoFactorSection() {
  const { t } = useTranslation();
  const { user } = useMe();
  const enable = useEnableTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [qr, setQr] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const on = user?.twoFactorEnabled ?? false;

  useEffect(() => {
    if (!setup) return setQr(null);
    let live = true;
    void QRCode.toString(setup.totpURI, { type: 'svg', margin: 1, width: 200 }).then((svg) => live && setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`));
    return () => {
      live = false;
    };
  }, [setup]);

  const start = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      setSetup(await enable.mutateAsync(password));
      setPassword('');
    } catch (err) {
      setError(messageOf(err, t('staff.failed')));
    }
  };
  const finish = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await confirm.mutateAsync(code);
      setCodes(setup!.backupCodes);
      setSetup(null);
      setCode('');
      toast.success(t('staff.enabledToast'));
    } catch (err) {
      setError(err instanceof ApiError && err.status === 401 ? t('staff.invalidCode') : messageOf(err, t('staff.failed')));
    }
  };
  const turnOff = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await disable.mutateAsync(password);
      setPassword('');
      toast.success(t('staff.disabledToast'));
    } catch (err) {
      setError(messageOf(err, t('staff.failed')));
    }
  };

  const errorLine = <FormError>{error}</FormError>;
  const passwordField = (
    <InputField label={t('staff.password')} id="two-factor-password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
  );

  return (
    <SettingsSection icon={<ShieldCheck className="size-5 text-brand-600" aria-hidden />} title={t('staff.twoFactorTitle')}>
      {user?.twoFactorSetupRequired && !on && (
        <p role="status" className="mb-3 rounded-lg bg-amber-50 p-3 text-sm font-medium text-amber-900">
          {t('staff.requiredBanner')}
        </p>
      )}
      {codes ? (
        <div className="space-y-3">
          <h3 className="font-semibold">{t('staff.recoveryTitle')}</h3>
          <p className="text-sm text-slate-600">{t('staff.recoveryText')}</p>
          <ul aria-label={t('staff.recoveryTitle')} className="grid grid-cols-2 gap-2 rounded-xl bg-slate-50 p-3 font-mono text-sm sm:grid-cols-3">
            {codes.map((c) => (
              <li key={c} className="break-all">
                {c}
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-outline"
              onClick={() => void navigator.clipboard?.writeText(codes.join('\n')).then(() => toast.success(t('staff.copied')))}
            >
              {t('staff.copy')}
            </button>
            <button type="button" className="btn-primary" onClick={() => setCodes(null)}>
              {t('staff.done')}
            </button>
          </div>
        </div>
      ) : setup ? (
        <form className="space-y-3" onSubmit={finish}>
          <p className="text-sm text-slate-600">{t('staff.scan')}</p>
          <div className="flex flex-col items-start gap-3 sm:flex-row sm:items-center">
            {qr ? <img src={qr} alt={t('staff.qrAlt')} width={200} height={200} className="rounded-lg border border-slate-200 bg-white" /> : <Spinner />}
            <div className="min-w-0">
              <p className="text-sm font-semibold">{t('staff.manualKey')}</p>
              <code data-testid="two-factor-key" className="block break-all rounded-lg bg-slate-50 p-2 font-mono text-sm">
                {setupKey(setup.totpURI)}
              </code>
            </div>
          </div>
          <InputField
            label={t('staff.confirmCode')}
            id="two-factor-confirm"
            className="input max-w-40 tracking-widest"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            required
          />
          {errorLine}
          <div className="flex flex-wrap gap-2">
            <button type="submit" className="btn-primary" disabled={confirm.isPending}>
              {confirm.isPending ? t('staff.verifying') : t('staff.confirm')}
            </button>
            <button type="button" className="btn-ghost" onClick={() => setSetup(null)}>
              {t('staff.cancel')}
            </button>
          </div>
        </form>
      ) : on ? (
        <form className="space-y-3" onSubmit={turnOff}>
          <p className="text-sm text-slate-700">{t('staff.twoFactorOnText')}</p>
          <p className="text-sm text-slate-600">{t('staff.disableHint')}</p>
          {passwordField}
          {errorLine}
          <button type="submit" className="btn-outline text-red-700" disabled={disable.isPending}>
            {t('staff.disable')}
          </button>
        </form>
      ) : (
        <form className="space-y-3" onSubmit={start}>
          <p className="text-sm text-slate-700">{t('staff.twoFactorOffText')}</p>
          {passwordField}
          {errorLine}
          <button type="submit" className="btn-primary" disabled={enable.isPending}>
            <KeyRound className="size-4" aria-hidden /> {t('staff.enable')}
          </button>
        </form>
      )}
    </SettingsSection>
  );
}

/** A short name of the device behind a user agent: browser on system (e.g. 'Chrome on Android'). */
export function deviceName(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const system = /iPhone|iPad/.test(userAgent) ? 'iOS' : /Android/.test(userAgent) ? 'Android' : /Windows/.test(userAgent) ? 'Windows' : /Mac OS X/.test(userAgent) ? 'macOS' : /Linux/.test(userAgent) ? 'Linux' : null;
  const browser = /Edg\//.test(userAgent) ? 'Edge' : /Firefox\//.test(userAgent) ? 'Firefox' : /Chrome\//.test(userAgent) ? 'Chrome' : /Safari\//.test(userAgent) ? 'Safari' : null;
  if (browser && system) return `${browser} · ${system}`;
  return browser ?? system ?? userAgent.slice(0, 40);
}

export function SessionsSection() {
  const { t, language } = useTranslation();
  const sessions = useSessions();
  const revoke = useRevokeSession();
  const when = (iso: string) => new Date(iso).toLocaleString(language, { dateStyle: 'medium', timeStyle: 'short' });
  const signOut = (s: AccountSessionDto) =>
    revoke.mutate(s.id, {
      onSuccess: () => {
        toast.success(t('staff.sessionRevoked'));
        if (s.current) window.location.assign('/login');
      },
      onError: (err) => toast.error(messageOf(err, t('staff.failed'))),
    });
  return (
    <SettingsSection icon={<Laptop className="size-5 text-brand-600" aria-hidden />} title={t('staff.sessionsTitle')}>
      <p className="text-sm text-slate-600">{t('staff.sessionsIntro')}</p>
      {sessions.isLoading ? (
        <Spinner />
      ) : sessions.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t('staff.failed')}
        </p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" aria-label={t('staff.sessionsTitle')}>
          {sessions.data?.sessions.map((s) => (
            <li key={s.id} className="flex flex-wrap items-center gap-3 py-3">
              <Smartphone className="size-5 shrink-0 text-slate-400" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">
                  {deviceName(s.userAgent) ?? t('staff.unknownDevice')}{' '}
                  {s.current && <span className="ml-1 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('staff.thisDevice')}</span>}
                </p>
                <p className="text-xs text-slate-500">
                  {t('staff.lastActive', { time: when(s.lastActiveAt) })}
                  {s.ipAddress && <> · {t('staff.address', { ip: s.ipAddress })}</>}
                </p>
              </div>
              <button type="button" className="btn-outline py-1.5 text-sm" onClick={() => signOut(s)} disabled={revoke.isPending}>
                {t('staff.signOutSession')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </SettingsSection>
  );
}
