/**
 * Shapes the web's API reads and uploads share: one record read by its id (idle while there is
 * none), and one file posted as the multipart field 'file'. Each hook still names its own contract
 * path and query key; these only write the plumbing once.
 */
import { queryOptions } from '@tanstack/react-query';
import type { ContractAt, PathsOf } from '@phonexport/contracts/index';
import type { HttpMethod, ResponseOf } from '@phonexport/contracts/contract';
import { apiClient, type ApiGet } from './api-client';

/** One call at a path only known as a type parameter (the caller's contract types it). */
type Send<M extends HttpMethod, P extends PathsOf<M>> = (path: P, request: object) => Promise<ResponseOf<ContractAt<M, P>>>;

/**
 * The query options of one record at `path` (a GET contract path with an `:id`), keyed
 * `[key, id]` and idle while `id` is null; `get` reads it (the server's in-process reads when it
 * renders the page, `apiClient.get` in the browser).
 */
export const recordQuery =
  <P extends PathsOf<'GET'>>(key: string, path: P) =>
  (id: string | null, get: ApiGet = apiClient.get) =>
    queryOptions({
      queryKey: [key, id],
      queryFn: ({ signal }) => (get as Send<'GET', P>)(path, { params: { id: id! }, signal }),
      enabled: Boolean(id),
    });

/** POSTs `file` to `path` as the multipart field 'file'; resolves with the contract's answer, throws ApiError as `apiClient` does. */
export function postFile<P extends PathsOf<'POST'>>(path: P, file: File): Promise<ResponseOf<ContractAt<'POST', P>>> {
  const body = new FormData();
  body.append('file', file);
  return (apiClient.post as Send<'POST', P>)(path, { body });
}
