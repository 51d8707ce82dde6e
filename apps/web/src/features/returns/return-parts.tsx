/**
 * Pieces the customer's and the staff's return screens share: the status pill, money in the
 * order's charged currency, and a request's timeline (issue 27).
 */
import type { ReturnStatus } from '@phonexport/domain/returns';
import { centsToDecimalString, formatUsd } from '@phonexport/domain/money';
import { useTranslation } from '../../i18n/i18n';
import { dateTime } from '../../lib/format-date';
import { usePriceFormat } from '../../lib/currency';

const TONE: Record<ReturnStatus, string> = {
  requested: 'bg-yellow-100 text-yellow-800',
  approved: 'bg-sky-100 text-sky-800',
  rejected: 'bg-red-100 text-red-800',
  received: 'bg-indigo-100 text-indigo-800',
  inspected: 'bg-violet-100 text-violet-800',
  refunded: 'bg-emerald-100 text-emerald-800',
  exchanged: 'bg-emerald-100 text-emerald-800',
  closed: 'bg-slate-200 text-slate-800',
};

/** A request's status as a coloured pill, in the interface language. */
export function ReturnStatusBadge({ status }: { status: ReturnStatus }) {
  const { t } = useTranslation();
  return <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${TONE[status]}`}>{t(`returns.status.${status}`)}</span>;
}

/** Cents of the order's charged currency as people read them ($12.50, or 12.50 ZMW). */
export const money = (cents: number, currency = 'USD') => (currency === 'USD' ? formatUsd(cents) : `${centsToDecimalString(cents)} ${currency}`);

/**
 * An amount of US cents as the shopper reads it where money moves (as the checkout shows it): in
 * their currency with the USD charged beside it ('≈ K 8,650 ($329.00)'), or '$329.00'.
 */
export function useShopperAmount(): (usdCents: number) => string {
  const format = usePriceFormat();
  return (usdCents) => (format.converted ? `${format.show(usdCents)} (${format.usd(usdCents)})` : format.usd(usdCents));
}

/** The steps of a request, oldest first, each with its time, its note and (for staff) who made it. */
export function ReturnTimeline({ events }: { events: { id: string; status: ReturnStatus; note: string | null; createdAt: string; actorEmail?: string | null }[] }) {
  const { t } = useTranslation();
  return (
    <ol className="space-y-2 border-l-2 border-slate-200 pl-4" aria-label={t('returns.timeline')}>
      {events.map((e) => (
        <li key={e.id} className="relative text-sm">
          <span className="absolute top-1.5 -left-[1.3rem] size-2.5 rounded-full bg-brand-600" aria-hidden />
          <span className="font-semibold">{t(`returns.status.${e.status}`)}</span> <time className="text-slate-500">{dateTime(e.createdAt)}</time>
          {e.actorEmail && <span className="text-slate-500"> · {e.actorEmail}</span>}
          {e.note && <p className="break-words text-slate-700">{e.note}</p>}
        </li>
      ))}
    </ol>
  );
}
