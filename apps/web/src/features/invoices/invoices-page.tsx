/**
 * Invoices (storefront spec §2): the invoices of the customer's paid orders, newest first,
 * each linking to /invoice-detail/{id}.
 */
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { formatUsd } from '@phonexport/domain/money';
import { paths } from '../../lib/paths';
import { useInvoices } from './api/use-invoices';
import { InvoiceStatusBadge, invoiceDate } from './invoice-parts';

export function InvoicesPage() {
  const { data, isLoading, isError, refetch } = useInvoices();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">Invoices</h1>
      {isLoading && (
        <div className="mt-4 space-y-3">
          {[0, 1, 2].map((i) => (
            <div key={i} className="skeleton h-20" />
          ))}
        </div>
      )}
      {isError && (
        <div className="card mt-4 p-6 text-center">
          <p className="font-semibold text-red-700">Failed to load invoices</p>
          <button type="button" className="btn-outline mt-3" onClick={() => refetch()}>
            Retry
          </button>
        </div>
      )}
      {data && data.length === 0 && (
        <div className="card mt-4 flex flex-col items-center p-8 text-center">
          <FileText className="size-12 text-slate-300" aria-hidden />
          <p className="mt-3 font-semibold">No invoices yet</p>
          <p className="mt-1 text-sm text-slate-600">An invoice appears here for every paid order.</p>
          <Link to={paths.products} className="btn-primary mt-4">
            Start Shopping
          </Link>
        </div>
      )}
      <ul className="mt-4 space-y-3">
        {data?.map((inv) => (
          <li key={inv.id}>
            <Link to={paths.invoiceDetail(inv.id)} className="card flex items-center gap-3 p-4 hover:bg-slate-50">
              <FileText className="size-8 shrink-0 text-brand-600" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="font-bold text-brand-700">{inv.invoiceNumber}</p>
                <p className="text-sm text-slate-600">
                  Order #{inv.orderNumber} · {invoiceDate(inv.issueDate)}
                </p>
              </div>
              <div className="flex flex-col items-end gap-1">
                <span className="font-bold">{formatUsd(inv.totalCents)}</span>
                <InvoiceStatusBadge status={inv.status} />
              </div>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
