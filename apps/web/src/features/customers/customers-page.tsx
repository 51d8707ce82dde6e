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
import { Bell, Eye, MessageSquare, MoreVertical, UserPlus } from 'lucide-react';
import type { AdminCustomerDto, CustomerFilterQuery } from '@phonexport/contracts/customers';
import { formatUsd as usd } from '@phonexport/domain/money';
import { startAdminChat } from '../../lib/start-admin-chat';
import { errorMessage, exportWithToast } from '../../lib/admin-api';
import { apiPath } from '../../lib/api-client';
import { dateTime, shortDate } from '../../lib/format-date';
import { Badge } from '../../components/ui/status-badge';
import { QueryState, TableSkeleton } from '../../components/ui/query-state';
import { Modal } from '../../components/ui/dialog';
import { PageHeader } from '../../components/ui/page-header';
import { Pager } from '../../components/ui/data-table';
import { ExportButton, ListToolbar, listOptions, useListOffset } from '../../components/admin-list/list-toolbar';
import { StatCard } from '../../components/ui/stat-card';
import { Tabs } from '../../components/ui/tabs';
import { useCustomers } from './api/use-customers';
import { useCustomer } from './api/use-customer';
import { useNotifyCustomer } from './api/use-notify-customer';
import { useTranslation } from '../../i18n/i18n';

const TAB_KEYS = ['all', 'new', 'vip', 'active'] as const;
type TabKey = (typeof TAB_KEYS)[number];

const PAGE = 20;

/** The list's orders, each a sort column and direction (sorted by the server; texts under admin.customers.sort). */
const SORTS = ['joined-desc', 'joined-asc', 'name-asc', 'spent-desc', 'orders-desc', 'lastLogin-desc'] as const;
type SortKey = (typeof SORTS)[number];

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
  const { t } = useTranslation();
  return async (c: AdminCustomerDto) => {
    try {
      const { conversation } = await startAdminChat(c.id);
      navigate(`/admin/chat?c=${encodeURIComponent(conversation.id)}`);
    } catch (err) {
      toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.customers.messageFailed')) });
    }
  };
}

/** Send Notification (§7): the server's default title and greeting; toasts its confirmation. */
function useSendNotification() {
  const notify = useNotifyCustomer();
  const { t } = useTranslation();
  return async (c: AdminCustomerDto) => {
    try {
      await notify.mutateAsync(c.id);
      toast.success(t('admin.customers.notificationSent', { name: c.displayName }));
    } catch (err) {
      toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.customers.notificationFailed')) });
    }
  };
}

export function CustomersPage() {
  const { t } = useTranslation();
  const messageCustomer = useMessageCustomer();
  const sendNotification = useSendNotification();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<TabKey>('all');
  const [sortKey, setSortKey] = useState<SortKey>('joined-desc');
  const { offset, setOffset, refine } = useListOffset();
  const [viewing, setViewing] = useState<AdminCustomerDto | null>(null);
  const [menu, setMenu] = useState<string | null>(null);
  const [sort, dir] = sortKey.split('-') as [CustomerFilterQuery['sort'], CustomerFilterQuery['dir']];
  const query = { tab, sort, dir, ...(search.trim() ? { search: search.trim() } : {}) };
  const q = useCustomers({ ...query, offset, limit: PAGE });
  const s = q.data?.stats;
  const canExport = useCan('customers.export');
  const canNotify = useCan('customers.manage');
  const exportCsv = () => exportWithToast(apiPath('/api/admin/customers/export.csv', undefined, query), t('admin.customers.exported'));
  const tabs = TAB_KEYS.map((key) => ({ key, label: t(`admin.customers.tab.${key}`) }));
  return (
    <div>
      <PageHeader
        title={t('admin.customers.title')}
        subtitle={t('admin.customers.subtitle')}
        actions={
          <>
            {canExport && <ExportButton onExport={exportCsv} label={t('admin.customers.export')} />}
            <button type="button" className="btn-primary" disabled title={t('admin.customers.addTip')}>
              <UserPlus className="size-4" aria-hidden /> {t('admin.customers.add')}
            </button>
          </>
        }
      />
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard
          label={t('admin.customers.total')}
          value={s?.totalCustomers ?? '…'}
          hint={s && (s.growthPercent === null ? t('admin.customers.noSignUps') : t('admin.customers.growth', { percent: `${s.growthPercent >= 0 ? '+' : ''}${s.growthPercent}` }))}
        />
        <StatCard label={t('admin.customers.newThisMonth')} value={s?.newThisMonth ?? '…'} hint={t('admin.customers.newHint')} />
        <StatCard label={t('admin.customers.vip')} value={s?.vipCustomers ?? '…'} hint={t('admin.customers.vipHint')} />
        <StatCard label={t('admin.customers.avgOrder')} value={s ? usd(s.avgOrderValueCents) : '…'} />
      </div>
      <ListToolbar
        layout="stacked"
        search={{ label: t('admin.customers.searchLabel'), placeholder: t('admin.customers.searchPlaceholder'), value: search, onChange: refine(setSearch) }}
        sort={{ label: t('admin.customers.sortLabel'), value: sortKey, onChange: (v) => refine(setSortKey)(v as SortKey), options: listOptions(SORTS, (key) => t(`admin.customers.sort.${key}`)) }}
      >
        <Tabs variant="pills" label={t('admin.customers.filterLabel')} tabs={tabs} value={tab} onChange={refine(setTab)} />
      </ListToolbar>
      <div className="mt-4">
        <QueryState query={q} loading={<TableSkeleton />} error={t('admin.customers.loadFailed')}>
          {(page) => (
            <div className="card">
              <p className="border-b border-slate-100 px-4 py-3 text-sm text-slate-500">
                {t('admin.customers.showing', { shown: page.items.length, count: page.total })}
              </p>
              {page.items.length === 0 ? (
                <p className="p-8 text-center text-slate-500">{t('admin.customers.none')}</p>
              ) : (
                <ul className="divide-y divide-slate-100">
                  {page.items.map((c) => (
                    <li key={c.id} className="flex flex-wrap items-center gap-4 px-4 py-3">
                      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700" aria-hidden>
                        {initials(c.displayName)}
                      </span>
                      <div className="min-w-40 flex-1">
                        <p className="flex items-center gap-2 font-semibold">
                          {c.displayName} <Badge value={c.status} />
                        </p>
                        <p className="text-sm text-slate-500">{c.email}</p>
                      </div>
                      <dl className="grid grid-cols-4 gap-3 text-sm">
                        <div>
                          <dt className="text-xs text-slate-500">{t('admin.customers.orders')}</dt>
                          <dd className="font-semibold tabular-nums">{c.placedOrderCount}</dd>
                        </div>
                        <div>
                          <dt className="text-xs text-slate-500">{t('admin.customers.joined')}</dt>
                          <dd>{shortDate(c.createdAt)}</dd>
                        </div>
                        <div>
                          <dt className="text-xs text-slate-500">{t('admin.customers.lastLogin')}</dt>
                          <dd>{c.lastLogin ? shortDate(c.lastLogin) : t('admin.customers.never')}</dd>
                        </div>
                        <div>
                          <dt className="text-xs text-slate-500">{t('admin.customers.totalSpent')}</dt>
                          <dd className="font-semibold whitespace-nowrap tabular-nums">{usd(c.totalSpentCents)}</dd>
                        </div>
                      </dl>
                      <div className="relative flex gap-1">
                        <button type="button" className="btn-ghost py-1.5" onClick={() => setViewing(c)}>
                          <Eye className="size-4" aria-hidden /> {t('admin.customers.view')}
                        </button>
                        <button type="button" className="btn-ghost py-1.5" onClick={() => void messageCustomer(c)}>
                          <MessageSquare className="size-4" aria-hidden /> {t('admin.customers.message')}
                        </button>
                        <button
                          type="button"
                          className="btn-ghost p-2"
                          aria-label={t('admin.customers.moreName', { name: c.displayName })}
                          title={t('admin.customers.more')}
                          aria-expanded={menu === c.id}
                          onClick={() => setMenu(menu === c.id ? null : c.id)}
                        >
                          <MoreVertical className="size-4" />
                        </button>
                        {menu === c.id && (
                          <div role="menu" className="absolute top-full right-0 z-10 mt-1 w-48 rounded-xl border border-slate-200 bg-white p-1 shadow-lg">
                            <button role="menuitem" type="button" className="btn-ghost w-full justify-start" onClick={() => (setMenu(null), setViewing(c))}>
                              {t('admin.customers.viewDetails')}
                            </button>
                            <button role="menuitem" type="button" className="btn-ghost w-full justify-start" onClick={() => (setMenu(null), void messageCustomer(c))}>
                              {t('admin.customers.sendMessage')}
                            </button>
                            {canNotify && (
                              <button role="menuitem" type="button" className="btn-ghost w-full justify-start" onClick={() => (setMenu(null), sendNotification(c))}>
                                {t('admin.customers.sendNotification')}
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
        </QueryState>
        {q.data && <Pager offset={offset} pageSize={PAGE} total={q.data.total} onChange={setOffset} />}
      </div>
      <Modal open={viewing !== null} onClose={() => setViewing(null)} title={t('admin.customers.details')} wide>
        {viewing && <CustomerDetails customer={viewing} />}
      </Modal>
    </div>
  );
}

const DETAIL_TABS = ['Overview', 'Orders', 'Activity'] as const;

function CustomerDetails({ customer }: { customer: AdminCustomerDto }) {
  const canNotify = useCan('customers.manage');
  const { t } = useTranslation();
  const messageCustomer = useMessageCustomer();
  const sendNotification = useSendNotification();
  const [tab, setTab] = useState<(typeof DETAIL_TABS)[number]>('Overview');
  const tabs = DETAIL_TABS.map((key) => ({ key, label: t(`admin.customers.detailTab.${key}`) }));
  const q = useCustomer(customer.id);
  const c = q.data?.customer ?? customer;
  return (
    <div className="text-sm">
      <Tabs tabs={tabs} value={tab} onChange={setTab} className="mb-4" />
      {tab === 'Overview' && (
        <div className="grid gap-4 sm:grid-cols-2">
          <section className="rounded-xl bg-slate-50 p-3">
            <h3 className="mb-2 font-semibold">{t('admin.customers.information')}</h3>
            <p className="font-medium">{c.displayName}</p>
            <p>{c.email}</p>
            {c.phone && <p>{c.phone}</p>}
            <p className="mt-1 text-slate-500">{t('admin.customers.joinedOn', { date: shortDate(c.createdAt) })}</p>
            <p className="text-slate-500">{t('admin.customers.lastLoginOn', { date: c.lastLogin ? dateTime(c.lastLogin) : t('admin.customers.never') })}</p>
          </section>
          <section className="rounded-xl bg-slate-50 p-3">
            <h3 className="mb-2 font-semibold">{t('admin.customers.purchaseSummary')}</h3>
            <p>
              {t('admin.customers.statusLabel')} <Badge value={c.status} />
            </p>
            <p className="mt-1">
              {t('admin.customers.ordersValue', { count: c.placedOrderCount })}
              {c.placedOrderCount !== c.orderCount && <span className="text-slate-500"> {t('admin.customers.counted', { count: c.orderCount })}</span>}
            </p>
            <p>{t('admin.customers.totalSpentValue', { amount: usd(c.totalSpentCents) })}</p>
            <p>{t('admin.customers.averageValue', { amount: c.orderCount ? usd(Math.round(c.totalSpentCents / c.orderCount)) : usd(0) })}</p>
          </section>
          <section className="flex flex-wrap gap-2 sm:col-span-2">
            <h3 className="sr-only">{t('admin.customers.quickActions')}</h3>
            <button type="button" className="btn-outline" onClick={() => void messageCustomer(c)}>
              <MessageSquare className="size-4" aria-hidden /> {t('admin.customers.sendMessage')}
            </button>
            {canNotify && (
              <button type="button" className="btn-outline" onClick={() => sendNotification(c)}>
                <Bell className="size-4" aria-hidden /> {t('admin.customers.sendNotification')}
              </button>
            )}
            <a className="btn-outline" href={`mailto:${c.email}`}>
              {t('admin.customers.email')}
            </a>
          </section>
        </div>
      )}
      {tab === 'Orders' &&
        (!q.data ? (
          <TableSkeleton rows={2} />
        ) : q.data.orders.length === 0 ? (
          <p className="p-6 text-center text-slate-500">{t('admin.customers.noOrders')}</p>
        ) : (
          <div>
            <p className="mb-2 text-slate-500">{t('admin.customers.ordersCount', { count: q.data.orders.length })}</p>
            <table className="w-full">
              <thead className="text-left text-slate-500">
                <tr>
                  <th className="py-1 font-medium">{t('admin.orders.order')}</th>
                  <th className="py-1 font-medium">{t('admin.orders.date')}</th>
                  <th className="py-1 text-right font-medium">{t('admin.orders.items')}</th>
                  <th className="py-1 text-right font-medium">{t('admin.orders.total')}</th>
                  <th className="py-1 pl-4 font-medium">{t('admin.orders.status')}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {q.data.orders.map((o) => (
                  <tr key={o.id}>
                    <td className="py-1.5 font-semibold">#{o.orderNumber}</td>
                    <td className="py-1.5">{shortDate(o.createdAt)}</td>
                    <td className="py-1.5 text-right">{o.itemCount}</td>
                    <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{usd(o.totalCents)}</td>
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
