/**
 * Review rules (storefront §4, §5, §9; back office §4): who may write, what a submission must hold,
 * photos stored with an undo when the row cannot be written, replies and reactions only on approved
 * reviews, moderation outcomes as HTTP errors. Other features reach reviews through this file only.
 */
import { REVIEW_LIMITS, REVIEW_MESSAGES, validateReview, type ReactionType } from '@phonexport/domain/reviews';
import { replyRequestSchema, reviewFieldsSchema } from '@phonexport/contracts/reviews';
import type { AdminReviewDto, ReplyDto, ReviewDto } from '@phonexport/contracts/reviews';
import { withTransaction, type Db } from '../../db/client.ts';
import { insertAudit } from '../audit/index.ts';
import type { FileStore } from '../../media/file-store.ts';
import { invalid, forbidden, notFound, conflict, parseOrInvalid } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { getSettings } from '../shop-settings/index.ts';
import { deleteReviewPhotos, processPhoto, storePhotos, type UploadedFile } from './review-images.ts';
import * as repo from './reviews-repository.ts';

export type { ReviewListOptions, AdminListOptions } from './reviews-repository.ts';
/** A moderation as requested: a new status and/or admin notes. */
export type ModerationChange = Omit<repo.Moderation, 'by'>;

/** 403 'Reviews are turned off at the moment.' unless the back office has reviews on (General tab). */
export async function requireReviewsOn(db: Db): Promise<void> {
  if (!(await getSettings(db)).general.enableReviews) throw forbidden(REVIEW_MESSAGES.disabled);
}

/** An approved review (replying and reacting apply only to what the public can see), else 404. */
async function requireApproved(db: Db, id: string): Promise<void> {
  const review = await repo.findReview(db, id);
  if (!review || review.status !== 'approved') throw notFound('Review not found');
}

const authorName = (user: SessionUser) => user.displayName || user.email.split('@')[0]!;

/** A review submission as read from the multipart form, before any check. */
export interface Submission {
  fields: Record<string, string>;
  tags: string[];
  files: UploadedFile[];
}

/**
 * §5 submission: validates the fields (400 with the spec's text and code), checks the tags name
 * active products, decodes and re-encodes every photo before anything is stored, stores them,
 * then writes the pending review; the photos are removed again if the row cannot be written.
 */
export async function submitReview(db: Db, files: FileStore, user: SessionUser, sub: Submission): Promise<ReviewDto> {
  const input = {
    rating: sub.fields.rating ? Number(sub.fields.rating) : REVIEW_LIMITS.defaultRating,
    title: sub.fields.title ?? '',
    comment: sub.fields.comment ?? '',
    country: sub.fields.country ?? '',
    taggedProducts: [...new Set(sub.tags.filter(Boolean))],
  };
  const problem = validateReview(input);
  if (problem) throw invalid(problem.message, { [problem.field]: problem.message }, problem.code);
  const fields = parseOrInvalid(reviewFieldsSchema, input);
  const active = await repo.findActiveProductIds(db, fields.taggedProducts);
  if (fields.taggedProducts.some((id) => !active.has(id))) throw invalid(REVIEW_MESSAGES.unknownProduct, { taggedProducts: REVIEW_MESSAGES.unknownProduct });
  const photos = [];
  for (const file of sub.files) photos.push(await processPhoto(file));
  const id = crypto.randomUUID();
  const imageUrls = await storePhotos(files, id, photos);
  try {
    return await repo.insertReview(db, { ...fields, id, userId: user.id, userName: authorName(user), userEmail: user.email, imageUrls });
  } catch (err) {
    await deleteReviewPhotos(files, id);
    throw err;
  }
}

/** §5 Reply: non-blank (400 'empty_reply'), at most 500 characters, on an approved review (else 404); created pending. */
export async function replyToReview(db: Db, user: SessionUser, reviewId: string, comment: string | undefined): Promise<ReplyDto> {
  if (!comment?.trim()) throw invalid(REVIEW_MESSAGES.emptyReply, { comment: REVIEW_MESSAGES.emptyReply }, 'empty_reply');
  const checked = parseOrInvalid(replyRequestSchema, { comment });
  await requireApproved(db, reviewId);
  return repo.insertReply(db, { reviewId, userId: user.id, userName: authorName(user), userEmail: user.email, comment: checked.comment });
}

/** §4 reaction tap on an approved review (else 404). */
export async function reactToReview(db: Db, user: SessionUser, reviewId: string, type: ReactionType) {
  await requireApproved(db, reviewId);
  return repo.upsertReaction(db, reviewId, user.id, type);
}

/** Approved replies of an approved review (else 404), oldest first. */
export async function approvedReplies(db: Db, reviewId: string): Promise<ReplyDto[]> {
  await requireApproved(db, reviewId);
  return repo.findApprovedReplies(db, reviewId);
}

export const listApprovedReviews = repo.findApprovedReviews;
export const listUserReviews = repo.findUserReviews;
export const searchTaggableProducts = repo.findTaggableProducts;
export const listAdminReviews = repo.findAdminReviews;
export const listAdminReplies = repo.findAdminReplies;
export const reviewStats = repo.findReviewStats;

/** The admin acting in the back office (id and e-mail, for approvedBy and the audit log). */
type Admin = Pick<SessionUser, 'id' | 'email'>;

/**
 * Back office §4: moderates a review as `admin` (approvedBy is their e-mail), audited in the same
 * transaction (decision 007). 404 unknown, 409 'not_pending' when already decided.
 */
export async function moderateReview(db: Db, id: string, body: ModerationChange, admin: Admin): Promise<AdminReviewDto> {
  return withTransaction(db, async (tx) => {
    const before = await repo.findReview(tx, id);
    const dto = moderationOutcome(await repo.updateReviewModeration(tx, id, { ...body, by: admin.email }), 'Review not found');
    await insertAudit(tx, admin, { action: body.status ?? 'note', entity: 'review', entityId: id, label: reviewLabel(dto), before, after: { status: dto.status, adminNotes: dto.adminNotes } });
    return dto;
  });
}

/** The same for a reply. */
export async function moderateReply(db: Db, id: string, body: ModerationChange, admin: Admin): Promise<ReplyDto> {
  return withTransaction(db, async (tx) => {
    const dto = moderationOutcome(await repo.updateReplyModeration(tx, id, { ...body, by: admin.email }), 'Reply not found');
    await insertAudit(tx, admin, { action: body.status ?? 'note', entity: 'review-reply', entityId: id, label: `Reply by ${dto.userName}`, after: { status: dto.status, ...(body.adminNotes !== undefined ? { adminNotes: body.adminNotes } : {}) } });
    return dto;
  });
}

const reviewLabel = (r: { title: string; userName: string }) => `"${r.title}" by ${r.userName}`;

function moderationOutcome<T>(result: T | 'not_found' | 'not_pending', notFoundMessage: string): T {
  if (result === 'not_found') throw notFound(notFoundMessage);
  if (result === 'not_pending') throw conflict(REVIEW_MESSAGES.onlyPending, 'not_pending');
  return result;
}

/**
 * Deletes a review with its replies and reactions (404 when absent), audited in the same
 * transaction, then its photos; a photo removal failure is reported to `onPhotoError` (the review
 * is gone either way).
 */
export async function deleteReview(db: Db, admin: Admin, files: FileStore, id: string, onPhotoError: (err: unknown) => void): Promise<{ ok: true }> {
  await withTransaction(db, async (tx) => {
    const gone = await repo.deleteReview(tx, id);
    if (!gone) throw notFound('Review not found');
    await insertAudit(tx, admin, { action: 'delete', entity: 'review', entityId: id, label: reviewLabel(gone), before: gone });
  });
  await deleteReviewPhotos(files, id).catch(onPhotoError);
  return { ok: true };
}

/** Deletes a reply (404 when absent), audited in the same transaction. */
export async function deleteReply(db: Db, admin: Admin, id: string): Promise<{ ok: true }> {
  await withTransaction(db, async (tx) => {
    const gone = await repo.deleteReply(tx, id);
    if (!gone) throw notFound('Reply not found');
    await insertAudit(tx, admin, { action: 'delete', entity: 'review-reply', entityId: id, label: `Reply by ${gone.userName}`, before: gone });
  });
  return { ok: true };
}
