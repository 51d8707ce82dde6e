/**
 * A GET contract route parses each distinct query string once (http/query-memo.ts, decision 080):
 * what a shopper or an attacker could notice is that answers stay exactly those of a fresh parse,
 * that a refused query is refused every time, and that no number of distinct URLs grows memory.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import { z } from 'zod';
import { defineContract } from '@phonexport/contracts/contract';
import { installErrorHandling } from '../../src/http/errors.ts';
import { installContracts, queryMemoEntries, route } from '../../src/http/contract-route.ts';
import { QUERY_MEMO_ENTRIES, QUERY_MEMO_KEY_CHARS, createQueryMemo } from '../../src/http/query-memo.ts';
import type { Sessions } from '../../src/http/session.ts';

const list = defineContract({
  method: 'GET',
  path: '/api/things',
  summary: 'test',
  tags: ['test'],
  auth: 'public',
  query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(20), tags: z.array(z.string()).default([]) }),
  responses: { 200: z.object({ limit: z.number(), tags: z.array(z.string()) }) },
});

describe('GET contract routes keep parsed queries, bounded', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    installContracts(app, { sessions: {} as Sessions, checkResponses: true });
    installErrorHandling(app);
    // A handler that tries to change its query: the kept value is frozen, so the next request is unaffected.
    route(app, list, async ({ query }) => {
      try {
        (query.tags as string[]).push('changed');
      } catch {
        // frozen: nothing changes
      }
      return { limit: query.limit, tags: [...query.tags] };
    });
    await app.ready();
  });
  afterAll(() => app.close());
  const get = (url: string) => app.inject({ url });

  it('answers a repeated query exactly as the first time, and each query its own', async () => {
    for (let i = 0; i < 3; i++) {
      expect((await get('/api/things?limit=5')).json()).toEqual({ limit: 5, tags: [] });
      expect((await get('/api/things?limit=7&tags=a&tags=b')).json()).toEqual({ limit: 7, tags: ['a', 'b'] });
      expect((await get('/api/things')).json()).toEqual({ limit: 20, tags: [] });
    }
  });

  it('refuses a bad query with a 400 every time, however often it is sent', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await get('/api/things?limit=500');
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().fields)).toEqual(['limit']);
    }
  });

  it(`keeps at most ${QUERY_MEMO_ENTRIES} query strings per route after 3,000 distinct URLs, and still answers each right`, async () => {
    for (let i = 0; i < 3_000; i++) {
      const res = await get(`/api/things?limit=${(i % 50) + 1}&tags=t${i}&tags=u`);
      expect(res.json()).toEqual({ limit: (i % 50) + 1, tags: [`t${i}`, 'u'] });
    }
    expect(queryMemoEntries(app)).toBeLessThanOrEqual(QUERY_MEMO_ENTRIES);
    expect(queryMemoEntries(app)).toBeGreaterThan(0);
  });
});

describe('createQueryMemo', () => {
  it(`holds at most ${QUERY_MEMO_ENTRIES} entries under 100,000 distinct query strings, none longer than ${QUERY_MEMO_KEY_CHARS} characters`, () => {
    const memo = createQueryMemo();
    let parses = 0;
    for (let i = 0; i < 100_000; i++) memo.get(`search=${i}`, () => ({ search: String(i), n: ++parses }));
    expect(memo.size).toBe(QUERY_MEMO_ENTRIES);
    // The newest are kept (parsed once), the oldest let go (parsed again).
    expect(memo.get('search=99999', () => ({ search: 'again', n: -1 })).search).toBe('99999');
    expect(memo.get('search=0', () => ({ search: 'again', n: -1 })).search).toBe('again');
    const long = `search=${'x'.repeat(QUERY_MEMO_KEY_CHARS)}`;
    memo.get(long, () => ({ search: 'long', n: 0 }));
    expect(memo.get(long, () => ({ search: 'parsed again', n: 0 })).search).toBe('parsed again');
  });

  it('keeps nothing when the parse throws', () => {
    const memo = createQueryMemo();
    expect(() => memo.get('limit=x', () => { throw new Error('400'); })).toThrow('400');
    expect(memo.size).toBe(0);
  });
});
