/**
 * Live chat (back office spec §4, §5, §7): who may read and join a conversation, attachments
 * checked by content and size, the conversation states, read counters, the admin reply
 * notification, and the live socket: its authentication, live delivery and a reconnect that
 * replays missed messages exactly once.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatConversationListDto, ChatSendResultDto, ChatThreadDto } from '@phonexport/contracts/chat';
import { api, json, listenOnPort, multipart, ORIGIN, register, registerAdmin, uniqueEmail, userIdOf, useTestServer } from '../../support/helpers.ts';
import { chatMessagesOf, connectLive, type LiveClient } from '../../support/live-client.ts';
import type { NotificationListDto } from '@phonexport/contracts/notifications';

const t = useTestServer({ liveSessionCheckMs: 300 });
let base = '';
let alice = '';
let bob = '';
let admin = '';
const open: LiveClient[] = [];

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function live(cookie: string): Promise<LiveClient> {
  const c = await connectLive(base, { cookie, origin: ORIGIN });
  open.push(c);
  return c;
}

async function customerSays(cookie: string, message: string): Promise<ChatSendResultDto> {
  const res = await api(t.app, { url: '/api/chat/messages', body: { message }, cookie });
  expect(res.statusCode, res.body).toBe(201);
  return json<ChatSendResultDto>(res);
}

async function adminSays(conversationId: string, message: string): Promise<ChatSendResultDto> {
  const res = await api(t.app, { url: `/api/chat/conversations/${conversationId}/messages`, body: { message }, cookie: admin });
  expect(res.statusCode, res.body).toBe(201);
  return json<ChatSendResultDto>(res);
}

function upload(url: string, cookie: string, files: Parameters<typeof multipart>[1], fields: Record<string, string> = {}) {
  const { payload, contentType } = multipart(fields, files);
  return t.app.inject({ method: 'POST', url, payload, headers: { cookie, origin: ORIGIN, 'content-type': contentType } });
}

beforeAll(async () => {
  base = await listenOnPort(t.app);
  [alice, bob, admin] = await Promise.all([register(t.app, uniqueEmail('alice')), register(t.app, uniqueEmail('bob')), registerAdmin(t, uniqueEmail('admin'), { firstName: 'Support', lastName: 'Agent' })]);
});

afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

describe('conversations', () => {
  it('opening the chat creates nothing; the first message starts a waiting conversation that an agent reply makes active', async () => {
    expect(json(await api(t.app, { url: '/api/chat/current', cookie: alice }))).toEqual({ conversation: null, messages: [] });
    // There is no "start an empty conversation" call any more.
    expect((await api(t.app, { url: '/api/chat/conversations', body: {}, cookie: alice })).statusCode).toBe(404);
    const before = json<ChatConversationListDto>(await api(t.app, { url: '/api/chat/conversations', cookie: admin }));
    const aliceId = await userIdOf(t.app, alice);
    expect(before.items.filter((c) => c.userId === aliceId)).toEqual([]);

    const sent = await customerSays(alice, 'Hello, where is my parcel?');
    const { conversation } = sent;
    expect(conversation).toMatchObject({ status: 'waiting', lastMessage: 'Hello, where is my parcel?', unreadAdminCount: 1 });
    expect(sent.message).toMatchObject({ seq: 1, senderRole: 'user' });
    expect((await customerSays(alice, 'It was due on Monday.')).conversation).toMatchObject({ id: conversation.id, status: 'waiting', unreadAdminCount: 2 });
    const waiting = json<ChatConversationListDto>(await api(t.app, { url: '/api/chat/conversations?status=waiting', cookie: admin }));
    expect(waiting.waitingCount).toBeGreaterThanOrEqual(1);
    expect(waiting.items.map((c) => c.id)).toContain(conversation.id);
    const list = json<ChatConversationListDto>(await api(t.app, { url: '/api/chat/conversations?search=due%20on%20monday', cookie: admin }));
    expect(list.items.map((c) => c.id)).toEqual([conversation.id]);
    expect(list.unreadTotal).toBeGreaterThanOrEqual(2);
  });

  it("another customer can neither read, write to, join nor list someone else's conversation", async () => {
    const { conversation } = json<ChatThreadDto>(await api(t.app, { url: '/api/chat/current', cookie: alice }));
    expect((await api(t.app, { url: `/api/chat/conversations/${conversation.id}`, cookie: bob })).statusCode).toBe(404);
    expect((await api(t.app, { url: `/api/chat/conversations/${conversation.id}/messages`, body: { message: 'hi' }, cookie: bob })).statusCode).toBe(404);
    expect((await api(t.app, { url: `/api/chat/conversations/${conversation.id}/read`, body: {}, cookie: bob })).statusCode).toBe(404);
    expect((await api(t.app, { url: '/api/chat/conversations', cookie: bob })).statusCode).toBe(403);
    expect((await api(t.app, { url: `/api/chat/conversations/${conversation.id}/close`, body: {}, cookie: bob })).statusCode).toBe(403);
    expect((await api(t.app, { url: '/api/chat/current' })).statusCode).toBe(401);

    const sock = await live(bob);
    sock.send({ type: 'join', conversationId: conversation.id, after: 0 });
    await sock.waitFor((m) => m.type === 'error' && m.conversationId === conversation.id);
    await customerSays(alice, 'private words');
    await new Promise((r) => setTimeout(r, 200));
    expect(chatMessagesOf(sock, conversation.id)).toEqual([]);
    expect(JSON.stringify(sock.messages)).not.toContain('private words');
  });

  it('reading resets the reader counter and marks the other side read', async () => {
    const { conversation } = json<ChatThreadDto>(await api(t.app, { url: '/api/chat/current', cookie: alice }));
    const read = await api(t.app, { url: `/api/chat/conversations/${conversation.id}/read`, body: {}, cookie: admin });
    expect(json(read)).toMatchObject({ unreadAdminCount: 0 });
    const thread = json<ChatThreadDto>(await api(t.app, { url: `/api/chat/conversations/${conversation.id}`, cookie: alice }));
    expect(thread.messages.every((m) => m.read)).toBe(true);
  });

  it("an admin reply notifies the customer ('New Support Reply', 50 characters then an ellipsis), live on their socket", async () => {
    const sock = await live(alice);
    const { conversation } = json<ChatThreadDto>(await api(t.app, { url: '/api/chat/current', cookie: alice }));
    sock.send({ type: 'join', conversationId: conversation.id, after: 0 });
    await sock.waitFor((m) => m.type === 'chat-joined');
    const reply = 'Your parcel left Guangzhou yesterday and is now on its way to you.';
    const sent = await adminSays(conversation.id, reply);
    expect(sent.conversation).toMatchObject({ status: 'active', unreadCount: 1, adminName: 'Support Agent' });
    const liveMsg = await sock.waitFor((m) => m.type === 'chat-message' && (m.message as { message: string }).message === reply);
    expect(liveMsg.message).toMatchObject({ senderRole: 'admin', senderName: 'Support Agent' });
    const note = await sock.waitFor((m) => m.type === 'notification');
    const expected = `Support Agent replied: ${reply.slice(0, 50)}...`;
    expect(note.notification).toMatchObject({ title: 'New Support Reply', message: expected });
    const stored = json<NotificationListDto>(await api(t.app, { url: '/api/notifications', cookie: alice }));
    expect(stored.items[0]).toMatchObject({ title: 'New Support Reply', message: expected });
    const read = json<{ unreadCount: number }>(await api(t.app, { url: `/api/chat/conversations/${conversation.id}/read`, body: {}, cookie: alice }));
    expect(read.unreadCount).toBe(0);
  });

  it('a closed chat takes no admin input, its transcript stays readable to the customer, and their next message starts a new conversation', async () => {
    const { conversation } = json<ChatThreadDto>(await api(t.app, { url: '/api/chat/current', cookie: alice }));
    const last = 'We have refunded the shipping fee. Anything else?';
    await adminSays(conversation.id, last);
    const closed = await api(t.app, { url: `/api/chat/conversations/${conversation.id}/close`, body: {}, cookie: admin });
    expect(json(closed)).toMatchObject({ status: 'closed', unreadCount: 1 });
    // The customer still reads the whole transcript, the agent's last message included, and can mark it read.
    const after = json<ChatThreadDto>(await api(t.app, { url: '/api/chat/current', cookie: alice }));
    expect(after.conversation).toMatchObject({ id: conversation.id, status: 'closed', unreadCount: 1 });
    expect(after.messages.at(-1)).toMatchObject({ message: last, senderRole: 'admin' });
    expect(after.messages[0]).toMatchObject({ seq: 1, message: 'Hello, where is my parcel?' });
    const read = json<{ unreadCount: number; status: string }>(await api(t.app, { url: `/api/chat/conversations/${conversation.id}/read`, body: {}, cookie: alice }));
    expect(read).toMatchObject({ unreadCount: 0, status: 'closed' });
    expect((await api(t.app, { url: `/api/chat/conversations/${conversation.id}/messages`, body: { message: 'late' }, cookie: admin })).statusCode).toBe(409);
    const next = await customerSays(alice, 'One more question');
    expect(next.conversation.id).not.toBe(conversation.id);
    expect(next.conversation.status).toBe('waiting');
    expect(next.message.seq).toBe(1);
    // Now the open conversation is the one the panel shows.
    expect(json<ChatThreadDto>(await api(t.app, { url: '/api/chat/current', cookie: alice })).conversation.id).toBe(next.conversation.id);
  });

  it("the Customers screen's Message action starts an admin conversation with the spec's greeting", async () => {
    const bobId = await userIdOf(t.app, bob);
    const res = await api(t.app, { url: '/api/chat/admin-conversations', body: { userId: bobId }, cookie: admin });
    expect(res.statusCode).toBe(201);
    const body = json<ChatSendResultDto>(res);
    expect(body.message.message).toBe('Hello Thandi Mokoena, how can we help you today?');
    expect(body.conversation).toMatchObject({ status: 'active', userId: bobId, adminName: 'Support Agent' });
    expect((await api(t.app, { url: '/api/chat/admin-conversations', body: { userId: bobId }, cookie: bob })).statusCode).toBe(403);
    expect((await api(t.app, { url: '/api/chat/admin-conversations', body: { userId: 'nobody' }, cookie: admin })).statusCode).toBe(404);
  });

  it('a message needs text or a file', async () => {
    const res = await api(t.app, { url: '/api/chat/messages', body: { message: '   ' }, cookie: alice });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Please write a message or attach a file.');
  });
});

describe('attachments', () => {
  it("an image is checked, stored and downloadable by the conversation's participants only; a file-only first message reads 'File attachment'", async () => {
    const carol = await register(t.app, uniqueEmail('carol'));
    const res = await upload('/api/chat/messages', carol, [{ name: 'photo.png', type: 'image/png', data: PNG }]);
    expect(res.statusCode, res.body).toBe(201);
    const { message } = json<ChatSendResultDto>(res);
    expect(message.message).toBe('File attachment');
    expect(message.attachments).toHaveLength(1);
    const a = message.attachments[0]!;
    expect(a).toMatchObject({ fileName: 'photo.png', fileType: 'image/png' });
    for (const who of [carol, admin]) {
      const dl = await api(t.app, { url: a.downloadURL, cookie: who });
      expect(dl.statusCode).toBe(200);
      // Pictures are stored re-encoded (image-uploads.test.ts): the same 1 x 1 PNG, new bytes.
      expect(await sharp(dl.rawPayload).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
      expect(dl.rawPayload.length).toBe(a.fileSize);
      expect(dl.headers['content-type']).toBe('image/png');
    }
    expect((await api(t.app, { url: a.downloadURL, cookie: bob })).statusCode).toBe(404);
    expect((await api(t.app, { url: a.downloadURL })).statusCode).toBe(401);
  });

  it('refuses a file over 10 MB with the spec message', async () => {
    const big = Buffer.alloc(10_485_760 + 1, 0x20);
    const res = await upload('/api/chat/messages', alice, [{ name: 'notes.txt', type: 'text/plain', data: big }], { message: 'big one' });
    expect(res.statusCode).toBe(413);
    expect(json(res).message).toBe('File notes.txt is too large. Maximum size is 10MB.');
  });

  it('refuses content that is not an allowed type, whatever its name says', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 1)]);
    const fake = await upload('/api/chat/messages', alice, [{ name: 'holiday.jpg', type: 'image/jpeg', data: exe }], { message: 'see photo' });
    expect(fake.statusCode).toBe(400);
    expect(json(fake).message).toMatch(/^File type .+ is not supported\.$/);
    const zip = Buffer.from('UEsDBAoAAAAAAAAAIQAAAAAAAAAAAAAAAAAAAAAAAAAAAA==', 'base64');
    const res = await upload('/api/chat/messages', alice, [{ name: 'archive.zip', type: 'application/zip', data: zip }]);
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('File type application/zip is not supported.');
    const { messages } = json<ChatThreadDto>(await api(t.app, { url: '/api/chat/current', cookie: alice }));
    expect(messages.map((m) => m.message)).not.toContain('see photo');
  });

  it('accepts a plain text file by its content', async () => {
    const res = await upload('/api/chat/messages', alice, [{ name: 'order.txt', type: 'text/plain', data: Buffer.from('Order PX12345678, IMEI 3567...') }], { message: 'details attached' });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<ChatSendResultDto>(res).message.attachments[0]).toMatchObject({ fileType: 'text/plain', fileName: 'order.txt' });
  });
});

describe('live socket', () => {
  it('refuses visitors (401) and other origins (403)', async () => {
    await expect(connectLive(base, { origin: ORIGIN })).rejects.toThrow('401');
    await expect(connectLive(base, { cookie: alice, origin: 'https://evil.example' })).rejects.toThrow('403');
    await expect(connectLive(base, { cookie: alice })).rejects.toThrow('403');
  });

  it('a reconnect replays the missed messages exactly once, then continues live', async () => {
    const dave = await register(t.app, uniqueEmail('dave'));
    const first = await customerSays(dave, 'm1');
    const id = first.conversation.id;
    const s1 = await live(dave);
    s1.send({ type: 'join', conversationId: id, after: 0 });
    await s1.waitFor((m) => m.type === 'chat-joined');
    await adminSays(id, 'm2');
    await s1.waitFor((m) => m.type === 'chat-message' && (m.message as { seq: number }).seq === 2);
    const cursor = Math.max(...chatMessagesOf(s1, id).map((m) => m.seq));
    expect(cursor).toBe(2);
    await s1.close();

    // While offline: three more messages.
    await adminSays(id, 'm3');
    await customerSays(dave, 'm4');
    await adminSays(id, 'm5');

    const s2 = await live(dave);
    s2.send({ type: 'join', conversationId: id, after: cursor });
    // Messages keep arriving while the replay runs.
    const during = Promise.all([adminSays(id, 'm6'), adminSays(id, 'm7')]);
    await s2.waitFor((m) => m.type === 'chat-joined');
    await during;
    await adminSays(id, 'm8');
    await s2.waitFor((m) => m.type === 'chat-message' && (m.message as { seq: number }).seq === 8);
    await new Promise((r) => setTimeout(r, 150));
    const got = chatMessagesOf(s2, id);
    expect(got.map((m) => m.seq)).toEqual([3, 4, 5, 6, 7, 8]);
    expect(got.slice(0, 3).map((m) => m.message)).toEqual(['m3', 'm4', 'm5']);
  });

  it('signing out closes the socket (the session is checked again while it is open)', async () => {
    const frank = await register(t.app, uniqueEmail('frank'));
    const sock = await live(frank);
    const closed = new Promise<number>((resolve) => sock.ws.once('close', (code) => resolve(code)));
    expect((await api(t.app, { url: '/api/auth/sign-out', body: {}, cookie: frank })).statusCode).toBe(200);
    expect(await closed).toBe(4401);
    await expect(connectLive(base, { cookie: frank, origin: ORIGIN })).rejects.toThrow('401');
  });

  it('admins hear about conversation changes; a customer only about their own', async () => {
    const adminSock = await live(admin);
    const bobSock = await live(bob);
    const erin = await register(t.app, uniqueEmail('erin'));
    const sent = await customerSays(erin, 'Admins should see this');
    await adminSock.waitFor((m) => m.type === 'chat-conversation' && (m.conversation as { id: string }).id === sent.conversation.id);
    await new Promise((r) => setTimeout(r, 100));
    expect(bobSock.messages.some((m) => m.type === 'chat-conversation')).toBe(false);
  });
});
