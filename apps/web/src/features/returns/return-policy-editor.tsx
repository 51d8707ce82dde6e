/**
 * The return policy for orders placed from now on (issue 27): each rule's category, country,
 * reason, window, who pays the return shipping and the restocking fee, the final-sale categories,
 * and the return shipping cost. The owner (settings.manage) edits the window, the payer and the
 * fee of each rule, adds rules (a category, a country, a set of reasons: one rule per reason) or
 * final-sale entries and removes them (decision 071), and sets the shipping cost; saving makes a
 * new version, and orders already placed keep theirs. The server's field messages show on their row.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { CATEGORIES } from '@phonexport/domain/catalog';
import { SERVICE_COUNTRY_CODES } from '@phonexport/domain/service-countries';
import { RETURN_REASONS, WINDOW_UNITS, type ReturnPolicy, type ReturnReason, type ReturnRule } from '@phonexport/domain/returns';
import { centsToDecimalString, parseDollars } from '@phonexport/domain/money';
import { FormError } from '../../components/ui/field';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { dateTime } from '../../lib/format-date';
import { toast } from '../../lib/toast';
import { useCan } from '../../lib/use-me';
import { useReturnPolicy, useSaveReturnPolicy } from './api/use-return-policy';

export function ReturnPolicyEditor() {
  const { t } = useTranslation();
  const q = useReturnPolicy();
  const save = useSaveReturnPolicy();
  const canEdit = useCan('settings.manage');
  const [draft, setDraft] = useState<ReturnPolicy | null>(null);
  const [shipping, setShipping] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [fields, setFields] = useState<Record<string, string>>({});
  useEffect(() => {
    if (q.data) {
      setDraft(q.data.policy as ReturnPolicy);
      setShipping(centsToDecimalString(q.data.policy.returnShippingCents));
    }
  }, [q.data]);
  if (!q.data || !draft) return null;
  const setRule = (i: number, patch: Partial<ReturnRule>) => setDraft({ ...draft, rules: draft.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const removeRule = (i: number) => {
    setDraft({ ...draft, rules: draft.rules.filter((_, j) => j !== i) });
    setFields({});
  };
  const removeFinalSale = (i: number) => {
    setDraft({ ...draft, finalSale: draft.finalSale.filter((_, j) => j !== i) });
    setFields({});
  };
  const rowErrors = (prefix: string) => [...new Set(Object.entries(fields).flatMap(([k, m]) => (k.startsWith(prefix) ? [m] : [])))];
  const country = (code: string) => (code === '*' ? t('returns.policy.any') : countryName(code));
  const submit = async () => {
    const cents = parseDollars(shipping, { maxWholeDigits: 5 });
    if (cents === null) return setError(t('returns.policy.shippingInvalid'));
    setError(undefined);
    setFields({});
    try {
      await save.mutateAsync({ ...draft, returnShippingCents: cents });
      toast.success(t('returns.policy.saved'));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('returns.admin.failed'));
      if (err instanceof ApiError) setFields(err.fields);
    }
  };
  return (
    <section className="card space-y-3 p-4" aria-labelledby="return-policy">
      <h2 id="return-policy" className="text-lg font-bold">
        {t('returns.policy.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('returns.policy.intro', { date: dateTime(q.data.createdAt) })}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[52rem] text-sm">
          <thead>
            <tr className="text-left text-slate-500">
              <th className="py-1 pr-2 whitespace-nowrap">{t('returns.policy.category')}</th>
              <th className="py-1 pr-2 whitespace-nowrap">{t('returns.policy.country')}</th>
              <th className="py-1 pr-2">{t('returns.policy.reason')}</th>
              <th className="py-1 pr-2">{t('returns.policy.window')}</th>
              <th className="py-1 pr-2">{t('returns.policy.shippingPaidBy')}</th>
              <th className="py-1 pr-2">{t('returns.policy.fee')}</th>
              {canEdit && <th className="py-1" />}
            </tr>
          </thead>
          <tbody>
            {draft.rules.map((r, i) => [
              <tr key={i} className="border-t border-slate-100">
                <td className="py-1 pr-2 whitespace-nowrap">{r.category === '*' ? t('returns.policy.any') : t(`categories.${r.category}`)}</td>
                <td className="py-1 pr-2 whitespace-nowrap">{country(r.country)}</td>
                <td className="min-w-24 py-1 pr-2">{t(`returns.reasons.${r.reason}`)}</td>
                <td className="py-1 pr-2">
                  <span className="flex gap-1">
                    <input className="input w-20" type="number" min={1} disabled={!canEdit} aria-label={t('returns.policy.windowOf', { reason: t(`returns.reasons.${r.reason}`), n: i + 1 })} value={r.window.amount} onChange={(e) => setRule(i, { window: { ...r.window, amount: Number(e.target.value) } })} />
                    <select className="input w-auto" disabled={!canEdit} aria-label={t('returns.policy.unitOf', { n: i + 1 })} value={r.window.unit} onChange={(e) => setRule(i, { window: { ...r.window, unit: e.target.value as ReturnRule['window']['unit'] } })}>
                      {(['hours', 'days', 'months'] as const).map((u) => (
                        <option key={u} value={u}>
                          {t(`returns.policy.units.${u}`)}
                        </option>
                      ))}
                    </select>
                  </span>
                </td>
                <td className="py-1 pr-2">
                  <select className="input w-auto" disabled={!canEdit} aria-label={t('returns.policy.payerOf', { n: i + 1 })} value={r.returnShippingPaidBy} onChange={(e) => setRule(i, { returnShippingPaidBy: e.target.value as 'shop' | 'customer' })}>
                    <option value="shop">{t('returns.policy.shop')}</option>
                    <option value="customer">{t('returns.policy.customer')}</option>
                  </select>
                </td>
                <td className="py-1 pr-2">
                  <input className="input w-20" type="number" min={0} max={100} disabled={!canEdit} aria-label={t('returns.policy.feeOf', { n: i + 1 })} value={r.restockingFeePercent} onChange={(e) => setRule(i, { restockingFeePercent: Number(e.target.value) })} />
                </td>
                {canEdit && (
                  <td className="py-1">
                    <button type="button" className="btn-outline px-2 py-1 text-xs whitespace-nowrap" aria-label={t('exchange.removeRule', { n: i + 1 })} onClick={() => removeRule(i)}>
                      {t('exchange.remove')}
                    </button>
                  </td>
                )}
              </tr>,
              rowErrors(`rules.${i}.`).length > 0 && (
                <tr key={`${i}-error`}>
                  <td colSpan={7} className="pb-2 text-xs text-red-700" role="alert">
                    {rowErrors(`rules.${i}.`).join(' · ')}
                  </td>
                </tr>
              ),
            ])}
          </tbody>
        </table>
      </div>
      <div className="space-y-1">
        <h3 className="text-sm font-semibold">{t('exchange.finalSaleTitle')}</h3>
        {draft.finalSale.length === 0 ? (
          <p className="text-sm text-slate-500">{t('exchange.finalSaleNone')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2 text-sm">
            {draft.finalSale.map((f, i) => (
              <li key={`${f.category}-${f.country}`} className="flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1">
                {t(`categories.${f.category}`)} · {country(f.country)}
                {canEdit && (
                  <button type="button" className="font-bold text-slate-500" aria-label={t('exchange.removeFinalSale', { category: t(`categories.${f.category}`), country: country(f.country) })} onClick={() => removeFinalSale(i)}>
                    ×
                  </button>
                )}
                {rowErrors(`finalSale.${i}.`).length > 0 && <span className="text-xs text-red-700">{rowErrors(`finalSale.${i}.`).join(' · ')}</span>}
              </li>
            ))}
          </ul>
        )}
      </div>
      {canEdit && <AddRuleForm policy={draft} onAdd={(next) => (setDraft(next), setFields({}))} countryName={country} />}
      <p className="text-xs text-slate-500">{t('returns.policy.legal')}</p>
      <label className="block max-w-xs text-sm">
        <span className="mb-1 block font-semibold">{t('returns.policy.shippingCost')}</span>
        <input className="input" inputMode="decimal" disabled={!canEdit} value={shipping} onChange={(e) => setShipping(e.target.value)} />
      </label>
      <FormError>{error}</FormError>
      {canEdit && <p className="text-xs text-slate-500">{t('exchange.saveNote')}</p>}
      {canEdit && (
        <button type="button" className="btn-primary" onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? t('returns.admin.working') : t('returns.policy.save')}
        </button>
      )}
    </section>
  );
}

/** A country's name in the interface language (the platform's CLDR names), or its code. */
function countryName(code: string): string {
  try {
    return new Intl.DisplayNames([currentLanguage()], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * Adds to the draft policy: one rule per chosen reason for a category and a country (its window,
 * payer and fee), or, as final sale, the category in that country. Refuses what the draft already
 * has; the server checks everything again on saving.
 */
function AddRuleForm({ policy, onAdd, countryName: nameOf }: { policy: ReturnPolicy; onAdd: (next: ReturnPolicy) => void; countryName: (code: string) => string }) {
  const { t } = useTranslation();
  const [category, setCategory] = useState<ReturnRule['category']>('*');
  const [country, setCountry] = useState('*');
  const [reasons, setReasons] = useState<ReturnReason[]>([]);
  const [amount, setAmount] = useState('7');
  const [unit, setUnit] = useState<ReturnRule['window']['unit']>('days');
  const [payer, setPayer] = useState<'shop' | 'customer'>('shop');
  const [fee, setFee] = useState('0');
  const [finalSale, setFinalSale] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (finalSale) {
      if (category === '*') return setError(t('exchange.finalSaleCategory'));
      if (policy.finalSale.some((f) => f.category === category && f.country === country)) return setError(t('exchange.finalSaleDuplicate'));
      setError(null);
      return onAdd({ ...policy, finalSale: [...policy.finalSale, { category, country }] });
    }
    const windowAmount = Number(amount);
    const feePercent = Number(fee);
    if (!reasons.length) return setError(t('exchange.reasonsRequired'));
    if (!Number.isInteger(windowAmount) || windowAmount < 1 || windowAmount > 1000) return setError(t('exchange.windowInvalid'));
    if (!amount.trim() || !Number.isFinite(feePercent) || feePercent < 0 || feePercent > 100) return setError(t('exchange.feeInvalid'));
    if (reasons.some((reason) => policy.rules.some((r) => r.category === category && r.country === country && r.reason === reason))) return setError(t('exchange.ruleDuplicate'));
    setError(null);
    setReasons([]);
    onAdd({ ...policy, rules: [...policy.rules, ...reasons.map((reason) => ({ category, country, reason, window: { amount: windowAmount, unit }, returnShippingPaidBy: payer, restockingFeePercent: feePercent }))] });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded-xl border border-slate-200 p-3" aria-labelledby="add-rule">
      <h3 id="add-rule" className="text-sm font-semibold">
        {t('exchange.addTitle')}
      </h3>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <label className="block text-sm">
          <span className="mb-1 block font-semibold">{t('returns.policy.category')}</span>
          <select className="input" value={category} onChange={(e) => setCategory(e.target.value as ReturnRule['category'])}>
            <option value="*">{t('returns.policy.any')}</option>
            {CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {t(`categories.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="block text-sm">
          <span className="mb-1 block font-semibold">{t('returns.policy.country')}</span>
          <select className="input" value={country} onChange={(e) => setCountry(e.target.value)}>
            <option value="*">{t('returns.policy.any')}</option>
            {SERVICE_COUNTRY_CODES.map((c) => (
              <option key={c} value={c}>
                {nameOf(c)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex items-center gap-2 self-end text-sm sm:col-span-2">
          <input type="checkbox" checked={finalSale} onChange={(e) => setFinalSale(e.target.checked)} /> {t('exchange.finalSale')}
        </label>
      </div>
      <fieldset disabled={finalSale} className="space-y-3 disabled:opacity-50">
        <legend className="mb-1 text-sm font-semibold">{t('exchange.reasons')}</legend>
        <div className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
          {RETURN_REASONS.map((r) => (
            <label key={r} className="flex items-center gap-1.5">
              <input type="checkbox" checked={reasons.includes(r)} onChange={(e) => setReasons((all) => (e.target.checked ? [...all, r] : all.filter((x) => x !== r)))} /> {t(`returns.reasons.${r}`)}
            </label>
          ))}
        </div>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">{t('exchange.window')}</span>
            <input className="input" type="number" min={1} max={1000} value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">{t('exchange.unit')}</span>
            <select className="input" value={unit} onChange={(e) => setUnit(e.target.value as ReturnRule['window']['unit'])}>
              {WINDOW_UNITS.map((u) => (
                <option key={u} value={u}>
                  {t(`returns.policy.units.${u}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">{t('returns.policy.shippingPaidBy')}</span>
            <select className="input" value={payer} onChange={(e) => setPayer(e.target.value as 'shop' | 'customer')}>
              <option value="shop">{t('returns.policy.shop')}</option>
              <option value="customer">{t('returns.policy.customer')}</option>
            </select>
          </label>
          <label className="block text-sm">
            <span className="mb-1 block font-semibold">{t('returns.policy.fee')}</span>
            <input className="input" type="number" min={0} max={100} value={fee} onChange={(e) => setFee(e.target.value)} />
          </label>
        </div>
      </fieldset>
      {error && (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="btn-outline">
        {finalSale ? t('exchange.addFinalSale') : t('exchange.addRule')}
      </button>
    </form>
  );
}
