/**
 * Admin dashboard (back office spec §2): the four cards; tabs Overview (recent orders, top
 * products by units sold), Analytics (this month's share of revenue, average order value, orders
 * per customer) and Reports (revenue and orders per day for a chosen period: chart, table, CSV).
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from '../../lib/toast';
import { DollarSign, Download, Package, ShoppingCart, Users } from 'lucide-react';
import type { DashboardDto, ReportDto } from '@phonexport/contracts/reports';
import { formatUsd as usd } from '@phonexport/domain/money';
import { errorMessage } from '../../lib/admin-api';
import { shortDate } from '../../lib/format-date';
import { Badge } from '../../components/ui/status-badge';
import { DataTable, type Column } from '../../components/ui/data-table';
import { LoadError, TableSkeleton } from '../../components/ui/query-state';
import { PageHeader } from '../../components/ui/page-header';
import { StatCard } from '../../components/ui/stat-card';
import { Tabs } from '../../components/ui/tabs';
import { useTranslation } from '../../i18n/i18n';
import { useDashboard } from './api/use-dashboard';
import { useExportSalesCsv } from './api/use-export-sales-csv';
import { useSalesReport } from './api/use-sales-report';

const TAB_KEYS = ['Overview', 'Analytics', 'Reports'] as const;
type Tab = (typeof TAB_KEYS)[number];

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysAgo = (n: number) => isoDay(new Date(Date.now() - n * 86_400_000));

export function DashboardPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('Overview');
  const q = useDashboard();
  if (q.isError) return <LoadError message={t('admin.dashboard.loadFailed')} onRetry={() => q.refetch()} />;
  const d = q.data;
  const tabs = TAB_KEYS.map((key) => ({ key, label: t(`admin.dashboard.tab${key}`) }));
  return (
    <div>
      <PageHeader title={t('admin.dashboard.title')} subtitle={t('admin.dashboard.subtitle')} />
      <div className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard
          label={t('admin.dashboard.totalRevenue')}
          icon={<DollarSign className="size-4" />}
          value={d ? usd(d.totalRevenueCents) : '…'}
          hint={d && t('admin.dashboard.thisMonthAmount', { amount: usd(d.thisMonthRevenueCents) })}
        />
        <StatCard label={t('admin.dashboard.orders')} icon={<ShoppingCart className="size-4" />} value={d?.totalOrders ?? '…'} hint={d && t('admin.dashboard.thisMonthCount', { count: d.thisMonthOrders })} />
        <StatCard label={t('admin.dashboard.activeProducts')} icon={<Package className="size-4" />} value={d?.totalProducts ?? '…'} hint={t('admin.dashboard.visibleInStore')} />
        <StatCard label={t('admin.dashboard.customers')} icon={<Users className="size-4" />} value={d?.totalCustomers ?? '…'} hint={t('admin.dashboard.registeredAccounts')} />
      </div>

      <Tabs label={t('admin.dashboard.title')} tabs={tabs} value={tab} onChange={setTab} className="mt-8" />
      <div className="mt-6">
        {!d ? <TableSkeleton /> : tab === 'Overview' ? <Overview d={d} /> : tab === 'Analytics' ? <Analytics d={d} /> : <Reports />}
      </div>
    </div>
  );
}

/** The report's table: one row a day, newest first. */
const dayColumns = (t: (key: string) => string): Column<ReportDto['rows'][number]>[] => [
  { header: t('admin.dashboard.date'), cell: (r) => shortDate(`${r.date}T12:00:00Z`) },
  { header: t('admin.dashboard.orders'), className: 'text-right tabular-nums', cell: (r) => r.orders },
  { header: t('admin.dashboard.revenue'), className: 'text-right tabular-nums whitespace-nowrap', cell: (r) => usd(r.revenueCents) },
];
function Overview({ d }: { d: DashboardDto }) {
  const { t } = useTranslation();
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
      <section className="card p-4">
        <h2 className="mb-3 font-bold">{t('admin.dashboard.recentOrders')}</h2>
        {d.recentOrders.length === 0 ? (
          <p className="text-sm text-slate-500">{t('admin.dashboard.noOrders')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {d.recentOrders.map((o) => (
              <li key={o.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <div className="min-w-0">
                  <Link to={`/admin/orders?search=${o.orderNumber}`} className="font-semibold hover:underline">
                    #{o.orderNumber}
                  </Link>
                  <p className="truncate text-slate-500">
                    {o.customerName} · {o.customerEmail}
                  </p>
                </div>
                <div className="flex shrink-0 items-center gap-3">
                  <Badge value={o.status} />
                  <span className="font-semibold whitespace-nowrap tabular-nums">{usd(o.totalCents)}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className="card p-4">
        <h2 className="mb-3 font-bold">{t('admin.dashboard.topProducts')}</h2>
        {d.topProducts.length === 0 ? (
          <p className="text-sm text-slate-500">{t('admin.dashboard.noSales')}</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {d.topProducts.map((p, i) => (
              <li key={p.id} className="flex items-center justify-between gap-3 py-2.5 text-sm">
                <span className="min-w-0 truncate">
                  <span className="mr-2 font-bold text-slate-400">{i + 1}</span>
                  {p.name}
                </span>
                <span className="shrink-0 text-right text-slate-500">
                  {t('admin.dashboard.sold', { count: p.unitsSold })} · {t('admin.dashboard.inStock', { count: p.stock })} · <span className="whitespace-nowrap">{usd(p.priceCents)}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function Analytics({ d }: { d: DashboardDto }) {
  const { t } = useTranslation();
  const share = d.totalRevenueCents ? (d.thisMonthRevenueCents / d.totalRevenueCents) * 100 : 0;
  const aov = d.avgOrderValueCents;
  const perCustomer = d.totalCustomers ? d.totalOrders / d.totalCustomers : 0;
  return (
    <div className="grid gap-4 md:grid-cols-3">
      <StatCard
        label={t('admin.dashboard.monthShare')}
        value={`${share.toFixed(1)}%`}
        hint={t('admin.dashboard.amountOf', { part: usd(d.thisMonthRevenueCents), whole: usd(d.totalRevenueCents) })}
      />
      <StatCard label={t('admin.dashboard.averageOrder')} value={usd(aov)} hint={t('admin.dashboard.ordersCount', { count: d.totalOrders })} />
      <StatCard label={t('admin.dashboard.ordersPerCustomer')} value={perCustomer.toFixed(2)} hint={t('admin.dashboard.customersCount', { count: d.totalCustomers })} />
    </div>
  );
}

function Reports() {
  const { t } = useTranslation();
  const [from, setFrom] = useState(daysAgo(29));
  const [to, setTo] = useState(isoDay(new Date()));
  const q = useSalesReport(from, to, Boolean(from && to));
  const csv = useExportSalesCsv();
  const preset = (n: number) => {
    setFrom(daysAgo(n - 1));
    setTo(isoDay(new Date()));
  };
  const exportCsv = async () => {
    try {
      await csv.mutateAsync({ from, to });
      toast.success(t('admin.dashboard.exported'));
    } catch (err) {
      toast.error(t('admin.common.error'), { description: errorMessage(err, t('admin.dashboard.exportFailed')) });
    }
  };
  return (
    <div className="space-y-4">
      <div className="card flex flex-wrap items-end gap-3 p-4">
        <div>
          <label className="label" htmlFor="report-from">
            {t('admin.common.from')}
          </label>
          <input id="report-from" type="date" className="input" value={from} max={to} onChange={(e) => setFrom(e.target.value)} />
        </div>
        <div>
          <label className="label" htmlFor="report-to">
            {t('admin.common.to')}
          </label>
          <input id="report-to" type="date" className="input" value={to} min={from} onChange={(e) => setTo(e.target.value)} />
        </div>
        <div className="flex gap-1">
          {[7, 30, 90].map((n) => (
            <button key={n} type="button" className="btn-ghost" onClick={() => preset(n)}>
              {t('admin.dashboard.days', { count: n })}
            </button>
          ))}
        </div>
        <button type="button" className="btn-outline ml-auto" onClick={exportCsv} disabled={!q.data || csv.isPending}>
          <Download className="size-4" aria-hidden /> {t('admin.common.exportCsv')}
        </button>
      </div>
      {q.isError ? (
        <LoadError message={errorMessage(q.error, t('admin.dashboard.loadFailed'))} onRetry={() => q.refetch()} />
      ) : !q.data ? (
        <TableSkeleton />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-4">
            <StatCard label={t('admin.dashboard.revenueInPeriod')} value={usd(q.data.totals.revenueCents)} />
            <StatCard label={t('admin.dashboard.ordersInPeriod')} value={q.data.totals.orders} />
          </div>
          <section className="card p-4">
            <h2 className="mb-3 font-bold">{t('admin.dashboard.revenuePerDay')}</h2>
            <RevenueChart report={q.data} />
          </section>
          {q.data.byMethod.length > 0 && (
            <section className="card p-4" data-testid="revenue-by-method">
              <h2 className="mb-3 font-bold">{t('mobileMoney.byMethodTitle')}</h2>
              <ul className="space-y-1 text-sm">
                {q.data.byMethod.map((m) => (
                  <li key={m.method} className="flex justify-between gap-4">
                    <span>{m.method}</span>
                    <span className="text-slate-600">
                      {t('mobileMoney.orders', { count: m.orders })} · <strong className="text-slate-900">{usd(m.revenueCents)}</strong>
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <DataTable
            label={t('admin.dashboard.revenueAndOrders')}
            columns={dayColumns(t)}
            rows={[...q.data.rows].reverse()}
            rowKey={(r) => r.date}
            empty={t('admin.dashboard.noOrdersInPeriod')}
          />
        </>
      )}
    </div>
  );
}

/** Bars of revenue per day with an orders count in each bar's title; plain SVG, scales to its box. */
function RevenueChart({ report }: { report: ReportDto }) {
  const { t } = useTranslation();
  const W = 800;
  const H = 220;
  const pad = { l: 56, r: 8, t: 10, b: 28 };
  const max = Math.max(1, ...report.rows.map((r) => r.revenueCents));
  const n = report.rows.length;
  const bw = (W - pad.l - pad.r) / Math.max(1, n);
  const y = (v: number) => pad.t + (H - pad.t - pad.b) * (1 - v / max);
  const ticks = [0, 0.5, 1].map((f) => Math.round(max * f));
  const labelEvery = Math.ceil(n / 8);
  return (
    <svg viewBox={`0 0 ${W} ${H}`} className="h-auto w-full" role="img" aria-label={t('admin.dashboard.chartLabel', { from: report.from, to: report.to })}>
      {ticks.map((tick) => (
        <g key={tick}>
          <line x1={pad.l} x2={W - pad.r} y1={y(tick)} y2={y(tick)} stroke="#e2e8f0" />
          <text x={pad.l - 6} y={y(tick) + 4} textAnchor="end" fontSize="11" fill="#64748b">
            {usd(tick).replace(/\.00$/, '')}
          </text>
        </g>
      ))}
      {report.rows.map((r, i) => (
        <g key={r.date}>
          <rect x={pad.l + i * bw + bw * 0.15} y={y(r.revenueCents)} width={bw * 0.7} height={Math.max(0, H - pad.b - y(r.revenueCents))} rx="2" fill="#2563eb">
            <title>{`${r.date}: ${usd(r.revenueCents)}, ${t('admin.dashboard.ordersCount', { count: r.orders })}`}</title>
          </rect>
          {i % labelEvery === 0 && (
            <text x={pad.l + i * bw + bw / 2} y={H - 8} textAnchor="middle" fontSize="11" fill="#64748b">
              {r.date.slice(5)}
            </text>
          )}
        </g>
      ))}
    </svg>
  );
}
