/**
 * The return policy for orders placed from now on (issue 27): each rule's category, country,
 * reason, window, who pays the return shipping and the restocking fee, and the return shipping
 * cost. The owner (settings.manage) edits the window, the payer and the fee of each rule and the
 * shipping cost; saving makes a new version, and orders already placed keep theirs.
 */
import { useEffect, useState } from 'react';
import type { ReturnPolicy, ReturnRule } from '@phonexport/domain/returns';
import { centsToDecimalString, parseDollars } from '@phonexport/domain/money';
import { FormError } from '../../components/ui/dialog';
import { useTranslation } from '../../i18n/i18n';
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
  useEffect(() => {
    if (q.data) {
      setDraft(q.data.policy as ReturnPolicy);
      setShipping(centsToDecimalString(q.data.policy.returnShippingCents));
    }
  }, [q.data]);
  if (!q.data || !draft) return null;
  const setRule = (i: number, patch: Partial<ReturnRule>) => setDraft({ ...draft, rules: draft.rules.map((r, j) => (j === i ? { ...r, ...patch } : r)) });
  const submit = async () => {
    const cents = parseDollars(shipping, { maxWholeDigits: 5 });
    if (cents === null) return setError(t('returns.policy.shippingInvalid'));
    setError(undefined);
    try {
      await save.mutateAsync({ ...draft, returnShippingCents: cents });
      toast.success(t('returns.policy.saved'));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('returns.admin.failed'));
    }
  };
  return (
    <section className="card space-y-3 p-4" aria-labelledby="return-policy">
      <h2 id="return-policy" className="text-lg font-bold">
        {t('returns.policy.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('returns.policy.intro', { date: dateTime(q.data.createdAt) })}</p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[44rem] text-sm">
          <thead>
            <tr className="text-left text-slate-500">
              <th className="py-1 pr-2 whitespace-nowrap">{t('returns.policy.category')}</th>
              <th className="py-1 pr-2 whitespace-nowrap">{t('returns.policy.country')}</th>
              <th className="py-1 pr-2">{t('returns.policy.reason')}</th>
              <th className="py-1 pr-2">{t('returns.policy.window')}</th>
              <th className="py-1 pr-2">{t('returns.policy.shippingPaidBy')}</th>
              <th className="py-1">{t('returns.policy.fee')}</th>
            </tr>
          </thead>
          <tbody>
            {draft.rules.map((r, i) => (
              <tr key={i} className="border-t border-slate-100">
                <td className="py-1 pr-2 whitespace-nowrap">{r.category === '*' ? t('returns.policy.any') : t(`categories.${r.category}`)}</td>
                <td className="py-1 pr-2 whitespace-nowrap">{r.country === '*' ? t('returns.policy.any') : r.country}</td>
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
                <td className="py-1">
                  <input className="input w-20" type="number" min={0} max={100} disabled={!canEdit} aria-label={t('returns.policy.feeOf', { n: i + 1 })} value={r.restockingFeePercent} onChange={(e) => setRule(i, { restockingFeePercent: Number(e.target.value) })} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="text-xs text-slate-500">{t('returns.policy.legal')}</p>
      <label className="block max-w-xs text-sm">
        <span className="mb-1 block font-semibold">{t('returns.policy.shippingCost')}</span>
        <input className="input" inputMode="decimal" disabled={!canEdit} value={shipping} onChange={(e) => setShipping(e.target.value)} />
      </label>
      <FormError>{error}</FormError>
      {canEdit && (
        <button type="button" className="btn-primary" onClick={() => void submit()} disabled={save.isPending}>
          {save.isPending ? t('returns.admin.working') : t('returns.policy.save')}
        </button>
      )}
    </section>
  );
}
