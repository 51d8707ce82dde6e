/**
 * The tests' own PostgreSQL servers take a port outside the ephemeral range (32768–60999, where
 * the machine's outgoing connections take theirs) and, when the one picked is taken, start on
 * another instead of failing the run (issue 29: "could not start server").
 */
import net from 'node:net';
import pg from 'pg';
import { expect, it } from 'vitest';
import { portOutsideEphemeralRange, postgresAvailable, startPostgresServer } from './pg-cluster.ts';

it('picks ports outside 32768–60999', () => {
  for (let i = 0; i < 1_000; i++) {
    const port = portOutsideEphemeralRange();
    expect(port < 32_768 && port >= 1_024).toBe(true);
  }
});

it.skipIf(!postgresAvailable)('starts on another port when the first one picked is taken', { timeout: 120_000 }, async () => {
  // Someone else holds a port on loopback.
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
  const taken = (holder.address() as net.AddressInfo).port;
  const picks = [taken, portOutsideEphemeralRange()];
  const server = startPostgresServer({ pickPort: () => picks.shift()! });
  try {
    expect(new URL(server.url).port).not.toBe(String(taken));
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    expect((await client.query('SELECT 1 AS one')).rows[0]).toEqual({ one: 1 });
    await client.end();
  } finally {
    server.stop();
    holder.close();
  }
});
