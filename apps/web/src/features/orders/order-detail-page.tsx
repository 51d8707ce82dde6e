/**
 * Order detail (storefront spec §2): items, totals, address, delivery estimate, status, Track
 * Package (when a tracking number exists and the order is not delivered), Contact Support mail
 * link and Back to Orders. Missing or someone else's order (the server answers 404 for both):
 * 'Order Not Found'. No id: 'Order ID not provided' and back to /orders.
 */
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import type { OrderDto } from '@phonexport/contracts/orders';
import { displayOrderNumber } from '@phonexport/domain/order-number';
import { formatUsd } from '@phonexport/domain/money';
import { paths } from '../../lib/paths';
import { RecordPage } from '../../components/record-page';
import { useShopContact } from '../../lib/shop';
import { useOrder } from './api/use-order';
import { OrderItemsCard, ShippingAddress, StatusBadge } from './order-parts';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';
import { dateTime } from '../../lib/format-date';

/** What the app composes under the order (its returns, issue 27: app/order-route.tsx), with the order's actions beside it. */
export type OrderExtrasSlot = (order: OrderDto) => { section: ReactNode; action: ReactNode };

export function OrderDetailPage({ extras }: { extras?: OrderExtrasSlot } = {}) {
  const { id = null } = useParams();
  return (
    <RecordPage id={id} query={useOrder(id)} kind="order" list={paths.orders}>
      {(order) => <OrderView order={order} extras={extras?.(order)} />}
    </RecordPage>
  );
}

/** The order itself with Track Package, Contact Support and Back to Orders (and, composed in, Return or exchange and the order's returns). */
function OrderView({ order, extras }: { order: OrderDto; extras?: { section: ReactNode; action: ReactNode } }) {
  const SHOP_CONTACT = useShopContact();
  const number = displayOrderNumber(order);
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <div className="flex items-center justify-between">
        <PageTitle title={t('orders.orderNumber', { number })} />
        <h1 className="text-2xl font-bold">{t('orders.orderNumber', { number })}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="text-sm text-slate-600">
        {t('orders.placed', { date: dateTime(order.createdAt) })} · {t('orders.estimatedDelivery', { range: order.deliveryEstimate })}
      </p>
      <OrderItemsCard order={order} />
      <section className="card grid gap-4 p-4 sm:grid-cols-2">
        <div>
          <h2 className="mb-2 font-bold">{t('orders.shippingAddress')}</h2>
          <ShippingAddress order={order} />
        </div>
        <div className="text-sm">
          <h2 className="mb-2 font-bold">{t('orders.payment')}</h2>
          <p>{order.paymentMethod}</p>
          {order.paymentDetails && (
            <p className="text-slate-600" data-testid="payment-details">
              {[order.paymentDetails.operator, order.paymentDetails.account].filter(Boolean).join(' · ')}
              {order.paymentDetails.providerTransactionId && <span className="block">{t('mobileMoney.transaction', { id: order.paymentDetails.providerTransactionId })}</span>}
            </p>
          )}
          <p className="text-slate-600">
            {t(`orders.paymentStatus.${order.paymentStatus}`)}
            {order.refundedCents > 0 && ` ${t('orders.refunded', { amount: formatUsd(order.refundedCents) })}`}
          </p>
          {order.trackingNumber && <p className="mt-2">{t('orders.tracking', { number: order.trackingNumber })}</p>}
        </div>
      </section>
      {extras?.section}
      <div className="flex flex-col gap-2 sm:flex-row">
        {extras?.action}
        {order.trackingNumber && order.status !== 'delivered' && (
          <Link to={paths.trackOrder(order.trackingNumber)} className="btn-primary flex-1">
            {t('orders.trackPackage')}
          </Link>
        )}
        <a href={`mailto:${SHOP_CONTACT.email}?subject=${encodeURIComponent(t('orders.supportSubject', { number }))}`} className="btn-outline flex-1">
          {t('orders.contactSupport')}
        </a>
        <Link to={paths.orders} className="btn-outline flex-1">
          {t('record.order.back')}
        </Link>
      </div>
    </div>
  );
}
