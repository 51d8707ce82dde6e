/**
 * Answers compressed once, not per request (issue 29): a body shared by many requests (a rendered
 * page kept in the read cache, a cached value's JSON) keeps its Brotli and gzip copies beside it,
 * each made on first use, asynchronously (off the request path of the others), and sent as is.
 * @fastify/compress would otherwise compress the same bytes again, synchronously, on every
 * request that accepts an encoding (every browser's).
 */
import zlib from 'node:zlib';

/** The encodings kept: Brotli first, then gzip (every browser sends both). */
export type StoredEncoding = 'br' | 'gzip';

/** A body's compressed copies, made on first use (Buffer promises). */
export type CompressedCopies = Partial<Record<StoredEncoding, Promise<Buffer>>>;

/** How hard a copy is compressed: Brotli quality (0–11; @fastify/compress uses 4) and gzip level (1–9). */
export interface CompressionEffort {
  brotliQuality: number;
  gzipLevel: number;
}

/**
 * Rendered pages: read by many visitors for a second or more, and rendering costs far more than
 * compressing hard. 53 KB of HTML: a few ms once.
 */
export const PAGE_EFFORT: CompressionEffort = { brotliQuality: 9, gzipLevel: 9 };

/**
 * Cached API values: many are asked for once (the long tail of distinct searches), so a copy must
 * cost no more than @fastify/compress's per-request one (Brotli 4 there), while the hot ones are
 * still compressed once instead of per request.
 */
export const JSON_EFFORT: CompressionEffort = { brotliQuality: 5, gzipLevel: 6 };

/**
 * The encoding to answer in for an Accept-Encoding header: 'br' when it names br, else 'gzip'
 * when it names gzip, else null (send the body as is). q-values are not weighed (no browser
 * sends q=0 for either).
 */
export function storedEncodingFor(accepted: string | string[] | undefined): StoredEncoding | null {
  const header = Array.isArray(accepted) ? accepted.join(',') : (accepted ?? '');
  if (header.includes('br') && /\bbr\b/.test(header)) return 'br';
  if (header.includes('gzip') && /\bgzip\b/.test(header)) return 'gzip';
  return null;
}

/**
 * `body` in `encoding`, from `copies` when made before, else compressed now (asynchronously, with
 * `effort`) and kept in `copies`. A failed compression is not kept (the next request tries again).
 */
export function compressedOnce(copies: CompressedCopies, encoding: StoredEncoding, body: Buffer, effort: CompressionEffort): Promise<Buffer> {
  let copy = copies[encoding];
  if (!copy) {
    copy = new Promise<Buffer>((resolve, reject) => {
      const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
      if (encoding === 'br') {
        zlib.brotliCompress(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } }, done);
      } else {
        zlib.gzip(body, { level: effort.gzipLevel }, done);
      }
    });
    copies[encoding] = copy;
    copy.catch(() => {
      if (copies[encoding] === copy) delete copies[encoding];
    });
  }
  return copy;
}

/** Adds `accept-encoding` to the reply's Vary header (kept when already named). */
export function varyOnEncoding(reply: { getHeader(name: string): unknown; header(name: string, value: string): unknown }): void {
  const vary = reply.getHeader('vary');
  const current = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (!current) reply.header('vary', 'accept-encoding');
  else if (!/\baccept-encoding\b/i.test(current) && current !== '*') reply.header('vary', `${current}, accept-encoding`);
}
