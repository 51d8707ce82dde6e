/**
 * The shell of a customer's record page loaded by the id in its URL (order detail, invoice
 * detail; storefront spec §2): no id → an 'Error' toast ('Order ID not provided') and back to the `list`;
 * loading → spinner; a failed load other than 404 → 'Failed to load {noun} details' with Retry;
 * 404 or nothing → '{Noun} Not Found' with 'Back to {Noun}s'; otherwise `children(record)`.
 */
import { useEffect, type ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { toast } from '../lib/toast';
import { Spinner } from './spinner';
import { LoadError, NotFoundState, isNotFound } from './ui/query-state';
import { t as translate, useTranslation } from '../i18n/i18n';

export interface RecordPageProps<T> {
  /** The id from the URL; null when the route had none. */
  id: string | null;
  query: { data: T | undefined; isLoading: boolean; error: unknown; refetch: () => unknown };
  /** What the record is: its texts are `record.{kind}.*` ('Order Not Found', 'Back to Orders', 'Failed to load order details', 'Order ID not provided'). */
  kind: 'order' | 'invoice';
  /** The list's path: where no id leads and where the not-found button goes. */
  list: string;
  children: (record: T) => ReactNode;
}

/** Renders the state of `query` for the record `id`, and the record itself once it is there. */
export function RecordPage<T>({ id, query, kind, list, children }: RecordPageProps<T>) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!id) toast.error(translate('common.error'), { description: translate(`record.${kind}.missingId`) });
  }, [id, kind]);
  if (!id) return <Navigate to={list} replace />;
  if (query.isLoading) return <Spinner />;
  if (query.error && !isNotFound(query.error)) return <LoadError message={t(`record.${kind}.loadFailed`)} onRetry={() => query.refetch()} variant="page" />;
  if (!query.data) {
    return (
      <NotFoundState
        title={t(`record.${kind}.notFound`)}
        text={t(`record.${kind}.notFoundText`)}
        action={
          <Link to={list} className="btn-primary mt-6">
            {t(`record.${kind}.back`)}
          </Link>
        }
      />
    );
  }
  return children(query.data);
}
