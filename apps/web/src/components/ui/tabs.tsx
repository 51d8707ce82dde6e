/**
 * A row of tabs (role tablist / tab, aria-selected on the chosen one) that picks what a screen
 * shows; the screen keeps the chosen key in its own state and renders the panel itself.
 */
import type { ReactNode } from 'react';

/** One tab: the key the screen keeps and what the tab says (text, or text with a count badge). */
export interface TabItem<K extends string> {
  key: K;
  label: ReactNode;
}

/** `underline`: a screen's sections; `pills`: a filter in a card; `segmented`: a compact switch. */
export type TabsVariant = 'underline' | 'pills' | 'segmented';

export interface TabsProps<K extends string> {
  tabs: readonly TabItem<K>[];
  value: K;
  onChange: (key: K) => void;
  /** Accessible name of the tab list, e.g. 'Settings'. */
  label?: string;
  variant?: TabsVariant;
  /** Extra classes of the list (margins, columns). */
  className?: string;
}

const LIST: Record<TabsVariant, string> = {
  // Tabs keep their words whole (German 'Benachrichtigungen' at 390 px) and the row scrolls instead.
  underline: 'flex gap-1 overflow-x-auto border-b border-slate-200',
  pills: 'flex gap-1',
  segmented: 'grid gap-1 rounded-xl bg-slate-100 p-1 text-sm',
};
const TAB: Record<TabsVariant, [base: string, selected: string, other: string]> = {
  underline: ['-mb-px shrink-0 border-b-2 px-4 py-2 text-sm font-semibold whitespace-nowrap', 'border-brand-600 text-brand-700', 'border-transparent text-slate-500 hover:text-slate-800'],
  pills: ['rounded-lg px-3 py-1.5 text-sm font-semibold', 'bg-brand-600 text-white', 'text-slate-600 hover:bg-slate-100'],
  segmented: ['rounded-lg px-2 py-1.5 font-medium capitalize', 'bg-white shadow-sm', 'text-slate-600'],
};

/** The tab list; clicking a tab calls `onChange` with its key. */
export function Tabs<K extends string>({ tabs, value, onChange, label, variant = 'underline', className = '' }: TabsProps<K>) {
  const [base, selected, other] = TAB[variant];
  return (
    <div role="tablist" aria-label={label} className={`${LIST[variant]} ${className}`}>
      {tabs.map((t) => (
        <button key={t.key} type="button" role="tab" aria-selected={value === t.key} onClick={() => onChange(t.key)} className={`${base} ${value === t.key ? selected : other}`}>
          {t.label}
        </button>
      ))}
    </div>
  );
}
