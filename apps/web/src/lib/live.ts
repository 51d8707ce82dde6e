/**
 * The app's one live connection (WebSocket /api/live, authenticated by the session cookie).
 * Features `acquire()` it while they need it (the socket is open only while someone holds it, so
 * visitors never open one), `subscribe()` to its events and `onOpen()` to (re)join what they
 * follow after every reconnect. A dropped connection is retried with exponential backoff
 * (1 s doubling to 30 s, with jitter), at once when the browser comes back online.
 */

import type { LiveServerMessage } from '@phonexport/contracts/live';
import { LIVE_CLOSE_TOO_MANY_SOCKETS } from '@phonexport/domain/chat';

/**
 * An event from the server: one of LiveServerMessage (packages/contracts/src/live.ts), so a
 * handler narrows it by `type` with no cast. A type this build does not know (a newer server)
 * matches no handler's check and is ignored.
 */
export type LiveEvent = LiveServerMessage;

/** True when `event` is the server message of `type` (the same as comparing `event.type`). */
export function isLiveMessage<T extends LiveServerMessage['type']>(event: LiveEvent, type: T): event is Extract<LiveServerMessage, { type: T }> {
  return event.type === type;
}

type Handler = (event: LiveEvent) => void;

let socket: WebSocket | null = null;
let holders = 0;
let attempt = 0;
let retryTimer: ReturnType<typeof setTimeout> | null = null;
const handlers = new Set<Handler>();
const openHandlers = new Set<() => void>();

function url(): string {
  return `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/live`;
}

function connect() {
  if (socket || holders === 0) return;
  const ws = new WebSocket(url());
  socket = ws;
  ws.onopen = () => {
    attempt = 0;
    for (const h of openHandlers) h();
  };
  ws.onmessage = (e) => {
    let event: LiveEvent;
    try {
      // The wire's JSON, as the live contract types it (the server sends only LiveServerMessage).
      event = JSON.parse(String(e.data)) as LiveEvent;
    } catch {
      return;
    }
    if (typeof event !== 'object' || event === null || typeof event.type !== 'string') return;
    for (const h of handlers) h(event);
  };
  ws.onclose = (e) => {
    if (socket === ws) socket = null;
    // Over the server's socket cap (too many tabs): wait the longest before trying again.
    if (e.code === LIVE_CLOSE_TOO_MANY_SOCKETS) attempt = Math.max(attempt, 5);
    scheduleReconnect();
  };
}

function scheduleReconnect() {
  if (holders === 0 || retryTimer) return;
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  attempt++;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    connect();
  }, base / 2 + Math.random() * (base / 2));
}

function reconnectNow() {
  if (holders === 0 || socket) return;
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  attempt = 0;
  connect();
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', reconnectNow);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') reconnectNow();
  });
}

/** Keeps the connection open until the returned release function is called. */
export function acquireLive(): () => void {
  holders++;
  connect();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders--;
    if (holders === 0) {
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      const ws = socket;
      socket = null;
      ws?.close();
    }
  };
}

/** Calls `handler` for every event; returns the unsubscribe function. */
export function subscribeLive(handler: Handler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

/** Calls `handler` on every (re)connection, and at once if already open. */
export function onLiveOpen(handler: () => void): () => void {
  openHandlers.add(handler);
  if (socket?.readyState === WebSocket.OPEN) handler();
  return () => openHandlers.delete(handler);
}

/** Sends a message if the connection is open; returns whether it was sent. */
export function sendLive(message: unknown): boolean {
  if (socket?.readyState !== WebSocket.OPEN) return false;
  socket.send(JSON.stringify(message));
  return true;
}

/** Drops the current connection so the next attempt re-authenticates (after sign-in or sign-out). */
export function restartLive(): void {
  const ws = socket;
  socket = null;
  ws?.close();
  reconnectNow();
}
