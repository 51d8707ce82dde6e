/**
 * What each layer of the shop's request path costs (issue 29): `node --import tsx
 * apps/server/bench/hook-cost.ts` builds Fastify apps that add the shop's hooks and plugins one
 * at a time, in the order app.ts installs them, each with one GET route answering a product's
 * JSON as the read cache hands it out, and times REQUESTS (default 20,000) in-process requests
 * (light-my-request, so no socket and no client share the CPU) with a new X-Forwarded-For
 * address each. Prints the CPU µs per request of each app and what the layer added; the machine's
 * other load moves all rows alike. Not part of `npm test`.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import { Writable } from 'node:stream';
import { helmetHeaders } from '../src/app.ts';
import { installInputGuards } from '../src/http/input-guards.ts';
import { installOriginCheck, originSet } from '../src/http/origin-check.ts';
import { installRateLimits } from '../src/http/rate-limits.ts';
import { isStaticFile } from '../src/http/static-files.ts';

const REQUESTS = Number(process.env.REQUESTS ?? 20_000);
const SECRET = 'hook-cost-secret-0123456789abcdefghijklmnopqrstuvwxyz';

/** A product answer of the size the catalog sends (about 3 KB of JSON). */
const PRODUCT = JSON.stringify({
  id: 'c0ffee00-0000-4000-8000-000000000001',
  name: 'Xiaomi Redmi Note 13 Pro',
  description: 'x'.repeat(600),
  variants: Array.from({ length: 6 }, (_, i) => ({ id: `v${i}`, color: 'Black', storage: '256GB', priceCents: 29_900 + i, stock: 10 })),
  specifications: Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`spec${i}`, `value ${i} `.repeat(5)])),
});

/** The layers, each added on top of the ones before. */
type Layer = { name: string; add(app: FastifyInstance): Promise<void> | void };
const LAYERS: Layer[] = [
  { name: 'bare Fastify, one route', add: () => {} },
  {
    name: 'trustProxy + X-Forwarded-For read (req.ip)',
    add: (app) => void app.addHook('onRequest', async (req) => void req.ip),
  },
  { name: 'input guards (params, query, body checks)', add: (app) => installInputGuards(app) },
  { name: 'origin check (unsafe methods only)', add: (app) => installOriginCheck(app, originSet(['http://localhost:3000'])) },
  {
    name: 'helmet (security headers, recorded once as app.ts does)',
    add: (app) => {
      const headers = helmetHeaders({ contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], upgradeInsecureRequests: null } }, crossOriginEmbedderPolicy: false });
      app.addHook('onRequest', (_req, reply, done) => {
        reply.headers(headers);
        done();
      });
    },
  },
  {
    name: 'onSend: drop document-only headers of static files',
    add: (app) =>
      void app.addHook('onSend', async (req, _reply, payload) => {
        if (isStaticFile(req)) void 0;
        return payload;
      }),
  },
  { name: 'compress (br/gzip above 1 KB, client asks none)', add: async (app) => void (await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })) },
  { name: 'rate limits (per address, 2,000/min)', add: (app) => installRateLimits(app, { authSecret: SECRET, perAddressPerMinute: 1_000_000_000 }) },
];

const sink = new Writable({ write: (_c, _e, done) => done() });

async function build(layers: Layer[], logger: 'off' | 'error' | 'info'): Promise<FastifyInstance> {
  const app = Fastify({ logger: logger === 'off' ? false : { level: logger, stream: sink }, trustProxy: true });
  for (const layer of layers) await layer.add(app);
  app.get('/api/products/:id', async (_req, reply) => reply.type('application/json; charset=utf-8').send(PRODUCT));
  await app.ready();
  return app;
}

async function cost(app: FastifyInstance): Promise<number> {
  const run = async (n: number) => {
    for (let i = 0; i < n; i++) {
      const res = await app.inject({ method: 'GET', url: '/api/products/c0ffee00', headers: { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` } });
      if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}`);
    }
  };
  await run(2_000); // warm-up
  const before = process.cpuUsage();
  await run(REQUESTS);
  const used = process.cpuUsage(before);
  return (used.user + used.system) / REQUESTS;
}

const rows: string[] = [];
let previous = NaN;
for (let i = 0; i < LAYERS.length; i++) {
  const app = await build(LAYERS.slice(0, i + 1), 'off');
  const us = await cost(app);
  await app.close();
  rows.push(`| + ${LAYERS[i]!.name} | ${us.toFixed(1)} | ${Number.isNaN(previous) ? '' : (us - previous).toFixed(1)} |`);
  previous = us;
}
for (const level of ['error', 'info'] as const) {
  const app = await build(LAYERS, level);
  const us = await cost(app);
  await app.close();
  rows.push(`| all of the above, logger at ${level} (Fastify's request logging) | ${us.toFixed(1)} | ${(us - previous).toFixed(1)} |`);
}
console.log(`${REQUESTS} in-process GET requests, new address each\n| app | CPU µs/request | added |\n|---|---|---|\n${rows.join('\n')}`);
