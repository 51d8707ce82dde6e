/**
 * Public files served from a remote file store (S3) under the shop's own URLs (/media/…,
 * /uploads/reviews/…), streamed through the server with the same cache headers the local folder
 * gets from @fastify/static, an ETag and 304 answers to If-None-Match. A local store keeps being
 * served by @fastify/static (web-routes.ts, reviews-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../http/errors.ts';
import type { FileStore } from './file-store.ts';

export interface StoredFileRoute {
  /** URL prefix, e.g. '/media/'. */
  prefix: string;
  /** Key prefix in the store the URL's rest is appended to, e.g. 'media/'. */
  keyPrefix: string;
  /** Cache-Control of a found file. */
  cacheControl: string;
}

/**
 * Registers GET `{prefix}*` answering the file `{keyPrefix}{rest}` of `store`: 200 with its bytes,
 * 304 when If-None-Match names its ETag, 404 when absent or the path is not a valid key.
 */
export function serveStoredFiles(app: FastifyInstance, store: FileStore, { prefix, keyPrefix, cacheControl }: StoredFileRoute): void {
  app.get(`${prefix}*`, async (req, reply) => {
    let key: string;
    try {
      key = keyPrefix + decodeURIComponent((req.url.split('?')[0] ?? '').slice(prefix.length));
    } catch {
      throw notFound();
    }
    const file = await store.get(key);
    if (!file) throw notFound();
    reply.header('cache-control', cacheControl).header('content-type', file.contentType);
    if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
    if (file.etag) {
      reply.header('etag', file.etag);
      const match = req.headers['if-none-match'];
      if (match && match.split(',').some((t) => t.trim().replace(/^W\//, '') === file.etag)) {
        file.body.destroy();
        return reply.code(304).send();
      }
    }
    reply.header('content-length', String(file.size));
    return reply.send(file.body);
  });
}
