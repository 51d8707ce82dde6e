/**
 * An invoice's total (issue 22): the USD amount charged, and beside it the approximation the
 * customer saw in their currency at the order's frozen rate ("$329.00 (≈ K 8,653)"); a note says
 * which rate, from when.
 */
import type { InvoiceDto } from '@phonexport/contracts/invoices';
import { formatApprox } from '@phonexport/domain/currency';
import { formatUsd } from '@phonexport/domain/money';
import { useTranslation } from '../../i18n/i18n';

export function InvoiceTotal({ invoice }: { invoice: Pick<InvoiceDto, 'totalCents' | 'shownTotal'> }) {
  const { language } = useTranslation();
  const shown = invoice.shownTotal;
  return (
    <span className="inline-flex flex-wrap items-baseline justify-end gap-x-1.5" data-price={shown?.currency ?? 'USD'}>
      <span className="whitespace-nowrap">{formatUsd(invoice.totalCents)}</span>
      {shown && (
        <span className="whitespace-nowrap text-[0.85em] font-normal text-slate-500" data-price-shown>
          ({formatApprox(shown.minor, shown.currency, language)})
        </span>
      )}
    </span>
  );
}

/** 'Shown to you as ≈ K 8,653 at 26.3 ZMW per USD (25 Nov 2026).' under an invoice converted for its customer; nothing for USD. */
export function ShownTotalNote({ invoice }: { invoice: Pick<InvoiceDto, 'shownTotal'> }) {
  const { t, language } = useTranslation();
  const shown = invoice.shownTotal;
  if (!shown) return null;
  return (
    <p className="mt-2 text-xs text-slate-600" data-testid="shown-total-note">
      {t('currency.shownAs', {
        amount: formatApprox(shown.minor, shown.currency, language),
        rate: new Intl.NumberFormat(language, { maximumFractionDigits: 8 }).format(shown.exchangeRate),
        currency: shown.currency,
        date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(shown.rateFetchedAt)),
      })}
    </p>
  );
}
