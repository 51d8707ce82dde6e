/**
 * The back office lists' one toolbar (decision 101): the search box, the filter selects, a From/To
 * date range, the sort select, each passed in by the list with its own texts; the 'Export CSV'
 * button of a list's page header; and the offset a paged list keeps with the way its filters go
 * back to the first page. The pager under a list is `Pager` (or `DataTable`'s `paging`).
 * A list that lacks a part does not pass it. Texts come in as props: components/ never import a
 * feature (decision 023), and each list keeps its own words and accessible names.
 */
import { useState, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { useTranslation } from '../../i18n/i18n';
import { DateRange, FilterBar, SearchBox, type SearchBoxProps } from '../ui/search-box';
import type { ListOption } from './list-options';

export { listOptions, type ListOption } from './list-options';

/** A toolbar select (a filter, or the sort): it has no visible label, `label` names it. */
export interface ListSelectProps {
  /** Accessible name, e.g. 'Filter by status'. */
  label: string;
  value: string;
  /** Gets the chosen option's value. */
  onChange: (value: string) => void;
  /** The choices in their order; the first is usually 'All …' with the value ''. */
  options: readonly ListOption[];
  /** Classes of the select, 'input w-auto' unless given. */
  className?: string;
}

/** A select of the toolbar: one option a choice, the chosen value to `onChange`. */
export function ListSelect({ label, value, onChange, options, className = 'input w-auto' }: ListSelectProps) {
  return (
    <select className={className} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** A list's From/To day range (YYYY-MM-DD, '' for no bound). */
export interface ListDateRange {
  from: string;
  to: string;
  onFrom: (day: string) => void;
  onTo: (day: string) => void;
}

export interface ListToolbarProps {
  /** The search box: its accessible name, placeholder, text and what typing does. */
  search: Omit<SearchBoxProps, 'className'>;
  /** Filter selects, after the search box, in this order. */
  filters?: ListSelectProps[];
  /** From/To day fields, after the filters. */
  dateRange?: ListDateRange;
  /** The sort select, last. */
  sort?: ListSelectProps;
  /** The list's own controls, between the date range and the sort (e.g. the customers' tabs). */
  children?: ReactNode;
  /**
   * `row` (the default): one card, the search box taking the room the controls leave.
   * `stacked`: one card, the search box on a line of its own, the other controls under it, spread out.
   * `inline`: no card, a plain search field (no magnifier) at most 24rem wide, for a list inside tabs.
   */
  layout?: 'row' | 'stacked' | 'inline';
}

/** A back-office list's toolbar: the search box, then the filters, the date range, `children` and the sort. */
export function ListToolbar({ search, filters = [], dateRange, sort, children, layout = 'row' }: ListToolbarProps) {
  const controls = (
    <>
      {filters.map((f) => (
        <ListSelect key={f.label} {...f} />
      ))}
      {dateRange && <DateRange {...dateRange} />}
      {children}
      {sort && <ListSelect {...sort} />}
    </>
  );
  if (layout === 'stacked') {
    return (
      <div className="card mt-6 space-y-3 p-4">
        <SearchBox {...search} />
        <div className="flex flex-wrap items-center justify-between gap-3">{controls}</div>
      </div>
    );
  }
  if (layout === 'inline') {
    return (
      <div className="mb-3 flex flex-wrap gap-2">
        <input
          type="search"
          className="input max-w-sm flex-1"
          placeholder={search.placeholder}
          aria-label={search.label}
          value={search.value}
          onChange={(e) => search.onChange(e.target.value)}
        />
        {controls}
      </div>
    );
  }
  return <FilterBar {...search}>{controls}</FilterBar>;
}

/** A list's 'Export CSV' button, for its page header: `onExport` downloads the CSV; `label` replaces 'Export CSV'. */
export function ExportButton({ onExport, label }: { onExport: () => void; label?: string }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="btn-outline" onClick={onExport}>
      <Download className="size-4" aria-hidden /> {label ?? t('admin.common.exportCsv')}
    </button>
  );
}

/**
 * A paged list's first row (`offset`, 0 on the first page) and `refine`, which wraps a filter's
 * setter so that changing the filter also goes back to the first page.
 */
export function useListOffset() {
  const [offset, setOffset] = useState(0);
  const refine =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setOffset(0);
    };
  return { offset, setOffset, refine };
}
