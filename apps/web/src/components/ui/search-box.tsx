/**
 * A back-office search field: type search with the magnifier inside, named by `label`
 * (e.g. 'Search products') since it has no visible label, the filter row of a list around it and a
 * list's From/To date range.
 */
import type { ReactNode } from 'react';
import { Search } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';

export interface SearchBoxProps {
  /** Accessible name, e.g. 'Search orders'. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** Classes of the wrapper (width in a filter row). */
  className?: string;
}

/** The search input; `onChange` gets the new text. */
export function SearchBox({ label, placeholder, value, onChange, className = '' }: SearchBoxProps) {
  return (
    <div className={`relative ${className}`}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" aria-hidden />
      <input type="search" className="input pl-9" placeholder={placeholder} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/** A back-office list's filter row in a card: the search box (taking the room left), then `children` (the selects). */
export function FilterBar({ children, ...search }: Omit<SearchBoxProps, 'className'> & { children?: ReactNode }) {
  return (
    <div className="card mt-6 flex flex-wrap gap-3 p-4">
      <SearchBox className="min-w-56 flex-1" {...search} />
      {children}
    </div>
  );
}

/** 'From' and 'To' day fields of a list's date range (YYYY-MM-DD, '' for no bound); each keeps the other as its limit. */
export function DateRange({ from, to, onFrom, onTo }: { from: string; to: string; onFrom: (day: string) => void; onTo: (day: string) => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <label className="flex items-center gap-2">
        <span className="text-slate-600">{t('admin.common.from')}</span>
        <input type="date" className="input w-auto" value={from} max={to || undefined} onChange={(e) => onFrom(e.target.value)} />
      </label>
      <label className="flex items-center gap-2">
        <span className="text-slate-600">{t('admin.common.to')}</span>
        <input type="date" className="input w-auto" value={to} min={from || undefined} onChange={(e) => onTo(e.target.value)} />
      </label>
    </div>
  );
}
