/**
 * The shape of an API contract: one endpoint described once, as zod, and read by the server
 * (parses params, query and body before the handler and checks responses in tests), by the web's
 * typed client (types only, through `import type`) and by the OpenAPI document.
 *
 * A contract is `{ method, path, summary, tags, auth, params?, query?, body?, responses }`:
 * - `path` uses Fastify's `:name` segments (`/api/products/:id`);
 * - `auth`: who may call it — `public`, `customer` (any signed-in user) or `admin` (staff);
 * - `permission`: on every `admin` contract, what the caller's role must hold (domain/staff.ts,
 *   decision 059): a staff member without it gets 403;
 * - `responses` maps each status to a zod schema of its JSON body, `errorBody`, or a `file(...)`
 *   marker for a body that is not JSON (PDF, CSV, an HTML page);
 * - `body` may be `multipart(...)` for a `multipart/form-data` upload the handler streams itself.
 * Money is always integer cents (`cents`), times ISO 8601 strings (`isoDateTime`).
 */
import { z } from 'zod';
import type { Permission } from '@phonexport/domain/staff';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Auth = 'public' | 'customer' | 'admin';

/** A response or request body that is not JSON: a file download, an HTML page, an upload. */
export interface RawBody<Kind extends 'file' | 'multipart' | 'text' = 'file' | 'multipart' | 'text'> {
  readonly kind: Kind;
  /** Media type, e.g. `application/pdf`, `text/csv`, `multipart/form-data`. */
  readonly contentType: string;
  readonly description: string;
}

/** A response body sent as a file of `contentType` (not checked as JSON). */
export const file = (contentType: string, description: string): RawBody<'file'> => ({ kind: 'file', contentType, description });
/** A `multipart/form-data` request body the handler reads as a stream (uploads). */
export const multipart = (description: string): RawBody<'multipart'> => ({ kind: 'multipart', contentType: 'multipart/form-data', description });
/** A plain-text request body of `contentType` (e.g. a CSV import), handed to the handler as a string. */
export const textBody = (contentType: string, description: string): RawBody<'text'> => ({ kind: 'text', contentType, description });

/** Every error answer of the API: a message for people, field messages on a 400, a stable code on some 409s. */
export const errorBody = z
  .object({
    error: z.string().optional(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    code: z.string().optional(),
  })
  .meta({ id: 'Error' });
export type ErrorBody = z.infer<typeof errorBody>;

/** An object schema with its name in the OpenAPI document (`components.schemas[id]`): `named('Order', { id: z.string(), ... })`. */
export const named = <const Shape extends z.ZodRawShape>(id: string, shape: Shape) => z.object(shape).meta({ id });

/** An amount in integer US cents. */
export const cents = z.number().int();
/** A date and time as an ISO 8601 string (UTC). */
export const isoDateTime = z.string();

/** An amount in whole US cents a back-office form sends (0 to $1,000,000), with `label` in its messages. */
export const centsField = (label: string) =>
  z.number({ error: `${label} is required` }).int(`${label} must be in whole cents`).min(0, `${label} must be at least 0`).max(100_000_000);

/** A calendar day `YYYY-MM-DD` (UTC) of a list's date range; an impossible date is refused. */
export const isoDaySchema = z.iso.date({ error: 'Use a date as YYYY-MM-DD' });

/** The refinement of a query with a `from`/`to` day range: `from` after `to` is a 400 on `to`. */
export const dayRangeInOrder: [(q: { from?: string; to?: string }) => boolean, { path: string[]; message: string }] = [
  (q) => !q.from || !q.to || q.from <= q.to,
  { path: ['to'], message: 'The end date is before the start date' },
];

type Schema = z.ZodType;
export type ResponseSpec = Schema | RawBody<'file'>;

export interface Contract {
  readonly method: HttpMethod;
  readonly path: string;
  readonly summary: string;
  readonly description?: string;
  readonly tags: readonly string[];
  readonly auth: Auth;
  /** What an `admin` contract needs of the caller's role (domain/staff.ts); every admin contract has one. */
  readonly permission?: Permission;
  readonly params?: z.ZodObject;
  readonly query?: Schema;
  readonly body?: Schema | RawBody<'multipart' | 'text'>;
  readonly responses: Readonly<Record<number, ResponseSpec>>;
  /** Message of the 404 answered when `params` do not parse (a malformed id names nothing). Default 'Not found'. */
  readonly notFoundMessage?: string;
  /** Message of the 401 answered to a visitor on a `customer` route. Default 'Please sign in to continue.' */
  readonly unauthorizedMessage?: string;
}

/** Declares a contract; keeps its literal method and path for the typed client. */
export function defineContract<const C extends Contract>(contract: C): C {
  return contract;
}

/** What a contract states besides its method, path, summary, tags and auth (those come from `contractsOf`). */
export type ContractFields = Omit<Contract, 'method' | 'path' | 'summary' | 'tags' | 'auth' | 'permission'>;

/**
 * The contract makers of one subject, one per `auth`: `anyone` (public), `customer` (signed in), `admin`
 * (staff; its first argument is the permission the caller's role must hold, decision 059).
 * `const { customer, admin } = contractsOf('orders')`, then
 * `customer('GET', '/api/orders/:id', "One of the caller's orders", { ...byId(ORDER_NOT_FOUND), responses })`,
 * `admin('orders.view', 'GET', '/api/admin/orders/:id', 'One order', { ... })`.
 * Fills `tags` with `tags` (the subject first; `contractsOf('catalog', 'admin')` for back office
 * routes) and keeps the literal method and path, as `defineContract` does, for the typed client.
 */
export function contractsOf<const Tags extends readonly [string, ...string[]]>(...tags: Tags) {
  const makerFor =
    <const A extends Auth>(auth: A) =>
    <const M extends HttpMethod, const P extends string, const F extends ContractFields>(method: M, path: P, summary: string, fields: F) =>
      defineContract({ method, path, summary, tags, auth, ...fields });
  const admin = <const Needs extends Permission, const M extends HttpMethod, const P extends string, const F extends ContractFields>(
    permission: Needs,
    method: M,
    path: P,
    summary: string,
    fields: F,
  ) => defineContract({ method, path, summary, tags, auth: 'admin' as const, permission, ...fields });
  return { anyone: makerFor('public'), customer: makerFor('customer'), admin };
}

const idParams = z.object({ id: z.uuid() });

/**
 * Params of a route on one row (`/…/:id`, the id a UUID) with the message of its 404: a malformed
 * id answers the same 404 `notFoundMessage` as an unknown one, so ids cannot be probed.
 * Spread into a contract: `...byId('Order not found')`.
 */
export const byId = <const Message extends string>(notFoundMessage: Message) => ({ params: idParams, notFoundMessage });

type SuccessStatus = 200 | 201 | 202 | 204;
type SuccessSpec<C extends Contract> = C['responses'][Extract<keyof C['responses'], SuccessStatus>];
type Out<S> = S extends z.ZodType ? z.output<S> : S extends RawBody ? Blob : never;
type In<S> = S extends z.ZodType ? z.input<S> : S extends RawBody ? unknown : never;

/** What a successful call returns to the client (parsed JSON, or a Blob for a file). */
export type ResponseOf<C extends Contract> = Out<SuccessSpec<C>>;
/** What the server handler returns for a success (the schema's input: checked in tests). */
export type ReplyOf<C extends Contract> = In<SuccessSpec<C>>;
export type ParamsOf<C extends Contract> = C['params'] extends z.ZodType ? z.output<C['params']> : Record<string, never>;
export type QueryOf<C extends Contract> = C['query'] extends z.ZodType ? z.output<C['query']> : Record<string, never>;
export type BodyOf<C extends Contract> = C['body'] extends z.ZodType ? z.output<C['body']> : C['body'] extends RawBody<'text'> ? string : undefined;
/** What the client sends: params and query as strings/numbers, the body before defaults apply. */
export type RequestOf<C extends Contract> = (C['params'] extends z.ZodType ? { params: z.input<C['params']> } : { params?: undefined }) &
  (C['query'] extends z.ZodType ? { query?: z.input<C['query']> } : { query?: undefined }) &
  (C['body'] extends z.ZodType ? { body: z.input<C['body']> } : C['body'] extends RawBody ? { body: FormData | Blob | string } : { body?: undefined });

/** `true` when a response spec is a raw (non-JSON) body. */
export const isRawBody = (spec: unknown): spec is RawBody =>
  typeof spec === 'object' && spec !== null && 'kind' in spec && 'contentType' in spec && !(spec instanceof z.ZodType);
