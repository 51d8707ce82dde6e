/**
 * Order summary card (cart and checkout): subtotal, shipping ('Free' at 0), duty when included,
 * discount and total, all from the server's quote.
 */
import type { Totals } from '@phonexport/domain/pricing';
import { formatUsd } from '@phonexport/domain/money';

export function OrderSummary({ totals, showDuty, couponCode, title = 'Order Summary' }: { totals: Totals; showDuty: boolean; couponCode?: string | null; title?: string }) {
  return (
    <section className="card p-4" aria-labelledby="summary-title">
      <h2 id="summary-title" className="font-bold">
        {title}
      </h2>
      <dl className="mt-3 space-y-2 text-sm">
        <Row label={`Subtotal (${totals.itemCount} item${totals.itemCount === 1 ? '' : 's'})`} value={formatUsd(totals.subtotalCents)} />
        <Row label="Shipping" value={totals.shippingCents === 0 ? 'Free' : formatUsd(totals.shippingCents)} />
        {showDuty && <Row label="Estimated duty" value={formatUsd(totals.dutyCents)} />}
        {totals.discountCents > 0 && <Row label={`Discount${couponCode ? ` (${couponCode})` : ''}`} value={`-${formatUsd(totals.discountCents)}`} accent />}
        <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatUsd(totals.totalCents)}</dd>
        </div>
      </dl>
      {!showDuty && <p className="mt-2 text-xs text-slate-500">Duty estimate is added at checkout.</p>}
    </section>
  );
}

function Row({ label, value, accent }: { label: string; value: string; accent?: boolean }) {
  return (
    <div className={`flex justify-between ${accent ? 'text-green-700' : ''}`}>
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium">{value}</dd>
    </div>
  );
}
