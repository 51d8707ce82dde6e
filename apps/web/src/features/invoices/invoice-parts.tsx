/** Invoice status badge (§4: paid green, pending amber, overdue red; refunded grey, partially refunded blue). */
import type { InvoiceStatus } from '@phonexport/domain/invoices';
import { useTranslation } from '../../i18n/i18n';
import { shortDate } from '../../lib/format-date';

const STYLES: Record<InvoiceStatus, string> = {
  paid: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-800',
  overdue: 'bg-red-100 text-red-800',
  partially_refunded: 'bg-sky-100 text-sky-800',
  refunded: 'bg-slate-200 text-slate-800',
};

export function InvoiceStatusBadge({ status }: { status: InvoiceStatus }) {
  const { t } = useTranslation();
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STYLES[status]}`}>{t(`invoices.status.${status}`)}</span>;
}

/** An invoice's date in the current language ('Jan 31, 2026', '31 janv. 2026'). */
export const invoiceDate = (iso: string) => shortDate(iso);
