/**
 * Admin orders (back office spec §2, §4): five status counters, search and status filter, a view
 * dialog with the customer's contact details, items, totals and status history, and a status
 * update dialog (tracking number for shipped/delivered, optional). The server records the event,
 * notifies the customer and answers with the spec's result message.
 * Issue 12: each row shows the payment status; Cancel (with a confirm dialog) refunds what is left
 * and returns the units to stock; Refund takes an amount in USD (never more than what is left).
 */
import { describePayment } from '@phonexport/domain/mobile-money';
import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Ban, Eye, RefreshCw, RotateCcw, type LucideIcon } from 'lucide-react';
import type { AdminOrderListItemDto } from '@phonexport/contracts/orders';
import { ORDER_STATUSES, type AdminOrderStatus } from '@phonexport/domain/admin';
import { canCorrectStatus, nextStatuses } from '@phonexport/domain/order-status';
import { centsToDecimalString, centsToInput, formatUsd as usd, parseDollars } from '@phonexport/domain/money';
import { refundableCents } from '@phonexport/domain/refunds';
import { t as translate, useTranslation } from '../../i18n/i18n';
import { ApiError } from '../../lib/api';
import { useCan } from '../../lib/use-me';
import { errorMessage, exportWithToast } from '../../lib/admin-api';
import { apiPath } from '../../lib/api-client';
import { dateTime, shortDate } from '../../lib/format-date';
import { Badge } from '../../components/ui/status-badge';
import { DataTable, Pager, type Column } from '../../components/ui/data-table';
import { Field } from '../../components/ui/field';
import { ExportButton, ListToolbar, listOptions, useListOffset } from '../../components/admin-list/list-toolbar';
import { FormDialog, Modal } from '../../components/ui/dialog';
import { LoadError, TableSkeleton } from '../../components/ui/query-state';
import { PagedListState } from '../../components/admin-list/paged-list-state';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { useAdminOrder } from './api/use-admin-order';
import { orderListQuery, useAdminOrders, type AdminOrdersFilter } from './api/use-admin-orders';
import { useCancelOrder } from './api/use-cancel-order';
import { useRefundOrder } from './api/use-refund-order';
import { useUpdateOrderStatus } from './api/use-update-order-status';

/** An order as the list shows it (the dialogs open on it). */
type AdminOrder = AdminOrderListItemDto;

const PAGE = 20;
const COUNTERS: AdminOrderStatus[] = ['pending', 'confirmed', 'processing', 'shipped', 'delivered'];
/** An order or payment status in the interface language. */
const label = (s: string) => translate(`admin.status.${s}`);
const paymentStatusLabel = (s: string) => translate(`admin.payment.${s}`);
/** The list's orders, each a sort column and direction (its text under admin.orders.sort). */
const SORTS = ['date-desc', 'date-asc', 'total-desc', 'total-asc', 'customer-asc', 'number-desc', 'status-asc'] as const;
type SortKey = (typeof SORTS)[number];

/** §9: the admin view falls back to the last 6 characters of the id. */
const orderNo = (o: { orderNumber?: string; id: string }) => o.orderNumber || o.id.slice(-6);

export function AdminOrdersPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [status, setStatus] = useState<AdminOrderStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sortKey, setSortKey] = useState<SortKey>('date-desc');
  const { offset, setOffset, refine } = useListOffset();
  const [viewing, setViewing] = useState<string | null>(null);
  const [updating, setUpdating] = useState<AdminOrder | null>(null);
  const [cancelling, setCancelling] = useState<AdminOrder | null>(null);
  const [refunding, setRefunding] = useState<AdminOrder | null>(null);
  /** A dialog's change went through: close it and reload the orders (list, counters, the order). */
  const closeAndReload = (close: (order: null) => void) => async () => {
    close(null);
    await qc.invalidateQueries();
  };
  const [sort, dir] = sortKey.split('-') as [AdminOrdersFilter['sort'], AdminOrdersFilter['dir']];
  const filter: AdminOrdersFilter = { search, status, from, to, sort, dir };
  const q = useAdminOrders({ ...filter, offset, limit: PAGE });
  const exportCsv = () => exportWithToast(apiPath('/api/admin/orders/export.csv', undefined, orderListQuery(filter)), t('admin.orders.exported'));
  const counts = q.data?.counts;
  const total = q.data?.total ?? 0;
  const columns: Column<AdminOrderListItemDto>[] = [
    { header: t('admin.orders.order'), cell: (o) => <span className="font-semibold whitespace-nowrap">#{orderNo(o)}</span> },
    {
      header: t('admin.orders.customer'),
      cell: (o) => (
        <>
          <p className="font-medium">{o.customerName}</p>
          <p className="max-w-48 truncate text-xs text-slate-500" title={o.customerEmail}>{o.customerEmail}</p>
        </>
      ),
    },
    { header: t('admin.orders.date'), className: 'whitespace-nowrap', cell: (o) => shortDate(o.createdAt) },
    { header: t('admin.orders.total'), className: 'text-right tabular-nums whitespace-nowrap', cell: (o) => usd(o.totalCents) },
    {
      header: t('admin.orders.statusPayment'),
      cell: (o) => (
        <>
          <Badge value={o.status} />
          {o.trackingNumber && <p className="mt-0.5 text-xs text-slate-500">{o.trackingNumber}</p>}
          <div className="mt-1">
            <PaymentBadge order={o} />
          </div>
        </>
      ),
    },
    {
      header: t('admin.common.actions'),
      actions: true,
      className: 'text-right',
      cell: (o) => <RowActions order={o} layout="grid" onView={setViewing} onStatus={setUpdating} onRefund={setRefunding} onCancel={setCancelling} />,
    },
  ];

  const canExport = useCan('orders.export');
  return (
    <div>
      <PageHeader
        title={t('admin.orders.title')}
        subtitle={t('admin.orders.subtitle')}
        actions={
canExport && <ExportButton onExport={exportCsv} />
        }
      />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        {COUNTERS.map((s) => (
          <button key={s} type="button" className="text-left" onClick={() => (setStatus(status === s ? '' : s), setOffset(0))} aria-pressed={status === s}>
            <StatCard label={label(s)} value={counts?.[s] ?? '…'} hint={status === s ? t('admin.orders.filtered') : undefined} />
          </button>
        ))}
      </div>
      <ListToolbar
        search={{ label: t('admin.orders.searchLabel'), placeholder: t('admin.orders.searchPlaceholder'), value: search, onChange: refine(setSearch) }}
        filters={[
          {
            label: t('admin.orders.statusFilter'),
            value: status,
            onChange: (v) => refine(setStatus)(v as AdminOrderStatus | ''),
            options: listOptions(ORDER_STATUSES, (s) => `${label(s)} (${counts?.[s] ?? 0})`, t('admin.orders.allStatuses', { count: counts?.all ?? 0 })),
          },
        ]}
        dateRange={{ from, to, onFrom: refine(setFrom), onTo: refine(setTo) }}
        sort={{ label: t('admin.orders.sortLabel'), value: sortKey, onChange: (v) => refine(setSortKey)(v as SortKey), options: listOptions(SORTS, (key) => t(`admin.orders.sort.${key}`)) }}
      />
      <div className="mt-4">
        <PagedListState query={q} error={t('admin.orders.loadFailed')} empty={t('admin.orders.none')}>
          {(page) => (
            <>
              <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 2xl:hidden" aria-label={t('admin.orders.title')}>
                {page.items.map((o) => (
                  <li key={o.id} className="card space-y-2 p-4 text-sm">
                    <div className="flex items-start justify-between gap-3">
                      <div className="min-w-0">
                        <p className="font-semibold">#{orderNo(o)}</p>
                        <p className="truncate">{o.customerName}</p>
                        <p className="truncate text-xs text-slate-500">{o.customerEmail}</p>
                      </div>
                      <div className="shrink-0 text-right">
                        <p className="font-semibold whitespace-nowrap tabular-nums">{usd(o.totalCents)}</p>
                        <p className="text-xs text-slate-500">{shortDate(o.createdAt)}</p>
                      </div>
                    </div>
                    <div className="flex flex-wrap items-start gap-2">
                      <Badge value={o.status} />
                      <PaymentBadge order={o} />
                    </div>
                    {o.trackingNumber && <p className="text-xs text-slate-500">{t('admin.orders.trackingValue', { tracking: o.trackingNumber })}</p>}
                    <RowActions order={o} layout="wrap" onView={setViewing} onStatus={setUpdating} onRefund={setRefunding} onCancel={setCancelling} />
                  </li>
                ))}
              </ul>
              <DataTable dense className="hidden 2xl:block" tableClassName="w-full min-w-[760px] text-sm" columns={columns} rows={page.items} rowKey={(o) => o.id} empty={t('admin.orders.none')} />
            </>
          )}
        </PagedListState>
        <Pager offset={offset} pageSize={PAGE} total={total} onChange={setOffset} />
      </div>
      <Modal open={viewing !== null} onClose={() => setViewing(null)} title={t('admin.orders.details')} wide>
        {viewing && <OrderView id={viewing} />}
      </Modal>
      <Modal open={cancelling !== null} onClose={() => setCancelling(null)} title={t('admin.orders.cancelOrder')}>
        {cancelling && (
          <CancelForm
            order={cancelling}
            onClose={() => setCancelling(null)}
            onDone={closeAndReload(setCancelling)}
          />
        )}
      </Modal>
      {refunding && <RefundDialog order={refunding} onClose={() => setRefunding(null)} onDone={closeAndReload(setRefunding)} />}
      {updating && <StatusDialog order={updating} onClose={() => setUpdating(null)} onDone={closeAndReload(setUpdating)} />}
    </div>
  );
}

function OrderView({ id }: { id: string }) {
  const { t } = useTranslation();
  const q = useAdminOrder(id);
  if (q.isError) return <LoadError message={t('admin.orders.detailsFailed')} onRetry={() => q.refetch()} />;
  if (!q.data) return <TableSkeleton rows={3} />;
  const o = q.data;
  const a = o.shippingAddress;
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-bold">{t('admin.orders.orderNumber', { number: orderNo(o) })}</p>
        <Badge value={o.status} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-xl bg-slate-50 p-3">
          <h3 className="mb-1 font-semibold">{t('admin.orders.customer')}</h3>
          <p>{o.customerName}</p>
          <p>
            <a className="text-brand-700 hover:underline" href={`mailto:${o.customerEmail}`}>
              {o.customerEmail}
            </a>
          </p>
          {(o.customerPhone || a.phone) && (
            <p>
              <a className="text-brand-700 hover:underline" href={`tel:${(o.customerPhone || a.phone).replace(/\s/g, '')}`}>
                {o.customerPhone || a.phone}
              </a>
            </p>
          )}
        </section>
        <section className="rounded-xl bg-slate-50 p-3">
          <h3 className="mb-1 font-semibold">{t('admin.orders.shipTo')}</h3>
          <p>{a.name}</p>
          <p>{a.street}</p>
          <p>
            {a.city}
            {a.state ? `, ${a.state}` : ''} {a.zipCode}
          </p>
          <p>{a.country}</p>
        </section>
      </div>
      <section>
        <h3 className="mb-1 font-semibold">{t('admin.orders.items')}</h3>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {o.items.map((i) => (
            <li key={i.id} className="flex justify-between gap-3 px-3 py-2">
              <span>
                {i.productName} <span className="text-slate-500">({i.variant})</span> × {i.quantity}
              </span>
              <span className="whitespace-nowrap tabular-nums">{usd(i.priceCents * i.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
          <dt className="text-slate-500">{t('admin.orders.subtotal')}</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">{usd(o.subtotalCents)}</dd>
          <dt className="text-slate-500">{t('admin.orders.shippingOption', { option: t(`admin.orders.shipping.${o.shippingOption}`) })}</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">{o.shippingCents === 0 ? t('admin.orders.free') : usd(o.shippingCents)}</dd>
          <dt className="text-slate-500">{t('admin.orders.duty')}</dt>
          <dd className="text-right whitespace-nowrap tabular-nums">{usd(o.dutyCents)}</dd>
          {o.discountCents > 0 && (
            <>
              <dt className="text-slate-500">
                {t('admin.orders.discount')} {o.coupon && `(${o.coupon})`}
              </dt>
              <dd className="text-right whitespace-nowrap tabular-nums">−{usd(o.discountCents)}</dd>
            </>
          )}
          <dt className="font-bold">{t('admin.orders.total')}</dt>
          <dd className="text-right font-bold whitespace-nowrap tabular-nums">{usd(o.totalCents)}</dd>
        </dl>
        {o.refundedCents > 0 && (
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1">
            <dt className="text-red-700">{t('admin.orders.refunded')}</dt>
            <dd className="text-right whitespace-nowrap text-red-700 tabular-nums">−{usd(o.refundedCents)}</dd>
            <dt className="font-semibold">{t('admin.orders.netPaid')}</dt>
            <dd className="text-right font-semibold whitespace-nowrap tabular-nums">{usd(o.totalCents - o.refundedCents)}</dd>
          </dl>
        )}
        <p className="mt-2 text-slate-500">
          {t('admin.orders.paymentLine', { method: describePayment(o.paymentMethod, o.paymentDetails), status: paymentStatusLabel(o.paymentStatus) })}
          {o.paymentId && ` · ${o.paymentId}`} · {t('admin.orders.trackingValue', { tracking: o.trackingNumber ?? t('admin.orders.noTracking') })}
        </p>
      </section>
      {o.events.length > 0 && (
        <section>
          <h3 className="mb-1 font-semibold">{t('admin.orders.statusHistory')}</h3>
          <ol className="space-y-1">
            {o.events.map((e) => (
              <li key={e.id} className="flex gap-3">
                <span className="w-40 shrink-0 text-slate-500">{dateTime(e.createdAt)}</span>
                <span>{e.description}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}

/**
 * The status dialog (§4, issue 24): the statuses the order may move to (the domain's transition
 * table), a tracking number for shipped or delivered; or, ticking "Correct a mistake", any other
 * status with a reason, the customer told only when chosen (audited by the server).
 */
function StatusDialog({ order, onClose, onDone }: { order: AdminOrder; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AdminOrderStatus>(order.status);
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const [correcting, setCorrecting] = useState(false);
  const [reason, setReason] = useState('');
  const [notify, setNotify] = useState(false);
  const [reasonError, setReasonError] = useState<string | undefined>();
  const update = useUpdateOrderStatus(order.id);
  const busy = update.isPending;
  const withTracking = status === 'shipped' || status === 'delivered';
  const choices = correcting ? ORDER_STATUSES.filter((s) => s === order.status || canCorrectStatus(order.status, s)) : nextStatuses(order.status);
  const canCorrect = ORDER_STATUSES.some((s) => canCorrectStatus(order.status, s));
  const submit = async () => {
    if (correcting && reason.trim().length < 3) return setReasonError(t('admin.orders.reasonRequired'));
    try {
      const r = await update.mutateAsync({
        status,
        ...(withTracking && tracking.trim() ? { trackingNumber: tracking.trim() } : {}),
        ...(correcting ? { correction: { reason: reason.trim(), notifyCustomer: notify } } : {}),
      });
      toast.success(r.notified ? t('admin.orders.statusNotified', { name: order.customerName }) : t('admin.orders.statusUpdated'));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields['correction.reason']) setReasonError(err.fields['correction.reason']);
      else toast.error(t('admin.common.error'), { description: refundError(err, t('admin.orders.statusFailed')) });
    }
  };
  return (
    <FormDialog open onClose={onClose} title={t('admin.orders.statusTitle')} onSubmit={submit} submitLabel={t('admin.orders.statusSubmit')} pendingLabel={t('admin.orders.updating')} pending={busy}>
      <p className="text-sm text-slate-600">
        {t('admin.orders.orderNumber', { number: orderNo(order) })} · {order.customerName} · {t('admin.orders.currently')} <Badge value={order.status} />
      </p>
      <div>
        <label className="label" htmlFor="o-status">
          {t('admin.orders.newStatus')}
        </label>
        <select id="o-status" className="input" value={status} onChange={(e) => setStatus(e.target.value as AdminOrderStatus)}>
          {choices.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
        {!correcting && choices.length === 1 && <p className="mt-1 text-sm text-slate-500">{t('admin.orders.finalStatus')}</p>}
      </div>
      {canCorrect && (
        <label className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4"
            checked={correcting}
            onChange={(e) => {
              setCorrecting(e.target.checked);
              setStatus(order.status);
            }}
          />
          <span>
            <span className="font-medium">{t('admin.orders.correct')}</span>
            <span className="block text-slate-500">{t('admin.orders.correctHint')}</span>
          </span>
        </label>
      )}
      {correcting && (
        <>
          <Field label={t('admin.orders.reason')} htmlFor="o-reason" error={reasonError}>
            <textarea id="o-reason" className="input" rows={2} maxLength={500} value={reason} onChange={(e) => (setReason(e.target.value), setReasonError(undefined))} />
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4" checked={notify} onChange={(e) => setNotify(e.target.checked)} /> {t('admin.orders.notifyCustomer')}
          </label>
        </>
      )}
      {status === 'cancelled' && order.status !== 'cancelled' && <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{cancelEffect(order)}</p>}
      {withTracking && (
        <div>
          <label className="label" htmlFor="o-tracking">
            {t('admin.orders.trackingOptional')}
          </label>
          <input id="o-tracking" className="input" value={tracking} onChange={(e) => setTracking(e.target.value)} placeholder={t('admin.orders.trackingPlaceholder')} />
        </div>
      )}
    </FormDialog>
  );
}

/**
 * View, Status, Refund and Cancel for one order, each with its visible label, a tooltip and an
 * accessible name naming the order (issue 24): wrapped on cards, two by two in the table's cell.
 */
function RowActions({
  order: o,
  layout,
  onView,
  onStatus,
  onRefund,
  onCancel,
}: {
  order: AdminOrder;
  layout: 'wrap' | 'grid';
  onView: (id: string) => void;
  onStatus: (o: AdminOrder) => void;
  onRefund: (o: AdminOrder) => void;
  onCancel: (o: AdminOrder) => void;
}) {
  const { t } = useTranslation();
  // A role without these permissions (support reads orders only) sees View alone (decision 059).
  const canManage = useCan('orders.manage');
  const canRefund = useCan('orders.refund');
  const left = refundableCents(o);
  const busy = o.paymentStatus === 'refunding';
  const n = orderNo(o);
  return (
    <div className={layout === 'wrap' ? 'flex flex-wrap gap-1' : 'ml-auto grid w-max grid-cols-2 gap-1'}>
      <OrderAction icon={Eye} ghost label={t('admin.orders.viewName', { number: n })} title={t('admin.orders.viewTip')} onClick={() => onView(o.id)}>
        {t('admin.orders.view')}
      </OrderAction>
      {canManage && (
        <OrderAction icon={RefreshCw} label={t('admin.orders.statusName', { number: n })} title={t('admin.orders.statusTip')} onClick={() => onStatus(o)}>
          {t('admin.orders.status')}
        </OrderAction>
      )}
      {canRefund && (
        <OrderAction
          icon={RotateCcw}
          label={t('admin.orders.refundName', { number: n })}
          title={left <= 0 ? t('admin.orders.nothingToRefund') : t('admin.orders.refundTip')}
          disabled={left <= 0 || busy}
          onClick={() => onRefund(o)}
        >
          {t('admin.orders.refund')}
        </OrderAction>
      )}
      {canManage && (
        <OrderAction
          icon={Ban}
          className="text-red-700"
          label={t('admin.orders.cancelName', { number: n })}
          title={o.status === 'cancelled' ? t('admin.orders.alreadyCancelled') : t('admin.orders.cancelTip')}
          disabled={o.status === 'cancelled' || busy}
          onClick={() => onCancel(o)}
        >
          {t('admin.orders.cancel')}
        </OrderAction>
      )}
    </div>
  );
}

/**
 * One of an order row's buttons: the icon, then its visible text (`children`); `label` names it
 * with the order's number, `title` says what it does (or why it is disabled). Outlined, or plain
 * with `ghost` (View); `className` adds a colour.
 */
function OrderAction({ icon: Icon, ghost = false, className, label, title, disabled, onClick, children }: { icon: LucideIcon; ghost?: boolean; className?: string; label: string; title: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  const classes = [ghost ? 'btn-ghost' : 'btn-outline', 'justify-start py-1.5', className].filter(Boolean).join(' ');
  return (
    <button type="button" className={classes} onClick={onClick} disabled={disabled} aria-label={label} title={title}>
      <Icon className="size-4" aria-hidden /> {children}
    </button>
  );
}

/** The row's payment status, with the refunded amount when part was refunded. */
function PaymentBadge({ order }: { order: AdminOrder }) {
  const { t } = useTranslation();
  return (
    <div className="whitespace-nowrap">
      <Badge value={order.paymentStatus} label={paymentStatusLabel(order.paymentStatus)} />
      {order.refundedCents > 0 && order.paymentStatus !== 'refunded' && (
        <p className="mt-0.5 text-xs whitespace-nowrap text-slate-500">{t('admin.orders.amountRefunded', { amount: usd(order.refundedCents) })}</p>
      )}
    </div>
  );
}

const units = (o: AdminOrder) => o.items.reduce((n, i) => n + i.quantity, 0);

/** What cancelling does to this order, in words (the confirm dialog and the status dialog). */
function cancelEffect(o: AdminOrder): string {
  const left = refundableCents(o);
  const n = units(o);
  const stock = translate('admin.orders.unitsReturn', { count: n });
  return left > 0
    ? translate('admin.orders.cancelRefunds', { amount: usd(left), method: o.paymentMethod, stock })
    : translate('admin.orders.cancelNothingLeft', { stock });
}

/** Shows the server's message for refund calls (including the provider's failure, 502). */
function refundError(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status === 502 && err.message ? err.message : errorMessage(err, fallback);
}

function CancelForm({ order, onClose, onDone }: { order: AdminOrder; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const cancel = useCancelOrder(order.id);
  const busy = cancel.isPending;
  const left = refundableCents(order);
  const confirm = async () => {
    try {
      const r = await cancel.mutateAsync();
      if (r.manualRefund) toast.info(t('admin.orders.cancelled'), { description: t('paynow.manualRefund', { amount: usd(r.refundedCents) }) });
      else toast.success(r.refundedCents > 0 ? t('admin.orders.cancelledRefunded') : t('admin.orders.cancelled'));
      onDone();
    } catch (err) {
      toast.error(t('admin.common.error'), { description: refundError(err, t('admin.orders.cancelFailed')) });
    }
  };
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-600">
        {t('admin.orders.orderNumber', { number: orderNo(order) })} · {order.customerName} · <span className="whitespace-nowrap">{usd(order.totalCents)}</span> · {t('admin.orders.currently')}{' '}
        <Badge value={order.status} />{' '}
        <Badge value={order.paymentStatus} label={paymentStatusLabel(order.paymentStatus)} />
      </p>
      <p className="rounded-lg bg-red-50 p-3 text-red-900">{cancelEffect(order)}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onClose} disabled={busy}>
          {t('admin.orders.keepOrder')}
        </button>
        <button type="button" className="btn-primary bg-red-600 hover:bg-red-700" onClick={confirm} disabled={busy}>
          {busy ? t('admin.orders.cancelling') : left > 0 ? t('admin.orders.cancelAndRefund', { amount: usd(left) }) : t('admin.orders.cancelOrder')}
        </button>
      </div>
    </div>
  );
}

/** The refund dialog: an amount in USD, at most what is left; the server's field message shows under it. */
function RefundDialog({ order, onClose, onDone }: { order: AdminOrder; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const left = refundableCents(order);
  const [amount, setAmount] = useState(centsToInput(left));
  const [error, setError] = useState<string | undefined>();
  const refund = useRefundOrder(order.id);
  const busy = refund.isPending;
  // Dollars typed by the admin ('12.5', '$12.50') as cents, or null when it is not an amount.
  const cents = parseDollars(amount, { maxWholeDigits: 7 });
  const submit = async () => {
    if (cents === null || cents < 1) return setError(t('admin.orders.amountRequired'));
    if (cents > left) return setError(t('admin.orders.atMost', { amount: usd(left) }));
    setError(undefined);
    try {
      const r = await refund.mutateAsync(centsToDecimalString(cents));
      if (r.manualRefund) toast.info(t('paynow.manualRefundTitle'), { description: t('paynow.manualRefund', { amount: usd(r.refundedCents) }) });
      else toast.success(t('admin.orders.refundedAmount', { amount: usd(r.refundedCents) }));
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields.amount) setError(err.fields.amount);
      else toast.error(t('admin.common.error'), { description: refundError(err, t('admin.orders.refundFailed')) });
    }
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title={t('admin.orders.refundTitle')}
      onSubmit={submit}
      submitLabel={cents !== null && cents >= 1 && cents <= left ? t('admin.orders.refundAmount', { amount: usd(cents) }) : t('admin.orders.refund')}
      pendingLabel={t('admin.orders.refunding')}
      pending={busy}
      cancelLabel={t('admin.common.close')}
    >
      <p className="text-sm text-slate-600">
        {t('admin.orders.orderNumber', { number: orderNo(order) })} · {order.customerName} · {t('admin.orders.paidWith', { method: describePayment(order.paymentMethod, order.paymentDetails) })}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-500">{t('admin.orders.orderTotal')}</dt>
        <dd className="text-right whitespace-nowrap tabular-nums">{usd(order.totalCents)}</dd>
        <dt className="text-slate-500">{t('admin.orders.alreadyRefunded')}</dt>
        <dd className="text-right whitespace-nowrap tabular-nums">{usd(order.refundedCents)}</dd>
        <dt className="font-semibold">{t('admin.orders.leftToRefund')}</dt>
        <dd className="text-right font-semibold whitespace-nowrap tabular-nums">{usd(left)}</dd>
      </dl>
      <Field label={t('admin.orders.refundAmountLabel')} htmlFor="r-amount" error={error}>
        <input
          id="r-amount"
          className="input"
          inputMode="decimal"
          autoComplete="off"
          value={amount}
          onChange={(e) => (setAmount(e.target.value), setError(undefined))}
          aria-invalid={error ? true : undefined}
          aria-describedby="r-amount-hint"
        />
      </Field>
      <p id="r-amount-hint" className="text-sm text-slate-500">
        {t('admin.orders.refundHint', { method: order.paymentMethod })}
      </p>
    </FormDialog>
  );
}
