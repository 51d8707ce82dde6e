/**
 * Small shared pieces of the reviews UI: star display, the sign-in prompt for visitors
 * (storefront §5/§6 texts), error toasts (§8: destructive, titled 'Error' unless the spec pairs a title).
 */
import { Star } from 'lucide-react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../lib/toast';
import { REVIEW_ERROR_TITLES } from '@phonexport/domain/reviews';
import { ApiError } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { reviewText } from '../review-text';
import { t as translate } from '../../../i18n/i18n';

/** Read-only stars, `rating` out of 5 (fractions round to the nearest star). */
export function Stars({ rating, size = 'size-4' }: { rating: number; size?: string }) {
  const full = Math.round(rating);
  return (
    <span className="inline-flex items-center gap-0.5" role="img" aria-label={translate('reviews.outOf5', { rating })}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} className={`${size} ${i <= full ? 'fill-amber-400 text-amber-400' : 'fill-slate-200 text-slate-200'}`} aria-hidden />
      ))}
    </span>
  );
}

/** A function showing a 'please sign in' toast with a Sign in action that comes back to this page. */
export function useSignInPrompt() {
  const navigate = useNavigate();
  const location = useLocation();
  return (title: string, message: string) =>
    toast.error(title, {
      description: message,
      action: { label: translate('auth.signIn'), onClick: () => void navigate(paths.login, { state: { from: location.pathname + location.search } }) },
    });
}

/** Shows a failed call: the spec's title for a known code, else 'Error'; the server's message, else `fallback`. */
export function showError(err: unknown, fallback: string) {
  if (err instanceof ApiError && err.status >= 400 && err.status < 500 && err.message) {
    const title = err.code ? REVIEW_ERROR_TITLES[err.code] : undefined;
    toast.error(title ? reviewText(title) : translate('common.error'), { description: err.message });
  } else {
    toast.error(translate('common.error'), { description: fallback });
  }
}
