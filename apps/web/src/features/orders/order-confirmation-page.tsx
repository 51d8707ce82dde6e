/**
 * Order confirmation (storefront spec §2): thank-you, order number, the payment transaction id
 * (last 10 characters, copy button, 2 s toast), the shipping card (the method chosen) with the tracking number
 * once one is assigned, items, totals, address and Continue Shopping. The placed order's id is
 * kept in session storage; the order itself is read from the server. Without it: redirect to /.
 */
import { CheckCircle2, Copy, Truck } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { toast } from '../../lib/toast';
import { paths } from '../../lib/paths';
import { Spinner } from '../../components/spinner';
import { useOrder } from './api/use-order';
import { OrderItemsCard, ShippingAddress } from './order-parts';
import { LAST_ORDER_KEY } from '../../lib/last-order';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';

export function OrderConfirmationPage() {
  const id = sessionStorage.getItem(LAST_ORDER_KEY);
  const { data: order, isLoading, isError } = useOrder(id);
  const { t } = useTranslation();
  if (!id || isError) return <Navigate to="/" replace />;
  if (isLoading || !order) return <Spinner />;

  const shortPayment = order.paymentId ? order.paymentId.slice(-10) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(order.paymentId ?? '');
      toast.success(t('confirmation.copied'), { description: t('confirmation.copiedText'), duration: 2000 });
    } catch {
      toast.error(t('common.error'), { description: t('share.copyFailed'), duration: 2000 });
    }
  };

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6">
      <section className="card p-6 text-center">
        <CheckCircle2 className="mx-auto size-14 text-green-600" aria-hidden />
        <PageTitle title={t('confirmation.title')} />
        <h1 className="mt-3 text-2xl font-bold">{t('confirmation.thanks')}</h1>
        <p className="mt-1 text-slate-600">{t('confirmation.notified')}</p>
        <p className="mt-4 text-sm text-slate-600">{t('confirmation.orderNumber')}</p>
        <p className="text-xl font-extrabold tracking-wide" data-testid="order-number">
          {order.orderNumber}
        </p>
        {order.paymentId && (
          <div className="mt-3 flex items-center justify-center gap-2 text-sm">
            <span className="text-slate-600">{t('confirmation.transactionId')}</span>
            <code className="rounded bg-slate-100 px-2 py-0.5">…{shortPayment}</code>
            <button type="button" onClick={copy} className="rounded-full p-1.5 hover:bg-slate-100" aria-label={t('confirmation.copyTransactionId')}>
              <Copy className="size-4" aria-hidden />
            </button>
          </div>
        )}
      </section>

      <section className="card flex items-start gap-3 p-4" aria-labelledby="shipping-card">
        <Truck className="size-8 shrink-0 text-brand-600" aria-hidden />
        <div className="flex-1 text-sm">
          <h2 id="shipping-card" className="font-bold">
            {t(order.shippingOption === 'express' ? 'checkout.express' : 'checkout.standard')}
          </h2>
          <p className="text-slate-600">{t('orders.estimatedDelivery', { range: order.deliveryEstimate })}</p>
          {order.trackingNumber ? (
            <div className="mt-2 flex items-center justify-between gap-2">
              <span>
                {t('confirmation.trackingNumber')} <strong>{order.trackingNumber}</strong>
              </span>
              <Link to={paths.trackOrder(order.trackingNumber)} className="btn-outline py-1.5">
                {t('orders.track')}
              </Link>
            </div>
          ) : (
            <p className="mt-1 text-slate-600">{t('confirmation.trackingLater')}</p>
          )}
        </div>
      </section>

      <OrderItemsCard order={order} />

      <section className="card p-4">
        <h2 className="mb-2 font-bold">{t('orders.shippingAddress')}</h2>
        <ShippingAddress order={order} />
      </section>

      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to="/" className="btn-primary flex-1">
          {t('cart.continueShopping')}
        </Link>
        <Link to={paths.orders} className="btn-outline flex-1">
          {t('confirmation.viewOrders')}
        </Link>
      </div>
    </div>
  );
}
