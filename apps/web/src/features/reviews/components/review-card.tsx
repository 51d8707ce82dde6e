/**
 * One review card (storefront §2 Reviews, §4 UI state, §5 Reply, §9): stars, title, comment,
 * country flag, 'Verified' badge, tagged products linking to their pages, at most 4 thumbnails
 * with '+N', relative time, reaction buttons with counts, a reply box (500 characters with a
 * counter) and the approved replies under a show/hide toggle. All customer text is rendered as
 * React text nodes, so markup typed by a customer is shown, never run.
 */
import { LimitReached } from '../../../components/ui/field';
import { useId, useState, type FormEvent } from 'react';
import { BadgeCheck, Lightbulb, MessageCircle, ThumbsDown, ThumbsUp, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from '../../../lib/toast';
import { countryName } from '../../../lib/intl';
import { relativeTime } from '../../../lib/format-date';
import { REVIEW_COUNTRIES, REVIEW_LIMITS, REVIEW_MESSAGES, cardThumbnails, reviewThumbUrl, validateReply, type ReactionType } from '@phonexport/domain/reviews';
import type { ReviewDto } from '@phonexport/contracts/reviews';
import { Flag } from '../../../components/flag';
import { paths } from '../../../lib/paths';
import { useMe } from '../../../lib/use-me';
import { useReact } from '../api/use-react';
import { useReplies } from '../api/use-replies';
import { useSubmitReply } from '../api/use-submit-reply';
import { Stars, showError, useSignInPrompt } from './review-parts';
import { reviewText } from '../review-text';
import { t as translate, useTranslation } from '../../../i18n/i18n';

const REACTION_ICONS: Record<ReactionType, LucideIcon> = { helpful: Lightbulb, thumbsUp: ThumbsUp, thumbsDown: ThumbsDown };

function Thumbnails({ urls, title }: { urls: string[]; title: string }) {
  const { shown, overflow } = cardThumbnails(urls);
  if (!shown.length) return null;
  return (
    <ul className="mt-3 flex gap-2" aria-label={translate('reviews.photos')}>
      {shown.map((url, i) => (
        <li key={url} className="relative">
          <a href={url} target="_blank" rel="noopener noreferrer" className="block">
            <img
              src={reviewThumbUrl(url)}
              alt={translate('reviews.photoOf', { n: i + 1, count: urls.length, title })}
              width={64}
              height={64}
              loading="lazy"
              decoding="async"
              className="size-16 rounded-lg bg-slate-100 object-cover ring-1 ring-slate-200"
            />
            {i === shown.length - 1 && overflow > 0 && (
              <span className="absolute inset-0 flex items-center justify-center rounded-lg bg-slate-900/60 text-sm font-bold text-white">+{overflow}</span>
            )}
          </a>
        </li>
      ))}
    </ul>
  );
}

function Reactions({ review }: { review: ReviewDto }) {
  const { user } = useMe();
  const prompt = useSignInPrompt();
  const react = useReact();
  const tap = (type: ReactionType) => {
    if (!user) return prompt(reviewText(REVIEW_MESSAGES.authRequiredTitle), reviewText(REVIEW_MESSAGES.reactLogin));
    const removing = review.myReaction === type;
    react.mutate({ review, type }, { onError: (err) => showError(err, removing ? reviewText(REVIEW_MESSAGES.reactionRemoveFailed) : reviewText(REVIEW_MESSAGES.reactionAddFailed)) });
  };
  return (
    <div className="flex flex-wrap gap-1.5" role="group" aria-label={translate('reviews.reactionsLabel')}>
      {(Object.keys(REACTION_ICONS) as ReactionType[]).map((type) => {
        const Icon = REACTION_ICONS[type];
        const active = review.myReaction === type;
        return (
          <button
            key={type}
            type="button"
            aria-pressed={active}
            aria-label={`${translate(`reviews.reactions.${type}`)} (${review.reactionCounts[type]})`}
            title={translate(`reviews.reactions.${type}`)}
            onClick={() => tap(type)}
            className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition ${
              active ? 'border-brand-500 bg-brand-50 text-brand-700' : 'border-slate-200 bg-white text-slate-600 hover:bg-slate-50'
            }`}
          >
            <Icon className="size-4" aria-hidden />
            {type === 'helpful' && <span aria-hidden>{translate('reviews.reactions.helpful')}</span>}
            <span className="tabular-nums">{review.reactionCounts[type]}</span>
          </button>
        );
      })}
    </div>
  );
}

function ReplyBox({ reviewId, onDone }: { reviewId: string; onDone: () => void }) {
  const [text, setText] = useState('');
  const submit = useSubmitReply();
  const id = useId();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const problem = validateReply(text);
    if (problem) return void toast.error(reviewText(problem.title), { description: reviewText(problem.message) });
    submit.mutate(
      { reviewId, comment: text.trim() },
      {
        onSuccess: () => {
          toast.success(reviewText(REVIEW_MESSAGES.replySubmittedTitle), { description: reviewText(REVIEW_MESSAGES.replySubmitted) });
          setText('');
          onDone();
        },
        onError: (err) => showError(err, reviewText(REVIEW_MESSAGES.replyFailed)),
      },
    );
  };
  return (
    <form onSubmit={onSubmit} className="mt-3">
      <label htmlFor={id} className="sr-only">
        {translate('reviews.yourReply')}
      </label>
      <textarea
        id={id}
        className="input min-h-20 resize-y text-sm"
        value={text}
        maxLength={REVIEW_LIMITS.replyMax}
        onChange={(e) => setText(e.target.value)}
        placeholder={translate('reviews.replyPlaceholder')}
      />
      <LimitReached field="reply" length={text.length} />
      <div className="mt-1 flex items-center justify-between gap-2">
        <span className="text-xs tabular-nums text-slate-500" aria-live="polite">
          {text.length}/{REVIEW_LIMITS.replyMax}
        </span>
        <div className="flex gap-2">
          <button type="button" className="btn-ghost px-3 py-1.5" onClick={onDone}>
            {translate('common.cancel')}
          </button>
          <button type="submit" className="btn-primary px-3 py-1.5" disabled={submit.isPending}>
            {submit.isPending ? translate('auth.sending') : translate('reviews.postReply')}
          </button>
        </div>
      </div>
    </form>
  );
}

function Replies({ reviewId }: { reviewId: string }) {
  const { data, isPending, isError } = useReplies(reviewId, true);
  if (isPending) return <div className="skeleton mt-3 h-12" role="status" aria-label={translate('reviews.loadingReplies')} />;
  if (isError) return <p className="mt-3 text-sm text-red-700">{reviewText(REVIEW_MESSAGES.repliesLoadFailed)}</p>;
  return (
    <ul className="mt-3 space-y-2 border-l-2 border-slate-200 pl-3" aria-label={translate('reviews.replies')}>
      {data.map((r) => (
        <li key={r.id} className="text-sm">
          <p className="font-semibold text-slate-800">
            {r.userName} <span className="font-normal text-slate-500">· {relativeTime(r.createdAt)}</span>
          </p>
          <p className="whitespace-pre-line break-words text-slate-700">{r.comment}</p>
        </li>
      ))}
    </ul>
  );
}

/** A review card. `showTags` hides the tags on a product's own page. */
export function ReviewCard({ review, showTags = true }: { review: ReviewDto; showTags?: boolean }) {
  const { user } = useMe();
  const prompt = useSignInPrompt();
  const [replying, setReplying] = useState(false);
  const [showReplies, setShowReplies] = useState(false);
  const titleId = useId();
  useTranslation();

  return (
    <article aria-labelledby={titleId} className="card p-4">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <Stars rating={review.rating} />
          <h3 id={titleId} className="mt-1 break-words font-semibold text-slate-900">
            {review.title}
          </h3>
        </div>
        <time dateTime={review.createdAt} className="shrink-0 text-xs text-slate-500">
          {relativeTime(review.createdAt)}
        </time>
      </div>
      <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{review.comment}</p>
      <Thumbnails urls={review.imageUrls} title={review.title} />
      {showTags && review.taggedProducts.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label={translate('reviews.taggedProducts')}>
          {review.taggedProducts.map((p) => (
            <li key={p.id}>
              <Link to={paths.product(p.id)} className="inline-block rounded-full bg-brand-50 px-2.5 py-1 text-xs font-medium text-brand-700 hover:underline">
                {p.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <span className="font-medium text-slate-800">{review.userName}</span>
        <Flag code={review.country} width={21} title={countryName(review.country, REVIEW_COUNTRIES[review.country])} />
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-700">
          <BadgeCheck className="size-3.5" aria-hidden />
          {translate('reviews.verified')}
        </span>
      </div>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3">
        <Reactions review={review} />
        <div className="flex gap-1">
          {review.replyCount > 0 && (
            <button type="button" className="btn-ghost px-2.5 py-1.5" aria-expanded={showReplies} onClick={() => setShowReplies((v) => !v)}>
              {showReplies ? translate('reviews.hideReplies') : translate('reviews.showReplies', { count: review.replyCount })}
            </button>
          )}
          <button
            type="button"
            className="btn-ghost px-2.5 py-1.5"
            aria-expanded={replying}
            onClick={() => (user ? setReplying((v) => !v) : prompt(reviewText(REVIEW_MESSAGES.authRequiredTitle), reviewText(REVIEW_MESSAGES.replyLogin)))}
          >
            <MessageCircle className="size-4" aria-hidden />
            {translate('reviews.reply')}
          </button>
        </div>
      </div>
      {replying && <ReplyBox reviewId={review.id} onDone={() => setReplying(false)} />}
      {showReplies && <Replies reviewId={review.id} />}
    </article>
  );
}
