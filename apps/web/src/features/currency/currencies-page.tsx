/**
 * Back office Currencies screen (issue 22): every display currency with the rate shoppers get
 * (units per USD), where it comes from (rate service, manual, seeded, pegged to ZAR, the shop's
 * own), its age, the rounding rule of shown prices with an example, and whether shoppers may
 * choose it; an alert for stale rates (shoppers see USD for them), the last refresh and a Refresh
 * button. Editing a currency sets its manual rate (empty: follow the service), rounding rule and
 * availability; the server checks every field (400 with field messages shown at the fields).
 * Reports and the dashboard stay in USD.
 */
import { useState } from 'react';
import { AlertTriangle, Pencil, RefreshCw } from 'lucide-react';
import type { AdminCurrencyDto } from '@phonexport/contracts/currency';
import { formatApprox, isRoundingRule, showAmount, type RoundingRule } from '@phonexport/domain/currency';
import { isPeggedToZar, roundingRulesFor, type CurrencyUpdate } from '@phonexport/domain/exchange-rates';
import { currentLanguage, useTranslation } from '../../i18n/i18n';
import { toast } from '../../lib/toast';
import { ApiError } from '../../lib/api';
import { errorMessage } from '../../lib/admin-api';
import { DataTable, type Column } from '../../components/ui/data-table';
import { FormDialog } from '../../components/ui/dialog';
import { Field } from '../../components/ui/field';
import { PageHeader } from '../../components/ui/page-header';
import { QueryState, TableSkeleton } from '../../components/ui/query-state';
import { useAdminCurrencies } from './api/use-admin-currencies';
import { useRefreshRates } from './api/use-refresh-rates';
import { useUpdateCurrency } from './api/use-update-currency';

/** 100 US dollars, the example amount shown with each rounding rule. */
const EXAMPLE_CENTS = 100_00;

const when = (iso: string) => new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A rate as text, up to 8 decimals, in the interface language: 26.3 → '26.3'. */
const rateText = (rate: number) => new Intl.NumberFormat(currentLanguage(), { maximumFractionDigits: 8 }).format(rate);

export function CurrenciesPage() {
  const { t } = useTranslation();
  const q = useAdminCurrencies();
  const refresh = useRefreshRates();
  const [editing, setEditing] = useState<AdminCurrencyDto | null>(null);

  const refreshNow = async () => {
    try {
      const screen = await refresh.mutateAsync();
      if (screen.lastRefresh && !screen.lastRefresh.ok) toast.error(t('currency.admin.refreshFailed'), { description: screen.lastRefresh.message ?? undefined });
      else toast.success(t('currency.admin.refreshed'));
    } catch (err) {
      toast.error(t('currency.admin.refreshFailed'), { description: errorMessage(err, t('currency.admin.refreshFailed')) });
    }
  };

  const columns: Column<AdminCurrencyDto>[] = [
    {
      header: t('currency.admin.currency'),
      cell: (c) => (
        <span>
          <strong className="font-mono">{c.currency}</strong> <span className="text-slate-600">{t(`currency.names.${c.currency}`)}</span>
        </span>
      ),
    },
    {
      header: t('currency.admin.rate'),
      className: 'text-right tabular-nums',
      cell: (c) => (
        <span className="whitespace-nowrap">
          {rateText(c.rate)}
          {c.stale && <span className="ml-2 rounded bg-red-100 px-1.5 py-0.5 text-xs font-semibold text-red-800">{t('currency.admin.stale')}</span>}
        </span>
      ),
    },
    { header: t('currency.admin.source'), cell: (c) => t(`currency.admin.sources.${c.source}`) },
    {
      header: t('currency.admin.updated'),
      cell: (c) => (
        <time dateTime={c.fetchedAt} className="whitespace-nowrap">
          {when(c.fetchedAt)}
        </time>
      ),
    },
    { header: t('currency.admin.rounding'), cell: (c) => t(`currency.admin.rules.${c.rounding}`) },
    {
      header: t('currency.admin.example'),
      className: 'text-right',
      cell: (c) => {
        const shown = showAmount(EXAMPLE_CENTS, c.currency, [{ ...c, stale: false }]);
        return <span className="whitespace-nowrap">{shown.approximate ? formatApprox(shown.minor, shown.currency, currentLanguage()) : '$100.00'}</span>;
      },
    },
    { header: t('currency.admin.shown'), cell: (c) => (c.enabled ? t('currency.admin.yes') : t('currency.admin.no')) },
    {
      header: '',
      className: 'text-right',
      cell: (c) => (
        <button type="button" className="btn-ghost p-2" aria-label={t('currency.admin.editTitle', { currency: c.currency })} onClick={() => setEditing(c)}>
          <Pencil className="size-4" aria-hidden />
        </button>
      ),
    },
  ];

  const actions = (
    <button type="button" className="btn-primary" onClick={refreshNow} disabled={refresh.isPending || q.data?.serviceConfigured === false}>
      <RefreshCw className={`size-4 ${refresh.isPending ? 'animate-spin' : ''}`} aria-hidden /> {refresh.isPending ? t('currency.admin.refreshing') : t('currency.admin.refresh')}
    </button>
  );

  return (
    <div>
      <PageHeader title={t('currency.admin.title')} subtitle={t('currency.admin.subtitle')} actions={actions} />
      <QueryState query={q} loading={<TableSkeleton />} error={t('currency.admin.loadFailed')}>
        {(screen) => {
          const stale = screen.currencies.filter((c) => c.stale && c.enabled);
          return (
            <div className="space-y-4">
              {stale.length > 0 && (
                <p role="alert" className="flex gap-2 rounded-xl border border-red-200 bg-red-50 p-3 text-sm text-red-900" data-testid="stale-alert">
                  <AlertTriangle className="size-5 shrink-0" aria-hidden />
                  <span>
                    {t('currency.admin.staleAlert', { count: stale.length, hours: screen.maxAgeHours })} <strong>{stale.map((c) => c.currency).join(', ')}</strong>
                  </span>
                </p>
              )}
              <div className="card space-y-1 p-4 text-sm text-slate-700">
                <p>{screen.serviceConfigured ? t('currency.admin.serviceOn', { hours: screen.refreshHours }) : t('currency.admin.serviceOff')}</p>
                {screen.lastRefresh && (
                  <p className={screen.lastRefresh.ok ? '' : 'text-red-800'}>
                    {screen.lastRefresh.ok
                      ? t('currency.admin.lastRefreshOk', { when: when(screen.lastRefresh.at) })
                      : t('currency.admin.lastRefreshFailed', { when: when(screen.lastRefresh.at), message: screen.lastRefresh.message ?? '' })}
                  </p>
                )}
              </div>
              <DataTable columns={columns} rows={screen.currencies} rowKey={(c) => c.currency} empty="—" label={t('currency.admin.title')} />
            </div>
          );
        }}
      </QueryState>
      <CurrencyForm currency={editing} onClose={() => setEditing(null)} />
    </div>
  );
}

/**
 * The edit dialog of one currency (open while `currency` is set): manual rate (not for USD or the
 * ZAR-pegged ones), rounding rule, availability. The dialog stays mounted when closed, so a toast
 * shown inside it moves back out as it closes (lib/toast.ts).
 */
function CurrencyForm({ currency, onClose }: { currency: AdminCurrencyDto | null; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCurrency();
  const q = useAdminCurrencies();
  const [shown, setShown] = useState<AdminCurrencyDto | null>(currency);
  const [rate, setRate] = useState('');
  const [rounding, setRounding] = useState<RoundingRule>('none');
  const [enabled, setEnabled] = useState(true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // A newly opened currency starts from its saved values.
  if (currency && currency !== shown) {
    setShown(currency);
    setRate(currency.manualRate === null ? '' : String(currency.manualRate));
    setRounding(currency.rounding);
    setEnabled(currency.enabled);
    setErrors({});
  }
  const c = currency ?? shown;
  if (!c) return null;
  const fixedRate = c.currency === 'USD' || isPeggedToZar(c.currency);

  const submit = async () => {
    const text = rate.trim();
    // Text that is not a number goes to the server as typed: its field message says so.
    const manualRate = fixedRate || text === '' ? null : Number.isFinite(Number(text)) ? Number(text) : (text as unknown as number);
    const body: CurrencyUpdate = { manualRate, rounding, enabled };
    setErrors({});
    try {
      await update.mutateAsync({ currency: c.currency, body });
      toast.success(t('currency.admin.saved'));
      await q.refetch();
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fields);
      toast.error(t('currency.admin.saveFailed'), { description: errorMessage(err, t('currency.admin.saveFailed')) });
    }
  };

  const hint = c.currency === 'USD' ? t('currency.admin.baseHint') : isPeggedToZar(c.currency) ? t('currency.admin.peggedHint') : c.serviceRate !== null ? t('currency.admin.manualRateHint', { rate: rateText(c.serviceRate) }) : t('currency.admin.manualRateHintNone');

  return (
    <FormDialog
      open={currency !== null}
      onClose={onClose}
      title={t('currency.admin.editTitle', { currency: `${c.currency} · ${t(`currency.names.${c.currency}`)}` })}
      onSubmit={submit}
      submitLabel={t('currency.admin.save')}
      cancelLabel={t('currency.admin.cancel')}
      pending={update.isPending}
    >
      <Field label={t('currency.admin.manualRate')} htmlFor="fx-rate" error={errors.manualRate} hint={hint}>
        <input id="fx-rate" className="input" inputMode="decimal" autoComplete="off" value={rate} disabled={fixedRate} onChange={(e) => setRate(e.target.value)} />
      </Field>
      <Field label={t('currency.admin.rounding')} htmlFor="fx-rounding" error={errors.rounding}>
        <select id="fx-rounding" className="input" value={rounding} onChange={(e) => isRoundingRule(e.target.value) && setRounding(e.target.value)}>
          {roundingRulesFor(c.currency).map((r) => (
            <option key={r} value={r}>
              {t(`currency.admin.rules.${r}`)}
            </option>
          ))}
        </select>
      </Field>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            className="size-4"
            checked={enabled}
            disabled={c.currency === 'USD'}
            aria-invalid={errors.enabled ? true : undefined}
            aria-describedby={errors.enabled ? 'fx-enabled-error' : undefined}
            onChange={(e) => setEnabled(e.target.checked)}
          />
          {t('currency.admin.enabled')}
        </label>
        {errors.enabled && (
          <p id="fx-enabled-error" className="mt-1 text-sm text-red-700">
            {errors.enabled}
          </p>
        )}
      </div>
    </FormDialog>
  );
}
