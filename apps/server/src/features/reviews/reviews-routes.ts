/**
 * Review routes from `reviewsContracts` (storefront §3-§9 Reviews, back office §2 Admin reviews,
 * §4, §5, §8), and the review photos at GET /uploads/reviews/{reviewId}/{name}.webp.
 * Submitting, replying and reacting are rate-limited per signed-in user; their sign-in check runs
 * first (a preHandler) so a visitor gets the action's own 401 text, and the reviews switch of the
 * back office answers 403 before anything is read.
 */
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@phonexport/domain/reviews';
import { reviewsContracts as c } from '@phonexport/contracts/reviews';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { HttpError, badRequest, unauthorized } from '../../http/errors.ts';
import { RuleError } from '../../lib/rule-errors.ts';
import type { Sessions } from '../../http/session.ts';
import type { FileStore } from '../../media/file-store.ts';
import { serveStoredFiles } from '../../media/stored-file-routes.ts';
import { photoError, safeName } from './review-images.ts';
import * as reviews from './reviews-service.ts';

export interface ReviewsOptions {
  db: Db;
  sessions: Sessions;
  /** The file store: review photos go to its uploads/reviews/ folder, served at /uploads/reviews/. */
  files: FileStore;
}

/** Per-user limits (per IP for a visitor, who is refused anyway). */
export const REVIEW_RATE_LIMITS = {
  submit: { max: 10, timeWindow: '10 minutes' },
  reply: { max: 20, timeWindow: '10 minutes' },
  react: { max: 120, timeWindow: '1 minute' },
} as const;

/** Reads the multipart parts of a submission before anything is checked or written; 400/413 with the spec's texts for too many or too large photos. */
async function readSubmission(req: FastifyRequest): Promise<reviews.Submission> {
  const out: reviews.Submission = { fields: {}, tags: [], files: [] };
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
    if (err instanceof RuleError || err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw photoError('file_too_large', REVIEW_MESSAGES.fileTooLarge('A photo'));
    if (code === 'FST_FILES_LIMIT') throw photoError('too_many_images', REVIEW_MESSAGES.tooManyImages);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PROTO_VIOLATION') throw badRequest('Too many or invalid form fields');
    throw err;
  }
  return out;
}

export async function reviewsRoutes(app: FastifyInstance, { db, sessions, files }: ReviewsOptions): Promise<void> {
  const perUser = async (req: FastifyRequest) => (await sessions.current(req))?.id ?? `ip:${req.ip}`;
  /** Route options of a writing action: its rate limit, and a signed-in user while reviews are on, else 401 `message` / 403. */
  const writer = (l: { max: number; timeWindow: string }, message: string) => ({
    config: { rateLimit: { ...l, keyGenerator: perUser } },
    preHandler: async (req: FastifyRequest) => {
      if (!(await sessions.current(req))) throw unauthorized(message);
      await reviews.requireReviewsOn(db);
    },
  });

  // Photos and the multipart parser live in this encapsulated scope only.
  await app.register(async (scope) => {
    if (files.localRoot) {
      const reviewsDir = path.join(files.localRoot, 'uploads', 'reviews');
      fs.mkdirSync(reviewsDir, { recursive: true });
      await scope.register(fastifyStatic, { root: reviewsDir, prefix: '/uploads/reviews/', decorateReply: false, maxAge: '365d', immutable: true, index: false });
    } else serveStoredFiles(scope, files, { prefix: '/uploads/reviews/', keyPrefix: 'uploads/reviews/', cacheControl: 'public, max-age=31536000, immutable' });
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
    route(scope, c.submit, async ({ user, req }) => reviews.submitReview(db, files, user, await readSubmission(req)), writer(REVIEW_RATE_LIMITS.submit, REVIEW_MESSAGES.authRequired));
  });

  route(app, c.list, async ({ query, req }) => {
    const viewer = await sessions.current(req);
    return reviews.listApprovedReviews(db, { ...query, viewerId: viewer?.id ?? null });
  });
  route(app, c.mine, async ({ user }) => reviews.listUserReviews(db, user.id));
  route(app, c.productOptions, async ({ query }) => reviews.searchTaggableProducts(db, query.search));
  route(app, c.listReplies, async ({ params }) => reviews.approvedReplies(db, params.id));
  route(app, c.reply, async ({ params, body, user }) => reviews.replyToReview(db, user, params.id, body.comment), writer(REVIEW_RATE_LIMITS.reply, REVIEW_MESSAGES.replyLogin));
  route(app, c.react, async ({ params, body, user }) => reviews.reactToReview(db, user, params.id, body.type), writer(REVIEW_RATE_LIMITS.react, REVIEW_MESSAGES.reactLogin));

  // ---------- back office ----------
  route(app, c.adminStats, async () => reviews.reviewStats(db));
  route(app, c.adminList, async ({ query }) => reviews.listAdminReviews(db, query));
  route(app, c.adminModerate, async ({ params, body, user }) => reviews.moderateReview(db, params.id, body, user));
  route(app, c.adminDelete, async ({ params, req, user }) =>
    reviews.deleteReview(db, user, files, params.id, (err) => req.log.error({ err, reviewId: params.id }, 'could not delete review photos')),
  );
  route(app, c.adminListReplies, async ({ query }) => reviews.listAdminReplies(db, query));
  route(app, c.adminModerateReply, async ({ params, body, user }) => reviews.moderateReply(db, params.id, body, user));
  route(app, c.adminDeleteReply, async ({ params, user }) => reviews.deleteReply(db, user, params.id));
}
