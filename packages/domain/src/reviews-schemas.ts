/**
 * Zod request schemas of the review API (storefront §5 limits and texts), used by the server to
 * validate. Kept apart from reviews.ts so the web app does not download zod.
 */
import { z } from 'zod';
import { ADMIN_REVIEWS_PAGE, REACTION_TYPES, REVIEW_COUNTRY_CODES, REVIEW_LIMITS, REVIEW_MESSAGES, type ReviewCountry } from './reviews.ts';

const countryCode = z.enum(REVIEW_COUNTRY_CODES as [ReviewCountry, ...ReviewCountry[]], { error: REVIEW_MESSAGES.countryRequired });

/** Text fields of a review submission (sent as multipart fields next to the photos). */
export const reviewFieldsSchema = z.object({
  rating: z.coerce.number({ error: REVIEW_MESSAGES.ratingRange }).int(REVIEW_MESSAGES.ratingRange).min(1, REVIEW_MESSAGES.ratingRange).max(5, REVIEW_MESSAGES.ratingRange).default(REVIEW_LIMITS.defaultRating),
  title: z.string().trim().min(1, REVIEW_MESSAGES.missingInfo).max(REVIEW_LIMITS.titleMax, REVIEW_MESSAGES.titleTooLong),
  comment: z.string().trim().min(1, REVIEW_MESSAGES.missingInfo).max(REVIEW_LIMITS.commentMax, REVIEW_MESSAGES.commentTooLong),
  country: countryCode,
  taggedProducts: z.array(z.string().min(1).max(64)).max(REVIEW_LIMITS.maxTags, REVIEW_MESSAGES.tooManyTags).default([]),
});
export type ReviewFields = z.output<typeof reviewFieldsSchema>;

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

