/**
 * Live chat between customers and staff (back office spec §3-§9): conversations, messages, attachments, their live events.
 *
 * Its public face (decision 105): other subjects and the app (app.ts, cli/, seed/, web/...) import this file only;
 * the subject's own files import each other, tests may import them.
 */
export { chatRoutes } from './chat-routes.ts';
