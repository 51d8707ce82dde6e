/**
 * A review message of the domain (REVIEW_MESSAGES) in the current interface language, from the
 * reviews' own small table (domain/reviews-messages.ts): the reviews on home and product pages are
 * live with the page, and the whole message table (lib/domain-text.ts) would ride along (issue 26).
 */
import { translateReviewMessage } from '@phonexport/domain/reviews-messages';
import { currentLanguage } from '../../i18n/i18n';

/** `english` (one of REVIEW_MESSAGES' texts) in the current language; any other text unchanged. */
export const reviewText = (english: string): string => translateReviewMessage(english, currentLanguage());
