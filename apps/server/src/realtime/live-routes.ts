/**
 * The one live WebSocket endpoint, GET /api/live (liveContracts.socket; DESIGN "live updates").
 * The upgrade is refused unless the request carries a valid session cookie (401) and an Origin of
 * the shop itself or a trusted origin (403, against cross-site WebSocket hijacking). Each socket
 * receives the events of `user:{id}`, admins also `admins`. The socket knows no feature: features
 * add their client messages with `addHandler` (chat: join and leave, features/chat/chat-live.ts);
 * the socket itself answers `{ type: 'ping' }`.
 * Per-socket limits (LIVE_LIMITS in the domain's chat.ts): a token bucket on client messages
 * (20 at once, 10 a second; running it dry closes the socket with 1008 and the reason).
 * Socket caps (LIVE_SOCKET_CAPS, decision 061): at most 5 open sockets per session, 20 per user
 * and 100 per client address in this process; one more is closed at once with 4429.
 * A sign-out, a revoked session or a password reset closes that session's sockets at once with
 * 4401 in every process (SESSIONS_ENDED on the 'server' topic); expiry is found by the periodic
 * session check.
 */
import { isStaffRole } from '@phonexport/domain/staff';
import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import websocket from '@fastify/websocket';
import type { WebSocket } from 'ws';
import {
  LIVE_CLOSE_SESSION_ENDED,
  LIVE_CLOSE_TOO_MANY_MESSAGES,
  LIVE_CLOSE_TOO_MANY_SOCKETS,
  LIVE_MESSAGES,
  LIVE_SOCKET_CAPS,
  takeToken,
  type TokenBucket,
} from '@phonexport/domain/chat';
import { unauthorized } from '../http/errors.ts';
import { INVALID_ORIGIN, INVALID_ORIGIN_MESSAGE, isAllowedOrigin, originSet } from '../http/origin-check.ts';
import type { SessionUser, Sessions } from '../http/session.ts';
import type { LiveServerMessage } from '@phonexport/contracts/live';
import { SESSIONS_ENDED, type SocketTopic } from './events.ts';
import type { Hub } from './hub.ts';

/** A message the server sends: one of LiveServerMessage (packages/contracts/src/live.ts). */
export type LiveOutgoing = LiveServerMessage;

/** What a feature's handler sees of one socket. */
export interface LiveSocketContext {
  user: SessionUser;
  /** Sends a message (dropped when the socket is closed; a socket too slow to drain is closed). */
  send(message: LiveOutgoing): void;
  log: { warn(obj: unknown, msg: string): void };
}

/** A feature's part of one open socket. */
export interface LiveSocketSession {
  /** A client message of one of the handler's types, as parsed JSON (check it: answer `{ type: 'error', message: 'Invalid message' }`). */
  message(data: { type: string }): void;
  /** The database listener reconnected: events may have been missed, re-read. */
  resync(): void;
  close(): void;
}

/** A feature's client messages on the live socket. */
export interface LiveSocketHandler {
  /** The client message `type`s it takes (e.g. 'join', 'leave'). */
  types: readonly string[];
  /** Called for each new socket. */
  open(ctx: LiveSocketContext): LiveSocketSession;
}

/** The live socket as features see it. */
export interface LiveSockets {
  addHandler(handler: LiveSocketHandler): void;
}

export interface LiveRouteOptions {
  sessions: Sessions;
  hub: Hub;
  /** Origins allowed to open the socket: the public URL and TRUSTED_ORIGINS. */
  allowedOrigins: string[];
  /** The user id of the session these headers carry, or null (signed out, expired). */
  sessionUserId: (headers: IncomingHttpHeaders) => Promise<string | null>;
  /** How often each socket's session is checked again, ms (default 60 s); a signed-out or expired session closes it (4401). */
  sessionCheckMs?: number;
}

/** A socket with more than this many bytes waiting is too slow: it is closed and will replay on reconnect. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
const HEARTBEAT_MS = 30_000;
/** How many slots the periodic session checks are spread over (one slot checked per tick). */
const CHECK_SLICES = 60;

const INVALID = { type: 'error', message: 'Invalid message' } as const;

/** Registers GET /api/live; returns where features add their socket handlers. */
export async function liveRoutes(app: FastifyInstance, { sessions, hub, allowedOrigins, sessionUserId, sessionCheckMs = 60_000 }: LiveRouteOptions): Promise<LiveSockets> {
  const handlers: LiveSocketHandler[] = [];
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
    // A socket lives as long as its session: sign-out (any device) or expiry closes it. Each
    // socket is checked once per sessionCheckMs, but not all at once: the sockets are spread over
    // CHECK_SLICES slots and one slot is checked per tick, so 1,000 sockets cost ~17 session reads a
    // second instead of 1,000 in one burst (which stalled chat delivery for up to a second: the
    // p99 of `npm run bench:chat`).
    const checks = new Map<WebSocket, { headers: FastifyRequest['headers']; userId: string; slot: number }>();
    const slices = Math.max(1, Math.min(CHECK_SLICES, Math.floor(sessionCheckMs / 50)));
    let nextSlot = 0;
    let tick = 0;
    const sessionCheck = setInterval(() => {
      const slot = tick++ % slices;
      for (const [s, c] of checks) {
        if (c.slot !== slot) continue;
        sessionUserId(c.headers)
          .then((id) => {
            if (id !== c.userId) s.close(LIVE_CLOSE_SESSION_ENDED, LIVE_MESSAGES.sessionEnded);
          })
          .catch(() => {});
      }
    }, sessionCheckMs / slices);
    sessionCheck.unref();
    // Open sockets per session, user and address (LIVE_SOCKET_CAPS), and each socket's owner.
    const counts = new Map<string, number>();
    const owners = new Map<WebSocket, { userId: string; sessionId: string | undefined; keys: string[] }>();
    const count = (key: string, by: number) => {
      const n = (counts.get(key) ?? 0) + by;
      if (n > 0) counts.set(key, n);
      else counts.delete(key);
    };
    // A sign-out anywhere closes that session's sockets here at once (realtime/events.ts).
    const stopSessionsEnded = hub.subscribe('server', (event) => {
      if (event.type !== SESSIONS_ENDED) return;
      const ended = event;
      for (const [s, o] of owners) {
        if (o.userId !== ended.userId) continue;
        if (!ended.sessionIds || (o.sessionId && ended.sessionIds.includes(o.sessionId))) s.close(LIVE_CLOSE_SESSION_ENDED, LIVE_MESSAGES.sessionEnded);
      }
    });
    scope.addHook('onClose', async () => {
      stopSessionsEnded();
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
        const keys = [`s:${user.sessionId ?? user.id}`, `u:${user.id}`, `a:${req.ip}`];
        const caps = [LIVE_SOCKET_CAPS.perSession, LIVE_SOCKET_CAPS.perUser, LIVE_SOCKET_CAPS.perAddress];
        if (keys.some((k, i) => (counts.get(k) ?? 0) >= caps[i]!)) {
          req.log.warn({ userId: user.id }, 'live socket over its cap: closed');
          socket.close(LIVE_CLOSE_TOO_MANY_SOCKETS, LIVE_MESSAGES.tooManySockets);
          return;
        }
        for (const k of keys) count(k, 1);
        owners.set(socket, { userId: user.id, sessionId: user.sessionId, keys });
        sockets.add(socket);
        alive.add(socket);
        checks.set(socket, { headers: { cookie: req.headers.cookie }, userId: user.id, slot: nextSlot++ % slices });
        const send = (m: LiveOutgoing) => {
          if (socket.readyState !== socket.OPEN) return;
          if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
            socket.close(1013, 'Too slow');
            return;
          }
          socket.send(JSON.stringify(m));
        };
        const features = handlers.map((h) => ({ types: h.types, session: h.open({ user, send, log: req.log }) }));
        const topics: SocketTopic[] = [`user:${user.id}`, ...(isStaffRole(user.role) ? (['admins'] as const) : [])];
        const unsubscribe = topics.map((t) => hub.subscribe(t, (event) => send(event)));
        const stopResync = hub.onResync(() => {
          send({ type: 'resync' });
          for (const f of features) f.session.resync();
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
            return send(INVALID);
          }
          if (typeof data !== 'object' || data === null || typeof (data as { type?: unknown }).type !== 'string') return send(INVALID);
          const msg = data as { type: string };
          if (msg.type === 'ping') return send({ type: 'pong' });
          const feature = features.find((f) => f.types.includes(msg.type));
          if (!feature) return send(INVALID);
          feature.session.message(msg);
        });
        socket.on('close', () => {
          for (const k of owners.get(socket)?.keys ?? []) count(k, -1);
          owners.delete(socket);
          sockets.delete(socket);
          checks.delete(socket);
          for (const u of unsubscribe) u();
          stopResync();
          for (const f of features) f.session.close();
        });
        send({ type: 'hello', userId: user.id, role: user.role });
      },
    );
  });
  return { addHandler: (handler) => void handlers.push(handler) };
}
