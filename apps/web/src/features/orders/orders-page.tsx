/**
 * Order history (storefront spec §2 Orders): the customer's orders, newest first, linking to
 * /order-detail/{id} and, when a tracking number exists, /track-order?tracking={number}.
 */
import { Package } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { displayOrderNumber } from '@phonexport/domain/order-number';
import { MESSAGES } from '@phonexport/domain/messages';
import { paths } from '../../lib/paths';
import { EmptyState, QueryState, Skeletons } from '../../components/ui/query-state';
import { useOrders } from './api/use-orders';
import { StatusBadge, orderRate } from './order-parts';
import { Price } from '../../components/price';
import { PageTitle } from '../../components/page-title';

export function OrdersPage() {
  const query = useOrders();
  const noTracking = () => toast.info('No Tracking Available', { description: 'This order does not have tracking information yet.' });
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <PageTitle title={'My Orders'} />
      <h1 className="text-2xl font-bold">My Orders</h1>
      <QueryState
        query={query}
        loading={<Skeletons className="h-24" />}
        error={MESSAGES.ordersLoadFailed}
        errorVariant="section"
        empty={
          <EmptyState
            icon={Package}
            title="No orders yet"
            action={
              <Link to={paths.products} className="btn-primary mt-4">
                Start Shopping
              </Link>
            }
          />
        }
      >
        {(orders) => (
          <ul className="mt-4 space-y-3">
            {orders.map((o) => (
              <li key={o.id} className="card p-4">
                <div className="flex items-start justify-between gap-2">
                  <div>
                    <Link to={paths.orderDetail(o.id)} className="font-bold text-brand-700 hover:underline">
                      Order #{displayOrderNumber(o)}
                    </Link>
                    <p className="text-sm text-slate-600">
                      {new Date(o.createdAt).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' })} · {o.items.reduce((n, i) => n + i.quantity, 0)} items
                    </p>
                  </div>
                  <StatusBadge status={o.status} />
                </div>
                <p className="mt-2 truncate text-sm text-slate-700">{o.items.map((i) => i.productName).join(', ')}</p>
                <div className="mt-3 flex items-center justify-between">
                  <Price cents={o.totalCents} snapshot={orderRate(o)} withUsd className="justify-start font-bold" />
                  <div className="flex gap-2">
                    {o.trackingNumber ? (
                      <Link to={paths.trackOrder(o.trackingNumber)} className="btn-outline py-1.5">
                        Track
                      </Link>
                    ) : (
                      <button type="button" className="btn-outline py-1.5" onClick={noTracking}>
                        Track
                      </button>
                    )}
                    <Link to={paths.orderDetail(o.id)} className="btn-outline py-1.5">
                      View Details
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
