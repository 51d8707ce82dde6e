/**
 * Several server processes on one PostgreSQL database (DESIGN "live updates"): two real server
 * processes (`src/main.ts`) share a PostgreSQL server that the test starts; a chat message sent
 * through one reaches a socket connected to the other, and the admin's reply and its notification
 * travel back the other way (LISTEN/NOTIFY fan-out).
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatSendResultDto } from '@phonexport/contracts/chat';
import { postgresAvailable, startPostgres, type PostgresServer } from '../../support/postgres-server.ts';
import { registrationBody, uniqueEmail } from '../../support/helpers.ts';
import { connectLive, type LiveClient } from '../../support/live-client.ts';
import { startServerProcess, type ServerProcess } from '../../support/server-process.ts';

const ADMIN_EMAIL = 'fanout-admin@phonexport.local';
const ADMIN_PASSWORD = 'fanout-admin-password';
const startServer = (databaseUrl: string, dataDir: string) => startServerProcess({ databaseUrl, dataDir, admin: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD } });

async function post(base: string, url: string, body: unknown, cookie?: string) {
  const res = await fetch(base + url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
  return res;
}

function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');
}

describe.skipIf(!postgresAvailable)('two server processes on one PostgreSQL database', () => {
  let pgServer: PostgresServer;
  let dataDir: string;
  let a: ServerProcess;
  let b: ServerProcess;
  const sockets: LiveClient[] = [];

  beforeAll(async () => {
    pgServer = startPostgres();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'phonexport-fanout-'));
    a = await startServer(pgServer.url, dataDir); // migrates and seeds
    b = await startServer(pgServer.url, dataDir);
  }, 300_000);

  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([a?.stop(), b?.stop()]);
    pgServer?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('a message sent through one process reaches a socket on the other, and the reply comes back', async () => {
    // The customer uses process A; the admin uses process B.
    const reg = await post(a.base, '/api/accounts/register', registrationBody(uniqueEmail('fanout')));
    expect(reg.status).toBe(201);
    const customer = cookieOf(reg);
    const signIn = await post(b.base, '/api/auth/sign-in/email', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(signIn.status).toBe(200);
    const admin = cookieOf(signIn);

    const adminSock = await connectLive(b.base, { cookie: admin, origin: b.base });
    const customerSock = await connectLive(a.base, { cookie: customer, origin: a.base });
    sockets.push(adminSock, customerSock);

    const sentRes = await post(a.base, '/api/chat/messages', { message: 'Sent through process A' }, customer);
    expect(sentRes.status).toBe(201);
    const sent = (await sentRes.json()) as ChatSendResultDto;
    const id = sent.conversation.id;

    // Process B's admin hears of the new conversation, joins it and gets the message.
    await adminSock.waitFor((m) => m.type === 'chat-conversation' && (m.conversation as { id: string }).id === id);
    adminSock.send({ type: 'join', conversationId: id, after: 0 });
    const got = await adminSock.waitFor((m) => m.type === 'chat-message' && (m.message as { message: string }).message === 'Sent through process A');
    expect(got.conversationId).toBe(id);

    customerSock.send({ type: 'join', conversationId: id, after: 1 });
    await customerSock.waitFor((m) => m.type === 'chat-joined');
    // A second message through A arrives live on B's socket (already joined).
    await post(a.base, '/api/chat/messages', { message: 'Second, live' }, customer);
    await adminSock.waitFor((m) => m.type === 'chat-message' && (m.message as { message: string }).message === 'Second, live');

    // The admin replies through B; the customer's socket on A gets the message and the notification.
    const reply = await post(b.base, `/api/chat/conversations/${id}/messages`, { message: 'Answered through process B' }, admin);
    expect(reply.status).toBe(201);
    await customerSock.waitFor((m) => m.type === 'chat-message' && (m.message as { message: string }).message === 'Answered through process B');
    const note = await customerSock.waitFor((m) => m.type === 'notification');
    expect(note.notification).toMatchObject({ title: 'New Support Reply' });

    // The listening connections drop (a database restart, a proxy timeout): both processes
    // reconnect and LISTEN again, and the sockets replay what they missed from the database.
    const killer = new pg.Client({ connectionString: pgServer.url });
    await killer.connect();
    // Only this test's database: the server may be shared with other test files running in parallel.
    const killed = await killer.query(`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and datname = current_database()`);
    expect(killed.rowCount).toBeGreaterThanOrEqual(2);
    await killer.end();
    await post(a.base, '/api/chat/messages', { message: 'After the drop' }, customer);
    await adminSock.waitFor((m) => m.type === 'chat-message' && (m.message as { message: string }).message === 'After the drop', 15_000);
    const seqs = adminSock.messages.filter((m) => m.type === 'chat-message').map((m) => (m.message as { seq: number }).seq);
    expect(seqs).toEqual([...new Set(seqs)].sort((x, y) => x - y));
  }, 60_000);
});
