/**
 * The web's only way to call the API: a client typed from the contracts in packages/contracts
 * (decision 024). Types only are imported from there, so no zod schema reaches the bundle; the
 * server is the one that parses. `apiClient.get('/api/products/:id', { params: { id } })`
 * resolves with the contract's success body (parsed JSON, or a Blob for a file) and throws
 * ApiError on a non-2xx answer (status 0 when the network failed).
 */
import type { ContractAt, PathsOf } from '@phonexport/contracts/index';
import type { Contract, HttpMethod, RequestOf, ResponseOf } from '@phonexport/contracts/contract';
import { ApiError, query, type QueryValue } from './api';
import { currentLanguage } from '../i18n/i18n';

/** Per call: `signal` to cancel; `contentType` for a raw string body (e.g. `text/csv`). */
export interface CallOptions {
  signal?: AbortSignal;
  contentType?: string;
}

type Args<C> = C extends Contract
  ? // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    {} extends RequestOf<C> ? [request?: RequestOf<C> & CallOptions] : [request: RequestOf<C> & CallOptions]
  : never;

type Call<M extends HttpMethod> = <P extends PathsOf<M>>(path: P, ...args: Args<ContractAt<M, P>>) => Promise<ResponseOf<ContractAt<M, P>>>;

/** Fills `:name` segments of a contract path with `params` (URI-encoded) and appends `query`. */
export function apiPath(path: string, params?: Record<string, string | number>, search?: Record<string, QueryValue>): string {
  const filled = path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
  return filled + (search ? query(search) : '');
}

async function send(method: HttpMethod, path: string, request: (Partial<RequestOf<never>> & CallOptions & Record<string, unknown>) | undefined): Promise<unknown> {
  const { params, query: search, body, signal, contentType } = (request ?? {}) as {
    params?: Record<string, string | number>;
    query?: Record<string, QueryValue>;
    body?: unknown;
  } & CallOptions;
  // The server answers its messages in the customer's chosen language (domain/server-messages).
  const headers: Record<string, string> = { accept: 'application/json', 'accept-language': currentLanguage() };
  let payload: BodyInit | undefined;
  if (body instanceof FormData || body instanceof Blob) payload = body;
  else if (typeof body === 'string' && contentType) {
    payload = body;
    headers['content-type'] = contentType;
  } else if (body !== undefined) {
    payload = JSON.stringify(body);
    headers['content-type'] = 'application/json';
  }
  let res: Response;
  try {
    res = await fetch(apiPath(path, params, search), { method, headers, body: payload, credentials: 'same-origin', signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const type = res.headers.get('content-type') ?? '';
  if (res.ok && type && !type.includes('json')) return res.blob();
  const text = await res.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    if (res.ok) throw new ApiError(res.status, 'The server sent an answer that could not be read.');
  }
  if (!res.ok) throw ApiError.from(res.status, res.statusText, data);
  return data;
}

const caller =
  <M extends HttpMethod>(method: M): Call<M> =>
  (path, ...args) =>
    send(method, path, args[0] as never) as never;

/**
 * A typed GET as `apiClient.get`: the query options below take one, so the server can render a
 * page with the same queries answered in-process (entry-server.tsx).
 */
export type ApiGet = Call<'GET'>;

/** Typed calls by method and contract path. */
export const apiClient = {
  get: caller('GET'),
  post: caller('POST'),
  put: caller('PUT'),
  patch: caller('PATCH'),
  delete: caller('DELETE'),
};
