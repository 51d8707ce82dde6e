/**
 * Setup file of the `api-postgres` project: a test file fails when the pg driver warned that a
 * query was sent on a connection still running another one (concurrent reads on one transaction:
 * queued by pg 8 with a deprecation warning, refused by pg 9). Independent reads in a transaction
 * go through readAll (db/client.ts), which runs them one after another there.
 */
import { afterAll, expect } from 'vitest';

const queued: string[] = [];
process.on('warning', (warning) => {
  if (/already executing a query/.test(warning.message)) queued.push(warning.stack ?? warning.message);
});

afterAll(() => {
  expect(queued, 'a query was sent on a pg connection that was still running another one').toEqual([]);
});
