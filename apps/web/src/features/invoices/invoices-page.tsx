/**
 * Invoices (storefront spec §2): the invoices of the customer's paid orders, newest first,
 * each linking to /invoice-detail/{id}.
 */
import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState, QueryState, Skeletons } from '../../components/ui/query-state';
import { useInvoices } from './api/use-invoices';
import { InvoiceStatusBadge, invoiceDate } from './invoice-parts';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';
import { InvoiceTotal } from './shown-total';

export function InvoicesPage() {
  const query = useInvoices();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl px-4 py-6">
      <PageTitle title={t('invoices.title')} />
      <h1 className="text-2xl font-bold">{t('invoices.title')}</h1>
      <QueryState
        query={query}
        loading={<Skeletons />}
        error={t('invoices.loadFailed')}
        errorVariant="section"
        empty={
          <EmptyState
            icon={FileText}
            title={t('invoices.none')}
            text={t('invoices.noneText')}
            action={
              <Link to={paths.products} className="btn-primary mt-4">
                {t('orders.startShopping')}
              </Link>
            }
          />
        }
      >
        {(invoices) => (
          <ul className="mt-4 space-y-3">
            {invoices.map((inv) => (
              <li key={inv.id}>
                <Link to={paths.invoiceDetail(inv.id)} className="card flex items-center gap-3 p-4 hover:bg-slate-50">
                  <FileText className="size-8 shrink-0 text-brand-600" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="font-bold text-brand-700">{inv.invoiceNumber}</p>
                    <p className="text-sm text-slate-600">
                      {t('orders.orderNumber', { number: inv.orderNumber })} · {invoiceDate(inv.issueDate)}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="font-bold">
                      <InvoiceTotal invoice={inv} />
                    </span>
                    <InvoiceStatusBadge status={inv.status} />
                  </div>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </div>
  );
}
