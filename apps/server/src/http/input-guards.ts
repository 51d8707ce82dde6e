/**
 * Input guards that run for every route before its handler (issue 13, decision 021): a client's
 * malformed request gets a 400 with field messages instead of reaching the database.
 *
 * - JSON bodies: must be valid UTF-8, nested at most MAX_JSON_DEPTH levels (checked on the bytes,
 *   before parsing), and hold no control character (text-rules.ts) in any key or string;
 *   Fastify's own parser still parses (prototype poisoning refused).
 * - Path params (every `:id` of every route) and query strings: no control character, so no
 *   route passes a NUL to a query. Fastify's router already refuses a param past 100 characters
 *   (414); any other unknown id is the route's own 404.
 * - multipart/form-data without its boundary parameter: 400 before any parser reads it.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { CONTROL_CHARACTER_MESSAGE, hasControlCharacter } from '@phonexport/domain/text-rules';
import { HttpError, badRequest } from './errors.ts';

/** Deepest nesting of arrays and objects a JSON body may have (far above any body the API takes). */
export const MAX_JSON_DEPTH = 32;

export const INPUT_MESSAGES = {
  utf8: 'The request body is not valid UTF-8.',
  depth: `The JSON body is nested too deeply (at most ${MAX_JSON_DEPTH} levels).`,
  boundary: 'The multipart body has no valid boundary: send Content-Type multipart/form-data; boundary=… (1 to 70 characters).',
} as const;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Depth of the deepest array/object in a JSON text, counted without parsing; stops past `limit`. */
export function jsonDepth(text: string, limit = Infinity): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}

/** The dotted path of the first key or string holding a control character, or null. */
export function findControlCharacter(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path.join('.') || '_' : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findControlCharacter(value[i], [...path, String(i)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      if (hasControlCharacter(key)) return [...path, key.replace(/[^\x20-\x7e]/g, '?')].join('.');
      const found = findControlCharacter(v, [...path, key]);
      if (found !== null) return found;
    }
  }
  return null;
}

function controlCharacterError(field: string): HttpError {
  return badRequest(`${field}: ${CONTROL_CHARACTER_MESSAGE}`, { [field]: CONTROL_CHARACTER_MESSAGE });
}

/** The first param or query field holding a control character, or null (no allocation when there is none). */
function urlInputField(req: FastifyRequest): string | null {
  const params = req.params as Record<string, unknown> | undefined;
  if (params) {
    for (const name in params) {
      const value = params[name];
      if (typeof value === 'string' && hasControlCharacter(value)) return name;
    }
  }
  const query = req.query as Record<string, unknown> | undefined;
  if (query && typeof query === 'object') {
    // Only a query that holds something is walked (most GETs have none).
    for (const _ in query) return findControlCharacter(query);
  }
  return null;
}

/** Params and query strings: no control character; multipart needs a boundary. A callback hook: no promise per request. */
const checkUrlInput: onRequestHookHandler = (req, _reply, done) => {
  const field = urlInputField(req);
  if (field !== null) return done(controlCharacterError(field));
  const type = req.headers['content-type'];
  // RFC 2046 §5.1.1: a boundary is 1 to 70 characters.
  if (type && /^\s*multipart\//i.test(type) && !/;\s*boundary=("[^"]{1,70}"|[^\s;"]{1,70})\s*(;|$)/i.test(type)) {
    return done(badRequest(INPUT_MESSAGES.boundary, { _: INPUT_MESSAGES.boundary }));
  }
  done();
};

/** Requests whose body was read as JSON by the guard (their parsed body is checked for control characters). */
const checkedJson = new WeakSet<FastifyRequest>();

const isJson = (type: string | undefined) => type !== undefined && /^\s*application\/json\s*(;|$)/i.test(type);

/**
 * Installs the guards on the root instance; call before any route or plugin is registered so
 * every route and every encapsulated scope inherits them. The JSON checks run on the raw bytes
 * (preParsing) and on the parsed body (preValidation), so a scope with its own JSON parser (the
 * PayPal webhook reads its body as a string) keeps it and is guarded too.
 */
export function installInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', checkUrlInput);
  /** The JSON body's bytes, checked (UTF-8, depth), as a stream for the route's own parser. */
  const checkedJsonBody = async (req: FastifyRequest, payload: AsyncIterable<unknown>): Promise<Readable> => {
    const limit = req.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of payload) {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
      size += buffer.length;
      if (size > limit) throw new HttpError(413, 'Request body is too large');
      chunks.push(buffer);
    }
    const bytes = Buffer.concat(chunks);
    let text: string;
    try {
      text = utf8.decode(bytes);
    } catch {
      throw badRequest(INPUT_MESSAGES.utf8, { _: INPUT_MESSAGES.utf8 });
    }
    if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) throw badRequest(INPUT_MESSAGES.depth, { _: INPUT_MESSAGES.depth });
    checkedJson.add(req);
    // The same bytes go on to the route's JSON parser (Fastify's own, prototype poisoning refused).
    return Readable.from([bytes], { objectMode: false });
  };
  // A callback hook: a request without a JSON body (every GET) passes without a promise.
  app.addHook('preParsing', (req, _reply, payload, done) => {
    if (!isJson(req.headers['content-type'])) return done(null, payload);
    checkedJsonBody(req, payload).then(
      (checked) => done(null, checked),
      (err: Error) => done(err),
    );
  });
  app.addHook('preValidation', (req, _reply, done) => {
    if (!checkedJson.has(req)) return done();
    const field = findControlCharacter(req.body);
    done(field === null ? undefined : controlCharacterError(field));
  });
}
