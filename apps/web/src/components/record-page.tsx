/**
 * The shell of a customer's record page loaded by the id in its URL (order detail, invoice
 * detail; storefront spec §2): no id → an 'Error' toast with `missingId` and back to `back.to`;
 * loading → spinner; a failed load other than 404 → a page-wide error with Retry; 404 or nothing →
 * `notFound` with a button back to the list; otherwise `children(record)`.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from '../lib/toast';
import { Spinner } from './spinner';
import { LoadError, NotFoundState, isNotFound } from './ui';

export interface RecordPageProps<T> {
  /** The id from the URL; null when the route had none. */
  id: string | null;
  query: { data: T | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  /** Toast text when there is no id, e.g. 'Order ID not provided'. */
  missingId: string;
  /** Text of a failed load, e.g. 'Failed to load order details'. */
  loadError: string;
  notFound: { title: string; text: string };
  /** The list the page belongs to: where no id leads and the not-found button's target and text. */
  back: { to: string; label: string };
  children: (record: T) => ReactNode;
}

/** Renders the state of `query` for the record `id`, and the record itself once it is there. */
export function RecordPage<T>({ id, query, missingId, loadError, notFound, back, children }: RecordPageProps<T>) {
  useEffect(() => {
    if (!id) toast.error('Error', { description: missingId });
  }, [id, missingId]);
  if (!id) return <Navigate to={back.to} replace />;
  if (query.isLoading) return <Spinner />;
  if (query.error && !isNotFound(query.error)) return <LoadError message={loadError} onRetry={() => query.refetch()} variant="page" />;
  if (!query.data) {
    return (
      <NotFoundState
        title={notFound.title}
        text={notFound.text}
        action={
          <Link to={back.to} className="btn-primary mt-6">
            {back.label}
          </Link>
        }
      />
    );
  }
  return children(query.data);
}
