/**
 * The bench's ceiling (`npm run bench`): a bare Fastify server with one JSON route and nothing
 * else (no plugins, no logging), started as its own process by shop-bench.ts on BENCH_CEILING_PORT
 * (default: any free port). It prints its port on stdout once it listens.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/ceiling', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.BENCH_CEILING_PORT ?? 0), host: '127.0.0.1' });
const address = app.server.address();
console.log(typeof address === 'object' && address ? address.port : '');
