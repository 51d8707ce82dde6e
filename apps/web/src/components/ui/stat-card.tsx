import type { ReactNode } from 'react';

/** A card with a figure: label (and icon) on top, the value large, an optional hint under it. */
export function StatCard({ label, value, hint, icon }: { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="card min-w-0 p-4">
      <div className="flex items-center justify-between text-sm font-medium text-slate-500">
        <span>{label}</span>
        {icon && <span className="text-slate-400">{icon}</span>}
      </div>
      {/* A long figure ($7,576,131.02 in a half-width card at 390 px) wraps instead of widening the page. */}
      <div className="mt-2 text-xl font-bold tabular-nums [overflow-wrap:anywhere] sm:text-2xl">{value}</div>
      {hint && <div className="mt-1 text-xs text-slate-500">{hint}</div>}
    </div>
  );
}
