/**
 * `npm run seed:large [-- --count N]`: fills the shop's database (DATA_DIR or DATABASE_URL, as the
 * server uses) with the first-start catalog and then N more realistic products (default 100,000;
 * seed/large-catalog.ts) for load tests (`npm run bench:large`). A second run adds nothing. Stop a
 * running server first when it uses the embedded database (one process per PGlite folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { seedDatabase } from '../seed/seed.ts';
import { seedLargeCatalog } from '../seed/large-catalog.ts';

const { values } = parseArgs({ options: { count: { type: 'string', default: '100000' } } });
const count = Number(values.count);
if (!Number.isInteger(count) || count < 1 || count > 1_000_000) {
  console.error('Usage: npm run seed:large [-- --count 100000] (1 to 1,000,000 products)');
  process.exit(2);
}
const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: path.join(config.dataDir, 'db') });
const started = Date.now();
await seedDatabase(database.db, { mediaDir: path.join(config.dataDir, 'media'), log: console.log });
const added = await seedLargeCatalog(database.db, { count, log: console.log });
console.log(`Added ${added.products} products and ${added.variants} variants in ${((Date.now() - started) / 1000).toFixed(1)} s`);
await database.close();
