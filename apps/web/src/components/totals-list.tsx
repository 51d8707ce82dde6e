/**
 * The money lines of an order or invoice: one 'label  amount' row each, then a bold Total row
 * (amounts already formatted, e.g. '$12.00', 'Free', '-$5.00').
 */
import type { ReactNode } from 'react';

/** `rows` before the Total, `total` formatted (text or a Price), `after` extra rows under it (refunded, net paid); `className` of the list. */
export function TotalsList({ rows, total, after, className = 'space-y-1.5 text-sm' }: { rows: [label: string, amount: ReactNode][]; total: ReactNode; after?: ReactNode; className?: string }) {
  return (
    <dl className={className} data-float-clear>
      {rows.map(([k, v]) => (
        <div key={k} className="flex justify-between gap-3">
          <dt className="text-slate-600">{k}</dt>
          <dd>{v}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd className="text-right" data-testid="totals-total">
          {total}
        </dd>
      </div>
      {after}
    </dl>
  );
}
