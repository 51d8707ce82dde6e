/**
 * Per-socket limits on /api/live (issue 13, LIVE_LIMITS): a socket flooding messages is closed
 * with 1008 and a reason, while a normal burst is answered; a customer's socket may hold only a
 * few conversations at once (staff 200), one more join is refused with a clear error frame and
 * leaving one frees its place.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_LIMITS, takeToken, type TokenBucket } from '@phonexport/domain/chat';
import type { ChatSendResultDto } from '@phonexport/contracts/chat';
import type { LiveServerMessage } from '@phonexport/contracts/live';
import { chatConversations } from '../../../src/db/schema.ts';
import { createChatSocket } from '../../../src/features/chat/chat-live.ts';
import type { SessionUser } from '../../../src/http/session.ts';
import type { Hub } from '../../../src/realtime/hub.ts';
import { ORIGIN, api, json, listenOnPort, register, registerAdmin, uniqueEmail, userIdOf, useTestServer } from '../../support/helpers.ts';
import { connectLive, type LiveClient } from '../../support/live-client.ts';

const t = useTestServer();
let base = '';
let admin = '';
const open: LiveClient[] = [];

async function live(cookie: string): Promise<LiveClient> {
  const c = await connectLive(base, { cookie, origin: ORIGIN });
  open.push(c);
  return c;
}

const closed = (c: LiveClient) => new Promise<{ code: number; reason: string }>((resolve) => c.ws.once('close', (code, reason) => resolve({ code, reason: String(reason) })));

beforeAll(async () => {
  base = await listenOnPort(t.app);
  admin = await registerAdmin(t, uniqueEmail('admin'));
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

describe('message rate', () => {
  it('a burst within the limit is answered and the socket stays open', async () => {
    const c = await live(await register(t.app, uniqueEmail('calm')));
    for (let i = 0; i < LIVE_LIMITS.burst; i++) c.send({ type: 'ping' });
    await expect.poll(() => c.messages.filter((m) => m.type === 'pong').length, { timeout: 10_000 }).toBe(LIVE_LIMITS.burst);
    expect(c.ws.readyState).toBe(c.ws.OPEN);
  });

  it('a flood closes the socket with 1008 and the reason', async () => {
    const c = await live(await register(t.app, uniqueEmail('flood')));
    const done = closed(c);
    for (let i = 0; i < 500; i++) c.send({ type: 'ping' });
    expect(await done).toEqual({ code: 1008, reason: 'Too many messages: at most 20 at once and 10 a second' });
    // Only the budget was answered, not the flood.
    expect(c.messages.filter((m) => m.type === 'pong').length).toBeLessThanOrEqual(LIVE_LIMITS.burst + 1);
  });

  it('the bucket refills with time (pure rule)', () => {
    let bucket: TokenBucket = { tokens: LIVE_LIMITS.burst, at: 0 };
    for (let i = 0; i < LIVE_LIMITS.burst; i++) bucket = takeToken(bucket, 0).bucket;
    expect(takeToken(bucket, 0).ok).toBe(false);
    expect(takeToken(bucket, 50).ok).toBe(false); // half a token after 50 ms at 10 a second
    expect(takeToken(bucket, 100).ok).toBe(true);
    expect(takeToken(bucket, 60_000).bucket.tokens).toBe(LIVE_LIMITS.burst - 1); // never above the burst
  });
});

describe('joined conversations', () => {
  it(`a customer's socket holds at most ${LIVE_LIMITS.joinedCustomer}; one more is refused until one is left`, async () => {
    const carol = await register(t.app, uniqueEmail('carol'));
    const ids: string[] = [];
    for (let i = 0; i <= LIVE_LIMITS.joinedCustomer; i++) {
      const sent = await api(t.app, { url: '/api/chat/messages', body: { message: `question ${i}` }, cookie: carol });
      expect(sent.statusCode, sent.body).toBe(201);
      const id = json<ChatSendResultDto>(sent).conversation.id;
      ids.push(id);
      expect((await api(t.app, { url: `/api/chat/conversations/${id}/close`, body: {}, cookie: admin })).statusCode).toBe(200);
    }
    const c = await live(carol);
    for (const id of ids.slice(0, LIVE_LIMITS.joinedCustomer)) {
      c.send({ type: 'join', conversationId: id, after: 0 });
      await c.waitFor((m) => m.type === 'chat-joined' && m.conversationId === id);
    }
    const extra = ids[LIVE_LIMITS.joinedCustomer]!;
    c.send({ type: 'join', conversationId: extra, after: 0 });
    expect(await c.waitFor((m) => m.type === 'error' && m.conversationId === extra)).toMatchObject({
      code: 'too_many_conversations',
      message: `Too many conversations open on this connection (at most ${LIVE_LIMITS.joinedCustomer}). Leave one before joining another.`,
    });
    expect(c.messages.some((m) => m.type === 'chat-joined' && m.conversationId === extra)).toBe(false);
    expect(c.ws.readyState).toBe(c.ws.OPEN);

    c.send({ type: 'leave', conversationId: ids[0] });
    c.send({ type: 'join', conversationId: extra, after: 0 });
    await c.waitFor((m) => m.type === 'chat-joined' && m.conversationId === extra);
  });

  it(`a staff socket holds ${LIVE_LIMITS.joinedAdmin} conversations and refuses one more`, async () => {
    // 201 closed conversations written directly (the socket's message rate would make joining
    // them over the wire take 20 s); the per-socket chat state is the code under test.
    const dave = await register(t.app, uniqueEmail('dave'));
    const daveId = await userIdOf(t.app, dave);
    const rows = await t.db
      .insert(chatConversations)
      .values(Array.from({ length: LIVE_LIMITS.joinedAdmin + 1 }, () => ({ userId: daveId, userName: 'Dave', userEmail: 'dave@example.com', status: 'closed' as const })))
      .returning({ id: chatConversations.id });
    const hub = { subscribe: () => () => {}, onResync: () => () => {}, topicCount: () => 0, dispatch: () => {}, close: async () => {} } as Hub;
    const staff: SessionUser = { id: await userIdOf(t.app, admin), email: 'staff@example.com', displayName: 'Staff', phone: null, role: 'owner', createdAt: new Date(), lastLogin: null };
    const sent: LiveServerMessage[] = [];
    const chat = createChatSocket(t.db, hub, staff, (m) => sent.push(m), { warn: () => {} });
    try {
      await Promise.all(rows.slice(0, LIVE_LIMITS.joinedAdmin).map((r) => chat.join(r.id, 0)));
      const extra = rows[LIVE_LIMITS.joinedAdmin]!.id;
      await chat.join(extra, 0);
      await expect.poll(() => sent.filter((m) => m.type === 'chat-joined').length, { timeout: 10_000 }).toBe(LIVE_LIMITS.joinedAdmin);
      expect(sent.filter((m) => m.type === 'error')).toEqual([
        { type: 'error', code: 'too_many_conversations', message: `Too many conversations open on this connection (at most ${LIVE_LIMITS.joinedAdmin}). Leave one before joining another.`, conversationId: extra },
      ]);
    } finally {
      chat.close();
    }
  });
});
