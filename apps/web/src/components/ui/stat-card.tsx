import type { ReactNode } from 'react';

/** A card with a figure: label (and icon) on top, the value large, an optional hint under it. */
export function StatCard({ label, value, hint, icon }: { label: string; value: ReactNode; hint?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="card @container min-w-0 p-4">
      <div className="flex items-center justify-between text-sm font-medium text-slate-500">
        <span>{label}</span>
        {icon && <span className="text-slate-400">{icon}</span>}
      </div>
      {/* A figure stays on one line (issue 24: "$7,590,834.52" broke over two): its size follows the card's width (11 % of it, 14-24 px). */}
      <div className="mt-2 text-[length:clamp(0.875rem,11cqi,1.5rem)] font-bold whitespace-nowrap tabular-nums">{value}</div>
      {hint && <div className="mt-1 text-xs text-slate-500">{hint}</div>}
    </div>
  );
}
