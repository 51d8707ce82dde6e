/**
 * The one live WebSocket endpoint, GET /api/live (DESIGN "live updates"). The upgrade is refused
 * unless the request carries a valid session cookie (401) and an Origin of the shop itself or a
 * trusted origin (403, against cross-site WebSocket hijacking). Each socket receives the events of
 * `user:{id}` (notifications, its conversations), admins also `admins`; chat conversations are
 * joined per conversation (chat-live.ts). Client messages: { type: 'join', conversationId, after },
 * { type: 'leave', conversationId }, { type: 'ping' }.
 * Per-socket limits (LIVE_LIMITS in the domain's chat.ts): a token bucket on client messages
 * (20 at once, 10 a second; running it dry closes the socket with 1008 and the reason), and a cap
 * on joined conversations (chat-live.ts).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import { fromNodeHeaders } from 'better-auth/node';
import type { WebSocket } from 'ws';
import { LIVE_CLOSE_TOO_MANY_MESSAGES, LIVE_MESSAGES, takeToken, type LiveServerMessage, type TokenBucket } from '@phonexport/domain/chat';
import { liveClientMessageSchema } from '@phonexport/domain/chat-schemas';
import type { Db } from '../db/client.ts';
import type { Auth } from '../features/accounts/auth.ts';
import { unauthorized } from '../http/errors.ts';
import { INVALID_ORIGIN, INVALID_ORIGIN_MESSAGE, isAllowedOrigin, originSet } from '../http/origin-check.ts';
import type { SessionUser, Sessions } from '../http/session.ts';
import { createChatSocket } from '../features/chat/chat-live.ts';
import type { Topic } from './events.ts';
import type { Hub } from './hub.ts';

export interface LiveRouteOptions {
  db: Db;
  sessions: Sessions;
  hub: Hub;
  /** Origins allowed to open the socket: the public URL and TRUSTED_ORIGINS. */
  allowedOrigins: string[];
  auth: Auth;
  /** How often each socket's session is checked again, ms (default 60 s); a signed-out or expired session closes it (4401). */
  sessionCheckMs?: number;
}

/** A socket with more than this many bytes waiting is too slow: it is closed and will replay on reconnect. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const HEARTBEAT_MS = 30_000;

export async function liveRoutes(app: FastifyInstance, { db, sessions, hub, allowedOrigins, auth, sessionCheckMs = 60_000 }: LiveRouteOptions): Promise<void> {
  const origins = originSet(allowedOrigins);
  const users = new WeakMap<FastifyRequest, SessionUser>();
  const sockets = new Set<WebSocket>();
  const alive = new WeakSet<WebSocket>();

  await app.register(async (scope) => {
    await scope.register(websocket, { options: { maxPayload: 16 * 1024 } });

    const heartbeat = setInterval(() => {
      for (const s of sockets) {
        if (!alive.has(s)) {
          s.terminate();
          continue;
        }
        alive.delete(s);
        s.ping();
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();
    // A socket lives as long as its session: sign-out (any device) or expiry closes it.
    const checks = new Map<WebSocket, { headers: FastifyRequest['headers']; userId: string }>();
    const sessionCheck = setInterval(() => {
      for (const [s, c] of checks) {
        auth.api
          .getSession({ headers: fromNodeHeaders(c.headers) })
          .then((found) => {
            if (!found || found.user.id !== c.userId) s.close(4401, 'Session ended');
          })
          .catch(() => {});
      }
    }, sessionCheckMs);
    sessionCheck.unref();
    scope.addHook('onClose', async () => {
      clearInterval(heartbeat);
      clearInterval(sessionCheck);
      for (const s of sockets) s.terminate();
    });

    scope.get(
      '/api/live',
      {
        websocket: true,
        preValidation: async (req, reply) => {
          // The same rule as every state-changing request (http/origin-check.ts): against
          // cross-site WebSocket hijacking.
          if (!isAllowedOrigin(req.headers, origins)) return reply.status(403).send({ error: INVALID_ORIGIN, message: INVALID_ORIGIN_MESSAGE });
          const user = await sessions.current(req);
          if (!user) throw unauthorized();
          users.set(req, user);
        },
      },
      (socket, req) => {
        const user = users.get(req)!;
        sockets.add(socket);
        alive.add(socket);
        checks.set(socket, { headers: { cookie: req.headers.cookie }, userId: user.id });
        const send = (m: LiveServerMessage | { type: string; [k: string]: unknown }) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.close(1013, 'Too slow');
            return;
          }
          socket.send(JSON.stringify(m));
        };
        const chat = createChatSocket(db, hub, user, send, req.log);
        const topics: Topic[] = [`user:${user.id}`, ...(user.role === 'admin' ? (['admins'] as const) : [])];
        const unsubscribe = topics.map((t) => hub.subscribe(t, (event) => send(event)));
        const stopResync = hub.onResync(() => {
          send({ type: 'resync' });
          chat.resync();
        });

        socket.on('pong', () => alive.add(socket));
        let bucket: TokenBucket = { tokens: Infinity, at: Date.now() };
        socket.on('message', (raw) => {
          if (socket.readyState !== socket.OPEN) return;
          const taken = takeToken(bucket, Date.now());
          bucket = taken.bucket;
          if (!taken.ok) {
            req.log.warn({ userId: user.id }, 'live socket over its message rate: closed');
            socket.close(LIVE_CLOSE_TOO_MANY_MESSAGES, LIVE_MESSAGES.tooManyMessages);
            return;
          }
          alive.add(socket);
          let data: unknown;
          try {
            data = JSON.parse(String(raw));
          } catch {
            return send({ type: 'error', message: 'Invalid message' });
          }
          const parsed = liveClientMessageSchema.safeParse(data);
          if (!parsed.success) return send({ type: 'error', message: 'Invalid message' });
          const msg = parsed.data;
          if (msg.type === 'ping') return send({ type: 'pong' });
          if (msg.type === 'leave') return chat.leave(msg.conversationId);
          chat.join(msg.conversationId, msg.after).catch((err) => {
            req.log.warn({ err }, 'chat join failed');
            send({ type: 'error', message: 'Could not join the conversation', conversationId: msg.conversationId });
          });
        });
        socket.on('close', () => {
          sockets.delete(socket);
          checks.delete(socket);
          for (const u of unsubscribe) u();
          stopResync();
          chat.close();
        });
        send({ type: 'hello', userId: user.id, role: user.role });
      },
    );
  });
}
