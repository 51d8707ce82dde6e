/**
 * `Cache-Control: private, no-store` on every private API answer (issue 29, decision 061), set in
 * one place rather than per route: no shared cache (a CDN, a proxy) or browser disk keeps a
 * customer's or the back office's data. An answer is private when
 * - its route's contract needs a signed-in caller (`customer` or `admin`; contract-route.ts marks
 *   the route with `config.privateAnswer`),
 * - it is one of better-auth's /api/auth/* answers (sessions, sign-in), or
 * - the request was resolved to a signed-in user while answering (the answer may be personal).
 * A route's own `private` Cache-Control (a chat attachment kept a day by the browser) is kept.
 * Only /api/ answers: pages set their own (web/web-routes.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { Sessions } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set by route() for contracts that need a signed-in caller: the answer is private. */
    privateAnswer?: boolean;
  }
}

export const PRIVATE_NO_STORE = 'private, no-store';

/** Adds the onSend hook; call once, before the routes. */
export function installPrivateAnswers(app: FastifyInstance, sessions: Sessions): void {
  // A callback hook: an async one would allocate a promise on every answer (decision 062).
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.url.startsWith('/api/')) {
      const marked = req.routeOptions.config?.privateAnswer === true;
      if (marked || req.url.startsWith('/api/auth/') || sessions.resolvedSignedIn(req)) {
        const own = reply.getHeader('cache-control');
        if (typeof own !== 'string' || !/\bprivate\b/.test(own)) reply.header('cache-control', PRIVATE_NO_STORE);
      }
    }
    done(null, payload);
  });
}
