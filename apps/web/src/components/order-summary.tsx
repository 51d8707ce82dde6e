/**
 * Order summary card (cart and checkout): subtotal, shipping ('Free' at 0), duty when included,
 * discount and total, all from the server's quote; `SummaryPending` in its place until the quote
 * comes, or when it could not be had.
 */
import type { Totals } from '@phonexport/domain/pricing';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/i18n';
import { Price } from './price';

export function OrderSummary({ totals, showDuty, couponCode, title }: { totals: Totals; showDuty: boolean; couponCode?: string | null; title?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card p-4" aria-labelledby="summary-title" data-float-clear>
      <h2 id="summary-title" className="font-bold">
        {title ?? t('summary.title')}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <Row label={t('summary.subtotal', { count: totals.itemCount })} value={<Price cents={totals.subtotalCents} />} />
        <Row label={t('summary.shipping')} value={totals.shippingCents === 0 ? t('summary.free') : <Price cents={totals.shippingCents} />} />
        {showDuty && <Row label={t('summary.duty')} value={<Price cents={totals.dutyCents} />} />}
        {totals.discountCents > 0 && <Row label={`${t('summary.discount')}${couponCode ? ` (${couponCode})` : ''}`} value={<Price cents={-totals.discountCents} />} accent />}
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold">
          <dt>{t('summary.total')}</dt>
          <dd data-testid="order-total" className="text-right">
            <Price cents={totals.totalCents} withUsd />
          </dd>
        </div>
      </dl>
      {!showDuty && <p className="mt-2 text-xs text-slate-500">{t('summary.dutyLater')}</p>}
    </section>
  );
}

function Row({ label, value, accent }: { label: string; value: ReactNode; accent?: boolean }) {
  return (
    <div className={`flex justify-between gap-3 ${accent ? 'text-green-700' : ''}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}

/**
 * In the summary's place before the server's quote: a placeholder of the summary's height
 * (`className`, e.g. 'h-40') while it loads, or, when it `failed` (the request was tried again and
 * still failed), the reason and Try Again (`onRetry` asks again). Cart and checkout.
 */
export function SummaryPending({ failed, onRetry, className }: { failed: boolean; onRetry: () => void; className: string }) {
  const { t } = useTranslation();
  if (!failed) return <div className={`skeleton ${className}`} />;
  return (
    <section role="alert" className="card p-4 text-sm" data-testid="summary-failed">
      <p className="text-slate-700">{t('summary.loadFailed')}</p>
      <button type="button" className="btn-outline mt-3 w-full" onClick={onRetry}>
        {t('common.tryAgain')}
      </button>
    </section>
  );
}
