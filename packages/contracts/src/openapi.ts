/**
 * The API as an OpenAPI 3.1 document, built from the contracts (decision 038) with zod-openapi,
 * which turns each zod schema into JSON Schema and every schema carrying `.meta({ id })` into a
 * shared component (`#/components/schemas/<id>`).
 *
 * For each contract: the path (Fastify's `:id` becomes `{id}`), its params, query and body, each
 * declared response, and the error answers every route of its kind can give (`errorBody`):
 * 400 when it reads a query or a body, 401 unless public, 403 on admin routes, 404 when it has
 * params (a malformed or unknown id), 413 when it takes a body, 429 always (rate limits, decision
 * 020). Signed-in routes name the session cookie as their security; tags are the subject and the
 * contract's tags; the operationId is `<subject>.<name>`.
 *
 * Server-only: the web imports contracts with `import type` and never this module.
 */
import { createDocument, type ZodObjectInput, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject, type ZodOpenApiResponseObject, type ZodOpenApiResponsesObject, type oas31 } from 'zod-openapi';
import { errorBody, isRawBody, type Contract, type RawBody, type ResponseSpec } from './contract.ts';
import { allContracts } from './index.ts';

/** One contract with where it lives: `subject.name` is its operationId. */
export interface ContractEntry {
  subject: string;
  name: string;
  contract: Contract;
}

/** The better-auth session cookie that signs a caller in (decision 004). */
export const SESSION_COOKIE = 'better-auth.session_token';
const SECURITY_SCHEME = 'sessionCookie';

/** What each error status means on this API (the body is always `errorBody`). */
const ERROR_MEANING: Record<number, string> = {
  400: 'Invalid input: `message` says what is wrong, `fields` gives a message per field.',
  401: 'Not signed in (no valid session cookie).',
  403: 'Signed in, but not allowed (this route is for the back office).',
  404: 'Nothing has this id (a malformed id names nothing either).',
  409: 'The request conflicts with the current state (`code` names the case where clients act on it).',
  413: 'The body is larger than this route accepts.',
  415: 'The body is not of the media type this route reads.',
  422: 'The request is well formed but cannot be carried out.',
  429: 'Too many requests from this session or address; retry after the `retry-after` header.',
  502: 'An outside service (payments, courier) failed.',
  503: 'A service the shop needs is not set up or not available.',
};

const SUCCESS_MEANING: Record<number, string> = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' };

/** What each subject's tag groups (storefront and back office spec sections). */
const SUBJECTS: Record<string, string> = {
  help: 'Help centre: the FAQ',
  catalog: 'Products, hero banners and brands, storefront and back office',
  shipping: 'Service countries and shipping options',
  cart: 'Cart quotes and coupons',
  checkout: 'Payment set-up and placing an order',
  orders: "The customer's orders; the back office's orders, cancels and refunds",
  invoices: 'Invoices and their PDFs',
  tracking: 'Parcel tracking',
  reports: 'Back office dashboard',
  accounts: 'The signed-in user, profile and account deletion',
  addresses: 'Address book',
  settings: "The customer's settings",
  notifications: 'Notifications',
  customers: 'Customers in the back office',
  audit: 'Audit log of admin writes',
  shopSettings: 'Shop settings',
  reviews: 'Reviews, replies, reactions, photos and moderation',
  chat: 'Live chat, customer and agent sides',
  live: 'The live socket',
  system: 'Health and this description of the API',
  currency: 'Exchange rates for shown prices and the back office Currencies screen',
  mobileMoney: 'Mobile money: operators, deposits approved on the phone, pawaPay callbacks',
  admin: 'Back office routes (admins only)',
};

const describe = (status: number): string => SUCCESS_MEANING[status] ?? ERROR_MEANING[status] ?? `Status ${status}`;

/** A status as a key of OpenAPI's responses object. */
type StatusKey = `${1 | 2 | 3 | 4 | 5}${string}`;

/** `/api/products/:id` → `/api/products/{id}`. */
export const openApiPath = (fastifyPath: string): string => fastifyPath.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The JSON Schema of a non-JSON body of `contentType`. */
function rawSchema(raw: RawBody): oas31.SchemaObject {
  if (raw.kind === 'multipart') return { type: 'object', description: raw.description };
  if (/[/+]json\b/.test(raw.contentType)) return { type: 'object', description: raw.description };
  return { type: 'string', contentMediaType: raw.contentType, description: raw.description };
}

function responseOf(status: number, spec: ResponseSpec): ZodOpenApiResponseObject {
  if (status === 204) return { description: describe(status) };
  if (isRawBody(spec)) return { description: spec.description, content: { [spec.contentType]: { schema: rawSchema(spec) } } };
  return { description: describe(status), content: { 'application/json': { schema: spec } } };
}

/** The error answers a route of this shape can give besides those its contract declares. */
export function implicitErrors(contract: Contract): number[] {
  const statuses: number[] = [];
  if (contract.query || contract.body) statuses.push(400);
  if (contract.auth !== 'public') statuses.push(401);
  if (contract.auth === 'admin') statuses.push(403);
  if (contract.params) statuses.push(404);
  if (contract.body) statuses.push(413);
  statuses.push(429);
  return statuses;
}

/** The OpenAPI operation of one contract. */
function operationOf({ subject, name, contract }: ContractEntry): ZodOpenApiOperationObject {
  const responses: ZodOpenApiResponsesObject = {};
  for (const [status, spec] of Object.entries(contract.responses)) responses[status as StatusKey] = responseOf(Number(status), spec);
  for (const status of implicitErrors(contract)) {
    responses[`${status}` as StatusKey] ??= { description: describe(status), content: { 'application/json': { schema: errorBody } } };
  }
  const operation: ZodOpenApiOperationObject = {
    operationId: `${subject}.${name}`,
    summary: contract.summary,
    ...(contract.description || contract.permission
      ? { description: [contract.description, contract.permission ? `Staff permission: \`${contract.permission}\` (decision 059).` : ''].filter(Boolean).join('\n\n') }
      : {}),
    tags: [...new Set([subject, ...contract.tags])],
    security: contract.auth === 'public' ? [] : [{ [SECURITY_SCHEME]: [] }],
    responses,
  };
  if (contract.params || contract.query) {
    operation.requestParams = {
      ...(contract.params ? { path: contract.params } : {}),
      ...(contract.query ? { query: contract.query as ZodObjectInput } : {}),
    };
  }
  if (contract.body) {
    operation.requestBody = isRawBody(contract.body)
      ? { required: true, description: contract.body.description, content: { [contract.body.contentType]: { schema: rawSchema(contract.body) } } }
      : { required: true, content: { 'application/json': { schema: contract.body } } };
  }
  return operation;
}

/**
 * Builds the OpenAPI 3.1 document of `entries` (default: every contract). Throws when two
 * contracts share a method and path, or when zod-openapi cannot represent a schema.
 */
export function buildOpenApiDocument(entries: ContractEntry[] = allContracts()): oas31.OpenAPIObject {
  const paths: ZodOpenApiPathsObject = {};
  for (const entry of entries) {
    const path = openApiPath(entry.contract.path);
    const method = entry.contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
    const item = (paths[path] ??= {});
    if (item[method]) throw new Error(`Two contracts for ${entry.contract.method} ${entry.contract.path}`);
    item[method] = operationOf(entry);
  }
  const tags = [...new Set(entries.flatMap(({ subject, contract }) => [subject, ...contract.tags]))].sort();
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'PhoneXport API',
      version: '1.0.0',
      description:
        'The API of the PhoneXport shop, generated from its contracts (packages/contracts). Money is integer US cents, ' +
        'times are ISO 8601 strings. Signed-in routes read the session cookie set by `/api/auth/*` (better-auth, not described here); ' +
        'state-changing requests must come from the shop\'s own origin. Every error answer is `{ message, fields?, code? }`.',
    },
    servers: [{ url: '/', description: 'This shop' }],
    tags: tags.map((name) => ({ name, ...(SUBJECTS[name] ? { description: SUBJECTS[name] } : {}) })),
    paths,
    components: entries.some((e) => e.contract.auth !== 'public')
      ? { securitySchemes: { [SECURITY_SCHEME]: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE, description: 'The session cookie set on sign-in.' } } }
      : {},
  });
}
