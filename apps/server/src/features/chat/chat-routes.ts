/**
 * Live chat HTTP routes from `chatContracts` (back office spec §2 Admin live chat, §4, §5, §7).
 * Messages are sent over HTTP (JSON, or multipart with files) and delivered live over /api/live
 * (chat-live.ts registers chat's socket messages with the live socket).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_MESSAGES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE } from '@phonexport/domain/chat';
import { chatTextSchema } from '@phonexport/contracts/chat';
import { chatContracts as c } from '@phonexport/contracts/chat';
import type { Db } from '../../db/client.ts';
import { route } from '../../http/contract-route.ts';
import { badRequest } from '../../http/errors.ts';
import type { Sessions } from '../../http/session.ts';
import type { FileStore } from '../../media/file-store.ts';
import { parseOrInvalid } from '../../lib/rule-errors.ts';
import type { Hub } from '../../realtime/hub.ts';
import type { LiveSockets } from '../../realtime/live-routes.ts';
import { checkAttachment, fileTooLarge } from './chat-files.ts';
import { chatSocketHandler } from './chat-live.ts';
import * as chat from './chat-service.ts';

export interface ChatRouteOptions {
  db: Db;
  sessions: Sessions;
  /** The file store attachments go to (media/file-store.ts). */
  files: FileStore;
  hub: Hub;
  /** The live socket, which chat extends with its join/leave messages. */
  live: LiveSockets;
}

/**
 * The message of a request: the parsed JSON `{ message }`, or, for a multipart request, its
 * `message` field and files, each file checked (§5: 400 for a type not allowed, 413 over 10 MB).
 */
async function readMessage(req: FastifyRequest, json: { message: string }): Promise<{ text: string; files: chat.CheckedFile[] }> {
  const { text, files } = req.isMultipart() ? await readParts(req) : { text: json.message, files: [] };
  if (!text.trim() && !files.length) throw badRequest(CHAT_MESSAGES.messageRequired, { message: CHAT_MESSAGES.messageRequired });
  return { text, files };
}

async function readParts(req: FastifyRequest): Promise<{ text: string; files: chat.CheckedFile[] }> {
  let text = '';
  const files: chat.CheckedFile[] = [];
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'message') text = parseOrInvalid(chatTextSchema, { message: String(part.value) }).message;
      continue;
    }
    if (files.length >= MAX_ATTACHMENTS_PER_MESSAGE) throw badRequest(CHAT_MESSAGES.tooManyFiles, { files: CHAT_MESSAGES.tooManyFiles });
    let data: Buffer;
    try {
      data = await part.toBuffer();
    } catch (err) {
      if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fileTooLarge(part.filename);
      throw err;
    }
    if (part.file.truncated) throw fileTooLarge(part.filename);
    files.push(await checkAttachment(part.filename, part.mimetype, data));
  }
  return { text, files };
}

export async function chatRoutes(app: FastifyInstance, { db, files: store, hub, live }: ChatRouteOptions): Promise<void> {
  live.addHandler(chatSocketHandler(db, hub));
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS_PER_MESSAGE + 1, fields: 5, fieldSize: 16_384, parts: 12 },
    });

    route(scope, c.current, async ({ user }) => {
      const latest = await chat.findLatestConversation(db, user.id);
      if (!latest) return { conversation: null, messages: [] };
      return { conversation: chat.toChatConversation(latest), messages: await chat.findMessagesAfter(db, latest.id, 0) };
    });

    route(scope, c.send, async ({ user, body, req }) => {
      chat.requireCustomer(user);
      const { text, files } = await readMessage(req, body);
      return chat.sendMessage(db, { sender: user, text, files, store });
    });

    route(scope, c.list, async ({ query }) => chat.findConversations(db, query));

    route(scope, c.thread, async ({ params, query, user }) => {
      const conv = await chat.requireConversationFor(db, params.id, user);
      return { conversation: chat.toChatConversation(conv), messages: await chat.findMessagesAfter(db, conv.id, query.after) };
    });

    route(scope, c.reply, async ({ params, body, user, req }) => {
      // Files are read only for someone who may write here (a JSON message is checked by sendMessage itself).
      if (req.isMultipart()) await chat.requireConversationFor(db, params.id, user);
      const { text, files } = await readMessage(req, body);
      return chat.sendMessage(db, { sender: user, conversationId: params.id, text, files, store });
    });

    route(scope, c.markRead, async ({ params, user }) => {
      const conv = await chat.requireConversationFor(db, params.id, user);
      return chat.markRead(db, conv.id, user);
    });

    route(scope, c.close, async ({ params, user }) => chat.closeConversation(db, user, params.id));

    route(scope, c.startWithCustomer, async ({ body, user }) => chat.startAdminConversation(db, user, body.userId, store));

    route(scope, c.attachment, async ({ params, user, reply }) => {
      const a = await chat.attachmentFor(db, store, params.id, user);
      const inline = a.fileType.startsWith('image/');
      return reply
        .header('content-type', a.fileType)
        .header('content-length', String(a.fileSize))
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(a.fileName)}`)
        .send(a.file.body);
    });
  });
}
