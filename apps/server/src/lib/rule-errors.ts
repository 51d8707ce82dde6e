/**
 * Outcome errors of the shop's rules, with no HTTP in them (decision 105): a service, a repository's
 * caller or a provider throws a `RuleError` of a `kind` (the value is invalid, nobody is signed in,
 * the thing is not there, it conflicts with the data...), and `http/errors.ts` answers each kind with
 * its status and the same JSON body (`message`, `fields`, `code`). Routes may still throw `HttpError`.
 */
import type { z } from 'zod';

/**
 * What went wrong, by what it means for the asker (the status http/errors.ts answers with):
 * - `invalid` (400): a value breaks a rule; `fields` names the fields;
 * - `not-signed-in` (401), `forbidden` (403): who asks may not;
 * - `not-found` (404), `gone` (410: it was there and is no longer usable, e.g. an expired invitation);
 * - `conflict` (409): the data's state refuses it (a duplicate, something in use, already done);
 * - `too-large` (413): a file or a body over its limit; `too-many` (429): asked too often;
 * - `outside-failed` (502): an outside service (payment provider, courier) failed or refused;
 * - `not-set-up` (503): a part of the shop (payments, mobile money) is not configured.
 */
export type RuleErrorKind =
  | 'invalid'
  | 'not-signed-in'
  | 'forbidden'
  | 'not-found'
  | 'gone'
  | 'conflict'
  | 'too-large'
  | 'too-many'
  | 'outside-failed'
  | 'not-set-up';

/** A rule's refusal or an outside failure: `kind`, an English `message` (translated when answered), optional `fields` and `code`. */
export class RuleError extends Error {
  /** The schema's findings behind an `invalid`'s `fields`, when it came from a zod schema: re-worded in the asker's language. */
  issues?: readonly z.core.$ZodIssue[];
  constructor(
    readonly kind: RuleErrorKind,
    message: string,
    readonly fields?: Record<string, string>,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'RuleError';
  }
}

/** A value breaks a rule (400): `fields` maps a field's name to its message. */
export const invalid = (message: string, fields?: Record<string, string>, code?: string) => new RuleError('invalid', message, fields, code);
/** Nobody is signed in (401). */
export const notSignedIn = (message = 'Please sign in to continue.') => new RuleError('not-signed-in', message);
/** The signed-in user may not (403). */
export const forbidden = (message = 'Access Denied', code?: string) => new RuleError('forbidden', message, undefined, code);
/** The thing asked for does not exist, or is not the asker's (404). */
export const notFound = (message = 'Not found') => new RuleError('not-found', message);
/** It existed and is no longer usable (410). */
export const gone = (message: string, code?: string) => new RuleError('gone', message, undefined, code);
/** The data's present state refuses it (409). */
export const conflict = (message: string, code?: string) => new RuleError('conflict', message, undefined, code);
/** A file or body over its limit (413). */
export const tooLarge = (message: string, fields?: Record<string, string>, code?: string) => new RuleError('too-large', message, fields, code);
/** Asked too often (429). */
export const tooMany = (message: string) => new RuleError('too-many', message);
/** An outside service failed or answered what the shop cannot use (502). */
export const outsideFailed = (message: string, code?: string) => new RuleError('outside-failed', message, undefined, code);
/** A part of the shop is not configured (503). */
export const notSetUp = (message: string, code?: string) => new RuleError('not-set-up', message, undefined, code);

/**
 * True for a RuleError that is a refusal of the rules (the asker's doing: every kind but
 * `outside-failed` and `not-set-up`, the ones answered 5xx).
 */
export function isRefusal(err: unknown): err is RuleError {
  return err instanceof RuleError && err.kind !== 'outside-failed' && err.kind !== 'not-set-up';
}

/** The `{ field: message }` of zod findings, first message per dotted path (`_` for the whole value). */
export function issueFields(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return fields;
}

/**
 * The value `schema` parses from `value`; else throws an `invalid` RuleError whose `fields` are the
 * schema's messages (and whose `issues` let the answer re-word zod's own messages in the asker's language).
 */
export function parseOrInvalid<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) {
    const fields = issueFields(result.error.issues);
    const error = invalid(Object.values(fields)[0] ?? 'Invalid request', fields);
    error.issues = result.error.issues;
    throw error;
  }
  return result.data;
}
