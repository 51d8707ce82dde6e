/**
 * A counting TCP proxy in front of a PostgreSQL server, for the benches (not part of `npm test`):
 * the shop connects to the proxy's URL, the proxy passes every byte on and reads the client's
 * side of the wire protocol (startup packet, then `type byte + int32 length` messages) to count
 * what a piece of work costs in database traffic:
 * - statements: simple queries ('Q') plus extended-protocol executions ('E');
 * - round trips: the times a connection sent something after the server had answered (each is
 *   one wait for the network and the server, however many statements a pipeline carries);
 * - writes: chunks the client's socket delivered (≈ the client's socket writes);
 * - texts: each statement text seen ('Q' text, or a 'P' parse's text), with how often.
 * Counts are cumulative; take snapshot() before and after the work and subtract.
 */
import net from 'node:net';

export interface WireCounts {
  statements: number;
  roundTrips: number;
  writes: number;
  /** Statement text (whitespace collapsed, first 160 chars) → times seen. */
  texts: Map<string, number>;
}

export interface PgWireCounter {
  /** The PostgreSQL URL to give the client: the target's, with the proxy's host and port. */
  url: string;
  snapshot(): WireCounts;
  close(): Promise<void>;
}

const short = (text: string) => text.replace(/\s+/g, ' ').trim().slice(0, 160);

/** Starts the proxy on a free loopback port in front of `targetUrl` (postgres://…). */
export async function startPgWireCounter(targetUrl: string): Promise<PgWireCounter> {
  const target = new URL(targetUrl);
  const totals: WireCounts = { statements: 0, roundTrips: 0, writes: 0, texts: new Map() };
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client);
    sockets.add(upstream);
    let started = false;
    let pending = Buffer.alloc(0);
    /** True once the server has sent something since the client last did. */
    let answered = true;
    const note = (text: string) => {
      const key = short(text);
      totals.texts.set(key, (totals.texts.get(key) ?? 0) + 1);
    };
    client.on('data', (chunk) => {
      upstream.write(chunk);
      totals.writes++;
      if (answered) totals.roundTrips++;
      answered = false;
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      for (;;) {
        if (!started) {
          if (pending.length < 4) break;
          const len = pending.readInt32BE(0);
          if (pending.length < len) break;
          pending = pending.subarray(len);
          started = true;
          continue;
        }
        if (pending.length < 5) break;
        const type = String.fromCharCode(pending[0]!);
        const len = pending.readInt32BE(1);
        if (pending.length < 1 + len) break;
        const body = pending.subarray(5, 1 + len);
        if (type === 'Q') {
          totals.statements++;
          note(body.subarray(0, body.indexOf(0)).toString());
        } else if (type === 'E') totals.statements++;
        else if (type === 'P') {
          const nameEnd = body.indexOf(0);
          note(body.subarray(nameEnd + 1, body.indexOf(0, nameEnd + 1)).toString());
        }
        pending = pending.subarray(1 + len);
      }
    });
    upstream.on('data', (chunk) => {
      answered = true;
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String(port);
  return {
    url: url.toString(),
    snapshot: () => ({ ...totals, texts: new Map(totals.texts) }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** `after - before`, texts included (only those seen in between). */
export function countsBetween(before: WireCounts, after: WireCounts): WireCounts {
  const texts = new Map<string, number>();
  for (const [t, n] of after.texts) {
    const d = n - (before.texts.get(t) ?? 0);
    if (d > 0) texts.set(t, d);
  }
  return { statements: after.statements - before.statements, roundTrips: after.roundTrips - before.roundTrips, writes: after.writes - before.writes, texts };
}
