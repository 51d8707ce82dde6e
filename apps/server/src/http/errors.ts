/**
 * HTTP errors with a stable JSON shape: `{ error, message, fields? }`.
 * 400 carries field messages, 401/403/404/409 a single message. The features' RuleErrors
 * (lib/rule-errors.ts, decision 105) are answered here, each kind with its status. A database data exception
 * caused by a client's value is a 400 too. Anything else is a 500 that is logged and answered
 * without internals.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requestLanguage, translateMessage } from '@phonexport/domain/server-messages';
import type { Language } from '@phonexport/domain/settings';
import { ZodError, z } from 'zod';
import { sqlState } from '../db/sql-state.ts';
import { RuleError, issueFields, type RuleErrorKind } from '../lib/rule-errors.ts';

export class HttpError extends Error {
  /** The schema's findings behind a 400's `fields`, when it came from a zod schema: re-worded in the request's language. */
  issues?: readonly z.core.$ZodIssue[];
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** zod's own wording of its default messages, per language (zod's locales). */
const ZOD_LOCALES: Record<Language, ReturnType<typeof z.locales.en>> = { en: z.locales.en(), es: z.locales.es(), fr: z.locales.fr(), de: z.locales.de(), zh: z.locales.zhCN() };

/**
 * A schema finding in `language`: the message table for the shop's own messages, else — when the
 * message is zod's default English ('Invalid input: expected string…') — zod's wording in that
 * language. So no validation message reaches a French shopper in English (decision 056).
 */
function issueMessage(issue: z.core.$ZodIssue, language: Language): string {
  const translated = translateMessage(issue.message, language);
  if (translated !== issue.message || language === 'en') return translated;
  const word = (map: ReturnType<typeof z.locales.en>) => {
    const r = map.localeError(issue as never);
    return typeof r === 'string' ? r : r?.message;
  };
  return word(ZOD_LOCALES.en) === issue.message ? (word(ZOD_LOCALES[language]) ?? issue.message) : issue.message;
}

/** The `{ field: message }` of zod issues in `language`, first message per dotted path. */
export function zodFieldsIn(issues: readonly z.core.$ZodIssue[], language: Language): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issueMessage(issue, language);
  return fields;
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'Access Denied') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, undefined, code);

/** The status each kind of RuleError is answered with (lib/rule-errors.ts). */
export const RULE_STATUS: Record<RuleErrorKind, number> = {
  invalid: 400,
  'not-signed-in': 401,
  forbidden: 403,
  'not-found': 404,
  gone: 410,
  conflict: 409,
  'too-large': 413,
  'too-many': 429,
  'outside-failed': 502,
  'not-set-up': 503,
};

const ERROR_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
};

/**
 * PostgreSQL errors (SQLSTATE class 22, data exception) that only a client's malformed value can
 * cause: a safety net behind the routes' own validation (decision 021), answered 400.
 */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22P02': 'A value has the wrong format.', // invalid_text_representation
  '22021': 'Text must not contain control characters.', // character_not_in_repertoire (NUL)
  '22003': 'A number is out of range.', // numeric_value_out_of_range
  '22001': 'A text is too long.', // string_data_right_truncation
  '22007': 'A date has the wrong format.', // invalid_datetime_format
  '22008': 'A date is out of range.', // datetime_field_overflow
  '22023': 'A value is not valid.', // invalid_parameter_value
  '22025': 'A value has the wrong format.', // invalid_escape_sequence
  '2201B': 'A value has the wrong format.', // invalid_regular_expression
};

/** What the multipart parser (busboy) throws on a body that breaks its own boundaries: the client's mistake. */
const MALFORMED_MULTIPART = /unexpected end of multipart data|^Multipart: Boundary not found$|^The needle cannot/i;
export const MALFORMED_MULTIPART_MESSAGE = 'The multipart body is malformed or cut short.';

/** The SQLSTATE of a database error (pg, PGlite) found on `err` or its `cause` chain (db/sql-state.ts). */
export { sqlState };

/**
 * A 4xx body in the request's language (Accept-Language, which the web sets to the customer's
 * chosen language): `message` and each `fields` message the table knows (domain/server-messages).
 */
function localise<B extends { message: string; fields?: Record<string, string> }>(request: FastifyRequest, reply: FastifyReply, body: B, issues?: readonly z.core.$ZodIssue[]): B {
  reply.header('vary', 'Accept-Language');
  const language = requestLanguage(request.headers['accept-language']);
  if (language === 'en') return body;
  if (issues?.length) {
    const fields = zodFieldsIn(issues, language);
    return { ...body, message: Object.values(fields)[0] ?? translateMessage(body.message, language), fields };
  }
  const fields = body.fields && Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, translateMessage(v, language)]));
  return { ...body, message: translateMessage(body.message, language), ...(fields ? { fields } : {}) };
}

/** Installs the error and not-found handlers for /api. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | RuleError | ZodError, request, reply) => {
    const issues = err instanceof ZodError ? err.issues : err instanceof HttpError || err instanceof RuleError ? err.issues : undefined;
    const send = (status: number, body: { error: string; message: string; fields?: Record<string, string>; code?: string }) =>
      reply.status(status).send(localise(request, reply, body, issues));
    if (err instanceof HttpError || err instanceof RuleError) {
      const status = err instanceof HttpError ? err.statusCode : RULE_STATUS[err.kind];
      return send(status, {
        error: ERROR_NAMES[status] ?? 'Error',
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.code ? { code: err.code } : {}),
      });
    }
    if (err instanceof ZodError) {
      const fields = issueFields(err.issues);
      return send(400, { error: 'Bad Request', message: Object.values(fields)[0] ?? 'Invalid request', fields });
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // A 400 from Fastify itself (unparsable JSON, empty body) keeps the `fields` shape of every 400.
      const fields = status === 400 ? { fields: { _: err.message } } : {};
      return send(status, { error: ERROR_NAMES[status] ?? 'Error', message: err.message, ...fields });
    }
    if (!(err as FastifyError).statusCode && MALFORMED_MULTIPART.test(err.message) && request.isMultipart()) {
      return send(400, { error: 'Bad Request', message: MALFORMED_MULTIPART_MESSAGE, fields: { _: MALFORMED_MULTIPART_MESSAGE } });
    }
    const dataException = DATA_EXCEPTIONS[sqlState(err) ?? ''];
    if (dataException) {
      request.log.warn({ err }, 'database refused a client value');
      return send(400, { error: 'Bad Request', message: dataException, fields: { _: dataException } });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send(localise(request, reply, { error: 'Internal Server Error', message: 'Something went wrong. Please try again.' }));
  });
}
