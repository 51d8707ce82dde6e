/** Pieces shared by the confirmation and order pages: status badge, item list, totals, address. */
import type { ReactNode } from 'react';
import type { OrderDto } from '@phonexport/contracts/orders';
import type { AdminOrderStatus as OrderStatus } from '@phonexport/domain/admin';
import { imageUrl } from '@phonexport/domain/catalog';
import { formatUsd } from '@phonexport/domain/money';
import { useTranslation } from '../../i18n/i18n';
import { PostalAddress } from '../../components/postal-address';
import { TotalsList } from '../../components/totals-list';
import { Price } from '../../components/price';
import { usePriceFormat, type RateSnapshot } from '../../lib/currency';

/**
 * The rate frozen on the order when it was placed (issue 22): its amounts are shown in the
 * currency the customer saw then, at that rate, whatever they choose today.
 */
export function orderRate(order: Pick<OrderDto, 'displayCurrency' | 'exchangeRate' | 'displayRounding'>): RateSnapshot {
  return { currency: order.displayCurrency, rate: order.exchangeRate, rounding: order.displayRounding };
}

/**
 * What was charged and how it was shown: 'Charged $329.00 (USD)', then, when shown in another
 * currency, 'Shown to you as ≈ K 8,653 at 26.3 ZMW per USD (25 Nov 2026).'
 */
export function ChargedNote({ order }: { order: OrderDto }) {
  const { t, language } = useTranslation();
  const shown = usePriceFormat(orderRate(order));
  return (
    <div className="mt-2 space-y-0.5 text-xs text-slate-600" data-testid="charged-note">
      <p>
        {t('currency.charged')}: <strong className="whitespace-nowrap">{formatUsd(order.totalCents)}</strong> (USD)
      </p>
      {shown.converted && (
        <p>
          {t('currency.shownAs', {
            amount: shown.show(order.totalCents),
            rate: new Intl.NumberFormat(language, { maximumFractionDigits: 8 }).format(order.exchangeRate),
            currency: order.displayCurrency,
            date: new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(order.rateFetchedAt)),
          })}
        </p>
      )}
    </div>
  );
}

const STATUS_STYLES: Record<OrderStatus, string> = {
  pending: 'bg-slate-100 text-slate-700',
  confirmed: 'bg-blue-100 text-blue-800',
  processing: 'bg-amber-100 text-amber-800',
  shipped: 'bg-violet-100 text-violet-800',
  delivered: 'bg-green-100 text-green-800',
  cancelled: 'bg-red-100 text-red-800',
};

/** The order's status as customers read it (translated label, not the stored code). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  const { t } = useTranslation();
  return <span className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ${STATUS_STYLES[status]}`}>{t(`orderStatus.${status}`)}</span>;
}

/** The order's lines: thumbnail, name, variant and quantity, line total. */
export function OrderItems({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100" aria-label={t('orders.items')}>
      {order.items.map((i) => (
        <li key={i.id} className="flex items-center gap-3 py-3">
          <img src={imageUrl(i.image, 'thumb') ?? '/favicon.svg'} alt="" width={56} height={56} className="size-14 rounded-lg bg-slate-100 object-cover" loading="lazy" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="font-semibold break-words">{i.productName}</p>
            <p className="text-slate-600">
              {i.variant} · {t('orders.qty', { count: i.quantity })}
            </p>
          </div>
          <span className="text-sm font-semibold" data-float-clear>
            <Price cents={i.priceCents * i.quantity} snapshot={orderRate(order)} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The order's money lines: subtotal, shipping with its option, estimated duty, discount with its coupon, total. */
export function OrderTotals({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  const rate = orderRate(order);
  const rows: [string, ReactNode][] = [
    [t('orders.subtotal'), <Price cents={order.subtotalCents} snapshot={rate} />],
    [t('orders.shippingWith', { option: t(`orders.shippingOption.${order.shippingOption}`) }), order.shippingCents === 0 ? t('summary.free') : <Price cents={order.shippingCents} snapshot={rate} />],
    [t('summary.duty'), <Price cents={order.dutyCents} snapshot={rate} />],
  ];
  if (order.discountCents > 0) rows.push([order.coupon ? t('orders.discountWith', { code: order.coupon }) : t('summary.discount'), <Price cents={-order.discountCents} snapshot={rate} />]);
  return <TotalsList rows={rows} total={<Price cents={order.totalCents} snapshot={rate} withUsd />} />;
}

/** The Items card of the confirmation and order pages: the lines, then the totals. */
export function OrderItemsCard({ order }: { order: OrderDto }) {
  const { t } = useTranslation();
  return (
    <section className="card p-4">
      <h2 className="font-bold">{t('orders.items')}</h2>
      <OrderItems order={order} />
      <div className="mt-2 border-t border-slate-200 pt-3">
        <OrderTotals order={order} />
        <ChargedNote order={order} />
      </div>
    </section>
  );
}

/** Where the order goes, name in bold. */
export function ShippingAddress({ order }: { order: OrderDto }) {
  return <PostalAddress address={order.shippingAddress} />;
}
