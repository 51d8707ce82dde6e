/**
 * Slow requests (issue 29, decision 061): a body sent one byte every second or two keeps no
 * connection open past the request timeout — with the shop's default settings it is answered 408
 * and closed within 30 s; headers dribbled the same way are cut off too.
 */
import net from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { listenOnPort, useTestServer } from '../support/helpers.ts';

const t = useTestServer();
let port = 0;
const drips: ReturnType<typeof setInterval>[] = [];

beforeAll(async () => {
  port = Number(new URL(await listenOnPort(t.app)).port);
});
afterAll(() => {
  for (const d of drips) clearInterval(d);
});

/** Opens a connection, writes `head` then one byte of `drip` every `everyMs`; resolves when the server closes it, with what it answered and when. */
function slowClient(head: string, everyMs: number): Promise<{ answer: string; afterMs: number }> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += String(d)));
    socket.on('error', () => {}); // a write racing the close
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, afterMs: Date.now() - started });
    });
    socket.once('connect', () => socket.write(head));
    const drip = setInterval(() => {
      if (!socket.writable) return;
      socket.write('a');
      if (Date.now() - started > 60_000) reject(new Error('still open after 60 s'));
    }, everyMs);
    drips.push(drip);
  });
}

it('a body dribbled one byte every 2 s is answered 408 and closed within 30 s (default settings)', { timeout: 45_000 }, async () => {
  const head = 'POST /api/auth/sign-in/email HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{';
  const { answer, afterMs } = await slowClient(head, 2_000);
  expect(answer).toMatch(/^HTTP\/1\.1 408/);
  expect(afterMs).toBeLessThan(30_000);
});

it('headers dribbled one byte a second are cut off within 10 s and the 2 s check', { timeout: 30_000 }, async () => {
  const { afterMs } = await slowClient('GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ', 1_000);
  expect(afterMs).toBeLessThan(14_000);
});

it('REQUEST_TIMEOUT_MS: 25 s by default; a bad value stops the start with a message', () => {
  expect(loadConfig({}).requestTimeoutMs).toBe(25_000);
  expect(loadConfig({ REQUEST_TIMEOUT_MS: '60000' }).requestTimeoutMs).toBe(60_000);
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '30s' })).toThrow(/REQUEST_TIMEOUT_MS must be whole milliseconds .*"30s"/);
  expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS/);
});
