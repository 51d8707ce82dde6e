/**
 * HTTP errors with a stable JSON shape: `{ error, message, fields? }`.
 * 400 carries field messages, 401/403/404/409 a single message. Anything else is a 500 that is
 * logged and answered without internals.
 */
import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new HttpError(400, message, fields);
export const unauthorized = (message = 'Please sign in to continue.') => new HttpError(401, message);
export const forbidden = (message = 'Access Denied') => new HttpError(403, message);
export const notFound = (message = 'Not found') => new HttpError(404, message);
export const conflict = (message: string, code?: string) => new HttpError(409, message, undefined, code);

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

/** Turns a zod error into `{ field: message }`, first message per dotted path. */
export function zodFields(error: ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    fields[key] ??= issue.message;
  }
  return fields;
}

/** Installs the error and not-found handlers for /api. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | HttpError | ZodError, request, reply) => {
    if (err instanceof HttpError) {
      return reply.status(err.statusCode).send({
        error: ERROR_NAMES[err.statusCode] ?? 'Error',
        message: err.message,
        ...(err.fields ? { fields: err.fields } : {}),
        ...(err.code ? { code: err.code } : {}),
      });
    }
    if (err instanceof ZodError) {
      const fields = zodFields(err);
      return reply.status(400).send({ error: 'Bad Request', message: Object.values(fields)[0] ?? 'Invalid request', fields });
    }
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      // A 400 from Fastify itself (unparsable JSON, empty body) keeps the `fields` shape of every 400.
      const fields = status === 400 ? { fields: { _: err.message } } : {};
      return reply.status(status).send({ error: ERROR_NAMES[status] ?? 'Error', message: err.message, ...fields });
    }
    request.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ error: 'Internal Server Error', message: 'Something went wrong. Please try again.' });
  });
}
