/**
 * Return routes from `returnsContracts` (issue 27, decision 066). Customers: GET/POST
 * /api/orders/:id/returns, POST /api/returns/photos (one image, multipart), POST /api/returns/videos
 * (one video up to 20 MB, multipart), GET /api/returns/:id/photos/:index and /videos/:index (own
 * requests only), POST /api/returns/:id/pay-difference (one-step providers) or, with PayPal,
 * POST /api/returns/:id/pay-difference/paypal and /paypal/:orderId/capture. Staff: the queue, one request, each step
 * (approve, reject, receive, inspect, refund, exchange, close) and the return policy. Rules in
 * returns-service.ts. The customer's writing routes are rate-limited per caller (http/rate-limits.ts).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { returnsContracts as c } from '@phonexport/contracts/returns';
import { REVIEW_MESSAGES } from '@phonexport/domain/reviews';
import { RETURN_MESSAGES, RETURN_VIDEO_MAX_BYTES } from '@phonexport/domain/returns';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { HttpError } from '../../http/errors.ts';
import type { FileStore, StoredFile } from '../../media/file-store.ts';
import type { PaymentProvider, PayPalProvider } from '../payments/index.ts';
import * as returns from './returns-service.ts';

export interface ReturnsDeps {
  db: Db;
  files: FileStore;
  /** The shop's payment provider (refunds answer 503 without one). */
  payments: PaymentProvider | null;
  /** The PayPal provider itself when PayPal is the shop's card provider (the difference's PayPal flow), else null. */
  paypal?: PayPalProvider | null;
}

/**
 * The one file of an upload (multipart field `file`): `missing` (a 400) without one or when empty,
 * `tooLarge` (a 413) over the route's body limit.
 */
async function readUpload(req: FastifyRequest, errors: { missing: HttpError; tooLarge: HttpError }): Promise<{ filename: string; data: Buffer }> {
  if (!req.isMultipart()) throw errors.missing;
  try {
    const part = await req.file();
    if (!part) throw errors.missing;
    const data = await part.toBuffer();
    if (!data.length) throw errors.missing;
    return { filename: part.filename, data };
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw errors.tooLarge;
    throw errors.missing;
  }
}

/** A photo upload: 400 without a file, 413 over 5 MB (the photos' field messages). */
const readPhoto = (req: FastifyRequest) =>
  readUpload(req, {
    missing: new HttpError(400, REVIEW_MESSAGES.invalidFileType('file'), { photos: REVIEW_MESSAGES.invalidFileType('file') }, 'invalid_file_type'),
    tooLarge: new HttpError(413, REVIEW_MESSAGES.fileTooLarge('photo'), { photos: REVIEW_MESSAGES.fileTooLarge('photo') }, 'file_too_large'),
  });

/** A video upload: 400 without a file, 413 over RETURN_VIDEO_MAX_BYTES (the videos' field messages). */
const readVideo = (req: FastifyRequest) =>
  readUpload(req, {
    missing: new HttpError(400, RETURN_MESSAGES.videoType, { videos: RETURN_MESSAGES.videoType }, 'invalid_file_type'),
    tooLarge: new HttpError(413, RETURN_MESSAGES.videoTooLarge, { videos: RETURN_MESSAGES.videoTooLarge }, 'file_too_large'),
  });

/** A request's photo or video to its owner or staff: its own type, kept an hour by that browser only. */
function sendPrivateFile(reply: FastifyReply, file: StoredFile) {
  return reply.type(file.contentType).header('cache-control', 'private, max-age=3600').send(file.body);
}

export async function returnsRoutes(app: FastifyInstance, { db, files, payments, paypal = null }: ReturnsDeps): Promise<void> {
  route(app, c.forOrder, ({ params, user }) => returns.orderReturns(db, user.id, params.id));
  route(app, c.create, ({ params, body, user }) => returns.createReturn(db, files, user, params.id, body));

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: returns.RETURN_PHOTO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    route(scope, c.uploadPhoto, async ({ user, req }) => returns.storeReturnPhoto(files, user.id, await readPhoto(req)));
  });
  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: RETURN_VIDEO_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    route(scope, c.uploadVideo, async ({ user, req }) => returns.storeReturnVideo(files, user.id, await readVideo(req)));
  });
  route(app, c.video, async ({ params, user, reply }) => {
    const file = await returns.returnFile(db, files, params.id, 'videos', params.index, user.id);
    return sendPrivateFile(reply, file);
  });

  route(app, c.payDifference, ({ params, user }) => returns.payExchangeDifference(db, payments, user, params.id));
  // With PayPal, the difference is approved in PayPal's window first (decision 071).
  if (paypal) {
    route(app, c.payDifferencePayPal, ({ params, user }) => returns.createPayPalDifferenceOrder(db, paypal, user, params.id));
    route(app, c.capturePayPalDifference, ({ params, user }) => returns.capturePayPalDifference(db, paypal, user, params.id, params.orderId));
  }

  route(app, c.photo, async ({ params, user, reply }) => {
    const file = await returns.returnFile(db, files, params.id, 'photos', params.index, user.id);
    return sendPrivateFile(reply, file);
  });

  // ---------- back office ----------
  route(app, c.adminList, ({ query }) => returns.listAdminReturns(db, query));
  route(app, c.adminGet, ({ params }) => returns.getAdminReturn(db, params.id));
  route(app, c.adminPhoto, async ({ params, reply }) => {
    const file = await returns.returnFile(db, files, params.id, 'photos', params.index, null);
    return sendPrivateFile(reply, file);
  });
  route(app, c.adminVideo, async ({ params, reply }) => {
    const file = await returns.returnFile(db, files, params.id, 'videos', params.index, null);
    return sendPrivateFile(reply, file);
  });
  route(app, c.approve, ({ params, body, user }) => returns.approveReturn(db, user, params.id, body.instructions));
  route(app, c.reject, ({ params, body, user }) => returns.rejectReturn(db, user, params.id, body.reason));
  route(app, c.receive, ({ params, user }) => returns.receiveReturn(db, user, params.id));
  route(app, c.inspect, ({ params, body, user }) => returns.inspectReturn(db, user, params.id, body));
  route(app, c.refund, ({ params, body, user }) => returns.refundReturn(db, payments, user, params.id, body.amountCents));
  route(app, c.exchange, ({ params, body, user }) => returns.exchangeReturn(db, payments, user, params.id, body.note));
  route(app, c.close, ({ params, body, user }) => returns.closeReturn(db, payments, user, params.id, body.note));
  route(app, c.policy, () => returns.getReturnPolicy(db));
  route(app, c.setPolicy, ({ body, user }) => returns.setReturnPolicy(db, user, body));
}
