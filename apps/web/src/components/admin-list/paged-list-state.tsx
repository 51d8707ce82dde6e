/**
 * The states of a back-office list read a page at a time (`{ items, … }`, the audit log and the
 * orders): `QueryState` with the table skeleton while the first page loads, the list's load-error
 * message with Retry, `empty` (the list's own text, e.g. 'No orders found.') in a card when the
 * page has no items, and `children(page)` otherwise. A page kept from the previous filters still
 * shows while the next one loads.
 */
import type { ReactNode } from 'react';
import { QueryState, TableSkeleton, type QueryLike } from '../ui/query-state';

export interface PagedListStateProps<Page extends { items: readonly unknown[] }> {
  query: QueryLike<Page>;
  /** The load-error message. */
  error: ReactNode;
  /** The text shown when the page has no items. */
  empty: ReactNode;
  children: (page: Page) => ReactNode;
}

/** See the module comment. */
export function PagedListState<Page extends { items: readonly unknown[] }>({ query, error, empty, children }: PagedListStateProps<Page>) {
  return (
    <QueryState
      query={query}
      loading={<TableSkeleton />}
      error={error}
      isEmpty={(page) => page.items.length === 0}
      empty={<div className="card p-8 text-center text-slate-500">{empty}</div>}
    >
      {children}
    </QueryState>
  );
}
