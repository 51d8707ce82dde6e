/**
 * Chat load test (`npm run bench:chat`): starts the real server as its own process on a
 * PostgreSQL server (BENCH_DATABASE_URL, else a throwaway one started like the tests do; with
 * BENCH_DB=pglite the embedded database), creates CLIENTS customers (default 1,000: on
 * PostgreSQL written straight into the database with a signed session cookie each, since 1,000
 * password hashes would measure scrypt, not chat; on PGlite signed up over HTTP), each writes a
 * first message, connects to the live socket and joins its conversation, plus one admin
 * socket. Then the admin answers random customers, MESSAGES times (default 2,000) at RATE per
 * second (default 40; this 2-core machine saturates near 60), and the bench measures delivery latency: from the start of the HTTP
 * send to the message arriving on the customer's socket (HTTP, transaction, NOTIFY, hub, socket).
 * Reports p50 / p95 / p99 / max, lost or duplicated messages, and the server's resident memory
 * (RSS, from /proc) idle, with every client connected, and after the messages.
 * Not part of `npm test`. Each simulated client uses its own X-Forwarded-For address (the server
 * runs with TRUST_PROXY=true) so the per-address rate limits see 1,000 people, not one.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { BENCH_ADMIN, ip, pct, signCookie, startBenchShop } from './bench-shop.ts';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const MESSAGES = Number(process.env.MESSAGES ?? 2000);
const RATE = Number(process.env.RATE ?? 40);
const CONCURRENCY = Number(process.env.SIGNUP_CONCURRENCY ?? 8);
const serverDir = path.resolve(import.meta.dirname, '..');

const rssMb = (pid: number) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
};

async function main() {
  const shop = await startBenchShop({
    serverDir,
    pglite: process.env.BENCH_DB === 'pglite',
    // The admin answers 40 messages a second from one session: the per-session chat limit would answer 429.
    env: { ACTIVITY_RATE_LIMITS: 'false' },
  });
  const { base, child, databaseUrl, cleanup } = shop;
  try {
    const db = databaseUrl ? 'PostgreSQL' : 'PGlite (embedded)';
    const idleRss = rssMb(child.pid!);
    console.log(`server up in ${shop.startMs} ms on ${db}; idle RSS ${idleRss} MB`);

    const post = async (url: string, body: unknown, headers: Record<string, string>) => {
      const res = await fetch(base + url, { method: 'POST', headers: { 'content-type': 'application/json', origin: base, ...headers }, body: JSON.stringify(body) });
      return res;
    };
    const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]!).filter((c) => !c.endsWith('=')).join('; ');

    // Create the customers, then each writes a first message (starting its conversation).
    const t0 = Date.now();
    const customers: { cookie: string; conversationId: string; ws?: WebSocket }[] = new Array(CLIENTS);
    const cookies: string[] = [];
    const first = await post('/api/accounts/register', { firstName: 'Bench', lastName: 'Customer 0', email: `bench-0-${Date.now()}@example.com`, password: 'bench-pass-1', confirmPassword: 'bench-pass-1', terms: true }, { 'x-forwarded-for': ip(1) });
    if (first.status !== 201) throw new Error(`register: ${first.status} ${await first.text()}`);
    cookies.push(cookieOf(first));
    if (databaseUrl) {
      const cookieName = cookies[0]!.split('=')[0]!;
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const expires = new Date(Date.now() + 86_400_000);
      for (let start = 1; start < CLIENTS; start += 200) {
        const batch = Array.from({ length: Math.min(200, CLIENTS - start) }, (_, j) => {
          const i = start + j;
          return { i, id: crypto.randomUUID(), token: crypto.randomUUID().replace(/-/g, ''), email: `bench-${i}-${Date.now()}@example.com` };
        });
        await client.query('begin');
        for (const b of batch) {
          await client.query('insert into "user" (id, name, email) values ($1, $2, $3)', [b.id, `Bench Customer ${b.i}`, b.email]);
          await client.query('insert into profiles (user_id, email, display_name) values ($1, $2, $3)', [b.id, b.email, `Bench Customer ${b.i}`]);
          await client.query('insert into session (id, token, user_id, expires_at) values ($1, $2, $3, $4)', [crypto.randomUUID(), b.token, b.id, expires]);
        }
        await client.query('commit');
        for (const b of batch) cookies.push(`${cookieName}=${await signCookie(b.token)}`);
      }
      await client.end();
    } else {
      let nextSignup = 1;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (nextSignup < CLIENTS) {
            const i = nextSignup++;
            const reg = await post('/api/accounts/register', { firstName: 'Bench', lastName: `Customer ${i}`, email: `bench-${i}-${Date.now()}@example.com`, password: 'bench-pass-1', confirmPassword: 'bench-pass-1', terms: true }, { 'x-forwarded-for': ip(i + 1) });
            if (reg.status !== 201) throw new Error(`register ${i}: ${reg.status} ${await reg.text()}`);
            cookies[i] = cookieOf(reg);
          }
        }),
      );
    }
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < CLIENTS) {
          const i = next++;
          const cookie = cookies[i]!;
          const sent = await post('/api/chat/messages', { message: 'Hello, I have a question' }, { 'x-forwarded-for': ip(i + 1), cookie });
          if (sent.status !== 201) throw new Error(`first message ${i}: ${sent.status} ${await sent.text()}`);
          const { conversation } = (await sent.json()) as { conversation: { id: string } };
          customers[i] = { cookie, conversationId: conversation.id };
        }
      }),
    );
    console.log(`${CLIENTS} customers created, each with a conversation, in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

    const signIn = await post('/api/auth/sign-in/email', { email: BENCH_ADMIN.email, password: BENCH_ADMIN.password }, { 'x-forwarded-for': '10.255.0.1' });
    const admin = cookieOf(signIn);

    // Connect every customer and join its conversation.
    const pending = new Map<string, number>(); // message text -> send start
    const latencies: number[] = [];
    let duplicates = 0;
    const seen = new Set<string>();
    const t1 = Date.now();
    await Promise.all(
      customers.map(
        (c, i) =>
          new Promise<void>((resolve, reject) => {
            const ws = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie: c.cookie, origin: base, 'x-forwarded-for': ip(i + 1) } });
            c.ws = ws;
            ws.on('error', reject);
            ws.on('message', (raw) => {
              const m = JSON.parse(String(raw)) as { type: string; message?: { id: string; message: string } };
              if (m.type === 'hello') ws.send(JSON.stringify({ type: 'join', conversationId: c.conversationId, after: 1 }));
              else if (m.type === 'chat-joined') resolve();
              else if (m.type === 'chat-message' && m.message) {
                if (seen.has(m.message.id)) duplicates++;
                seen.add(m.message.id);
                const startedAt = pending.get(m.message.message);
                if (startedAt !== undefined) {
                  latencies.push(performance.now() - startedAt);
                  pending.delete(m.message.message);
                }
              }
            });
          }),
      ),
    );
    let adminEvents = 0;
    const adminWs = new WebSocket(`${base.replace('http', 'ws')}/api/live`, { headers: { cookie: admin, origin: base } });
    adminWs.on('message', () => adminEvents++);
    await new Promise((r) => adminWs.once('open', r));
    const connectedRss = rssMb(child.pid!);
    console.log(`${CLIENTS} sockets connected and joined in ${((Date.now() - t1) / 1000).toFixed(1)} s; RSS ${connectedRss} MB`);

    // The admin answers random customers at RATE per second.
    const t2 = Date.now();
    const sends: Promise<void>[] = [];
    let failed = 0;
    for (let k = 0; k < MESSAGES; k++) {
      const target = customers[Math.floor(Math.random() * CLIENTS)]!;
      const text = `Reply ${k} at ${Date.now()}`;
      pending.set(text, performance.now());
      sends.push(
        post(`/api/chat/conversations/${target.conversationId}/messages`, { message: text }, { cookie: admin, 'x-forwarded-for': ip(200_000 + (k % 250)) }).then((res) => {
          if (res.status !== 201) {
            failed++;
            pending.delete(text);
          }
        }),
      );
      const due = t2 + ((k + 1) * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    await Promise.all(sends);
    const deadline = Date.now() + 15_000;
    while (pending.size && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    const elapsed = (Date.now() - t2) / 1000;
    const sorted = latencies.sort((a, b) => a - b);
    const afterRss = rssMb(child.pid!);

    const report = {
      clients: CLIENTS,
      messages: MESSAGES,
      targetRatePerSecond: RATE,
      achievedRatePerSecond: Number((MESSAGES / elapsed).toFixed(1)),
      delivered: sorted.length,
      lost: pending.size,
      duplicates,
      failedSends: failed,
      latencyMs: { p50: Math.round(pct(sorted, 50)), p95: Math.round(pct(sorted, 95)), p99: Math.round(pct(sorted, 99)), max: Math.round(sorted[sorted.length - 1] ?? 0) },
      adminSocketEvents: adminEvents,
      serverRssMb: { idle: idleRss, connected: connectedRss, afterMessages: afterRss },
      database: db,
    };
    console.log(JSON.stringify(report, null, 2));
    for (const c of customers) c.ws?.close();
    adminWs.close();
  } finally {
    cleanup();
  }
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
