/**
 * Add / edit address dialog (storefront spec §5 Address dialog): name, street, city, zip code and
 * country required ('Please fill in all required fields'); company, state and phone optional.
 * The server applies the same rule and its field messages are shown next to the fields.
 */
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { DialogHeader } from '../../components/ui/dialog';
import { ADDRESS_TYPES, addressFormError, type AddressBody, type AddressType } from '@phonexport/domain/addresses';
import { ApiError } from '../../lib/api';
import { useCountries } from '../../lib/use-countries';
import type { AddressDto } from '@phonexport/contracts/addresses';
import { FIELD_LIMITS, type LimitedField } from '@phonexport/domain/input-limits';
import { LimitNote } from '../../components/ui/field';
import { useTranslation } from '../../i18n/i18n';
import { translateMessage } from '@phonexport/domain/server-messages';
import { countryName } from '../../lib/intl';
import { loadPhoneRules, usePhoneRulesOnceLive } from '../../lib/phone-rules';

interface Form {
  name: string;
  company: string;
  street: string;
  city: string;
  state: string;
  zipCode: string;
  countryCode: string;
  phone: string;
  type: AddressType;
  isDefault: boolean;
}

/** Each text field's entry in the domain's limits (issue 23). */
const LIMIT_OF = { name: 'fullName', company: 'company', street: 'street', city: 'city', state: 'state', zipCode: 'zipCode', phone: 'phone' } as const satisfies Partial<Record<keyof Form, LimitedField>>;

const EMPTY: Form = { name: '', company: '', street: '', city: '', state: '', zipCode: '', countryCode: '', phone: '', type: 'home', isDefault: false };

const fromDto = (a: AddressDto): Form => ({
  name: a.name,
  company: a.company ?? '',
  street: a.street,
  city: a.city,
  state: a.state ?? '',
  zipCode: a.zipCode,
  countryCode: a.countryCode,
  phone: a.phone ?? '',
  type: a.type,
  isDefault: a.isDefault,
});

export interface AddressDialogProps {
  /** null: closed; 'new': add; an address: edit it. */
  editing: AddressDto | 'new' | null;
  onClose(): void;
  onSave(body: AddressBody): Promise<unknown>;
}

export function AddressDialog({ editing, onClose, onSave }: AddressDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const { data: countries = [] } = useCountries();
  const [form, setForm] = useState<Form>(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // The phone rules (25 KB) come once the page is live; a save before that waits for them.
  usePhoneRulesOnceLive();
  const { t, language } = useTranslation();

  useEffect(() => {
    const d = ref.current;
    if (!d) return;
    if (editing) {
      setForm(editing === 'new' ? EMPTY : fromDto(editing));
      setError(null);
      setFields({});
      if (!d.open) d.showModal();
    } else if (d.open) d.close();
  }, [editing]);

  const set = (k: keyof Form) => (e: { target: { value: string } }) => {
    setForm((f) => ({ ...f, [k]: e.target.value }));
    if (fields[k]) setFields(({ [k]: _gone, ...rest }) => rest);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const invalid = addressFormError(form);
    const problem = invalid && translateMessage(invalid, language);
    if (problem) {
      setError(problem);
      setFields(Object.fromEntries((['name', 'street', 'city', 'zipCode', 'countryCode'] as const).filter((k) => !form[k].trim()).map((k) => [k, problem])));
      return;
    }
    // An optional phone must read as a number in the chosen country (domain phone.ts; the server checks
    // it too, and alone when the rules' code cannot arrive).
    const rules = await loadPhoneRules();
    if (form.phone.trim() && rules && !rules.normalizePhone(form.phone, form.countryCode).ok) {
      setError(t('edges.phoneInvalid'));
      setFields({ phone: t('edges.phoneInvalid') });
      return;
    }
    setSaving(true);
    try {
      await onSave({ ...form, isDefault: form.isDefault || undefined });
    } catch (err) {
      setError(err instanceof ApiError && err.status === 400 ? err.message : t('addresses.saveFailed'));
      setFields(err instanceof ApiError ? err.fields : {});
    } finally {
      setSaving(false);
    }
  };

  const field = (k: keyof typeof LIMIT_OF, label: string, required: boolean, extra: Record<string, string> = {}) => (
    <div className="group min-w-0">
      <label className="label" htmlFor={`address-${k}`}>
        {label}
        {required ? ' *' : ''}
      </label>
      <input
        id={`address-${k}`}
        className={`input ${fields[k] ? 'border-red-500' : ''}`}
        value={form[k]}
        onChange={set(k)}
        maxLength={FIELD_LIMITS[LIMIT_OF[k]].max}
        aria-invalid={Boolean(fields[k])}
        aria-describedby={`address-${k}-note`}
        {...extra}
      />
      <p id={`address-${k}-note`} className="mt-1 text-sm">
        {fields[k] && fields[k] !== error && <span className="block text-red-600">{fields[k]}</span>}
        <LimitNote field={LIMIT_OF[k]} length={form[k].length} />
      </p>
    </div>
  );

  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="address-dialog-title" className="m-auto w-[min(32rem,calc(100vw-1.5rem))] rounded-2xl p-0 shadow-xl">
      <form onSubmit={submit} noValidate>
        <DialogHeader id="address-dialog-title" title={editing && editing !== 'new' ? t('addresses.editTitle') : t('checkout.addNew')} onClose={onClose} />
        <div className="max-h-[70dvh] space-y-3 overflow-y-auto px-4 py-4">
          {error && (
            <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm font-medium text-red-700">
              {error}
            </p>
          )}
          {field('name', t('checkout.fullName'), true, { autoComplete: 'name' })}
          {field('company', t('addresses.company'), false, { autoComplete: 'organization' })}
          {field('street', t('checkout.street'), true, { autoComplete: 'street-address' })}
          <div className="grid grid-cols-2 gap-3">
            {field('city', t('checkout.city'), true, { autoComplete: 'address-level2' })}
            {field('state', t('addresses.state'), false, { autoComplete: 'address-level1' })}
          </div>
          <div className="grid grid-cols-2 gap-3">
            {field('zipCode', t('addresses.zip'), true, { autoComplete: 'postal-code' })}
            <div>
              <label className="label" htmlFor="address-countryCode">
                {t('checkout.country')} *
              </label>
              <select id="address-countryCode" className={`input ${fields.countryCode ? 'border-red-500' : ''}`} value={form.countryCode} onChange={set('countryCode')} aria-invalid={Boolean(fields.countryCode)}>
                <option value="">{t('addresses.select')}</option>
                {countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {countryName(c.code, c.name)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          {field('phone', t('checkout.phone'), false, { type: 'tel', autoComplete: 'tel' })}
          <fieldset>
            <legend className="label">{t('addresses.typeLabel')}</legend>
            <div className="flex gap-2">
              {ADDRESS_TYPES.map((type) => (
                <label key={type} className={`btn flex-1 border ${form.type === type ? 'border-brand-600 bg-brand-50 text-brand-700' : 'border-slate-300'}`}>
                  <input type="radio" name="address-type" className="sr-only" checked={form.type === type} onChange={() => setForm((f) => ({ ...f, type }))} />
                  {t(`addresses.type.${type}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {!(editing && editing !== 'new' && editing.isDefault) && (
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={form.isDefault} onChange={(e) => setForm((f) => ({ ...f, isDefault: e.target.checked }))} /> {t('addresses.makeDefault')}
            </label>
          )}
        </div>
        <div className="flex gap-2 border-t border-slate-200 px-4 py-3">
          <button type="button" className="btn-outline flex-1" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn-primary flex-1" disabled={saving}>
            {saving ? t('common.saving') : t('addresses.save')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
