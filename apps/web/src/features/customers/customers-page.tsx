/**
 * Admin customers (back office spec §2 Admin customers, §4 derived status): stat cards, search,
 * All/New/VIP/Active tabs, rows with initials, status, orders, join date, last login and total
 * spent, paged, searched and sorted by the server; a details dialog (Overview, Orders, Activity from real events); Export (customers.csv)
 * and Send Notification. Message starts or reopens a live chat with the customer.
 */
import { useCan } from '../../lib/use-me';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { Bell, Download, Eye, MessageSquare, MoreVertical, UserPlus } from 'lucide-react';
import type { AdminCustomerDto, CustomerFilterQuery } from '@phonexport/contracts/customers';
import { formatUsd as usd } from '@phonexport/domain/money';
import { startAdminChat } from '../../lib/start-admin-chat';
import { errorMessage, exportWithToast } from '../../lib/admin-api';
import { apiPath } from '../../lib/api-client';
import { dateTime, shortDate } from '../../lib/format-date';
import { Badge } from '../../components/ui/status-badge';
import { LoadError, TableSkeleton } from '../../components/ui/query-state';
import { Modal } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Pager } from '../../components/ui/data-table';
import { SearchBox } from '../../components/ui/search-box';
import { StatCard } from '../../components/ui/stat-card';
import { Tabs } from '../../components/ui/tabs';
import { useCustomers } from './api/use-customers';
import { useCustomer } from './api/use-customer';
import { useNotifyCustomer } from './api/use-notify-customer';

const TABS = [
  { key: 'all', label: 'All' },
  { key: 'new', label: 'New' },
  { key: 'vip', label: 'VIP' },
  { key: 'active', label: 'Active' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const PAGE = 20;

/** The list's orders, each a sort column and direction (sorted by the server). */
const SORTS = [
  ['joined-desc', 'Newest first'],
  ['joined-asc', 'Oldest first'],
  ['name-asc', 'Name A–Z'],
  ['spent-desc', 'Most spent'],
  ['orders-desc', 'Most orders'],
  ['lastLogin-desc', 'Last login'],
] as const;
type SortKey = (typeof SORTS)[number][0];

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('') || '?';

/**
 * Message (§7): starts or reuses the customer's conversation (the server greets them with
 * "Hello {name}, how can we help you today?") and opens it on the Live Chat screen.
 */
function useMessageCustomer() {
  const navigate = useNavigate();
  return async (c: AdminCustomerDto) => {
    try {
      const { conversation } = await startAdminChat(c.id);
      navigate(`/admin/chat?c=${encodeURIComponent(conversation.id)}`);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to send message') });
    }
  };
}

/** Send Notification (§7): the server's default title and greeting; toasts its confirmation. */
function useSendNotification() {
  const notify = useNotifyCustomer();
  return async (c: AdminCustomerDto) => {
    try {
      const r = await notify.mutateAsync(c.id);
      toast.success(r.message);
    } catch (err) {
      toast.error('Error', { description: errorMessage(err, 'Failed to send notification') });
    }
  };
}

export function CustomersPage() {
  const messageCustomer = useMessageCustomer();
  const sendNotification = useSendNotification();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<TabKey>('all');
  const [sortKey, setSortKey] = useState<SortKey>('joined-desc');
  const [offset, setOffset] = useState(0);
  const [viewing, setViewing] = useState<AdminCustomerDto | null>(null);
  const [menu, setMenu] = useState<string | null>(null);
  const [sort, dir] = sortKey.split('-') as [CustomerFilterQuery['sort'], CustomerFilterQuery['dir']];
  const query = { tab, sort, dir, ...(search.trim() ? { search: search.trim() } : {}) };
  const q = useCustomers({ ...query, offset, limit: PAGE });
  /** Sets one filter and goes back to the first page. */
  const refine = <T,>(set: (v: T) => void) => (v: T) => (set(v), setOffset(0));
  const s = q.data?.stats;
  const canExport = useCan('customers.export');
  const canNotify = useCan('customers.manage');
  const exportCsv = () => exportWithToast(apiPath('/api/admin/customers/export.csv', undefined, query), 'Customer data exported successfully');
  return (
    <div>
      <PageHeader
        title="Customers"
        subtitle="Registered shoppers and what they bought"
        actions={
          <>
            {canExport && (
              <button type="button" className="btn-outline" onClick={exportCsv}>
                <Download className="size-4" /> Export
              </button>
            )}
            <button type="button" className="btn-primary" disabled title="Customers create their own accounts">
              <UserPlus className="size-4" /> Add Customer
            </button>
          </>
        }
      />
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard
          label="Total Customers"
          value={s?.totalCustomers ?? '…'}
          hint={s && (s.growthPercent === null ? 'No sign-ups last month' : `${s.growthPercent >= 0 ? '+' : ''}${s.growthPercent}% from last month`)}
        />
        <StatCard label="New This Month" value={s?.newThisMonth ?? '…'} hint="Joined in the last month" />
        <StatCard label="VIP Customers" value={s?.vipCustomers ?? '…'} hint="Over $1,000 or more than 5 orders" />
        <StatCard label="Avg. Order Value" value={s ? usd(s.avgOrderValueCents) : '…'} />
      </div>
      <div className="card mt-6 space-y-3 p-4">
        <SearchBox label="Search customers" placeholder="Search customers by name or email..." value={search} onChange={refine(setSearch)} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <Tabs variant="pills" label="Customer filter" tabs={TABS} value={tab} onChange={refine(setTab)} />
          <select className="input w-auto" aria-label="Sort customers" value={sortKey} onChange={(e) => refine(setSortKey)(e.target.value as SortKey)}>
            {SORTS.map(([key, text]) => (
              <option key={key} value={key}>
                {text}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="mt-4">
        {q.isError ? (
          <LoadError message="Failed to load customers data" onRetry={() => q.refetch()} />
        ) : !q.data ? (
          <TableSkeleton />
        ) : (
          <div className="card">
            <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-500">
              Showing {q.data.items.length} of {q.data.total} customers
            </p>
            {q.data.items.length === 0 ? (
              <p className="p-8 text-center text-slate-500">No customers found matching your criteria</p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {q.data.items.map((c) => (
                  <li key={c.id} className="flex flex-wrap items-center gap-4 px-4 py-3">
                    <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700" aria-hidden>
                      {initials(c.displayName)}
                    </span>
                    <div className="min-w-40 flex-1">
                      <p className="flex items-center gap-2 font-semibold">
                        {c.displayName} <Badge value={c.status} label={c.status === 'vip' ? 'VIP' : undefined} />
                      </p>
                      <p className="text-sm text-slate-500">{c.email}</p>
                    </div>
                    <dl className="grid grid-cols-4 gap-3 text-sm">
                      <div>
                        <dt className="text-xs text-slate-500">Orders</dt>
                        <dd className="font-semibold tabular-nums">{c.placedOrderCount}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-slate-500">Joined</dt>
                        <dd>{shortDate(c.createdAt)}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-slate-500">Last login</dt>
                        <dd>{c.lastLogin ? shortDate(c.lastLogin) : 'Never'}</dd>
                      </div>
                      <div>
                        <dt className="text-xs text-slate-500">Total spent</dt>
                        <dd className="font-semibold tabular-nums">{usd(c.totalSpentCents)}</dd>
                      </div>
                    </dl>
                    <div className="relative flex gap-1">
                      <button type="button" className="btn-ghost py-1.5" onClick={() => setViewing(c)}>
                        <Eye className="size-4" /> View
                      </button>
                      <button type="button" className="btn-ghost py-1.5" onClick={() => void messageCustomer(c)}>
                        <MessageSquare className="size-4" /> Message
                      </button>
                      <button type="button" className="btn-ghost p-2" aria-label={`More actions for ${c.displayName}`} aria-expanded={menu === c.id} onClick={() => setMenu(menu === c.id ? null : c.id)}>
                        <MoreVertical className="size-4" />
                      </button>
                      {menu === c.id && (
                        <div role="menu" className="absolute top-full right-0 z-10 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
                          <button role="menuitem" type="button" className="btn-ghost w-full justify-start" onClick={() => (setMenu(null), setViewing(c))}>
                            View Details
                          </button>
                          <button role="menuitem" type="button" className="btn-ghost w-full justify-start" onClick={() => (setMenu(null), void messageCustomer(c))}>
                            Send Message
                          </button>
                          {canNotify && (
                            <button role="menuitem" type="button" className="btn-ghost w-full justify-start" onClick={() => (setMenu(null), sendNotification(c))}>
                              Send Notification
                            </button>
                          )}
                        </div>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </div>
        )}
        {q.data && <Pager offset={offset} pageSize={PAGE} total={q.data.total} onChange={setOffset} />}
      </div>
      <Modal open={viewing !== null} onClose={() => setViewing(null)} title="Customer Details" wide>
        {viewing && <CustomerDetails customer={viewing} />}
      </Modal>
    </div>
  );
}

const DETAIL_TABS = [
  { key: 'Overview', label: 'Overview' },
  { key: 'Orders', label: 'Orders' },
  { key: 'Activity', label: 'Activity' },
] as const;

function CustomerDetails({ customer }: { customer: AdminCustomerDto }) {
  const canNotify = useCan('customers.manage');
  const messageCustomer = useMessageCustomer();
  const sendNotification = useSendNotification();
  const [tab, setTab] = useState<(typeof DETAIL_TABS)[number]['key']>('Overview');
  const q = useCustomer(customer.id);
  const c = q.data?.customer ?? customer;
  return (
    <div className="text-sm">
      <Tabs tabs={DETAIL_TABS} value={tab} onChange={setTab} className="mb-4" />
      {tab === 'Overview' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <section className="rounded-xl bg-slate-50 p-3">
            <h3 className="mb-2 font-semibold">Customer information</h3>
            <p className="font-medium">{c.displayName}</p>
            <p>{c.email}</p>
            {c.phone && <p>{c.phone}</p>}
            <p className="mt-1 text-slate-500">Joined {shortDate(c.createdAt)}</p>
            <p className="text-slate-500">Last login {c.lastLogin ? dateTime(c.lastLogin) : 'never'}</p>
          </section>
          <section className="rounded-xl bg-slate-50 p-3">
            <h3 className="mb-2 font-semibold">Purchase summary</h3>
            <p>
              Status: <Badge value={c.status} label={c.status === 'vip' ? 'VIP' : undefined} />
            </p>
            <p className="mt-1">
              Orders: {c.placedOrderCount}
              {c.placedOrderCount !== c.orderCount && <span className="text-slate-500"> ({c.orderCount} counted in total spent)</span>}
            </p>
            <p>Total spent: {usd(c.totalSpentCents)}</p>
            <p>Average order: {c.orderCount ? usd(Math.round(c.totalSpentCents / c.orderCount)) : usd(0)}</p>
          </section>
          <section className="flex flex-wrap gap-2 sm:col-span-2">
            <h3 className="sr-only">Quick actions</h3>
            <button type="button" className="btn-outline" onClick={() => void messageCustomer(c)}>
              <MessageSquare className="size-4" /> Send Message
            </button>
            {canNotify && (
              <button type="button" className="btn-outline" onClick={() => sendNotification(c)}>
                <Bell className="size-4" /> Send Notification
              </button>
            )}
            <a className="btn-outline" href={`mailto:${c.email}`}>
              Email
            </a>
          </section>
        </div>
      )}
      {tab === 'Orders' &&
        (!q.data ? (
          <TableSkeleton rows={2} />
        ) : q.data.orders.length === 0 ? (
          <p className="p-6 text-center text-slate-500">No orders found for this customer</p>
        ) : (
          <div>
            <p className="mb-2 text-slate-500">{q.data.orders.length} orders</p>
            <table className="w-full">
              <thead className="text-left text-slate-500">
                <tr>
                  <th className="py-1 font-medium">Order</th>
                  <th className="py-1 font-medium">Date</th>
                  <th className="py-1 text-right font-medium">Items</th>
                  <th className="py-1 text-right font-medium">Total</th>
                  <th className="py-1 pl-4 font-medium">Status</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {q.data.orders.map((o) => (
                  <tr key={o.id}>
                    <td className="py-1.5 font-semibold">#{o.orderNumber}</td>
                    <td className="py-1.5">{shortDate(o.createdAt)}</td>
                    <td className="py-1.5 text-right">{o.itemCount}</td>
                    <td className="py-1.5 text-right tabular-nums">{usd(o.totalCents)}</td>
                    <td className="py-1.5 pl-4">
                      <Badge value={o.status} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))}
      {tab === 'Activity' &&
        (!q.data ? (
          <TableSkeleton rows={2} />
        ) : (
          <ol className="space-y-2">
            {q.data.activity.map((a, i) => (
              <li key={i} className="flex gap-3">
                <span className="w-40 shrink-0 text-slate-500">{dateTime(a.at)}</span>
                <span>{a.text}</span>
              </li>
            ))}
          </ol>
        ))}
    </div>
  );
}
