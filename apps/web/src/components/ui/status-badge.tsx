import { useTranslation } from '../../i18n/i18n';

/** Colours of the statuses the back office shows (orders, payments, products, customers, reviews). */
const BADGE: Record<string, string> = {
  active: 'bg-emerald-100 text-emerald-800',
  approved: 'bg-emerald-100 text-emerald-800',
  delivered: 'bg-emerald-100 text-emerald-800',
  paid: 'bg-emerald-100 text-emerald-800',
  refunded: 'bg-slate-200 text-slate-800',
  partially_refunded: 'bg-orange-100 text-orange-800',
  refunding: 'bg-yellow-100 text-yellow-800',
  vip: 'bg-amber-100 text-amber-800',
  pending: 'bg-yellow-100 text-yellow-800',
  confirmed: 'bg-sky-100 text-sky-800',
  processing: 'bg-indigo-100 text-indigo-800',
  shipped: 'bg-blue-100 text-blue-800',
  cancelled: 'bg-red-100 text-red-800',
  out_of_stock: 'bg-red-100 text-red-800',
  inactive: 'bg-slate-200 text-slate-700',
};

/** A rounded status pill coloured by `value`; its text is `label`, or the status in the interface language (admin.status), or `value` with '_' as spaces. */
export function Badge({ value, label }: { value: string; label?: string }) {
  const { t } = useTranslation();
  const known = t(`admin.status.${value}`);
  const translated = known !== `admin.status.${value}`;
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ${label || translated ? '' : 'capitalize '}${BADGE[value] ?? 'bg-slate-100 text-slate-700'}`}>
      {label ?? (translated ? known : value.replace(/_/g, ' '))}
    </span>
  );
}
