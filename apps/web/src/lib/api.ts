/**
 * The API's error on the web side and query-string building. Calls go through the typed client
 * in api-client.ts; `api()` below is the untyped call kept for the code not yet moved to it.
 */
import type { ErrorBody } from '@phonexport/contracts/contract';
import { currentLanguage } from '../i18n/i18n';

/** A non-2xx answer: status (0 for a network failure), the server's message, field messages, code and whole body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly code?: string,
    /** The whole error body, for answers that carry more (e.g. a CSV import's rejected rows). */
    readonly body: unknown = null,
  ) {
    super(message);
  }

  /** The error for a non-2xx answer with JSON `data` (or none). */
  static from(status: number, statusText: string, data: unknown): ApiError {
    const body = (data ?? {}) as Partial<ErrorBody>;
    return new ApiError(status, body.message ?? statusText, body.fields ?? {}, body.code, data);
  }
}

/** Calls the API. `body` is sent as JSON. Throws ApiError (status 0 when the network failed). */
export async function api<T>(path: string, init: { method?: string; body?: unknown; signal?: AbortSignal } = {}): Promise<T> {
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { accept: 'application/json', 'accept-language': currentLanguage(), ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      signal: init.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error. Please check your connection and try again.');
  }
  const text = await res.text();
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!res.ok) throw ApiError.from(res.status, res.statusText, data);
  return data as T;
}

/** A query-string value; undefined, null and '' are left out. */
/**
 * Storefront spec §9: whether a read that failed `failures` times before this failure (0 on the
 * first) with `err` is asked again: 3 times, never after a 4xx (the server has answered). The app's
 * data layer (app/app.tsx) and the reads of islands, which run without it, follow it alike.
 */
export const shouldRetry = (failures: number, err: unknown): boolean => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 3;

/** §9: the wait (ms) before asking again after `failures` earlier failures (0 on the first): 1 s, 2 s, 4 s…, at most 30 s. */
export const retryDelay = (failures: number): number => Math.min(1000 * 2 ** failures, 30_000);

export type QueryValue = string | number | boolean | undefined | null;

/** Builds a query string from defined, non-empty values. */
export function query(params: Record<string, QueryValue>): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const s = search.toString();
  return s ? `?${s}` : '';
}
