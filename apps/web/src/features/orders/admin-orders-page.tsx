/**
 * Admin orders (back office spec §2, §4): five status counters, search and status filter, a view
 * dialog with the customer's contact details, items, totals and status history, and a status
 * update dialog (tracking number for shipped/delivered, optional). The server records the event,
 * notifies the customer and answers with the spec's result message.
 * Issue 12: each row shows the payment status; Cancel (with a confirm dialog) refunds what is left
 * and returns the units to stock; Refund takes an amount in USD (never more than what is left).
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { Ban, Download, Eye, RefreshCw, RotateCcw } from 'lucide-react';
import type { AdminOrderListItemDto } from '@phonexport/contracts/orders';
import { ORDER_STATUSES, type AdminOrderStatus } from '@phonexport/domain/admin';
import { centsToDecimalString, centsToInput, formatUsd as usd, parseDollars } from '@phonexport/domain/money';
import { paymentStatusLabel, refundableCents } from '@phonexport/domain/refunds';
import { ApiError } from '../../lib/api';
import { useCan } from '../../lib/use-me';
import { errorMessage, exportWithToast } from '../../lib/admin-api';
import { apiPath } from '../../lib/api-client';
import { dateTime, shortDate } from '../../lib/format-date';
import { Badge } from '../../components/ui/status-badge';
import { DataTable, Pager, type Column } from '../../components/ui/data-table';
import { Field } from '../../components/ui/field';
import { DateRange, FilterBar } from '../../components/ui/search-box';
import { FormDialog, Modal } from '../../components/ui/dialog';
import { LoadError, TableSkeleton } from '../../components/ui/query-state';
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
const label = (s: string) => s[0]!.toUpperCase() + s.slice(1);
/** The list's orders, each a sort column and direction. */
const SORTS = [
  ['date-desc', 'Newest first'],
  ['date-asc', 'Oldest first'],
  ['total-desc', 'Highest total'],
  ['total-asc', 'Lowest total'],
  ['customer-asc', 'Customer A–Z'],
  ['number-desc', 'Order number'],
  ['status-asc', 'Status'],
] as const;
type SortKey = (typeof SORTS)[number][0];

/** §9: the admin view falls back to the last 6 characters of the id. */
const orderNo = (o: { orderNumber?: string; id: string }) => o.orderNumber || o.id.slice(-6);

export function AdminOrdersPage() {
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [status, setStatus] = useState<AdminOrderStatus | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [sortKey, setSortKey] = useState<SortKey>('date-desc');
  const [offset, setOffset] = useState(0);
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
  /** Sets one filter and goes back to the first page. */
  const refine = <T,>(set: (v: T) => void) => (v: T) => (set(v), setOffset(0));
  const exportCsv = () => exportWithToast(apiPath('/api/admin/orders/export.csv', undefined, orderListQuery(filter)), 'Orders exported with the filters shown');
  const counts = q.data?.counts;
  const total = q.data?.total ?? 0;
  const columns: Column<AdminOrderListItemDto>[] = [
    { header: 'Order', cell: (o) => <span className="font-semibold">#{orderNo(o)}</span> },
    {
      header: 'Customer',
      cell: (o) => (
        <>
          <p className="font-medium">{o.customerName}</p>
          <p className="max-w-48 truncate text-xs text-slate-500" title={o.customerEmail}>{o.customerEmail}</p>
        </>
      ),
    },
    { header: 'Date', className: 'whitespace-nowrap', cell: (o) => shortDate(o.createdAt) },
    { header: 'Total', className: 'text-right tabular-nums', cell: (o) => usd(o.totalCents) },
    {
      header: 'Status · Payment',
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
      header: 'Actions',
      className: 'text-right',
      cell: (o) => <RowActions order={o} labels="2xl" onView={setViewing} onStatus={setUpdating} onRefund={setRefunding} onCancel={setCancelling} />,
    },
  ];

  const canExport = useCan('orders.export');
  return (
    <div>
      <PageHeader
        title="Orders"
        subtitle="Every order, filtered and sorted as you choose"
        actions={
          canExport && (
            <button type="button" className="btn-outline" onClick={exportCsv}>
              <Download className="size-4" /> Export CSV
            </button>
          )
        }
      />
      <div className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
        {COUNTERS.map((s) => (
          <button key={s} type="button" className="text-left" onClick={() => (setStatus(status === s ? '' : s), setOffset(0))} aria-pressed={status === s}>
            <StatCard label={label(s)} value={counts?.[s] ?? '…'} hint={status === s ? 'Filtered' : undefined} />
          </button>
        ))}
      </div>
      <FilterBar label="Search orders" placeholder="Search by order number, customer name or email..." value={search} onChange={refine(setSearch)}>
        <select className="input w-auto" aria-label="Status filter" value={status} onChange={(e) => refine(setStatus)(e.target.value as AdminOrderStatus | '')}>
          <option value="">All statuses ({counts?.all ?? 0})</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {label(s)} ({counts?.[s] ?? 0})
            </option>
          ))}
        </select>
        <DateRange from={from} to={to} onFrom={refine(setFrom)} onTo={refine(setTo)} />
        <select className="input w-auto" aria-label="Sort orders" value={sortKey} onChange={(e) => refine(setSortKey)(e.target.value as SortKey)}>
          {SORTS.map(([key, text]) => (
            <option key={key} value={key}>
              {text}
            </option>
          ))}
        </select>
      </FilterBar>
      <div className="mt-4">
        {q.isError ? (
          <LoadError message="Failed to load orders" onRetry={() => q.refetch()} />
        ) : !q.data ? (
          <TableSkeleton />
        ) : q.data.items.length === 0 ? (
          <div className="card p-8 text-center text-slate-500">No orders found.</div>
        ) : (
          <>
          <ul className="grid grid-cols-1 gap-3 md:grid-cols-2 xl:hidden" aria-label="Orders">
            {q.data.items.map((o) => (
              <li key={o.id} className="card space-y-2 p-4 text-sm">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold">#{orderNo(o)}</p>
                    <p className="truncate">{o.customerName}</p>
                    <p className="truncate text-xs text-slate-500">{o.customerEmail}</p>
                  </div>
                  <div className="shrink-0 text-right">
                    <p className="font-semibold tabular-nums">{usd(o.totalCents)}</p>
                    <p className="text-xs text-slate-500">{shortDate(o.createdAt)}</p>
                  </div>
                </div>
                <div className="flex flex-wrap items-start gap-2">
                  <Badge value={o.status} />
                  <PaymentBadge order={o} />
                </div>
                {o.trackingNumber && <p className="text-xs text-slate-500">Tracking: {o.trackingNumber}</p>}
                <RowActions order={o} labels="always" onView={setViewing} onStatus={setUpdating} onRefund={setRefunding} onCancel={setCancelling} />
              </li>
            ))}
          </ul>
          <DataTable dense className="hidden xl:block" tableClassName="w-full min-w-[760px] text-sm" columns={columns} rows={q.data.items} rowKey={(o) => o.id} empty="No orders found." />
          </>
        )}
        <Pager offset={offset} pageSize={PAGE} total={total} onChange={setOffset} />
      </div>
      <Modal open={viewing !== null} onClose={() => setViewing(null)} title="Order Details" wide>
        {viewing && <OrderView id={viewing} />}
      </Modal>
      <Modal open={cancelling !== null} onClose={() => setCancelling(null)} title="Cancel Order">
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
  const q = useAdminOrder(id);
  if (q.isError) return <LoadError message="Failed to load order details" onRetry={() => q.refetch()} />;
  if (!q.data) return <TableSkeleton rows={3} />;
  const o = q.data;
  const a = o.shippingAddress;
  return (
    <div className="space-y-4 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-base font-bold">Order #{orderNo(o)}</p>
        <Badge value={o.status} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <section className="rounded-xl bg-slate-50 p-3">
          <h3 className="mb-1 font-semibold">Customer</h3>
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
          <h3 className="mb-1 font-semibold">Ship to</h3>
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
        <h3 className="mb-1 font-semibold">Items</h3>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {o.items.map((i) => (
            <li key={i.id} className="flex justify-between gap-3 px-3 py-2">
              <span>
                {i.productName} <span className="text-slate-500">({i.variant})</span> × {i.quantity}
              </span>
              <span className="tabular-nums">{usd(i.priceCents * i.quantity)}</span>
            </li>
          ))}
        </ul>
        <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1">
          <dt className="text-slate-500">Subtotal</dt>
          <dd className="text-right tabular-nums">{usd(o.subtotalCents)}</dd>
          <dt className="text-slate-500">Shipping ({o.shippingOption})</dt>
          <dd className="text-right tabular-nums">{o.shippingCents === 0 ? 'Free' : usd(o.shippingCents)}</dd>
          <dt className="text-slate-500">Duty estimate</dt>
          <dd className="text-right tabular-nums">{usd(o.dutyCents)}</dd>
          {o.discountCents > 0 && (
            <>
              <dt className="text-slate-500">Discount {o.coupon && `(${o.coupon})`}</dt>
              <dd className="text-right tabular-nums">−{usd(o.discountCents)}</dd>
            </>
          )}
          <dt className="font-bold">Total</dt>
          <dd className="text-right font-bold tabular-nums">{usd(o.totalCents)}</dd>
        </dl>
        {o.refundedCents > 0 && (
          <dl className="mt-1 grid grid-cols-2 gap-x-4 gap-y-1">
            <dt className="text-red-700">Refunded</dt>
            <dd className="text-right text-red-700 tabular-nums">−{usd(o.refundedCents)}</dd>
            <dt className="font-semibold">Net paid</dt>
            <dd className="text-right font-semibold tabular-nums">{usd(o.totalCents - o.refundedCents)}</dd>
          </dl>
        )}
        <p className="mt-2 text-slate-500">
          Payment: {o.paymentMethod} · {paymentStatusLabel(o.paymentStatus)}
          {o.paymentId && ` · ${o.paymentId}`} · Tracking: {o.trackingNumber ?? 'none yet'}
        </p>
      </section>
      {o.events.length > 0 && (
        <section>
          <h3 className="mb-1 font-semibold">Status history</h3>
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

/** The status dialog (§4): new status, and a tracking number for shipped or delivered. */
function StatusDialog({ order, onClose, onDone }: { order: AdminOrder; onClose: () => void; onDone: () => void }) {
  const [status, setStatus] = useState<AdminOrderStatus>(order.status);
  const [tracking, setTracking] = useState(order.trackingNumber ?? '');
  const update = useUpdateOrderStatus(order.id);
  const busy = update.isPending;
  const withTracking = status === 'shipped' || status === 'delivered';
  const submit = async () => {
    try {
      const r = await update.mutateAsync({ status, ...(withTracking && tracking.trim() ? { trackingNumber: tracking.trim() } : {}) });
      toast.success(r.message);
      onDone();
    } catch (err) {
      toast.error('Error', { description: refundError(err, 'Failed to update order status') });
    }
  };
  return (
    <FormDialog open onClose={onClose} title="Update Order Status" onSubmit={submit} submitLabel="Update Status" pendingLabel="Updating…" pending={busy}>
      <p className="text-sm text-slate-600">
        Order #{orderNo(order)} · {order.customerName} · currently <Badge value={order.status} />
      </p>
      <div>
        <label className="label" htmlFor="o-status">
          New status
        </label>
        <select id="o-status" className="input" value={status} onChange={(e) => setStatus(e.target.value as AdminOrderStatus)}>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {label(s)}
            </option>
          ))}
        </select>
      </div>
      {status === 'cancelled' && order.status !== 'cancelled' && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">{cancelEffect(order)}</p>
      )}
      {withTracking && (
        <div>
          <label className="label" htmlFor="o-tracking">
            Tracking number (optional)
          </label>
          <input id="o-tracking" className="input" value={tracking} onChange={(e) => setTracking(e.target.value)} placeholder="e.g. 1Z999AA10123456784" />
        </div>
      )}
    </FormDialog>
  );
}

/** View, Status, Refund and Cancel for one order; text labels always (phone cards) or from 2xl (table, icons with tooltips below). */
function RowActions({
  order: o,
  labels,
  onView,
  onStatus,
  onRefund,
  onCancel,
}: {
  order: AdminOrder;
  labels: 'always' | '2xl';
  onView: (id: string) => void;
  onStatus: (o: AdminOrder) => void;
  onRefund: (o: AdminOrder) => void;
  onCancel: (o: AdminOrder) => void;
}) {
  const text = labels === 'always' ? 'inline' : 'hidden 2xl:inline';
  // A role without these permissions (support reads orders only) sees View alone (decision 059).
  const canManage = useCan('orders.manage');
  const canRefund = useCan('orders.refund');
  const left = refundableCents(o);
  const busy = o.paymentStatus === 'refunding';
  return (
    <div className={`flex gap-1 ${labels === 'always' ? 'flex-wrap' : 'justify-end'}`}>
      <button type="button" className="btn-ghost py-1.5" onClick={() => onView(o.id)} aria-label={`View order ${orderNo(o)}`} title="View order">
        <Eye className="size-4" /> <span className={text}>View</span>
      </button>
      {canManage && (
      <button type="button" className="btn-outline py-1.5" onClick={() => onStatus(o)} aria-label={`Update status of order ${orderNo(o)}`} title="Update status">
        <RefreshCw className="size-4" /> <span className={text}>Status</span>
      </button>
      )}
      {canRefund && (
      <button
        type="button"
        className="btn-outline py-1.5"
        onClick={() => onRefund(o)}
        disabled={left <= 0 || busy}
        aria-label={`Refund payment of order ${orderNo(o)}`}
        title={left <= 0 ? 'Nothing left to refund' : 'Refund part or all of the payment'}
      >
        <RotateCcw className="size-4" /> <span className={text}>Refund</span>
      </button>
      )}
      {canManage && (
      <button
        type="button"
        className="btn-outline py-1.5 text-red-700"
        onClick={() => onCancel(o)}
        disabled={o.status === 'cancelled' || busy}
        aria-label={`Cancel order ${orderNo(o)}`}
        title={o.status === 'cancelled' ? 'Already cancelled' : 'Cancel, refund and return the units to stock'}
      >
        <Ban className="size-4" /> <span className={text}>Cancel</span>
      </button>
      )}
    </div>
  );
}

/** The row's payment status, with the refunded amount when part was refunded. */
function PaymentBadge({ order }: { order: AdminOrder }) {
  return (
    <div className="whitespace-nowrap">
      <Badge value={order.paymentStatus} label={paymentStatusLabel(order.paymentStatus)} />
      {order.refundedCents > 0 && order.paymentStatus !== 'refunded' && (
        <p className="mt-0.5 text-xs whitespace-nowrap text-slate-500">{usd(order.refundedCents)} refunded</p>
      )}
    </div>
  );
}

const units = (o: AdminOrder) => o.items.reduce((n, i) => n + i.quantity, 0);

/** What cancelling does to this order, in words (the confirm dialog and the status dialog). */
function cancelEffect(o: AdminOrder): string {
  const left = refundableCents(o);
  const n = units(o);
  const stock = `${n} ${n === 1 ? 'unit returns' : 'units return'} to stock`;
  return left > 0
    ? `${usd(left)} will be refunded to the customer's ${o.paymentMethod} payment and ${stock}. The customer is notified. This cannot be undone.`
    : `Nothing is left to refund; ${stock}. The customer is notified. This cannot be undone.`;
}

/** Shows the server's message for refund calls (including the provider's failure, 502). */
function refundError(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.status === 502 && err.message ? err.message : errorMessage(err, fallback);
}

function CancelForm({ order, onClose, onDone }: { order: AdminOrder; onClose: () => void; onDone: () => void }) {
  const cancel = useCancelOrder(order.id);
  const busy = cancel.isPending;
  const left = refundableCents(order);
  const confirm = async () => {
    try {
      const r = await cancel.mutateAsync();
      toast.success(r.message);
      onDone();
    } catch (err) {
      toast.error('Error', { description: refundError(err, 'Failed to cancel order') });
    }
  };
  return (
    <div className="space-y-4 text-sm">
      <p className="text-slate-600">
        Order #{orderNo(order)} · {order.customerName} · {usd(order.totalCents)} · currently <Badge value={order.status} />{' '}
        <Badge value={order.paymentStatus} label={paymentStatusLabel(order.paymentStatus)} />
      </p>
      <p className="rounded-lg bg-red-50 p-3 text-red-900">{cancelEffect(order)}</p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className="btn-outline" onClick={onClose} disabled={busy}>
          Keep Order
        </button>
        <button type="button" className="btn-primary bg-red-600 hover:bg-red-700" onClick={confirm} disabled={busy}>
          {busy ? 'Cancelling…' : left > 0 ? `Cancel and refund ${usd(left)}` : 'Cancel Order'}
        </button>
      </div>
    </div>
  );
}

/** The refund dialog: an amount in USD, at most what is left; the server's field message shows under it. */
function RefundDialog({ order, onClose, onDone }: { order: AdminOrder; onClose: () => void; onDone: () => void }) {
  const left = refundableCents(order);
  const [amount, setAmount] = useState(centsToInput(left));
  const [error, setError] = useState<string | undefined>();
  const refund = useRefundOrder(order.id);
  const busy = refund.isPending;
  // Dollars typed by the admin ('12.5', '$12.50') as cents, or null when it is not an amount.
  const cents = parseDollars(amount, { maxWholeDigits: 7 });
  const submit = async () => {
    if (cents === null || cents < 1) return setError('Enter the amount to refund in USD, e.g. 12.50');
    if (cents > left) return setError(`At most ${usd(left)} is left to refund`);
    setError(undefined);
    try {
      const r = await refund.mutateAsync(centsToDecimalString(cents));
      toast.success(r.message);
      onDone();
    } catch (err) {
      if (err instanceof ApiError && err.fields.amount) setError(err.fields.amount);
      else toast.error('Error', { description: refundError(err, 'Failed to refund payment') });
    }
  };
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Refund Payment"
      onSubmit={submit}
      submitLabel={cents !== null && cents >= 1 && cents <= left ? `Refund ${usd(cents)}` : 'Refund'}
      pendingLabel="Refunding…"
      pending={busy}
      cancelLabel="Close"
    >
      <p className="text-sm text-slate-600">
        Order #{orderNo(order)} · {order.customerName} · paid with {order.paymentMethod}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1 rounded-lg bg-slate-50 p-3 text-sm">
        <dt className="text-slate-500">Order total</dt>
        <dd className="text-right tabular-nums">{usd(order.totalCents)}</dd>
        <dt className="text-slate-500">Already refunded</dt>
        <dd className="text-right tabular-nums">{usd(order.refundedCents)}</dd>
        <dt className="font-semibold">Left to refund</dt>
        <dd className="text-right font-semibold tabular-nums">{usd(left)}</dd>
      </dl>
      <Field label="Refund amount (USD)" htmlFor="r-amount" error={error}>
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
        The money goes back to the customer's {order.paymentMethod} payment and the customer is notified. The order keeps its status; use Cancel to also return the units to stock.
      </p>
    </FormDialog>
  );
}
