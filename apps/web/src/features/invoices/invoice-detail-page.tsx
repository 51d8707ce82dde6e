/**
 * Invoice detail (storefront spec §2; back office spec §2 Invoice details), loaded from the server
 * so a reload or a shared link works for its owner. Actions: Download as PDF (the server's A4 text
 * PDF), Print (print CSS hides the shop's header, footer and tab bar) and Back to Invoices.
 * No id: 'Invoice data not found' and back to /invoices; missing or someone else's: 'Invoice Not Found'.
 */
import { Download, Printer } from 'lucide-react';
import { Link, useParams } from 'react-router';
import type { InvoiceDto } from '@phonexport/contracts/invoices';
import { toast } from '../../lib/toast';
import { formatUsd } from '@phonexport/domain/money';
import { useShopContact } from '../../lib/shop';
import { paths } from '../../lib/paths';
import { PostalAddress } from '../../components/postal-address';
import { RecordPage } from '../../components/record-page';
import { TotalsList } from '../../components/totals-list';
import { useDownloadInvoicePdf } from './api/use-download-invoice-pdf';
import { useInvoice } from './api/use-invoice';
import { InvoiceStatusBadge, invoiceDate } from './invoice-parts';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/i18n';
import { InvoiceTotal, ShownTotalNote } from './shown-total';

export function InvoiceDetailPage() {
  const { id = null } = useParams();
  return (
    <RecordPage id={id} query={useInvoice(id)} kind="invoice" list={paths.invoices}>
      {(invoice) => <InvoiceView invoice={invoice} />}
    </RecordPage>
  );
}

/** The invoice itself with its Download as PDF, Print and Back to Invoices buttons. */
function InvoiceView({ invoice }: { invoice: InvoiceDto }) {
  const SHOP_CONTACT = useShopContact();
  const pdf = useDownloadInvoicePdf();
  const downloading = pdf.isPending;
  const { t } = useTranslation();
  const download = async () => {
    try {
      await pdf.mutateAsync(invoice);
      toast.success(t('invoices.downloaded'), { description: `${invoice.invoiceNumber}.pdf` });
    } catch {
      toast.error(t('invoices.downloadFailedTitle'), { description: t('invoices.downloadFailed') });
    }
  };

  const totals: [string, string][] = [
    [t('orders.subtotal'), formatUsd(invoice.subtotalCents)],
    [t('summary.shipping'), invoice.shippingCents === 0 ? t('summary.free') : formatUsd(invoice.shippingCents)],
    [t('invoices.duty'), formatUsd(invoice.dutyCents)],
  ];
  if (invoice.discountCents > 0) totals.push([t('summary.discount'), `-${formatUsd(invoice.discountCents)}`]);

  return (
    <div className="mx-auto max-w-2xl space-y-4 px-4 py-6 print:max-w-none print:p-0">
      <div className="flex flex-wrap gap-2 print:hidden">
        <button type="button" className="btn-primary w-full" onClick={download} disabled={downloading}>
          <Download className="size-4" aria-hidden /> {downloading ? t('invoices.preparing') : t('invoices.download')}
        </button>
        <button type="button" className="btn-outline flex-1" onClick={() => window.print()}>
          <Printer className="size-4" aria-hidden /> {t('invoices.print')}
        </button>
        <Link to={paths.invoices} className="btn-outline flex-1">
          {t('record.invoice.back')}
        </Link>
      </div>
      <article className="card p-5 print:border-0 print:shadow-none" aria-labelledby="invoice-title">
        <header className="flex flex-wrap items-start justify-between gap-4 border-b border-slate-200 pb-4">
          <div className="text-sm text-slate-600">
            <p className="text-lg font-extrabold text-slate-900">{SHOP_CONTACT.name}</p>
            <p className="max-w-64">{SHOP_CONTACT.address}</p>
            <p>{SHOP_CONTACT.email}</p>
            <p>{SHOP_CONTACT.phone}</p>
          </div>
          <div className="text-sm sm:text-right print:text-right">
            <PageTitle title={t('invoices.invoiceNumber', { number: invoice.invoiceNumber })} />
            <h1 id="invoice-title" className="text-xl font-bold">
              {t('invoices.invoiceNumber', { number: invoice.invoiceNumber })}
            </h1>
            <p className="text-slate-600">{t('orders.orderNumber', { number: invoice.orderNumber })}</p>
            <p className="text-slate-600">{t('invoices.issued', { date: invoiceDate(invoice.issueDate) })}</p>
            <p className="text-slate-600">{t('invoices.due', { date: invoiceDate(invoice.dueDate) })}</p>
            <p className="mt-1">
              <InvoiceStatusBadge status={invoice.status} />
            </p>
          </div>
        </header>
        <section className="border-b border-slate-200 py-4 text-sm">
          <h2 className="mb-1 font-bold">{t('invoices.billTo')}</h2>
          <PostalAddress address={invoice.billingAddress} plainName />
        </section>
        <table className="my-4 w-full text-sm">
          <thead>
            <tr className="border-b border-slate-200 text-left text-slate-600">
              <th className="py-2 font-semibold">{t('invoices.item')}</th>
              <th className="py-2 pl-3 text-right font-semibold">{t('invoices.qty')}</th>
              <th className="hidden py-2 pl-3 text-right font-semibold sm:table-cell print:table-cell">{t('invoices.price')}</th>
              <th className="py-2 pl-3 text-right font-semibold">{t('summary.total')}</th>
            </tr>
          </thead>
          <tbody>
            {invoice.items.map((i, n) => (
              <tr key={n} className="border-b border-slate-100 align-top">
                <td className="py-2 pr-2">
                  <span className="font-medium">{i.name}</span>
                  {i.variant && i.variant !== 'Standard' && <span className="block text-slate-500">{i.variant}</span>}
                </td>
                <td className="py-2 pl-3 text-right">{i.quantity}</td>
                <td className="hidden py-2 pl-3 text-right sm:table-cell print:table-cell">{formatUsd(i.priceCents)}</td>
                <td className="py-2 pl-3 text-right" data-float-clear>
                  {formatUsd(i.totalCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <TotalsList
          className="ml-auto max-w-xs space-y-1.5 text-sm"
          rows={totals}
          total={<InvoiceTotal invoice={invoice} />}
          after={
            invoice.refundedCents > 0 && (
              <>
                <div className="flex justify-between text-red-700">
                  <dt>{t('invoices.refunded')}</dt>
                  <dd>-{formatUsd(invoice.refundedCents)}</dd>
                </div>
                <div className="flex justify-between font-semibold">
                  <dt>{t('invoices.netPaid')}</dt>
                  <dd>{formatUsd(invoice.totalCents - invoice.refundedCents)}</dd>
                </div>
              </>
            )
          }
        />
        <ShownTotalNote invoice={invoice} />
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-semibold">{t('invoices.paymentMethod')}</span> {invoice.paymentMethod}
        </p>
      </article>
    </div>
  );
}
