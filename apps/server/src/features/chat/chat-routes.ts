/**
 * Live chat HTTP routes (back office spec §2 Admin live chat, §4, §5, §7). Messages are sent over
 * HTTP (JSON, or multipart with files) and delivered live over /api/live (chat-live.ts).
 *
 * GET  /api/chat/current                      the customer's open conversation and its messages
 * POST /api/chat/conversations                customer starts a chat (waiting) or gets the open one
 * POST /api/chat/messages                     customer writes (open conversation, else a new one)
 * GET  /api/chat/conversations                admin list: ?status=all|waiting|active|closed&search=
 * GET  /api/chat/conversations/:id            owner or admin: conversation and messages (?after=seq)
 * POST /api/chat/conversations/:id/messages   owner or admin writes
 * POST /api/chat/conversations/:id/read       marks the other side's messages read
 * POST /api/chat/conversations/:id/close      admin closes
 * POST /api/chat/admin-conversations          admin starts a chat with a customer { userId }
 * GET  /api/chat/attachments/:id              download, participants only
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { CHAT_MESSAGES, MAX_ATTACHMENT_BYTES, MAX_ATTACHMENTS_PER_MESSAGE, type ChatThreadDto } from '@phonexport/domain/chat';
import { chatListQuerySchema, chatTextSchema, chatThreadQuerySchema, startAdminConversationSchema } from '@phonexport/domain/chat-schemas';
import type { Db } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../http/errors.ts';
import type { SessionUser, Sessions } from '../../http/session.ts';
import { parse } from '../../http/validate.ts';
import {
  closeConversation,
  findOpenConversation,
  getAttachment,
  listConversations,
  markRead,
  messagesAfter,
  requireConversationFor,
  sendMessage,
  startAdminConversation,
  startCustomerConversation,
  toConversationDto,
  type CheckedFile,
} from './chat-data.ts';
import { checkAttachment, fileTooLarge } from './chat-files.ts';

export interface ChatRouteOptions {
  db: Db;
  sessions: Sessions;
  dataDir: string;
}

/** Reads `{ message }` and files from a JSON or multipart body; checks every file (§5). */
async function readMessageBody(req: FastifyRequest): Promise<{ text: string; files: CheckedFile[] }> {
  if (!req.isMultipart()) {
    const body = parse(chatTextSchema, req.body ?? {});
    return { text: body.message, files: [] };
  }
  let text = '';
  const files: CheckedFile[] = [];
  for await (const part of req.parts()) {
    if (part.type === 'field') {
      if (part.fieldname === 'message') text = parse(chatTextSchema, { message: String(part.value) }).message;
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

function requireContent(text: string, files: CheckedFile[]) {
  if (!text.trim() && !files.length) throw badRequest(CHAT_MESSAGES.messageRequired, { message: CHAT_MESSAGES.messageRequired });
}

const customerOnly = (u: SessionUser) => {
  if (u.role === 'admin') throw forbidden('Admins answer chats from the Live Chat screen.');
};

export async function chatRoutes(app: FastifyInstance, { db, sessions, dataDir }: ChatRouteOptions): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fileSize: MAX_ATTACHMENT_BYTES, files: MAX_ATTACHMENTS_PER_MESSAGE + 1, fields: 5, fieldSize: 16_384, parts: 12 },
    });

    scope.get('/api/chat/current', async (req): Promise<ChatThreadDto | { conversation: null; messages: [] }> => {
      const user = await sessions.require(req);
      const open = await findOpenConversation(db, user.id);
      if (!open) return { conversation: null, messages: [] };
      return { conversation: toConversationDto(open), messages: await messagesAfter(db, open.id, 0) };
    });

    scope.post('/api/chat/conversations', async (req, reply) => {
      const user = await sessions.require(req);
      customerOnly(user);
      const result = await startCustomerConversation(db, user);
      return reply.status(result.created ? 201 : 200).send(result);
    });

    scope.post('/api/chat/messages', async (req, reply) => {
      const user = await sessions.require(req);
      customerOnly(user);
      const { text, files } = await readMessageBody(req);
      requireContent(text, files);
      return reply.status(201).send(await sendMessage(db, { sender: user, text, files, dataDir }));
    });

    scope.get('/api/chat/conversations', async (req) => {
      await sessions.requireAdmin(req);
      const q = parse(chatListQuerySchema, req.query);
      return listConversations(db, q);
    });

    scope.get<{ Params: { id: string } }>('/api/chat/conversations/:id', async (req): Promise<ChatThreadDto> => {
      const user = await sessions.require(req);
      const { after } = parse(chatThreadQuerySchema, req.query);
      const c = await requireConversationFor(db, req.params.id, user);
      return { conversation: toConversationDto(c), messages: await messagesAfter(db, c.id, after) };
    });

    scope.post<{ Params: { id: string } }>('/api/chat/conversations/:id/messages', async (req, reply) => {
      const user = await sessions.require(req);
      await requireConversationFor(db, req.params.id, user);
      const { text, files } = await readMessageBody(req);
      requireContent(text, files);
      return reply.status(201).send(await sendMessage(db, { sender: user, conversationId: req.params.id, text, files, dataDir }));
    });

    scope.post<{ Params: { id: string } }>('/api/chat/conversations/:id/read', async (req) => {
      const user = await sessions.require(req);
      const c = await requireConversationFor(db, req.params.id, user);
      return markRead(db, c.id, user);
    });

    scope.post<{ Params: { id: string } }>('/api/chat/conversations/:id/close', async (req) => {
      await sessions.requireAdmin(req);
      return closeConversation(db, req.params.id);
    });

    scope.post('/api/chat/admin-conversations', async (req, reply) => {
      const admin = await sessions.requireAdmin(req);
      const { userId } = parse(startAdminConversationSchema, req.body ?? {});
      return reply.status(201).send(await startAdminConversation(db, admin, userId, dataDir));
    });

    scope.get<{ Params: { id: string } }>('/api/chat/attachments/:id', async (req, reply) => {
      const user = await sessions.require(req);
      const found = await getAttachment(db, req.params.id);
      if (!found || (user.role !== 'admin' && found.userId !== user.id)) throw notFound('Attachment not found');
      const full = path.join(dataDir, found.a.storageKey);
      if (!fs.existsSync(full)) throw notFound('Attachment not found');
      const inline = found.a.fileType.startsWith('image/');
      return reply
        .header('content-type', found.a.fileType)
        .header('content-length', String(found.a.fileSize))
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(found.a.fileName)}`)
        .send(fs.createReadStream(full));
    });
  });
}
