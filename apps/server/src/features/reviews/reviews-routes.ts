/**
 * Review routes (storefront §3-§9 Reviews, back office §2 Admin reviews, §4, §5, §8).
 *
 * Public:   GET  /api/reviews?offset&limit&productId      approved reviews in the §9 order, average, total
 *           GET  /api/reviews/:id/replies                   approved replies, oldest first
 *           GET  /api/reviews/product-options?search        active products to tag, by name
 *           GET  /uploads/reviews/{reviewId}/{name}.webp     the re-encoded photos
 * Customer: POST /api/reviews (multipart: rating, title, comment, country, taggedProducts*, images*) -> 201 pending
 *           GET  /api/reviews/mine                          own reviews, any status
 *           POST /api/reviews/:id/replies {comment}         -> 201 pending
 *           POST /api/reviews/:id/reactions {type}          §4 add / remove / replace
 * Admin:    GET /api/admin/reviews/stats, GET /api/admin/reviews?status&search, PATCH|DELETE /api/admin/reviews/:id,
 *           GET /api/admin/review-replies?status&search, PATCH|DELETE /api/admin/review-replies/:id
 *
 * Submitting, replying and reacting are rate-limited per signed-in user.
 */
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { z } from 'zod';
import { REVIEW_LIMITS, REVIEW_MESSAGES, validateReview } from '@phonexport/domain/reviews';
import {
  adminListQuerySchema,
  moderationRequestSchema,
  reactionRequestSchema,
  replyRequestSchema,
  reviewFieldsSchema,
  reviewListQuerySchema,
} from '@phonexport/domain/reviews-schemas';
import type { Db } from '../../db/client.ts';
import { HttpError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../http/errors.ts';
import { getSettings } from '../shop-settings/shop-settings-service.ts';
import type { Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import { deleteReviewPhotos, photoError, processPhoto, safeName, storePhotos, type UploadedFile } from './review-images.ts';
import {
  activeProductIds,
  deleteReply,
  deleteReview,
  findReview,
  insertReply,
  insertReview,
  listAdminReplies,
  listAdminReviews,
  listApprovedReplies,
  listApprovedReviews,
  listUserReviews,
  moderateReply,
  moderateReview,
  reviewStats,
  searchTaggableProducts,
  tapReaction,
} from './reviews-data.ts';

export interface ReviewsOptions {
  db: Db;
  sessions: Sessions;
  /** DATA_DIR/uploads: review photos go to its reviews/ folder. */
  uploadsDir: string;
}

/** Per-user limits (per IP for a visitor, who is refused anyway). */
export const REVIEW_RATE_LIMITS = {
  submit: { max: 10, timeWindow: '10 minutes' },
  reply: { max: 20, timeWindow: '10 minutes' },
  react: { max: 120, timeWindow: '1 minute' },
} as const;

const idParams = z.object({ id: z.string().min(1).max(64) });
const searchQuery = z.object({ search: z.string().trim().max(100).default('') });

/** The multipart parts of a submission, collected before anything is checked or written. */
interface Submission {
  fields: Record<string, string>;
  tags: string[];
  files: UploadedFile[];
}

async function readSubmission(req: FastifyRequest): Promise<Submission> {
  const out: Submission = { fields: {}, tags: [], files: [] };
  if (!req.isMultipart()) throw badRequest('Send the review as multipart/form-data');
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (out.files.length >= REVIEW_LIMITS.maxImages) throw photoError('too_many_images', REVIEW_MESSAGES.tooManyImages);
        let data: Buffer;
        try {
          data = await part.toBuffer();
        } catch (err) {
          if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('file_too_large', REVIEW_MESSAGES.fileTooLarge(safeName(part.filename)));
          throw err;
        }
        if (data.length === 0) continue; // an empty file input
        out.files.push({ filename: part.filename, data });
      } else if (part.fieldname === 'taggedProducts') {
        out.tags.push(String(part.value));
      } else {
        out.fields[part.fieldname] = String(part.value);
      }
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('file_too_large', REVIEW_MESSAGES.fileTooLarge('A photo'));
    if (code === 'FST_FILES_LIMIT') throw photoError('too_many_images', REVIEW_MESSAGES.tooManyImages);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') throw badRequest('Too many or invalid form fields');
    throw err;
  }
  return out;
}

export async function reviewsRoutes(app: FastifyInstance, { db, sessions, uploadsDir }: ReviewsOptions): Promise<void> {
  const reviewsDir = path.join(uploadsDir, 'reviews');
  fs.mkdirSync(reviewsDir, { recursive: true });
  const perUser = async (req: FastifyRequest) => (await sessions.current(req))?.id ?? `ip:${req.ip}`;
  const limit = (l: { max: number; timeWindow: string }) => ({ config: { rateLimit: { ...l, keyGenerator: perUser } } });

  /** A signed-in user, else 401 with the action's spec text. */
  const requireUser = async (req: FastifyRequest, message: string) => {
    const user = await sessions.current(req);
    if (!user) throw unauthorized(message);
    return user;
  };
  /** A signed-in user while reviews are turned on in the back office (General tab), else 401 / 403. */
  const requireWriter = async (req: FastifyRequest, message: string) => {
    const user = await requireUser(req, message);
    if (!(await getSettings(db)).general.enableReviews) throw forbidden(REVIEW_MESSAGES.disabled);
    return user;
  };
  /** An approved review (replying and reacting apply only to what the public can see), else 404. */
  const approvedReview = async (id: string) => {
    const review = await findReview(db, id);
    if (!review || review.status !== 'approved') throw notFound('Review not found');
    return review;
  };

  // Photos and the multipart parser live in this encapsulated scope only.
  await app.register(async (scope) => {
    await scope.register(fastifyStatic, { root: reviewsDir, prefix: '/uploads/reviews/', decorateReply: false, maxAge: '365d', immutable: true, index: false });
    await scope.register(multipart, {
      limits: {
        fileSize: REVIEW_LIMITS.maxImageBytes,
        // one more than allowed, so a sixth photo is seen and refused with the spec's message
        files: REVIEW_LIMITS.maxImages + 1,
        fields: 40,
        fieldSize: 16 * 1024,
        parts: 60,
      },
    });

    scope.post('/api/reviews', limit(REVIEW_RATE_LIMITS.submit), async (req, reply) => {
      const user = await requireWriter(req, REVIEW_MESSAGES.authRequired);
      const sub = await readSubmission(req);
      const input = {
        rating: sub.fields.rating ? Number(sub.fields.rating) : REVIEW_LIMITS.defaultRating,
        title: sub.fields.title ?? '',
        comment: sub.fields.comment ?? '',
        country: sub.fields.country ?? '',
        taggedProducts: [...new Set(sub.tags.filter(Boolean))],
      };
      const problem = validateReview(input);
      if (problem) throw new HttpError(400, problem.message, { [problem.field]: problem.message }, problem.code);
      const fields = parse(reviewFieldsSchema, input);
      const active = await activeProductIds(db, fields.taggedProducts);
      if (fields.taggedProducts.some((id) => !active.has(id))) throw badRequest(REVIEW_MESSAGES.unknownProduct, { taggedProducts: REVIEW_MESSAGES.unknownProduct });
      // Every photo is decoded and re-encoded before anything is stored.
      const photos = [];
      for (const file of sub.files) photos.push(await processPhoto(file));
      const id = crypto.randomUUID();
      const imageUrls = await storePhotos(uploadsDir, id, photos);
      try {
        const review = await insertReview(db, {
          ...fields,
          id,
          userId: user.id,
          userName: user.displayName || user.email.split('@')[0]!,
          userEmail: user.email,
          imageUrls,
        });
        return reply.status(201).send(review);
      } catch (err) {
        await deleteReviewPhotos(uploadsDir, id);
        throw err;
      }
    });
  });

  app.get('/api/reviews', async (req) => {
    const q = parse(reviewListQuerySchema, req.query);
    const viewer = await sessions.current(req);
    return listApprovedReviews(db, { ...q, viewerId: viewer?.id ?? null });
  });

  app.get('/api/reviews/mine', async (req) => {
    const user = await sessions.require(req);
    return listUserReviews(db, user.id);
  });

  app.get('/api/reviews/product-options', async (req) => {
    const { search } = parse(searchQuery, req.query);
    return searchTaggableProducts(db, search);
  });

  app.get('/api/reviews/:id/replies', async (req) => {
    const { id } = parse(idParams, req.params);
    await approvedReview(id);
    return listApprovedReplies(db, id);
  });

  app.post('/api/reviews/:id/replies', limit(REVIEW_RATE_LIMITS.reply), async (req, reply) => {
    const user = await requireWriter(req, REVIEW_MESSAGES.replyLogin);
    const { id } = parse(idParams, req.params);
    const body = (req.body ?? {}) as { comment?: unknown };
    if (typeof body.comment !== 'string' || !body.comment.trim())
      throw new HttpError(400, REVIEW_MESSAGES.emptyReply, { comment: REVIEW_MESSAGES.emptyReply }, 'empty_reply');
    const { comment } = parse(replyRequestSchema, body);
    await approvedReview(id);
    const created = await insertReply(db, { reviewId: id, userId: user.id, userName: user.displayName || user.email.split('@')[0]!, userEmail: user.email, comment });
    return reply.status(201).send(created);
  });

  app.post('/api/reviews/:id/reactions', limit(REVIEW_RATE_LIMITS.react), async (req) => {
    const user = await requireWriter(req, REVIEW_MESSAGES.reactLogin);
    const { id } = parse(idParams, req.params);
    const { type } = parse(reactionRequestSchema, req.body ?? {});
    await approvedReview(id);
    return tapReaction(db, id, user.id, type);
  });

  // ---------- back office ----------

  app.get('/api/admin/reviews/stats', async (req) => {
    await sessions.requireAdmin(req);
    return reviewStats(db);
  });

  app.get('/api/admin/reviews', async (req) => {
    await sessions.requireAdmin(req);
    return listAdminReviews(db, parse(adminListQuerySchema, req.query));
  });

  app.patch('/api/admin/reviews/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    const { id } = parse(idParams, req.params);
    const body = parse(moderationRequestSchema, req.body ?? {});
    const result = await moderateReview(db, id, { ...body, by: admin.email });
    if (result === 'not_found') throw notFound('Review not found');
    if (result === 'not_pending') throw conflict(REVIEW_MESSAGES.onlyPending, 'not_pending');
    return result;
  });

  app.delete('/api/admin/reviews/:id', async (req) => {
    await sessions.requireAdmin(req);
    const { id } = parse(idParams, req.params);
    if (!(await deleteReview(db, id))) throw notFound('Review not found');
    await deleteReviewPhotos(uploadsDir, id).catch((err: unknown) => req.log.error({ err, reviewId: id }, 'could not delete review photos'));
    return { ok: true };
  });

  app.get('/api/admin/review-replies', async (req) => {
    await sessions.requireAdmin(req);
    return listAdminReplies(db, parse(adminListQuerySchema, req.query));
  });

  app.patch('/api/admin/review-replies/:id', async (req) => {
    const admin = await sessions.requireAdmin(req);
    const { id } = parse(idParams, req.params);
    const body = parse(moderationRequestSchema, req.body ?? {});
    const result = await moderateReply(db, id, { ...body, by: admin.email });
    if (result === 'not_found') throw notFound('Reply not found');
    if (result === 'not_pending') throw conflict(REVIEW_MESSAGES.onlyPending, 'not_pending');
    return result;
  });

  app.delete('/api/admin/review-replies/:id', async (req) => {
    await sessions.requireAdmin(req);
    const { id } = parse(idParams, req.params);
    if (!(await deleteReply(db, id))) throw notFound('Reply not found');
    return { ok: true };
  });
}
