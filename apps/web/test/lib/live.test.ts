// @vitest-environment happy-dom
/**
 * The one live connection (lib/live.ts): no socket until a feature needs it (visitors never open
 * one), events reach subscribers, a dropped connection comes back with growing delays and
 * re-joins what the features follow, and the socket closes when the last feature lets go.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeSocket {
  static readonly OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  onclose: ((e: { code: number }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.readyState = 3;
  }
  /** The server accepts the connection. */
  accept() {
    this.readyState = FakeSocket.OPEN;
    this.onopen?.();
  }
  /** The connection drops (network, server restart: 1006), or the server closes it with `code`. */
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

const live = () => import('../../src/lib/live');
const last = () => FakeSocket.all.at(-1)!;

beforeEach(() => {
  vi.resetModules();
  FakeSocket.all = [];
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.useFakeTimers();
  vi.spyOn(Math, 'random').mockReturnValue(1);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('live connection', () => {
  it('opens no socket until a feature acquires it, then one for /api/live', async () => {
    const { acquireLive, subscribeLive } = await live();
    subscribeLive(() => {});
    expect(FakeSocket.all).toHaveLength(0);
    const release = acquireLive();
    const release2 = acquireLive();
    expect(FakeSocket.all).toHaveLength(1);
    expect(last().url).toBe(`ws://${location.host}/api/live`);
    release();
    release2();
  });

  it('hands events to subscribers and ignores what is not JSON or has no type', async () => {
    const { acquireLive, subscribeLive } = await live();
    const seen: unknown[] = [];
    const unsubscribe = subscribeLive((e) => seen.push(e));
    acquireLive();
    last().accept();
    last().onmessage?.({ data: 'not json' });
    last().onmessage?.({ data: '"a string"' });
    last().onmessage?.({ data: '{"no":"type"}' });
    last().onmessage?.({ data: '{"type":"notification","id":"n1"}' });
    expect(seen).toEqual([{ type: 'notification', id: 'n1' }]);
    unsubscribe();
    last().onmessage?.({ data: '{"type":"notification","id":"n2"}' });
    expect(seen).toHaveLength(1);
  });

  it('sends only while open', async () => {
    const { acquireLive, sendLive } = await live();
    acquireLive();
    expect(sendLive({ type: 'join', conversationId: 'c1' })).toBe(false);
    last().accept();
    expect(sendLive({ type: 'join', conversationId: 'c1' })).toBe(true);
    expect(last().sent).toEqual(['{"type":"join","conversationId":"c1"}']);
  });

  it('reconnects after a drop, waiting 1 s, then 2 s, then 4 s, and re-joins on every open', async () => {
    const { acquireLive, onLiveOpen } = await live();
    const joins = vi.fn();
    acquireLive();
    onLiveOpen(joins);
    last().accept();
    expect(joins).toHaveBeenCalledTimes(1);

    for (const wait of [1000, 2000, 4000]) {
      const count = FakeSocket.all.length;
      last().drop();
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.all).toHaveLength(count);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(count + 1);
    }
    last().accept();
    expect(joins).toHaveBeenCalledTimes(2);

    // Once connected again, the next drop starts from 1 s.
    last().drop();
    vi.advanceTimersByTime(1000);
    expect(FakeSocket.all).toHaveLength(5);
  });

  it('over the server socket cap (4429), waits the longest delay, 30 s, before trying again', async () => {
    const { acquireLive } = await live();
    acquireLive();
    last().accept();
    last().drop(4429);
    vi.advanceTimersByTime(29_999);
    expect(FakeSocket.all).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects at once when the browser comes back online', async () => {
    const { acquireLive } = await live();
    acquireLive();
    last().drop();
    expect(FakeSocket.all).toHaveLength(1);
    window.dispatchEvent(new Event('online'));
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('closes the socket when the last holder releases it, and does not come back', async () => {
    const { acquireLive } = await live();
    const a = acquireLive();
    const b = acquireLive();
    const socket = last();
    socket.accept();
    a();
    a();
    expect(socket.readyState).toBe(FakeSocket.OPEN);
    b();
    expect(socket.readyState).toBe(3);
    socket.drop();
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });
});
