/**
 * The Currency control (issue 22) of the footer and the desktop header: the currency prices are
 * shown in, among USD and the currencies the shop offers with a fresh rate. The footer's is a GET
 * form to the current page with `currency=` and a submit button until hydration, so it works before
 * the scripts arrive (the server keeps the choice
 * in the cookie and renders the page in it, web-routes.ts); once hydrated, a change applies at once
 * and, for a signed-in customer, is saved in their settings.
 */
import { useId, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import type { DisplayCurrency } from '@phonexport/domain/currency';
import { useTranslation } from '../i18n/i18n';
import { toast } from '../lib/toast';
import { useChooseCurrency, useCurrency } from '../lib/currency';

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once React owns the page. */
const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);

/** `compact`: the codes only (the header); otherwise the codes with their names (the footer). `tone`: 'dark' on the footer. */
export function CurrencyControl({ compact = false, tone = 'light' }: { compact?: boolean; tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  const id = useId();
  const { pathname } = useLocation();
  const hydrated = useHydrated();
  const { currency, wanted, choices, rates } = useCurrency();
  const choose = useChooseCurrency();
  // Until the rates arrive, the wanted currency is listed so the control shows the choice.
  const options = !rates && !choices.includes(wanted) ? [...choices, wanted] : choices;
  const value = rates ? currency : wanted;
  // The footer's: a dark field; the header's: as narrow as the header's links, for the search box's sake.
  const field =
    tone === 'dark'
      ? 'rounded-lg border border-slate-600 bg-slate-800 px-2 py-1.5 text-sm text-white'
      : 'cursor-pointer rounded-lg border-0 bg-transparent py-2 pr-1 pl-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100';
  return (
    <form method="get" action={pathname} className="flex min-w-0 flex-wrap items-center gap-2" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor={id} className={compact ? 'sr-only' : 'text-sm font-semibold'}>
        {t('currency.label')}
      </label>
      <select
        id={id}
        name="currency"
        className={`${field} min-w-0 max-w-full`}
        value={value}
        title={t('currency.choose')}
        data-testid={compact ? 'header-currency' : 'footer-currency'}
        onChange={(e) => {
          choose(e.target.value as DisplayCurrency).catch(() => toast.error(t('currency.saveFailed')));
        }}
      >
        {options.map((c) => (
          <option key={c} value={c}>
            {compact ? c : `${c} · ${t(`currency.names.${c}`)}`}
          </option>
        ))}
      </select>
      {/* The footer's form works before the scripts; the header's would shift the header as it goes. */}
      {!hydrated && !compact && (
        <button type="submit" className={`${field} shrink-0 whitespace-nowrap`}>
          {t('currency.apply')}
        </button>
      )}
    </form>
  );
}
