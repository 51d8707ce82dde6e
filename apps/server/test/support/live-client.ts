/**
 * A test client for the live socket (/api/live): connects with a cookie and an Origin, records
 * every message, and waits for the ones a test expects. Used by the chat tests and the load test.
 */
import WebSocket from 'ws';

export interface LiveMessage {
  type: string;
  [key: string]: unknown;
}

export interface LiveClient {
  ws: WebSocket;
  messages: LiveMessage[];
  send(msg: unknown): void;
  /** Resolves with the first recorded message (past or future) matching `pred`; rejects after `timeoutMs`. */
  waitFor(pred: (m: LiveMessage) => boolean, timeoutMs?: number): Promise<LiveMessage>;
  close(): Promise<void>;
}

/**
 * Opens `${baseUrl}/api/live` (http(s) base). Resolves once the server said hello; rejects with
 * `Unexpected server response: {status}` when the upgrade is refused.
 */
export function connectLive(baseUrl: string, opts: { cookie?: string; origin?: string; headers?: Record<string, string> }): Promise<LiveClient> {
  const url = baseUrl.replace(/^http/, 'ws') + '/api/live';
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  if (opts.origin) headers.origin = opts.origin;
  const ws = new WebSocket(url, { headers });
  const messages: LiveMessage[] = [];
  const waiters = new Set<{ pred: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }>();
  ws.on('message', (raw) => {
    const m = JSON.parse(String(raw)) as LiveMessage;
    messages.push(m);
    for (const w of waiters) {
      if (w.pred(m)) {
        waiters.delete(w);
        w.resolve(m);
      }
    }
  });
  const client: LiveClient = {
    ws,
    messages,
    send: (msg) => ws.send(JSON.stringify(msg)),
    waitFor(pred, timeoutMs = 5_000) {
      const found = messages.find(pred);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const w = { pred, resolve: (m: LiveMessage) => (clearTimeout(timer), resolve(m)) };
        const timer = setTimeout(() => {
          waiters.delete(w);
          reject(new Error(`timed out waiting for a live message; got ${JSON.stringify(messages.map((x) => x.type))}`));
        }, timeoutMs);
        waiters.add(w);
      });
    },
    close() {
      if (ws.readyState === WebSocket.CLOSED) return Promise.resolve();
      return new Promise((resolve) => {
        ws.once('close', () => resolve());
        ws.close();
      });
    },
  };
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('unexpected-response', (_req, res) => reject(new Error(`Unexpected server response: ${res.statusCode}`)));
    client.waitFor((m) => m.type === 'hello', 10_000).then(() => resolve(client), reject);
  });
}

/** Messages of type chat-message for a conversation, in arrival order. */
export function chatMessagesOf(client: LiveClient, conversationId: string) {
  return client.messages
    .filter((m) => m.type === 'chat-message' && m.conversationId === conversationId)
    .map((m) => m.message as { seq: number; message: string; senderRole: string });
}
