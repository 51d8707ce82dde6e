/**
 * Parses a request part with a zod schema; a failure becomes a 400 with field messages.
 */
import type { z } from 'zod';
import { badRequest, zodFields } from './errors.ts';

/** Returns the parsed value or throws HttpError 400 `{ message, fields }`. */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  // The input on each finding lets the error handler word zod's default messages in the request's language.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) {
    const fields = zodFields(result.error);
    const error = badRequest(Object.values(fields)[0] ?? 'Invalid request', fields);
    error.issues = result.error.issues; // re-worded in the request's language by the error handler
    throw error;
  }
  return result.data;
}
