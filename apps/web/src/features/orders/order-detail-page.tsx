/**
 * Order detail (storefront spec §2): items, totals, address, delivery estimate, status, Track
 * Package (when a tracking number exists and the order is not delivered), Contact Support mail
 * link and Back to Orders. Missing or someone else's order (the server answers 404 for both):
 * 'Order Not Found'. No id: 'Order ID not provided' and back to /orders.
 */
import { Link, useParams } from 'react-router';
import type { OrderDto } from '@phonexport/contracts/orders';
import { displayOrderNumber } from '@phonexport/domain/order-number';
import { formatUsd } from '@phonexport/domain/money';
import { paymentStatusLabel } from '@phonexport/domain/refunds';
import { paths } from '../../lib/paths';
import { RecordPage } from '../../components/record-page';
import { useShopContact } from '../../lib/shop';
import { useOrder } from './api/use-order';
import { OrderItemsCard, ShippingAddress, StatusBadge } from './order-parts';
import { PageTitle } from '../../components/page-title';
import { dateTime } from '../../lib/format-date';

export function OrderDetailPage() {
  const { id = null } = useParams();
  return (
    <RecordPage id={id} query={useOrder(id)} noun="Order" missingId="Order ID not provided" list={paths.orders}>
      {(order) => <OrderView order={order} />}
    </RecordPage>
  );
}

/** The order itself with Track Package, Contact Support and Back to Orders. */
function OrderView({ order }: { order: OrderDto }) {
  const SHOP_CONTACT = useShopContact();
  const number = displayOrderNumber(order);
  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <div className="flex items-center justify-between">
        <PageTitle title={`Order #${number}`} />
        <h1 className="text-2xl font-bold">Order #{number}</h1>
        <StatusBadge status={order.status} />
      </div>
      <p className="text-sm text-slate-600">
        Placed {dateTime(order.createdAt)} · Estimated delivery {order.deliveryEstimate} business days
      </p>
      <OrderItemsCard order={order} />
      <section className="card grid gap-4 p-4 sm:grid-cols-2">
        <div>
          <h2 className="mb-2 font-bold">Shipping address</h2>
          <ShippingAddress order={order} />
        </div>
        <div className="text-sm">
          <h2 className="mb-2 font-bold">Payment</h2>
          <p>{order.paymentMethod}</p>
          <p className="text-slate-600">
            {paymentStatusLabel(order.paymentStatus)}
            {order.refundedCents > 0 && ` (${formatUsd(order.refundedCents)} refunded)`}
          </p>
          {order.trackingNumber && <p className="mt-2">Tracking: {order.trackingNumber}</p>}
        </div>
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        {order.trackingNumber && order.status !== 'delivered' && (
          <Link to={paths.trackOrder(order.trackingNumber)} className="btn-primary flex-1">
            Track Package
          </Link>
        )}
        <a href={`mailto:${SHOP_CONTACT.email}?subject=${encodeURIComponent(`Order Support - Order #${number}`)}`} className="btn-outline flex-1">
          Contact Support
        </a>
        <Link to={paths.orders} className="btn-outline flex-1">
          Back to Orders
        </Link>
      </div>
    </div>
  );
}
