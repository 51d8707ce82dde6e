/**
 * The shell of a customer's record page loaded by the id in its URL (order detail, invoice
 * detail; storefront spec §2): no id → an 'Error' toast with `missingId` and back to the `list`;
 * loading → spinner; a failed load other than 404 → 'Failed to load {noun} details' with Retry;
 * 404 or nothing → '{Noun} Not Found' with 'Back to {Noun}s'; otherwise `children(record)`.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from '../lib/toast';
import { Spinner } from './spinner';
import { LoadError, NotFoundState, isNotFound } from './ui/query-state';

export interface RecordPageProps<T> {
  /** The id from the URL; null when the route had none. */
  id: string | null;
  query: { data: T | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  /** What the record is, capitalised: 'Order' gives 'Order Not Found', 'Back to Orders', 'Failed to load order details'. */
  noun: string;
  /** Toast text when there is no id, e.g. 'Order ID not provided'. */
  missingId: string;
  /** The list's path: where no id leads and where the not-found button goes. */
  list: string;
  children: (record: T) => ReactNode;
}

/** Renders the state of `query` for the record `id`, and the record itself once it is there. */
export function RecordPage<T>({ id, query, noun, missingId, list, children }: RecordPageProps<T>) {
  useEffect(() => {
    if (!id) toast.error('Error', { description: missingId });
  }, [id, missingId]);
  if (!id) return <Navigate to={list} replace />;
  if (query.isLoading) return <Spinner />;
  const lower = noun.toLowerCase();
  if (query.error && !isNotFound(query.error)) return <LoadError message={`Failed to load ${lower} details`} onRetry={() => query.refetch()} variant="page" />;
  if (!query.data) {
    return (
      <NotFoundState
        title={`${noun} Not Found`}
        text={`The requested ${lower} could not be found or you don't have access to it.`}
        action={
          <Link to={list} className="btn-primary mt-6">
            Back to {noun}s
          </Link>
        }
      />
    );
  }
  return children(query.data);
}
