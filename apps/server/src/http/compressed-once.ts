/**
 * Answers compressed once, not per request (issue 29): a body shared by many requests (a rendered
 * page kept in the read cache, a cached value's JSON) keeps its Brotli and gzip copies beside it,
 * each made on first use (asynchronously, off the request path of the others, unless it is small
 * and cheap to compress: see CompressionEffort), and sent as is.
 * @fastify/compress would otherwise compress the same bytes again, synchronously, on every
 * request that accepts an encoding (every browser's).
 */
import zlib from 'node:zlib';

/** The encodings kept: Brotli first, then gzip (every browser sends both). */
export type StoredEncoding = 'br' | 'gzip';

/** A body's compressed copies, made on first use (Buffer promises). */
export type CompressedCopies = Partial<Record<StoredEncoding, Promise<Buffer>>>;

/**
 * How hard a copy is compressed: Brotli quality (0–11; @fastify/compress uses 4) and gzip level
 * (1–9); and the body size (bytes) under which it is compressed synchronously: a small body at a
 * low effort takes less time to compress than a zlib stream and its thread pool hand-off cost the
 * event loop (a 7 KB search answer: 0.06 ms gzip 6, 0.10 ms Brotli 5 synchronously, against
 * 0.17–0.18 ms of CPU through the asynchronous API; decision 079).
 */
export interface CompressionEffort {
  brotliQuality: number;
  gzipLevel: number;
  syncBelowBytes: number;
}

/**
 * Rendered pages: read by many visitors for a second or more, and rendering costs far more than
 * compressing hard. 53 KB of HTML: a few ms once.
 */
export const PAGE_EFFORT: CompressionEffort = { brotliQuality: 9, gzipLevel: 9, syncBelowBytes: 0 };

/**
 * Cached API values: many are asked for once (the long tail of distinct searches), so a copy must
 * cost no more than @fastify/compress's per-request one (Brotli 4 there), while the hot ones are
 * still compressed once instead of per request.
 */
export const JSON_EFFORT: CompressionEffort = { brotliQuality: 5, gzipLevel: 6, syncBelowBytes: 16 * 1024 };

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
 * `body` in `encoding`, from `copies` when made before, else compressed now with `effort`
 * (synchronously under its syncBelowBytes, else asynchronously) and kept in `copies`. A failed
 * compression is not kept (the next request tries again).
 */
export function compressedOnce(copies: CompressedCopies, encoding: StoredEncoding, body: Buffer, effort: CompressionEffort): Promise<Buffer> {
  let copy = copies[encoding];
  if (!copy) {
    const brotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: effort.brotliQuality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } };
    if (body.length < effort.syncBelowBytes) {
      try {
        copy = Promise.resolve(encoding === 'br' ? zlib.brotliCompressSync(body, brotli) : zlib.gzipSync(body, { level: effort.gzipLevel }));
      } catch (err) {
        return Promise.reject(err as Error);
      }
    } else {
      copy = new Promise<Buffer>((resolve, reject) => {
        const done = (err: Error | null, out: Buffer) => (err ? reject(err) : resolve(out));
        if (encoding === 'br') zlib.brotliCompress(body, brotli, done);
        else zlib.gzip(body, { level: effort.gzipLevel }, done);
      });
      copy.catch(() => {
        if (copies[encoding] === copy) delete copies[encoding];
      });
    }
    copies[encoding] = copy;
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
