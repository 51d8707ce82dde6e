/**
 * The states of a loaded screen (storefront spec §9, back office spec §8): skeletons while it
 * loads, the load error with Retry, the empty state and the not-found state, and `QueryState`,
 * which picks the right one for a TanStack Query result and otherwise renders its data.
 */
import type { ComponentType, ReactNode } from 'react';
import { ApiError } from '../../lib/api';
import { Spinner } from '../spinner';
import { useTranslation } from '../../i18n/i18n';

/** `count` grey placeholder blocks of `className` (height) stacked in a list while a list loads. */
export function Skeletons({ count = 3, className = 'h-20', listClassName = 'mt-4 space-y-3' }: { count?: number; className?: string; listClassName?: string }) {
  const { t } = useTranslation();
  return (
    <div className={listClassName} aria-busy="true" aria-label={t('admin.common.loading')}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`skeleton ${className}`} />
      ))}
    </div>
  );
}

/** The back office's table placeholder: a card with `rows` grey bars. */
export function TableSkeleton({ rows = 5 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <div className="card space-y-3 p-4" aria-busy="true" aria-label={t('admin.common.loading')}>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className="skeleton h-10" />
      ))}
    </div>
  );
}

const LOAD_ERROR = {
  /** The back office's panel (its table's place). */
  card: { box: 'card flex flex-col items-center gap-3 p-8 text-center', button: 'btn-outline' },
  /** A storefront list's place under its heading. */
  section: { box: 'card mt-4 p-6 text-center', button: 'btn-outline mt-3' },
  /** A whole storefront page (a detail page that did not load). */
  page: { box: 'mx-auto max-w-md px-6 py-20 text-center', button: 'btn-outline mt-4' },
} as const;

export type LoadErrorVariant = keyof typeof LOAD_ERROR;

/** '{message}' in red and a Retry button that calls `onRetry` (the query's refetch). */
export function LoadError({ message, onRetry, variant = 'card' }: { message: ReactNode; onRetry: () => unknown; variant?: LoadErrorVariant }) {
  const style = LOAD_ERROR[variant];
  const { t } = useTranslation();
  return (
    <div className={style.box} role="alert">
      <p className="font-semibold text-red-700">{message}</p>
      <button type="button" className={style.button} onClick={() => void onRetry()}>
        {t('admin.common.retry')}
      </button>
    </div>
  );
}

/** A list with nothing in it: an icon, a title, an optional line and an optional action (a link or button). */
export function EmptyState({ icon: Icon, title, text, action }: { icon?: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>; title: ReactNode; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className="card mt-4 flex flex-col items-center p-8 text-center">
      {Icon && <Icon className="size-12 text-slate-300" aria-hidden />}
      <p className="mt-3 font-semibold">{title}</p>
      {text && <p className="mt-1 text-sm text-slate-600">{text}</p>}
      {action}
    </div>
  );
}

/** A whole page for a record that is missing or not the viewer's: heading, line, and the way back (a link). */
export function NotFoundState({ title, text, action }: { title: ReactNode; text?: ReactNode; action?: ReactNode }) {
  return (
    <div className="mx-auto max-w-md px-6 py-20 text-center">
      <h1 className="text-2xl font-bold">{title}</h1>
      {text && <p className="mt-2 text-slate-600">{text}</p>}
      {action}
    </div>
  );
}

/** What `QueryState` needs of a query result (TanStack Query's `UseQueryResult` fits). */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isError: boolean;
  refetch: () => unknown;
}

/** True for the server's 404 answer. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

export interface QueryStateProps<T> {
  query: QueryLike<T>;
  /** Shown while there is no data yet; a spinner unless given (the back office passes `<TableSkeleton />`). */
  loading?: ReactNode;
  /** The load-error message (a Retry button that refetches comes with it). */
  error: ReactNode;
  errorVariant?: LoadErrorVariant;
  /** Shown instead of the error for a 404 or a null result; without it a 404 is a load error. */
  notFound?: ReactNode;
  /** Shown instead of `children` when `isEmpty(data)` (default: an empty array). */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: NonNullable<T>) => ReactNode;
}

const emptyArray = (data: unknown) => Array.isArray(data) && data.length === 0;

/**
 * Renders the state of `query`: error (or not found), loading, empty, or `children(data)`.
 * Data kept from a previous key (placeholderData) still renders while the next page loads.
 */
export function QueryState<T>({ query, loading, error, errorVariant, notFound, empty, isEmpty = emptyArray, children }: QueryStateProps<T>) {
  if (query.isError) {
    if (notFound !== undefined && isNotFound(query.error)) return <>{notFound}</>;
    return <LoadError message={error} onRetry={query.refetch} variant={errorVariant} />;
  }
  if (query.data === undefined) return <>{loading ?? <Spinner />}</>;
  if (query.data === null) return <>{notFound ?? null}</>;
  if (empty !== undefined && isEmpty(query.data)) return <>{empty}</>;
  return <>{children(query.data as NonNullable<T>)}</>;
}
