/**
 * Registers a route from its contract (packages/contracts, decision 024). Before the handler runs,
 * in this order: the caller is authorised by the contract's `auth` (401 visitor, 403 customer on an
 * admin route, 403 staff whose role lacks the contract's `permission`, decision 059), `params` are parsed (a failure is a 404 with the contract's `notFoundMessage`: a
 * malformed id names nothing), then `query` and `body` (a failure is a 400 with field messages).
 * The handler receives only the parsed values; it never reads `req.params`, `req.query` or
 * `req.body` itself. When response checks are on (tests, `installContracts({ checkResponses })`),
 * every JSON success answer is parsed with the contract's schema for its status and a mismatch is
 * a 500 that names the contract, so a test fails on drift between server and contract.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { z } from 'zod';
import { isRawBody, type BodyOf, type Contract, type ParamsOf, type QueryOf, type ReplyOf } from '@phonexport/contracts/contract';
import { HttpError, notFound, unauthorized } from './errors.ts';
import type { SessionUser, Sessions } from './session.ts';
import { parseOrInvalid } from '../lib/rule-errors.ts';
import { encodedJsonOnce, jsonOnce } from '../cache/read-cache.ts';
import { storedEncodingFor, varyOnEncoding } from './compressed-once.ts';
import { createQueryMemo, rawQuery, type QueryMemo } from './query-memo.ts';

/** What every contract route needs from the app: sessions for `auth`, and whether to check responses. */
export interface ContractRuntime {
  sessions: Sessions;
  checkResponses: boolean;
  /** The query memos of this app's GET routes (filled by route(); see queryMemoEntries). */
  queryMemos?: QueryMemo[];
}

declare module 'fastify' {
  interface FastifyInstance {
    contractRuntime: ContractRuntime;
  }
}

/** Makes `route()` usable in this app and every scope registered in it. Call once, before the routes. */
export function installContracts(app: FastifyInstance, runtime: ContractRuntime): void {
  app.decorate('contractRuntime', { ...runtime, queryMemos: [] });
}

/** How many parsed query strings `app`'s contract routes keep in all (each route at most QUERY_MEMO_ENTRIES). */
export function queryMemoEntries(app: FastifyInstance): number {
  return (app.contractRuntime.queryMemos ?? []).reduce((n, memo) => n + memo.size, 0);
}

type UserOf<C extends Contract> = C['auth'] extends 'public' ? null : SessionUser;

/** What a contract handler receives: the parsed request parts, the caller (for signed-in routes) and Fastify's objects. */
export interface RouteInput<C extends Contract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
  /** The signed-in caller for `customer` and `admin` contracts; null for `public` ones (use sessions.current for an optional user). */
  user: UserOf<C>;
  req: FastifyRequest;
  reply: FastifyReply;
}

/** A handler returns the success body (checked against the contract in tests), or the reply after sending a file itself. */
export type RouteHandler<C extends Contract> = (input: RouteInput<C>) => Promise<ReplyOf<C> | FastifyReply>;

/** Route options passed through to Fastify (body limits, rate-limit config...); never a schema or handler. */
export type ContractRouteOptions = Omit<RouteShorthandOptions, 'schema' | 'handler'>;

const successStatus = (c: Contract): number => {
  const ok = Object.keys(c.responses)
    .map(Number)
    .filter((s) => s >= 200 && s < 300)
    .sort((a, b) => a - b);
  return ok[0] ?? 200;
};

/**
 * Registers `contract` on `app` with `handler`. Throws at start-up if the app has no contract
 * runtime (installContracts was not called).
 */
export function route<C extends Contract>(app: FastifyInstance, contract: C, handler: RouteHandler<C>, options: ContractRouteOptions = {}): void {
  const runtime = app.contractRuntime;
  if (!runtime) throw new Error(`installContracts() must run before ${contract.method} ${contract.path} is registered`);
  const status = successStatus(contract);
  const permission = contract.permission;
  if (contract.auth === 'admin' && !permission) throw new Error(`${contract.method} ${contract.path} is an admin contract without a permission`);
  // A GET's query is parsed once per distinct query string (http/query-memo.ts); others every time.
  const querySchema = contract.query;
  let memo: QueryMemo | null = null;
  if (querySchema && contract.method === 'GET') runtime.queryMemos?.push((memo = createQueryMemo()));
  app.route({
    ...options,
    // Answers of signed-in contracts are never stored by a cache (http/private-answers.ts).
    config: { ...options.config, privateAnswer: contract.auth !== 'public' },
    method: contract.method,
    url: contract.path,
    handler: async (req, reply) => {
      const user =
        contract.auth === 'admin'
          ? await runtime.sessions.requireStaff(req, permission!)
          : contract.auth === 'customer'
            ? await signedIn(runtime.sessions, req, contract.unauthorizedMessage)
            : null;
      let params: unknown = {};
      if (contract.params) {
        const parsed = contract.params.safeParse(req.params);
        if (!parsed.success) throw notFound(contract.notFoundMessage);
        params = parsed.data;
      }
      const query = !querySchema ? {} : memo ? memo.get(rawQuery(req.url), () => parseOrInvalid(querySchema, req.query ?? {})) : parseOrInvalid(querySchema, req.query ?? {});
      let body: unknown;
      if (contract.body && isRawBody(contract.body)) {
        if (contract.body.kind === 'text') {
          if (typeof req.body !== 'string') throw new HttpError(415, `Send the body as ${contract.body.contentType}.`);
          body = req.body;
        }
      } else if (contract.body) {
        // A missing body is an empty object; a JSON `null` is checked as sent (an object schema refuses it).
        body = parseOrInvalid(contract.body, req.body === undefined ? {} : req.body);
      }
      if (status !== 200) reply.code(status);
      const result = await handler({ params, query, body, user, req, reply } as RouteInput<C>);
      if (result === reply || reply.sent) return reply;
      if (runtime.checkResponses) checkResponse(contract, reply.statusCode, result);
      // A value from the read cache: its JSON was made once for every request (decision 039), and
      // compressed once per encoding (http/compressed-once.ts) rather than by @fastify/compress on
      // every request a browser makes.
      const json = jsonOnce(result);
      if (json === null) return result;
      reply.type('application/json; charset=utf-8');
      const encoding = storedEncodingFor(req.headers['accept-encoding']);
      const compressed = encoding ? encodedJsonOnce(result, encoding) : null;
      if (!compressed) return json;
      varyOnEncoding(reply);
      reply.header('content-encoding', encoding);
      return compressed;
    },
  });
}

/** The signed-in caller; a visitor gets 401 with `message` (the sessions' default when none). */
async function signedIn(sessions: Sessions, req: FastifyRequest, message: string | undefined): Promise<SessionUser> {
  if (message === undefined) return sessions.require(req);
  const user = await sessions.current(req);
  if (!user) throw unauthorized(message);
  return user;
}

/** Parses a success body with the contract's schema for `statusCode`; a mismatch throws (500) naming the route. */
function checkResponse(contract: Contract, statusCode: number, body: unknown): void {
  const spec = contract.responses[statusCode];
  if (!spec) throw new Error(`${contract.method} ${contract.path} answered ${statusCode}, which its contract does not declare`);
  if (isRawBody(spec)) return;
  const checked = (spec as z.ZodType).safeParse(body);
  if (!checked.success) {
    const issues = checked.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
    throw new Error(`${contract.method} ${contract.path} answered a body its contract does not allow: ${issues.join('; ')}`);
  }
}
