/**
 * Review contracts: reviews, replies, reactions, photos and moderation (storefront §3-§9 Reviews,
 * back office §2 Admin reviews, §3, §4, §5, §8). Ids are UUIDs; times ISO 8601 strings.
 * Writing (submit, reply, react) needs a signed-in user while reviews are on: 401 with the action's
 * spec text ('Please login to submit a review', '... to reply to reviews', '... to react to reviews'),
 * 403 'Reviews are turned off at the moment.' when the back office turned them off.
 * The request schemas carry the §5 limits and texts of domain reviews.ts.
 */
import { z } from 'zod';
import {
  ADMIN_REVIEWS_PAGE,
  MODERATION_STATUSES,
  REACTION_TYPES,
  REVIEW_COUNTRY_CODES,
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  type ReviewCountry,
  type ReviewFields,
} from '@phonexport/domain/reviews';
import { byId, contractsOf, errorBody, isoDateTime, multipart, named } from './contract.ts';

const { anyone, customer } = contractsOf('reviews');
const { admin: backOffice } = contractsOf('reviews', 'admin');

// ---------------------------------------------------------------- requests (§5 limits and texts)

const countryCode = z.enum(REVIEW_COUNTRY_CODES as [ReviewCountry, ...ReviewCountry[]], { error: REVIEW_MESSAGES.countryRequired });

/** Text fields of a review submission (sent as multipart fields next to the photos). */
export const reviewFieldsSchema = z.object({
  rating: z.coerce.number({ error: REVIEW_MESSAGES.ratingRange }).int(REVIEW_MESSAGES.ratingRange).min(1, REVIEW_MESSAGES.ratingRange).max(5, REVIEW_MESSAGES.ratingRange).default(REVIEW_LIMITS.defaultRating),
  title: z.string().trim().min(1, REVIEW_MESSAGES.missingInfo).max(REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.titleTooLong),
  comment: z.string().trim().min(1, REVIEW_MESSAGES.missingInfo).max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentTooLong),
  country: countryCode,
  taggedProducts: z.array(z.string().min(1).max(64)).max(REVIEW_LIMITS.maxTags, REVIEW_MESSAGES.tooManyTags).default([]),
});
export type { ReviewFields };
// What the schema gives is the domain's ReviewFields (the reviews repository stores it).
const _sameFields: ReviewFields extends z.output<typeof reviewFieldsSchema> ? (z.output<typeof reviewFieldsSchema> extends ReviewFields ? true : never) : never = true;

export const replyRequestSchema = z.object({
  comment: z.string({ error: REVIEW_MESSAGES.emptyReply }).trim().min(1, REVIEW_MESSAGES.emptyReply).max(REVIEW_LIMITS.replyMax, REVIEW_MESSAGES.replyTooLong),
});
export type ReplyRequest = z.input<typeof replyRequestSchema>;

export const reactionRequestSchema = z.object({ type: z.enum(REACTION_TYPES, { error: 'Reaction must be helpful, thumbsUp or thumbsDown' }) });
export type ReactionRequest = z.input<typeof reactionRequestSchema>;

export const reviewListQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
  limit: z.coerce.number().int().min(1).max(50).default(REVIEW_LIMITS.pageSize),
  productId: z.string().min(1).max(64).optional(),
});

export const moderationRequestSchema = z
  .object({
    status: z.enum(['approved', 'rejected']).optional(),
    adminNotes: z.string().trim().max(REVIEW_LIMITS.adminNotesMax, 'Admin notes must be at most 1000 characters').optional(),
  })
  .refine((v) => v.status !== undefined || v.adminNotes !== undefined, { message: 'Nothing to update' });
export type ModerationRequest = z.input<typeof moderationRequestSchema>;

/** Query of the back office's review and reply lists: filters, then a page (`limit` rows from `offset`, newest first). */
export const adminListQuerySchema = z.object({
  status: z.enum(['all', 'pending', 'approved', 'rejected']).default('all'),
  search: z.string().trim().max(100).default(''),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(ADMIN_REVIEWS_PAGE),
});

// ---------------------------------------------------------------- answers

const moderationStatus = z.enum(MODERATION_STATUSES as ['pending', 'approved', 'rejected']);
const reactionType = z.enum(REACTION_TYPES);

export const taggedProduct = named('ReviewTaggedProduct', { id: z.string(), name: z.string() });
export type TaggedProductDto = z.infer<typeof taggedProduct>;

/** Reactions of a review by type. */
export const reactionCounts = named('ReviewReactionCounts', { helpful: z.number().int(), thumbsUp: z.number().int(), thumbsDown: z.number().int() });

/** A review as the storefront sees it (no e-mail address). */
export const review = named('Review', {
  id: z.string(),
  userName: z.string(),
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  comment: z.string(),
  country: z.enum(REVIEW_COUNTRY_CODES as [ReviewCountry, ...ReviewCountry[]]),
  taggedProducts: z.array(taggedProduct),
  /** '/uploads/reviews/{reviewId}/{name}.webp', each with a '-thumb.webp' copy. */
  imageUrls: z.array(z.string()),
  status: moderationStatus,
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
  /** Approved replies. */
  replyCount: z.number().int(),
  reactionCounts,
  /** The signed-in user's reaction, null for none or a visitor. */
  myReaction: reactionType.nullable(),
});
export type ReviewDto = z.infer<typeof review>;

export const reviewPage = named('ReviewPage', {
  items: z.array(review),
  /** Approved reviews in this list (all, or those tagging the product). */
  total: z.number().int(),
  /** Average of their ratings to one decimal; 0 when there is none. */
  averageRating: z.number(),
  nextOffset: z.number().int().nullable(),
});
export type ReviewPageDto = z.infer<typeof reviewPage>;

export const reply = named('ReviewReply', {
  id: z.string(),
  reviewId: z.string(),
  userName: z.string(),
  comment: z.string(),
  status: moderationStatus,
  createdAt: isoDateTime,
  approvedAt: isoDateTime.nullable(),
});
export type ReplyDto = z.infer<typeof reply>;

export const reactionResult = named('ReviewReactionResult', { myReaction: reactionType.nullable(), reactionCounts });
export type ReactionResultDto = z.infer<typeof reactionResult>;

/** Back-office view of a review (back office §3 Review admin view). */
export const adminReview = review.extend({ userEmail: z.string(), adminNotes: z.string().nullable(), approvedBy: z.string().nullable() }).meta({ id: 'AdminReview' });
export type AdminReviewDto = z.infer<typeof adminReview>;

export const adminReply = reply
  .extend({
    userEmail: z.string(),
    adminNotes: z.string().nullable(),
    approvedBy: z.string().nullable(),
    updatedAt: isoDateTime,
    /** Title of the review replied to. */
    reviewTitle: z.string(),
  })
  .meta({ id: 'AdminReviewReply' });
export type AdminReplyDto = z.infer<typeof adminReply>;

/** One page of a back-office list: the rows and how many match the filters in all. */
const adminPage = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number().int() });
export type AdminListPage<T> = { items: T[]; total: number };

const tally = z.object({ total: z.number().int(), approved: z.number().int(), pending: z.number().int(), rejected: z.number().int() });
/** §9 review statistics, plus the replies' counts for the Replies tab. */
export const reviewStats = tally.extend({ averageRating: z.number(), replies: tally }).meta({ id: 'ReviewStats' });
export type ReviewStatsDto = z.infer<typeof reviewStats>;

/** The body of POST /api/reviews/:id/replies as sent; the handler answers a blank one with the spec's 'empty_reply' 400. */
const replyBody = z.object({
  comment: z.string({ error: REVIEW_MESSAGES.emptyReply }).optional(),
});

const REVIEW_NOT_FOUND = 'Review not found';
const REPLY_NOT_FOUND = 'Reply not found';
const ok = z.object({ ok: z.literal(true) });

export const reviewsContracts = {
  submit: customer('POST', '/api/reviews', 'Submit a review (pending until approved)', {
    description:
      'multipart/form-data: rating (1-5, default 5), title, comment, country (one of the eight codes), taggedProducts (repeated, active product ids), images (at most 5 photos of at most 5 MB; re-encoded to WebP without metadata). 400/413 carry a `code` (missing_information, country_required, too_many_images, file_too_large, invalid_file_type).',
    body: multipart('Review fields and up to 5 photos'),
    responses: { 201: review, 400: errorBody, 401: errorBody, 403: errorBody, 413: errorBody, 429: errorBody },
  }),
  list: anyone('GET', '/api/reviews', 'Approved reviews in the §9 order (total reactions, approved replies, newest), one page', {
    query: reviewListQuerySchema,
    responses: { 200: reviewPage, 400: errorBody },
  }),
  mine: customer('GET', '/api/reviews/mine', "The signed-in user's own reviews, any status, newest first", { responses: { 200: z.array(review), 401: errorBody } }),
  productOptions: anyone('GET', '/api/reviews/product-options', 'Active products whose name contains `search`, for the tag picker (at most 8, by name)', {
    query: z.object({ search: z.string().trim().max(100).default('') }),
    responses: { 200: z.array(taggedProduct), 400: errorBody },
  }),
  listReplies: anyone('GET', '/api/reviews/:id/replies', 'Approved replies of an approved review, oldest first', {
    ...byId(REVIEW_NOT_FOUND),
    responses: { 200: z.array(reply), 404: errorBody },
  }),
  reply: customer('POST', '/api/reviews/:id/replies', 'Reply to an approved review (pending until approved)', {
    description: "`comment`: non-blank, at most 500 characters after trimming; a blank one is a 400 with code 'empty_reply'.",
    ...byId(REVIEW_NOT_FOUND),
    body: replyBody,
    responses: { 201: reply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody },
  }),
  react: customer('POST', '/api/reviews/:id/reactions', 'Tap a reaction (§4: add, remove the same type, or replace another)', {
    ...byId(REVIEW_NOT_FOUND),
    body: reactionRequestSchema,
    responses: { 200: reactionResult, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 429: errorBody },
  }),

  // ---------- back office ----------
  adminStats: backOffice('reviews.moderate', 'GET', '/api/admin/reviews/stats', 'Review statistics (§9) and reply counts', { responses: { 200: reviewStats, 401: errorBody, 403: errorBody } }),
  adminList: backOffice('reviews.moderate', 'GET', '/api/admin/reviews', 'Reviews for moderation, newest first, filtered by status and text, one page', {
    query: adminListQuerySchema,
    responses: { 200: adminPage(adminReview).meta({ id: 'AdminReviewPage' }), 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  adminModerate: backOffice('reviews.moderate', 'PATCH', '/api/admin/reviews/:id', 'Approve or reject a pending review and/or save admin notes', {
    description: "A status change of a review that is no longer pending is a 409 with code 'not_pending'.",
    ...byId(REVIEW_NOT_FOUND),
    body: moderationRequestSchema,
    responses: { 200: adminReview, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
  adminDelete: backOffice('reviews.moderate', 'DELETE', '/api/admin/reviews/:id', 'Delete a review with its replies, reactions and photos', {
    ...byId(REVIEW_NOT_FOUND),
    responses: { 200: ok, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
  adminListReplies: backOffice('reviews.moderate', 'GET', '/api/admin/review-replies', 'Replies for moderation, newest first, filtered by status and text, one page', {
    query: adminListQuerySchema,
    responses: { 200: adminPage(adminReply).meta({ id: 'AdminReviewReplyPage' }), 400: errorBody, 401: errorBody, 403: errorBody },
  }),
  adminModerateReply: backOffice('reviews.moderate', 'PATCH', '/api/admin/review-replies/:id', 'Approve or reject a pending reply and/or save admin notes', {
    ...byId(REPLY_NOT_FOUND),
    body: moderationRequestSchema,
    responses: { 200: reply, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody },
  }),
  adminDeleteReply: backOffice('reviews.moderate', 'DELETE', '/api/admin/review-replies/:id', 'Delete a reply', {
    ...byId(REPLY_NOT_FOUND),
    responses: { 200: ok, 401: errorBody, 403: errorBody, 404: errorBody },
  }),
};
