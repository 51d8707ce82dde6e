/**
 * The customer reviews section (storefront §2 Home "customer reviews section", §9): approved
 * reviews in the server's §9 order, the average rating to one decimal and the total, 20 more per
 * 'Load More Reviews', and the Write a Review button (visitors are asked to sign in). The same
 * list, filtered to reviews tagging a product, sits on the product page (`ProductReviews`).
 * Loaded lazily by the pages; the write dialog is loaded only when opened.
 */
import { Suspense, lazy, useState } from 'react';
import { PenLine } from 'lucide-react';
import { REVIEW_MESSAGES } from '@phonexport/domain/reviews';
import type { TaggedProductDto } from '@phonexport/contracts/reviews';
import { useMe } from '../../lib/use-me';
import { useMyReviews } from './api/use-my-reviews';
import { useReviews } from './api/use-reviews';
import { ReviewCard } from './components/review-card';
import { Stars, useSignInPrompt } from './components/review-parts';
import { reviewText } from './review-text';
import { useTranslation } from '../../i18n/i18n';
import { formatDecimal } from '../../lib/intl';

const WriteReviewDialog = lazy(() => import('./components/write-review-dialog'));

function Summary({ average, total }: { average: number; total: number }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-2" aria-label={t('reviews.average', { rating: formatDecimal(average), count: total })}>
      <span className="text-2xl font-bold tabular-nums text-slate-900">{formatDecimal(average)}</span>
      <div>
        <Stars rating={average} />
        <p className="text-xs text-slate-600">
          {t('reviews.count', { count: total })}
        </p>
      </div>
    </div>
  );
}

function ReviewList({ productId }: { productId?: string }) {
  const { data, isPending, isError, refetch, hasNextPage, fetchNextPage, isFetchingNextPage } = useReviews(productId);
  const { t } = useTranslation();
  if (isPending) {
    return (
      <div className="space-y-3" role="status" aria-label={t('reviews.loading')}>
        {[0, 1].map((i) => (
          <div key={i} className="skeleton h-32 rounded-2xl" />
        ))}
      </div>
    );
  }
  if (isError) {
    return (
      <div className="card p-6 text-center text-sm text-slate-600">
        <p>{reviewText(REVIEW_MESSAGES.loadFailed)}</p>
        <button type="button" className="btn-outline mt-3" onClick={() => void refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  }
  const first = data.pages[0]!;
  const reviews = data.pages.flatMap((p) => p.items);
  return (
    <>
      {first.total > 0 && (
        <div className="mb-3">
          <Summary average={first.averageRating} total={first.total} />
        </div>
      )}
      {reviews.length === 0 ? (
        <p className="card p-6 text-center text-sm text-slate-600">{productId ? t('reviews.noneProduct') : t('reviews.none')}</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {reviews.map((r) => (
            <li key={r.id}>
              <ReviewCard review={r} showTags={!productId} />
            </li>
          ))}
        </ul>
      )}
      {hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button type="button" className="btn-outline" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
            {isFetchingNextPage ? t('common.loading') : t('reviews.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}

function WriteButton({ product }: { product?: TaggedProductDto }) {
  const { user } = useMe();
  const prompt = useSignInPrompt();
  const [open, setOpen] = useState(false);
  const { t } = useTranslation();
  return (
    <>
      <button
        type="button"
        className="btn-primary shrink-0 whitespace-nowrap px-3 py-2"
        onClick={() => (user ? setOpen(true) : prompt(reviewText(REVIEW_MESSAGES.authRequiredTitle), reviewText(REVIEW_MESSAGES.authRequired)))}
      >
        <PenLine className="size-4" aria-hidden />
        {t('reviews.write')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <WriteReviewDialog onClose={() => setOpen(false)} product={product} />
        </Suspense>
      )}
    </>
  );
}

/** Tells a signed-in customer which of their reviews still wait for approval (they are not public yet). */
function MyPendingReviews() {
  const { user } = useMe();
  const { data, isError } = useMyReviews(!!user);
  const { t } = useTranslation();
  if (isError) return <p className="mb-3 text-sm text-red-700">{reviewText(REVIEW_MESSAGES.loadMineFailed)}</p>;
  const pending = (data ?? []).filter((r) => r.status === 'pending');
  if (!pending.length) return null;
  return (
    <div className="mb-3 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
      <p className="font-medium">
        {t('reviews.pending', { count: pending.length })}
      </p>
      <ul className="mt-0.5 list-inside list-disc">
        {pending.slice(0, 3).map((r) => (
          <li key={r.id} className="truncate">
            {r.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A reviews section's heading (`id` for its aria-labelledby) with the Write a review button at the right. */
function ReviewsHeading({ id, title, className, product }: { id: string; title: string; className: string; product?: { id: string; name: string } }) {
  return (
    <div className="mb-3 flex items-end justify-between gap-2">
      <h2 id={id} className={className}>
        {title}
      </h2>
      <WriteButton product={product} />
    </div>
  );
}

/** Home page section: every approved review. */
export default function ReviewsSection() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="reviews-title" className="below-fold mt-8 px-4">
      <ReviewsHeading id="reviews-title" title={t('reviews.customerReviews')} className="text-lg font-bold text-slate-900 sm:text-xl" />
      <MyPendingReviews />
      <ReviewList />
    </section>
  );
}

/** Product page section: approved reviews tagging the product, with their average rating. */
export function ProductReviews({ productId, productName }: { productId: string; productName: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="product-reviews-title" className="below-fold mt-8">
      <ReviewsHeading id="product-reviews-title" title={t('reviews.heading')} className="text-lg font-bold text-slate-900" product={{ id: productId, name: productName }} />
      <ReviewList productId={productId} />
    </section>
  );
}
