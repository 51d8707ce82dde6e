/**
 * The per-address rate limit guards the API, not the files a page view loads: built app assets
 * and product images stay reachable after the API has answered 429.
 */
import { expect, it } from 'vitest';
import { useTestServer } from './helpers.ts';

const t = useTestServer({ rateLimitPerMinute: 5 });
const from = { 'x-forwarded-for': '198.51.100.77' };

it('answers 429 on the API past the limit, while /assets and /media still answer', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 7; i++) statuses.push((await t.app.inject({ url: '/api/health', headers: from })).statusCode);
  expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
  expect(statuses.slice(5)).toEqual([429, 429]);
  for (let i = 0; i < 10; i++) {
    // No web build and no image files in this test server: 404, but never 429.
    expect((await t.app.inject({ url: `/assets/index-${i}.js`, headers: from })).statusCode).not.toBe(429);
    expect((await t.app.inject({ url: `/media/products/p-${i}/card.webp`, headers: from })).statusCode).not.toBe(429);
  }
  expect((await t.app.inject({ url: '/api/health', headers: from })).statusCode).toBe(429);
});
