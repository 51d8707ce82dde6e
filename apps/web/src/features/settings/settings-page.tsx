/**
 * Settings (storefront §2 Settings, §3, §5, §8, §9): profile (display name, read-only e-mail,
 * phone), password change, notifications, preferences (language, currency, theme), privacy, and
 * the danger zone with account deletion behind a confirmation dialog. Everything is saved on the
 * server; theme and language apply at once to the whole shop.
 */
import { FormError, InputField } from '../../components/ui/field';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Bell, Globe, Lock, ShieldAlert, User } from 'lucide-react';
import {
  DELETE_MESSAGES,
  LANGUAGES,
  LANGUAGE_NAMES,
  PASSWORD_MESSAGES,
  PROFILE_MESSAGES,
  SETTINGS_MESSAGES,
  THEMES,
  validatePasswordChange,
  type Language,
  type SettingsPatch,
  type Theme,
  type UserSettings,
} from '@phonexport/domain/settings';
import { ApiError } from '../../lib/api';
import { Spinner } from '../../components/spinner';
import { isLanguage, setLanguage, useTranslation } from '../../i18n/i18n';
import { useTypedBeforeHydration } from '../../lib/use-typed-before-hydration';
import { meKey, useMe } from '../../lib/use-me';
import { loadPhoneRules, usePhoneRulesOnceLive } from '../../lib/phone-rules';
import { useSettings } from './api/use-settings';
import { usePatchSettings } from './api/use-patch-settings';
import { useUpdateProfile } from './api/use-update-profile';
import { useChangePassword } from './api/use-change-password';
import { useDeleteAccount } from './api/use-delete-account';
import { applyTheme } from './theme';
import { rememberCurrency, useCurrency } from '../../lib/currency';
import type { DisplayCurrency } from '@phonexport/domain/currency';
import { PageTitle } from '../../components/page-title';
import { SecurityPanel } from './security-panel';
import { SettingsSection } from './settings-section';
import { DataSaverSwitch } from '../../components/data-saver-switch';
import { translateMessage } from '@phonexport/domain/server-messages';

const errorText = (err: unknown, fallback: string) => (err instanceof ApiError && err.message ? err.message : fallback);

export function SettingsPage() {
  const { t, language } = useTranslation();
  const m = (english: string) => translateMessage(english, language);
  const settings = useSettings();
  const patch = usePatchSettings();

  const save = (p: SettingsPatch) =>
    patch.mutate(p, {
      onSuccess: () => toast.success(m(SETTINGS_MESSAGES.saved), { id: 'settings-saved' }),
      onError: (err) => toast.error(t('common.error'), { description: errorText(err, t('settingsPage.saveFailed')) }),
    });

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <PageTitle title={t('settings.title')} />
      <h1 className="text-2xl font-bold">{t('settings.title')}</h1>
      <ProfileSection />
      <PasswordSection />
      <SecurityPanel />
      {settings.data ? <PreferenceSections settings={settings.data} save={save} /> : settings.isError ? <p role="alert">{t('settingsPage.loadFailed')}</p> : <Spinner />}
      <DangerZone />
    </div>
  );
}

function ProfileSection() {
  const { t, language } = useTranslation();
  const m = (english: string) => translateMessage(english, language);
  const { user } = useMe();
  const update = useUpdateProfile();
  const [displayName, setDisplayName] = useState(user?.displayName ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [error, setError] = useState<string | null>(null);
  // The phone rules (25 KB) come once the page is live; a save before that waits for them.
  usePhoneRulesOnceLive();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    // A phone with its country code (domain phone.ts; the server checks it too and stores E.164, and
    // alone when the rules' code cannot arrive).
    const rules = await loadPhoneRules();
    const checked = phone.trim() && rules ? rules.normalizePhone(phone) : null;
    if (checked && !checked.ok) {
      const message = t(checked.message === PROFILE_MESSAGES.phone ? 'edges.phoneInvalid' : 'edges.phoneInternational');
      setError(message);
      toast.error(t('common.error'), { description: message });
      return;
    }
    update.mutate(
      { displayName, phone },
      {
        onSuccess: () => toast.success(m(PROFILE_MESSAGES.updated)),
        onError: (err) => {
          const message = errorText(err, m(PROFILE_MESSAGES.failed));
          setError(message);
          toast.error(t('common.error'), { description: message });
        },
      },
    );
  };

  return (
    <SettingsSection icon={<User className="size-5 text-brand-600" aria-hidden />} title={t('settings.profile')}>
      <form className="space-y-3" onSubmit={submit}>
        <InputField label={t('settings.displayName')} id="displayName" value={displayName} onChange={(e) => setDisplayName(e.target.value)} autoComplete="name" limit="displayName" />
        <div>
          <label htmlFor="settings-email" className="label">
            {t('settings.email')}
          </label>
          <input id="settings-email" className="input bg-slate-100 text-slate-600" value={user?.email ?? ''} readOnly aria-describedby="email-hint" />
          <p id="email-hint" className="mt-1 text-xs text-slate-500">
            {t('settings.emailReadOnly')}
          </p>
        </div>
        <InputField label={t('settings.phone')} hint={t('edges.phoneHint')} id="settings-phone" type="tel" value={phone} onChange={(e) => setPhone(e.target.value)} autoComplete="tel" limit="phone" />
        <FormError>{error}</FormError>
        <button type="submit" className="btn-primary" disabled={update.isPending}>
          {update.isPending ? t('settings.saving') : t('settings.saveProfile')}
        </button>
      </form>
    </SettingsSection>
  );
}

const EMPTY_PASSWORDS = { currentPassword: '', newPassword: '', confirmPassword: '' };

function PasswordSection() {
  const { t, language } = useTranslation();
  const m = (english: string) => translateMessage(english, language);
  const qc = useQueryClient();
  const [form, setForm] = useState(EMPTY_PASSWORDS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const changePassword = useChangePassword();
  const set = (field: keyof typeof EMPTY_PASSWORDS) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [field]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const failure = validatePasswordChange(form);
    if (failure) {
      setError(m(failure.message));
      toast.error(m(PASSWORD_MESSAGES.validationTitle), { description: m(failure.message) });
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await changePassword.mutateAsync(form);
      setForm(EMPTY_PASSWORDS);
      toast.success(m(PASSWORD_MESSAGES.changed), { description: t('settingsPage.signedOutElsewhere') });
      void qc.invalidateQueries({ queryKey: meKey });
    } catch (err) {
      const message = errorText(err, m(PASSWORD_MESSAGES.failed));
      setError(message);
      toast.error(t('common.error'), { description: message });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection icon={<Lock className="size-5 text-brand-600" aria-hidden />} title={t('settings.security')}>
      <form className="space-y-3" onSubmit={submit} noValidate>
        {(
          [
            ['currentPassword', t('settings.currentPassword'), 'current-password'],
            ['newPassword', t('settings.newPassword'), 'new-password'],
            ['confirmPassword', t('settings.confirmPassword'), 'new-password'],
          ] as const
        ).map(([field, label, autoComplete]) => (
          <InputField key={field} label={label} id={field} type="password" value={form[field]} onChange={set(field)} autoComplete={autoComplete} limit="password" />
        ))}
        <FormError>{error}</FormError>
        <button type="submit" className="btn-primary" disabled={busy}>
          {busy ? t('settings.saving') : t('settings.changePassword')}
        </button>
      </form>
    </SettingsSection>
  );
}

function Toggle({ label, hint, checked, onChange }: { label: string; hint?: string; checked: boolean; onChange: (v: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-2">
      <label htmlFor={id} className="min-w-0">
        <span className="block text-sm font-medium">{label}</span>
        {hint && <span className="block text-xs text-slate-500">{hint}</span>}
      </label>
      <button
        id={id}
        type="button"
        role="switch"
        aria-checked={checked}
        onClick={() => onChange(!checked)}
        className={`relative h-7 w-12 shrink-0 rounded-full transition ${checked ? 'bg-brand-600' : 'bg-slate-300'}`}
      >
        <span className={`absolute top-1 size-5 rounded-full bg-white shadow transition-all ${checked ? 'left-6' : 'left-1'}`} style={{ backgroundColor: '#fff' }} />
      </button>
    </div>
  );
}

function PreferenceSections({ settings, save }: { settings: UserSettings; save: (p: SettingsPatch) => void }) {
  const { t } = useTranslation();
  const { notifications: n, privacy: p, preferences: pref } = settings;

  const chooseTheme = (theme: Theme) => {
    applyTheme(theme);
    save({ preferences: { theme } });
  };
  // The currencies the shop offers (issue 22), and the saved one even if the shop no longer does.
  const offered = useCurrency().choices;
  const currencyChoices = offered.includes(pref.currency) ? offered : [...offered, pref.currency];
  const chooseCurrency = (currency: DisplayCurrency) => {
    rememberCurrency(currency, true);
    save({ preferences: { currency } });
  };
  const chooseLanguage = (language: Language) => {
    void setLanguage(language);
    save({ preferences: { language } });
  };
  // A choice made on the server's page before it was live (a slow phone) applies once it is: a
  // language, currency, theme or profile visibility.
  const fields = useRef<HTMLDivElement>(null);
  useTypedBeforeHydration(fields, (field, value) => {
    if (field === 'language' && isLanguage(value)) chooseLanguage(value);
    else if (field === 'currency' && currencyChoices.includes(value as DisplayCurrency)) chooseCurrency(value as DisplayCurrency);
    else if (field === 'profileVisibility' && (value === 'public' || value === 'private')) save({ privacy: { profileVisibility: value } });
    else if (field === 'theme' && (THEMES as readonly string[]).includes(value)) chooseTheme(value as Theme);
  });

  return (
    <div ref={fields} className="space-y-4">
      <SettingsSection icon={<Bell className="size-5 text-brand-600" aria-hidden />} title={t('settings.notifications')}>
        <div className="divide-y divide-slate-100">
          <Toggle label={t('settings.orderUpdates')} hint={t('settings.orderUpdatesHint')} checked={n.orderUpdates} onChange={(v) => save({ notifications: { orderUpdates: v } })} />
          <Toggle label={t('settings.promotions')} hint={t('settings.promotionsHint')} checked={n.promotions} onChange={(v) => save({ notifications: { promotions: v } })} />
          <Toggle label={t('settings.newsletter')} hint={t('settings.newsletterHint')} checked={n.newsletter} onChange={(v) => save({ notifications: { newsletter: v } })} />
          <Toggle label={t('settings.sms')} hint={t('settings.smsHint')} checked={n.smsNotifications} onChange={(v) => save({ notifications: { smsNotifications: v } })} />
        </div>
      </SettingsSection>

      <SettingsSection icon={<Globe className="size-5 text-brand-600" aria-hidden />} title={t('settings.preferences')}>
        <div className="space-y-4">
          <div>
            <label htmlFor="language" className="label">
              {t('settings.language')}
            </label>
            <select id="language" className="input" value={pref.language} onChange={(e) => chooseLanguage(e.target.value as Language)}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l} lang={l}>
                  {LANGUAGE_NAMES[l]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="currency" className="label">
              {t('settings.currency')}
            </label>
            <select id="currency" className="input" value={pref.currency} onChange={(e) => chooseCurrency(e.target.value as DisplayCurrency)} aria-describedby="currency-hint">
              {currencyChoices.map((c) => (
                <option key={c} value={c}>
                  {`${c} · ${t(`currency.names.${c}`)}`}
                </option>
              ))}
            </select>
            <p id="currency-hint" className="mt-1 text-xs text-slate-500">
              {t('currency.settingsHint')}
            </p>
          </div>
          <fieldset>
            <legend className="label">{t('settings.theme')}</legend>
            <div className="grid grid-cols-3 gap-2">
              {THEMES.map((theme) => (
                <label key={theme} className={`flex cursor-pointer items-center justify-center gap-2 rounded-xl border p-2.5 text-sm font-medium ${pref.theme === theme ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-slate-300'}`}>
                  <input type="radio" name="theme" value={theme} checked={pref.theme === theme} onChange={() => chooseTheme(theme)} className="sr-only" />
                  {t(`settings.${theme}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {/* Kept on this device, not in the account (issue 26): a phone on mobile data and a laptop on Wi-Fi differ. */}
          <DataSaverSwitch describe />
        </div>
      </SettingsSection>

      <SettingsSection icon={<ShieldAlert className="size-5 text-brand-600" aria-hidden />} title={t('settings.privacy')}>
        <div>
          <label htmlFor="profileVisibility" className="label">
            {t('settings.profileVisibility')}
          </label>
          <select id="profileVisibility" className="input" value={p.profileVisibility} onChange={(e) => save({ privacy: { profileVisibility: e.target.value as 'public' | 'private' } })}>
            <option value="private">{t('settings.private')}</option>
            <option value="public">{t('settings.public')}</option>
          </select>
        </div>
        <div className="mt-2 divide-y divide-slate-100">
          <Toggle label={t('settings.shareUsageData')} hint={t('settings.shareUsageDataHint')} checked={p.shareUsageData} onChange={(v) => save({ privacy: { shareUsageData: v } })} />
          <Toggle label={t('settings.personalizedAds')} hint={t('settings.personalizedAdsHint')} checked={p.personalizedAds} onChange={(v) => save({ privacy: { personalizedAds: v } })} />
        </div>
      </SettingsSection>
    </div>
  );
}

function DangerZone() {
  const { t, language } = useTranslation();
  const m = (english: string) => translateMessage(english, language);
  const deleteAccount = useDeleteAccount();
  const qc = useQueryClient();
  const navigate = useNavigate();
  const dialog = useRef<HTMLDialogElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => () => dialog.current?.close(), []);

  const confirm = async () => {
    setBusy(true);
    try {
      await deleteAccount.mutateAsync();
      dialog.current?.close();
      qc.clear();
      qc.setQueryData(meKey, null);
      toast.success(m(DELETE_MESSAGES.deleted));
      navigate('/', { replace: true });
    } catch (err) {
      toast.error(t('common.error'), { description: errorText(err, m(DELETE_MESSAGES.failed)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <SettingsSection icon={<ShieldAlert className="size-5" aria-hidden />} title={t('settings.danger')} danger>
      <p className="text-sm text-slate-600">{t('settings.deleteText')}</p>
      <button type="button" className="btn mt-3 bg-red-600 text-white hover:bg-red-700" onClick={() => dialog.current?.showModal()}>
        {t('settings.deleteAccount')}
      </button>
      <dialog ref={dialog} aria-labelledby="delete-title" className="m-auto w-[calc(100%-2rem)] max-w-md rounded-2xl bg-white p-5 text-slate-900 shadow-xl">
        <h3 id="delete-title" className="text-lg font-bold">
          {t('settings.deleteConfirmTitle')}
        </h3>
        <p className="mt-2 text-sm text-slate-600">{t('settings.deleteConfirmText')}</p>
        <div className="mt-5 flex justify-end gap-2">
          <button type="button" className="btn-outline" onClick={() => dialog.current?.close()} disabled={busy}>
            {t('settings.cancel')}
          </button>
          <button type="button" className="btn bg-red-600 text-white hover:bg-red-700" onClick={confirm} disabled={busy}>
            {t('settings.deleteConfirm')}
          </button>
        </div>
      </dialog>
    </SettingsSection>
  );
}
