/**
 * The browser's stand-in for server-messages-back-office.ts (decision 069): the back office's
 * messages reach a staff member already translated by the server (the request's Accept-Language),
 * so the web never translates them itself, and its bundles leave their table out (about 11 KB
 * compressed on every page that translates a message). packages/domain/package.json's `browser`
 * field swaps this file in for web builds; Node (the server, its bundle, the tests) uses the real one.
 */
import type { BACK_OFFICE_MESSAGES as Messages, BACK_OFFICE_PATTERNS as Patterns } from './server-messages-back-office.ts';

/** Empty in the browser (see above). */
export const BACK_OFFICE_MESSAGES: typeof Messages = [];
/** Empty in the browser (see above). */
export const BACK_OFFICE_PATTERNS: typeof Patterns = [];
