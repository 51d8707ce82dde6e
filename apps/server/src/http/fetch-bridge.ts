/**
 * Fastify ⇄ fetch: hands a request as it came to a handler written for the fetch API (better-auth's
 * own /api/auth/* routes) and copies its Response back onto the reply. Bodies are JSON.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';

/** The Fastify request as a fetch Request (same URL, method, headers, JSON body), with `extraHeaders` set over the client's. */
export function toFetchRequest(req: FastifyRequest, extraHeaders: Record<string, string> = {}): Request {
  const url = new URL(req.url, `http://${req.headers.host ?? 'localhost'}`);
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined;
  const headers = fromNodeHeaders(req.headers);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Request(url, { method: req.method, headers, body: hasBody ? JSON.stringify(req.body) : undefined });
}

/** Copies a fetch Response (status, headers, every Set-Cookie, body) onto the reply. */
export async function sendFetchResponse(reply: FastifyReply, res: Response): Promise<FastifyReply> {
  reply.status(res.status);
  res.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-encoding') reply.header(key, value);
  });
  const cookies = res.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = await res.text();
  return reply.send(body || null);
}
