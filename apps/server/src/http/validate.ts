/**
 * Parses a request part with a zod schema; a failure becomes a 400 with field messages.
 */
import type { z } from 'zod';
import { badRequest, zodFields } from './errors.ts';

/** Returns the parsed value or throws HttpError 400 `{ message, fields }`. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = zodFields(result.error);
    throw badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
  }
  return result.data;
}
