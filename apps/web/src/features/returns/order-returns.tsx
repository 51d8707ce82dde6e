/**
 * The returns of one order on its detail page (issue 27): the **Return or exchange** action while
 * a line may still be returned, the order's requests with their status, amounts and timeline, and,
 * when nothing can be returned any more, why and until when it could.
 */
import { Link } from 'react-router';
import type { OrderReturnsDto } from '@phonexport/contracts/returns';
import { useTranslation } from '../../i18n/i18n';
import { paths } from '../../lib/paths';
import { shortDate } from '../../lib/format-date';
import type { ReturnRequestDto } from '@phonexport/contracts/returns';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useOrderReturns } from './api/use-order-returns';
import { usePayDifference } from './api/use-pay-difference';
import { usePayPalDifference } from './api/use-paypal-difference';
import { PayPalButtons } from '../../components/paypal-buttons';
import { usePaymentInfo } from '../../components/use-payment-info';
import { ReturnStatusBadge, ReturnTimeline, money, useShopperAmount } from './return-parts';

/** True when some line of the order may be returned now for some reason. */
export const canReturn = (data: OrderReturnsDto | undefined): boolean => Boolean(data?.items.some((i) => i.returnableQuantity > 0 && i.reasons.some((r) => r.eligible)));

/** 'Return or exchange' (to /orders/:id/return) while something can be returned; nothing otherwise. */
export function ReturnAction({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data } = useOrderReturns(orderId);
  if (!canReturn(data)) return null;
  return (
    <Link to={paths.orderReturn(orderId)} className="btn-primary flex-1">
      {t('returns.action')}
    </Link>
  );
}

/** The order's requests (newest first), and why nothing can be returned when that is so. */
export function OrderReturns({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data } = useOrderReturns(orderId);
  if (!data) return null;
  // The latest day any line could still have been returned for any reason (when the order was delivered).
  const deadlines = data.items.flatMap((i) => i.reasons.map((r) => r.deadline).filter((d): d is string => Boolean(d)));
  const last = deadlines.sort().at(-1);
  const closed = data.deliveredAt && !canReturn(data) && !data.returns.length && last;
  if (!data.returns.length && !closed) return null;
  return (
    <section className="card space-y-4 p-4" aria-labelledby="order-returns">
      <h2 id="order-returns" className="font-bold">
        {t('returns.section')}
      </h2>
      {closed && <p className="text-sm text-slate-600">{t('returns.closedSince', { date: shortDate(last) })}</p>}
      {data.returns.map((r) => (
        <article key={r.id} className="space-y-3 rounded-xl border border-slate-200 p-3" aria-label={t('returns.requestOf', { date: shortDate(r.createdAt) })}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="text-sm font-semibold">
              {t(`returns.reasons.${r.reason}`)} · {t(`returns.resolution.${r.resolution}`)}
            </p>
            <ReturnStatusBadge status={r.status} />
          </div>
          <ul className="text-sm text-slate-700">
            {r.lines.map((l) => (
              <li key={l.id} className="break-words">
                {l.quantity} × {l.productName} ({l.variant}){l.exchangeVariant ? ` → ${l.exchangeVariant}` : ''}
              </li>
            ))}
          </ul>
          {r.status === 'refunded' || (r.status === 'exchanged' && r.refundedCents > 0) ? (
            <p className="font-semibold text-emerald-700">{t('returns.refundedAmount', { amount: money(r.refundedCents, r.currency) })}</p>
          ) : (
            !['rejected', 'closed', 'exchanged'].includes(r.status) && r.estimateCents > 0 && <p className="text-sm">{t('returns.estimateShort', { amount: money(r.estimateCents, r.currency) })}</p>
          )}
          <DifferencePayment request={r} />
          {r.instructions && r.status === 'approved' && (
            <p className="rounded-lg bg-sky-50 p-2 text-sm break-words text-sky-900">
              <span className="font-semibold">{t('returns.instructions')}:</span> {r.instructions}
            </p>
          )}
          {r.rejectionReason && (
            <p className="rounded-lg bg-red-50 p-2 text-sm break-words text-red-800">
              <span className="font-semibold">{t('returns.rejection')}:</span> {r.rejectionReason}
            </p>
          )}
          <ReturnTimeline events={r.events} />
        </article>
      ))}
    </section>
  );
}

/**
 * An exchange for a dearer variant (decision 071): what is left to pay, with the button that pays
 * it once the exchange is approved (the server's amount, in USD through the shop's payment
 * provider; a second click pays nothing more) — PayPal's buttons when PayPal is the shop's
 * provider — or what was paid.
 */
function DifferencePayment({ request: r }: { request: ReturnRequestDto }) {
  const { t } = useTranslation();
  const shopper = useShopperAmount();
  const pay = usePayDifference(r.orderId);
  const payPal = usePayPalDifference(r.orderId);
  const paypalInfo = usePaymentInfo().data?.paypal ?? null;
  if (r.differenceDueCents > 0) {
    const payable = ['approved', 'received', 'inspected'].includes(r.status);
    const onPay = async () => {
      try {
        await pay.mutateAsync(r.id);
        toast.success(t('exchange.paidToast'));
      } catch (err) {
        toast.error(err instanceof ApiError ? err.message : t('exchange.payFailed'));
      }
    };
    return (
      <div className="space-y-2 rounded-lg bg-amber-50 p-2 text-sm text-amber-900" data-testid="exchange-due">
        <p className="font-semibold">{t('exchange.youPay', { amount: shopper(r.differenceDueCents) })}</p>
        {payable && paypalInfo ? (
          <PayPalButtons
            info={paypalInfo}
            disabled={payPal.capture.isPending}
            callbacks={{
              canPay: () => true,
              createOrder: () => payPal.create.mutateAsync(r.id),
              onApprove: async (paypalOrderId) => {
                try {
                  await payPal.capture.mutateAsync({ returnId: r.id, paypalOrderId });
                  toast.success(t('exchange.paidToast'));
                } catch (err) {
                  toast.error(err instanceof ApiError ? err.message : t('exchange.payFailed'));
                }
              },
              onError: () => toast.error(t('exchange.payFailed')),
            }}
          />
        ) : payable ? (
          <button type="button" className="btn-primary w-full sm:w-auto" disabled={pay.isPending} onClick={() => void onPay()}>
            {pay.isPending ? t('exchange.paying') : t('exchange.pay', { amount: money(r.differenceDueCents, 'USD') })}
          </button>
        ) : (
          <p>{t('exchange.payAfterApproval')}</p>
        )}
      </div>
    );
  }
  if (r.differencePaidCents <= 0) return null;
  return (
    <p className="text-sm font-semibold text-emerald-700" data-testid="exchange-paid">
      {t('exchange.paidAmount', { amount: money(r.differencePaidCents, 'USD') })}
      {r.differenceRefundedCents > 0 && <span className="font-normal text-slate-600"> · {t('exchange.givenBack', { amount: money(r.differenceRefundedCents, 'USD') })}</span>}
    </p>
  );
}
