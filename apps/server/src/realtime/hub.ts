/**
 * In-process hub for live events: LISTENs once on the NOTIFY channel (events.ts) and dispatches
 * each envelope to the subscribers of its topics, each subscriber at most once per envelope.
 * Every server process has one hub, so an event published by any process on the same database
 * reaches the sockets connected to every process.
 */
import type { Listen, Unlisten } from '../db/client.ts';
import type { LiveServerMessage } from '@phonexport/contracts/live';
import { LIVE_CHANNEL, type ChatTopic, type ChatTopicEvent, type LiveEnvelope, type LiveEvent, type ServerEvent, type SocketTopic, type Topic } from './events.ts';

export type LiveHandler = (event: LiveEvent, topic: Topic) => void;

export interface Hub {
  /**
   * Calls `handler` for each event addressed to `topic`; returns the unsubscribe function. The
   * event's type follows the topic's kind, as publish() sent it (events.ts LiveEnvelope).
   */
  subscribe(topic: SocketTopic, handler: (event: LiveServerMessage, topic: Topic) => void): () => void;
  subscribe(topic: ChatTopic, handler: (event: ChatTopicEvent, topic: Topic) => void): () => void;
  subscribe(topic: 'server', handler: (event: ServerEvent, topic: Topic) => void): () => void;
  /** Called after the database listener reconnected (events in the gap are lost: re-read). */
  onResync(handler: () => void): () => void;
  /** Number of topics with at least one subscriber (for diagnostics and tests). */
  topicCount(): number;
  /** Delivers an envelope as if it came from the database (used by the listener). */
  dispatch(envelope: LiveEnvelope): void;
  close(): Promise<void>;
}

/**
 * Starts the hub. With no `listen` (an app built without a database listener) it only dispatches
 * what `dispatch` is given. Throws when the LISTEN cannot be set up.
 */
export async function createHub(listen: Listen | undefined, log: { warn(obj: unknown, msg: string): void }): Promise<Hub> {
  const topics = new Map<Topic, Set<LiveHandler>>();
  const resync = new Set<() => void>();

  const dispatch = (envelope: LiveEnvelope) => {
    const seen = new Set<LiveHandler>();
    for (const topic of envelope.topics) {
      const handlers = topics.get(topic);
      if (!handlers) continue;
      for (const h of handlers) {
        if (seen.has(h)) continue;
        seen.add(h);
        try {
          h(envelope.event, topic);
        } catch (err) {
          log.warn({ err }, 'live handler failed');
        }
      }
    }
  };

  let unlisten: Unlisten | null = null;
  if (listen) {
    unlisten = await listen(
      LIVE_CHANNEL,
      (payload) => {
        let envelope: LiveEnvelope;
        try {
          envelope = JSON.parse(payload) as LiveEnvelope;
        } catch {
          log.warn({ payload: payload.slice(0, 200) }, 'unreadable live payload');
          return;
        }
        if (Array.isArray(envelope.topics) && envelope.event) dispatch(envelope);
      },
      () => {
        for (const h of resync) h();
      },
    );
  }

  return {
    // One implementation for the overloads: the envelope's topics decide its event's kind (publish()'s overloads).
    subscribe(topic: Topic, typed: (event: never, topic: Topic) => void) {
      const handler = typed as LiveHandler;
      let set = topics.get(topic);
      if (!set) topics.set(topic, (set = new Set()));
      set.add(handler);
      return () => {
        const s = topics.get(topic);
        if (!s) return;
        s.delete(handler);
        if (!s.size) topics.delete(topic);
      };
    },
    onResync(handler) {
      resync.add(handler);
      return () => resync.delete(handler);
    },
    topicCount: () => topics.size,
    dispatch,
    async close() {
      await unlisten?.();
      topics.clear();
      resync.clear();
    },
  };
}
