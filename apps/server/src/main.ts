/**
 * `npm start`: opens the database (PGlite in DATA_DIR, or PostgreSQL at DATABASE_URL), applies
 * migrations, seeds what is missing, makes sure the admin account exists, and serves the API and
 * the web app on PORT.
 */
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig, resolveAuthSecret } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin } from './features/accounts/index.ts';
import { seedDatabase } from './seed/seed.ts';
import { localFileStore, syncFolderToStore } from './media/file-store.ts';
import { s3FileStore } from './media/s3-file-store.ts';
import { startPawaPayStandIn, startPaynowStandIn } from './features/payments/index.ts';

const config = loadConfig();
fs.mkdirSync(config.dataDir, { recursive: true });
const database = await openDatabase(config.databaseUrl ? { url: config.databaseUrl } : { dir: path.join(config.dataDir, 'db') });
// Outside production without PAWAPAY_API_TOKEN, mobile money runs against the local stand-in (test mode).
const pawapayStandIn = config.pawapay === 'stand-in' ? await startPawaPayStandIn({ callbackUrl: `${config.publicUrl}/api/payments/pawapay/callback`, finalDelayMs: 4_000 }) : null;
const pawapay = pawapayStandIn ? { apiToken: pawapayStandIn.apiToken, apiBase: pawapayStandIn.url, callbackPublicKey: null, testMode: true } : config.pawapay === 'stand-in' ? null : config.pawapay;
// Likewise Paynow without PAYNOW_INTEGRATION_ID (decision 070): the stand-in approves 0771111111 after 5 s.
const paynowStandIn = config.paynow === 'stand-in' ? await startPaynowStandIn() : null;
const paynow = paynowStandIn ? { integrationId: paynowStandIn.integrationId, integrationKey: paynowStandIn.integrationKey, apiBase: paynowStandIn.url, testMode: true } : config.paynow === 'stand-in' ? null : config.paynow;
const files = config.s3 ? await s3FileStore(config.s3) : localFileStore(config.dataDir);
const { app, auth } = await buildApp({
  files,
  db: database.db,
  authSecret: resolveAuthSecret(config),
  publicUrl: config.publicUrl,
  dataDir: config.dataDir,
  webDist: config.webDist,
  webSsr: config.webSsr,
  serviceWorker: config.serviceWorker,
  logLevel: config.logLevel,
  trustProxy: config.trustProxy,
  activityRateLimits: config.activityRateLimits,
  trustedOrigins: config.trustedOrigins,
  paypal: config.paypal,
  paymentProvider: config.paymentProvider,
  pawapay,
  paynow,
  reconcile: config.reconcile,
  smtp: config.smtp,
  mailFrom: config.mailFrom,
  google: config.google,
  listen: database.listen,
  tracking: { dhlApiKey: config.dhlApiKey, dhlApiBase: config.dhlApiBase },
  fx: config.fx,
  requestTimeoutMs: config.requestTimeoutMs,
});
const seeded = await seedDatabase(database.db, { mediaDir: path.join(config.dataDir, 'media'), log: (m) => app.log.info(m) });
// The seeded drawn images are rendered on the local disk; an S3 store gets the ones it lacks.
const synced = await syncFolderToStore(config.dataDir, 'media/', files);
app.log.info({ seeded, database: database.kind, storage: files.kind, synced }, 'database ready');
const admin = await ensureAdmin(database.db, auth, config.adminEmail, config.adminPassword);
if (admin.generatedPassword) {
  console.log(`\n  Admin account created: ${config.adminEmail}\n  Password (shown once): ${admin.generatedPassword}\n`);
}

const shutdown = async () => {
  await app.close();
  await pawapayStandIn?.close();
  await paynowStandIn?.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
console.log(`PhoneXport is running at ${config.publicUrl}`);
