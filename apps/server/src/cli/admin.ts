/**
 * `npm run admin -- --email X --password Y`: creates an admin account or promotes an existing
 * user (and sets the given password). Uses the same DATA_DIR / DATABASE_URL as the server; stop
 * a running server first when it uses the embedded database (one process per PGlite folder).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig, resolveAuthSecret } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createAuth } from '../features/accounts/index.ts';
import { ensureAdmin } from '../features/accounts/index.ts';
import { createMailer } from '../mail/mailer.ts';

const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
if (!values.email) {
  console.error('Usage: npm run admin -- --email admin@example.com [--password secret123]');
  process.exit(2);
}
if (values.password !== undefined && values.password.length < 6) {
  console.error('Password must be at least 6 characters long.');
  process.exit(2);
}
const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: path.join(config.dataDir, 'db') });
const mailer = createMailer({ from: config.mailFrom, smtp: config.smtp, outboxDir: path.join(config.dataDir, 'outbox'), log: { info: (_o, msg) => console.log(msg) } });
const auth = createAuth({ db: database.db, secret: resolveAuthSecret(config), baseURL: config.publicUrl, mailer });
const result = await ensureAdmin(database.db, auth, values.email, values.password ?? null, true);
console.log(result.created ? `Created admin ${values.email}` : `Promoted ${values.email} to admin`);
if (result.generatedPassword) console.log(`Password (shown once): ${result.generatedPassword}`);
await database.close();
