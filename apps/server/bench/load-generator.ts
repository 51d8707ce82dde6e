/**
 * The benches' HTTP load generator: autocannon, which does not keep the answers' bodies.
 *
 * autocannon 9 decodes every body chunk as UTF-8 and appends it to a string (PipelinedRequestsQueue
 * `addBody`), for checks (expectBody, verifyBody, a request's onResponse) that no bench of ours
 * uses. For a 10 KB Brotli page that decoding was 59 % of the generator's CPU: the generator, not the
 * shop, was the limit, at about 3,500 pages a second where the shop answers 7,000–11,000 (measured
 * on the product page, decision 086). Here the body is dropped on arrival; bytes, status codes and
 * latency are counted as before (the parser counts bytes, not the body).
 *
 * `runLoad` throws when given one of those checks, which would now see an empty body.
 */
import { createRequire } from 'node:module';
import autocannon from 'autocannon';

const require = createRequire(import.meta.url);
const { prototype: queue } = require('autocannon/lib/pipelinedRequestsQueue.js') as { prototype: { addBody(data: unknown): void } };
queue.addBody = () => {};

/** autocannon(`options`): resolves with its result. Throws when `options` asks for a body check (see the module's doc). */
export function runLoad(options: autocannon.Options): Promise<autocannon.Result> {
  const requests = (options.requests ?? []) as { onResponse?: unknown }[];
  if (options.expectBody !== undefined || options.verifyBody !== undefined || requests.some((r) => r.onResponse)) {
    throw new Error('runLoad keeps no bodies: expectBody, verifyBody and onResponse would see an empty one');
  }
  return autocannon(options);
}
