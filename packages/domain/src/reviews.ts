/**
 * Customer reviews, replies and reactions: limits, message texts, validation, the reaction
 * toggle/replace rule and display helpers. The §9 public order is the SQL of the server's review
 * repository (one rule, tested through the API); the response shapes are in packages/contracts/src/reviews.ts
 * (storefront spec §3 Review/ReviewReply/ReviewReaction, §4, §5, §8, §9; back office §2 Admin reviews, §4, §5).
 * Pure: no I/O, and no zod (the web app imports this file; the request schemas are in packages/contracts, reviews.ts).
 */
import { FIELD_LIMITS } from './input-limits.ts';
import { SERVICE_COUNTRY_CODES, SERVICE_COUNTRY_NAMES } from './service-countries.ts';

// ---------- §9 limits ----------

export const REVIEW_LIMITS = {
  titleMax: FIELD_LIMITS.reviewTitle.max,
  commentMax: FIELD_LIMITS.reviewComment.max,
  replyMax: FIELD_LIMITS.reply.max,
  maxImages: 5,
  /** Bytes per photo (5 MB). */
  maxImageBytes: 5 * 1024 * 1024,
  /** Product tags per review (the spec sets none; a bound keeps a review readable). */
  maxTags: 10,
  /** Admin notes (back office; the spec sets none). */
  adminNotesMax: 1000,
  /** Reviews per page and per 'Load More Reviews'. */
  pageSize: 20,
  /** Thumbnails shown on a card before '+N'. */
  cardThumbnails: 4,
  defaultRating: 5,
} as const;

/** The eight served countries by ISO code (storefront §1), the values a review's `country` may take. */
export const REVIEW_COUNTRIES = SERVICE_COUNTRY_NAMES;
export type ReviewCountry = keyof typeof REVIEW_COUNTRIES;
export const REVIEW_COUNTRY_CODES: ReviewCountry[] = SERVICE_COUNTRY_CODES;

export const REACTION_TYPES = ['helpful', 'thumbsUp', 'thumbsDown'] as const;
export type ReactionType = (typeof REACTION_TYPES)[number];
export const REACTION_LABELS: Record<ReactionType, string> = { helpful: 'Helpful', thumbsUp: 'Thumbs up', thumbsDown: 'Thumbs down' };

export type ModerationStatus = 'pending' | 'approved' | 'rejected';
export const MODERATION_STATUSES: readonly ModerationStatus[] = ['pending', 'approved', 'rejected'];

// ---------- §5 / §8 texts ----------

/** Title/description pairs and single texts of the spec, word for word. */
export const REVIEW_MESSAGES = {
  /** 403 when the back office has turned customer reviews off (settings, General tab). */
  disabled: 'Reviews are turned off at the moment.',
  authRequiredTitle: 'Authentication required',
  authRequired: 'Please login to submit a review',
  missingInfoTitle: 'Missing information',
  missingInfo: 'Please provide both a title and comment',
  countryRequiredTitle: 'Country required',
  countryRequired: 'Please select your country',
  tooManyImagesTitle: 'Too many images',
  tooManyImages: 'You can upload a maximum of 5 images',
  fileTooLargeTitle: 'File too large',
  fileTooLarge: (file: string) => `${file}: Maximum size is 5MB`,
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: (file: string) => `${file} is not an image`,
  replyLogin: 'Please login to reply to reviews',
  emptyReplyTitle: 'Empty reply',
  emptyReply: 'Please write a reply before submitting',
  reactLogin: 'Please login to react to reviews',
  submitFailed: 'Failed to submit review',
  loadFailed: 'Failed to load reviews',
  loadMineFailed: 'Failed to load your reviews',
  uploadFailed: (file: string) => `Failed to upload image: ${file}`,
  uploadsFailed: 'Failed to upload images',
  replyFailed: 'Failed to submit reply',
  repliesLoadFailed: 'Failed to load replies',
  reactionAddFailed: 'Failed to add reaction',
  reactionRemoveFailed: 'Failed to remove reaction',
  reactionsLoadFailed: 'Failed to load reactions',
  // back office §8
  adminLoadFailed: 'Failed to load reviews',
  adminRepliesLoadFailed: 'Failed to load replies',
  updateFailed: 'Failed to update review',
  deleteFailed: 'Failed to delete review',
  updateReplyFailed: 'Failed to update reply',
  deleteReplyFailed: 'Failed to delete reply',
  updated: 'Review updated',
  deleted: 'Review deleted',
  deleteReviewConfirm: 'Are you sure you want to delete this review? This action cannot be undone.',
  deleteReplyConfirm: 'Are you sure you want to delete this reply? This action cannot be undone.',
  // our own (not in the spec)
  submittedTitle: 'Review submitted',
  submitted: 'Thank you! Your review will appear once it has been approved.',
  replySubmittedTitle: 'Reply submitted',
  replySubmitted: 'Your reply will appear once it has been approved.',
  titleTooLong: 'Title must be at most 100 characters',
  commentTooLong: 'Comment must be at most 1000 characters',
  replyTooLong: 'Reply must be at most 500 characters',
  ratingRange: 'Rating must be between 1 and 5 stars',
  tooManyTags: 'You can tag at most 10 products',
  unknownProduct: 'A tagged product is not available',
  onlyPending: 'Only pending items can be approved or rejected',
} as const;

/** Error codes the server sends with a 400 so the client can show the spec's toast title. */
export const REVIEW_ERROR_TITLES: Record<string, string> = {
  missing_information: REVIEW_MESSAGES.missingInfoTitle,
  country_required: REVIEW_MESSAGES.countryRequiredTitle,
  too_many_images: REVIEW_MESSAGES.tooManyImagesTitle,
  file_too_large: REVIEW_MESSAGES.fileTooLargeTitle,
  invalid_file_type: REVIEW_MESSAGES.invalidFileTypeTitle,
  empty_reply: REVIEW_MESSAGES.emptyReplyTitle,
};

// ---------- validation ----------

export interface ReviewInput {
  rating: number;
  title: string;
  comment: string;
  country: string;
  taggedProducts: string[];
}

export interface ReviewFileInput {
  name: string;
  /** Bytes. */
  size: number;
  /** MIME type as declared by the browser (a first check; the server decodes the bytes). */
  type: string;
}

/** A failed rule: the spec's toast title and description, the field it belongs to and a stable code. */
export interface ReviewProblem {
  field: 'title' | 'comment' | 'country' | 'rating' | 'images' | 'taggedProducts' | 'reply';
  code: string;
  title: string;
  message: string;
}

const problem = (field: ReviewProblem['field'], code: string, title: string, message: string): ReviewProblem => ({ field, code, title, message });

/**
 * The §5 review rules in the spec's order (after sign-in): title and comment non-blank, country one
 * of the eight, then lengths, rating 1..5 and tags. Returns the first failure or null.
 */
export function validateReview(input: ReviewInput): ReviewProblem | null {
  const title = input.title.trim();
  const comment = input.comment.trim();
  if (!title || !comment) return problem(!title ? 'title' : 'comment', 'missing_information', REVIEW_MESSAGES.missingInfoTitle, REVIEW_MESSAGES.missingInfo);
  if (!(REVIEW_COUNTRY_CODES as string[]).includes(input.country))
    return problem('country', 'country_required', REVIEW_MESSAGES.countryRequiredTitle, REVIEW_MESSAGES.countryRequired);
  if (title.length > REVIEW_LIMITS.titleMax) return problem('title', 'title_too_long', 'Error', REVIEW_MESSAGES.titleTooLong);
  if (comment.length > REVIEW_LIMITS.commentMax) return problem('comment', 'comment_too_long', 'Error', REVIEW_MESSAGES.commentTooLong);
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5) return problem('rating', 'rating_range', 'Error', REVIEW_MESSAGES.ratingRange);
  if (new Set(input.taggedProducts).size > REVIEW_LIMITS.maxTags) return problem('taggedProducts', 'too_many_tags', 'Error', REVIEW_MESSAGES.tooManyTags);
  return null;
}

/**
 * The §5 photo rules for the photos already chosen plus the new ones: at most 5 in total, each at
 * most 5 MB, each declared as an image. Returns the first failure or null. The server repeats the
 * count and size checks and decodes the bytes (a renamed text file is refused there too).
 */
export function validateReviewFiles(alreadyChosen: number, files: readonly ReviewFileInput[]): ReviewProblem | null {
  if (alreadyChosen + files.length > REVIEW_LIMITS.maxImages)
    return problem('images', 'too_many_images', REVIEW_MESSAGES.tooManyImagesTitle, REVIEW_MESSAGES.tooManyImages);
  for (const f of files) {
    if (!f.type.startsWith('image/')) return problem('images', 'invalid_file_type', REVIEW_MESSAGES.invalidFileTypeTitle, REVIEW_MESSAGES.invalidFileType(f.name));
    if (f.size > REVIEW_LIMITS.maxImageBytes) return problem('images', 'file_too_large', REVIEW_MESSAGES.fileTooLargeTitle, REVIEW_MESSAGES.fileTooLarge(f.name));
  }
  return null;
}

/** §5 Reply: non-blank after trimming, at most 500 characters. */
export function validateReply(comment: string): ReviewProblem | null {
  const text = comment.trim();
  if (!text) return problem('reply', 'empty_reply', REVIEW_MESSAGES.emptyReplyTitle, REVIEW_MESSAGES.emptyReply);
  if (text.length > REVIEW_LIMITS.replyMax) return problem('reply', 'reply_too_long', 'Error', REVIEW_MESSAGES.replyTooLong);
  return null;
}

/** Adds a product tag unless already present (§5: no duplicates) or the bound is reached. */
export function addTag(tags: readonly string[], productId: string): string[] {
  if (tags.includes(productId) || tags.length >= REVIEW_LIMITS.maxTags) return [...tags];
  return [...tags, productId];
}

// ---------- §4 reactions ----------

export type ReactionAction = { kind: 'add'; type: ReactionType } | { kind: 'remove' } | { kind: 'replace'; type: ReactionType };

/** §4: tapping the type the user already has removes it; another type replaces it; otherwise it is added. */
export function reactionAction(current: ReactionType | null, tapped: ReactionType): ReactionAction {
  if (current === null) return { kind: 'add', type: tapped };
  if (current === tapped) return { kind: 'remove' };
  return { kind: 'replace', type: tapped };
}

export type ReactionCounts = Record<ReactionType, number>;
export const emptyReactionCounts = (): ReactionCounts => ({ helpful: 0, thumbsUp: 0, thumbsDown: 0 });

/** The counts and the user's reaction after a tap, applied optimistically by the client (same rule as the server). */
export function applyReaction(counts: ReactionCounts, current: ReactionType | null, tapped: ReactionType): { counts: ReactionCounts; mine: ReactionType | null } {
  const next = { ...counts };
  const action = reactionAction(current, tapped);
  if (current) next[current] = Math.max(0, next[current] - 1);
  if (action.kind === 'remove') return { counts: next, mine: null };
  next[action.type] += 1;
  return { counts: next, mine: action.type };
}

export const totalReactions = (c: ReactionCounts): number => c.helpful + c.thumbsUp + c.thumbsDown;

// ---------- §9 ordering and display ----------

/** §9: the average to one decimal (0 when there is none). */
export function averageRating(ratings: readonly number[]): number {
  if (!ratings.length) return 0;
  return roundRating(ratings.reduce((s, r) => s + r, 0) / ratings.length);
}

/** Rounds an average rating to one decimal. */
export const roundRating = (avg: number): number => Math.round(avg * 10) / 10;

/** §9: the thumbnails a card shows (at most 4) and the '+N' overflow count. */
export function cardThumbnails<T>(images: readonly T[]): { shown: T[]; overflow: number } {
  const shown = images.slice(0, REVIEW_LIMITS.cardThumbnails);
  return { shown, overflow: images.length - shown.length };
}

/** Stored review photos are '/uploads/reviews/{reviewId}/{name}.webp'; each has a small '-thumb.webp' copy. */
export function reviewThumbUrl(url: string): string {
  return url.endsWith('.webp') && !url.endsWith('-thumb.webp') ? url.replace(/\.webp$/, '-thumb.webp') : url;
}

/** Rows per page of the back office's review and reply lists. */
export const ADMIN_REVIEWS_PAGE = 50;

/** The text fields of a review as the server reads them (storefront §5 Reviews): a rating 1-5, title, comment, the reviewer's country and tagged product ids. */
export interface ReviewFields {
  rating: number;
  title: string;
  comment: string;
  country: ReviewCountry;
  taggedProducts: string[];
}
