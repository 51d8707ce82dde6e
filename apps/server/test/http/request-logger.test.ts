/**
 * A request's logger is made when it first writes (http/request-logger.ts, decision 084): a request
 * that logs nothing builds no pino child, and one that does writes its line with its request id.
 */
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { expect, it, vi } from 'vitest';
import { lazyRequestLogger } from '../../src/http/request-logger.ts';

it('builds no child for a quiet request and binds the request id when one writes', async () => {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream: sink }, disableRequestLogging: true, childLoggerFactory: lazyRequestLogger });
  const children = vi.spyOn(app.log, 'child');
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/loud', async (req) => {
    req.log.debug('not at info');
    req.log.warn({ part: 'x' }, 'spoke');
    req.log.warn('again');
    return { level: req.log.level };
  });
  for (let i = 0; i < 5; i++) expect((await app.inject({ url: '/quiet' })).statusCode).toBe(200);
  expect(children).not.toHaveBeenCalled();

  const loud = await app.inject({ url: '/loud' });
  expect(loud.json()).toEqual({ level: 'info' });
  // One child for the request, made at its first write; the debug line below the level is dropped.
  expect(children).toHaveBeenCalledTimes(1);
  expect(lines.map((l) => [l.msg, l.part, typeof l.reqId])).toEqual([
    ['spoke', 'x', 'string'],
    ['again', undefined, 'string'],
  ]);
  expect(lines[0]!.reqId).toBe(lines[1]!.reqId);
  await app.close();
});
