/**
 * Vitest global setup of the `api-pglite` project: migrates and seeds the shop ONCE into an
 * in-memory PGlite database (as a first start does, without drawing images), saves its data
 * directory to a temporary tar file (about 43 MB, uncompressed: loading it is what is paid per
 * server) and provides that file's path to the test files. openTestDatabase() then starts each
 * test server's database from a copy of that file instead of running PostgreSQL's initdb, the
 * migrations and the seed again (decision 078): every server still gets a database of its own.
 * The teardown removes the file.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMemoryDatabase, openDatabase } from '../../src/db/client.ts';
import { seedDatabase } from '../../src/seed/seed.ts';
// ProvidedContext's `pgliteSeed` is declared in helpers.ts, where the test files read it.

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'phonexport-pglite-seed-'));
  const remove = () => fs.rmSync(dir, { recursive: true, force: true });
  process.once('exit', remove);
  try {
    const database = await openDatabase({ memory: true });
    try {
      await seedDatabase(database.db, { mediaDir: null });
      const file = path.join(dir, 'seeded.tar');
      fs.writeFileSync(file, new Uint8Array(await (await dumpMemoryDatabase(database)).arrayBuffer()));
      project.provide('pgliteSeed', file);
    } finally {
      await database.close();
    }
  } catch (err) {
    remove();
    throw err;
  }
  return remove;
}
