/**
 * `/orders/:id` and `/order-detail/:id`: the order's page with its returns composed in (issue 27,
 * decision 023): the Return or exchange action beside Contact Support, and the order's return
 * requests with their timelines below the order. Both load lazily after the order.
 */
import { lazy, Suspense } from 'react';
import { OrderDetailPage, type OrderExtrasSlot } from '../features/orders/order-detail-page';

const OrderReturns = lazy(async () => ({ default: (await import('../features/returns/order-returns')).OrderReturns }));
const ReturnAction = lazy(async () => ({ default: (await import('../features/returns/order-returns')).ReturnAction }));

const extras: OrderExtrasSlot = (order) => ({
  section: (
    <Suspense fallback={null}>
      <OrderReturns orderId={order.id} />
    </Suspense>
  ),
  action: (
    <Suspense fallback={null}>
      <ReturnAction orderId={order.id} />
    </Suspense>
  ),
});

export function OrderRoute() {
  return <OrderDetailPage extras={extras} />;
}
