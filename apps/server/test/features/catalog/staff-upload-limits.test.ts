/**
 * Staff upload limits (issue 24, decisions 020 and 058): a staff member's bulk upload of a
 * catalog's 500 photos is not throttled by the customers' 60 a minute, a customer on the same
 * route still is, and staff still have a limit (imports: 60 previews a minute).
 */
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { register, registerAdmin, uniqueEmail, upload, useTestServer } from '../../support/helpers.ts';

// The real limits (the harness turns the per-session activity limits off for other tests).
const t = useTestServer({ activityRateLimits: true, sessionRateLimitPerMinute: 600 });

it('500 photo uploads by staff all succeed under the staff limit; a customer is stopped at 60', { timeout: 300_000 }, async () => {
  const admin = await registerAdmin(t);
  const bytes = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3366ff' } }).png().toBuffer();
  const limits = new Set<string>();
  const statuses = new Map<number, number>();
  // Ten at a time, as a browser's bulk upload does.
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < 500) {
        const i = next++;
        const res = await upload(t.app, '/api/admin/uploads/product-image', admin, { name: `p${i}.png`, type: 'image/png', bytes });
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        limits.add(String(res.headers['x-ratelimit-limit']));
      }
    }),
  );
  expect(Object.fromEntries(statuses)).toEqual({ 201: 500 });
  // Counted against the staff limit, which is a limit.
  expect([...limits]).toEqual(['1200']);

  const customer = await register(t.app, uniqueEmail('limited'));
  const seen: number[] = [];
  let customerLimit = '';
  for (let i = 0; i < 62; i++) {
    const res = await upload(t.app, '/api/admin/uploads/product-image', customer, { name: 'p.png', type: 'image/png', bytes });
    seen.push(res.statusCode);
    customerLimit ||= String(res.headers['x-ratelimit-limit']);
  }
  expect(customerLimit).toBe('60');
  expect(seen.slice(0, 60).every((s) => s === 403)).toBe(true);
  expect(seen.slice(60)).toEqual([429, 429]);
});

it('staff still have a limit: the 61st import preview in a minute is 429', async () => {
  const admin = await registerAdmin(t);
  const seen: number[] = [];
  for (let i = 0; i < 61; i++) seen.push((await upload(t.app, '/api/admin/product-imports', admin, { name: 'x.csv', type: 'text/csv', bytes: Buffer.from('name\n') })).statusCode);
  expect(seen.slice(0, 60).every((s) => s === 400)).toBe(true);
  expect(seen[60]).toBe(429);
});
