/**
 * Vitest global setup of the `api-postgres` project: starts ONE PostgreSQL server for the run,
 * migrates and seeds the shop once into database `shop_template` (as a first start does, without
 * drawing images), and provides the server's URL and the template's name to the test files.
 * startTestServer() then copies the template into a fresh database per server (pg-cluster.ts
 * createDatabase), so test files stay isolated and run in parallel. The teardown stops the server
 * (also when tests failed, and on an interrupted run's exit) and removes its folder.
 */
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
import { createDatabase, startPostgresServer } from './pg-cluster.ts';

const TEMPLATE = 'shop_template';

export default async function setup(project: TestProject): Promise<() => void> {
  // Parallel files each hold a pool of up to 10 connections per app, plus listeners.
  const server = startPostgresServer({ maxConnections: 400 });
  let stopped = false;
  const stop = () => {
    if (stopped) return;
    stopped = true;
    server.stop();
  };
  process.once('exit', stop);
  try {
    const templateUrl = await createDatabase(server.url, TEMPLATE);
    const database = await openDatabase({ url: templateUrl });
    try {
      await seedDatabase(database.db, { mediaDir: null });
    } finally {
      await database.close();
    }
  } catch (err) {
    stop();
    throw err;
  }
  const serverUrl = new URL(server.url);
  serverUrl.pathname = '/postgres';
  project.provide('postgresUrl', serverUrl.toString());
  project.provide('postgresTemplate', TEMPLATE);
  return stop;
}
