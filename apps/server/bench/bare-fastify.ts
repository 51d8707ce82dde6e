/**
 * The bench's ceiling (`npm run bench`): a bare Fastify server with one JSON route and nothing
 * else (no plugins, no logging), started as its own process by shop-bench.ts on BENCH_CEILING_PORT
 * (default: any free port). It prints its port on stdout once it listens.
 *
 * `/bytes/:n` answers n bytes (at most 1 MiB, made once per size) with no other work: the same
 * bytes as a shop target's answer, to tell what the size of an answer costs from what the shop's
 * code costs (decision 080).
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ ok: true }));
const bodies = new Map<number, Buffer>();
app.get<{ Params: { n: string } }>('/bytes/:n', async (req, reply) => {
  const n = Math.min(1024 * 1024, Math.max(0, Math.trunc(Number(req.params.n)) || 0));
  let body = bodies.get(n);
  if (!body) bodies.set(n, (body = Buffer.alloc(n, 'a')));
  reply.type('application/octet-stream');
  return body;
});
await app.listen({ port: Number(process.env.BENCH_CEILING_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : '');
