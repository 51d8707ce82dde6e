/**
 * Server configuration from the environment (README "Configuration").
 * PORT (default 3000), DATA_DIR (default ./data), DATABASE_URL (PostgreSQL; embedded PGlite when
 * unset), ADMIN_EMAIL / ADMIN_PASSWORD, BETTER_AUTH_SECRET, PUBLIC_URL, DHL_API_KEY / DHL_API_BASE
 * (parcel tracking; sample data without a key).
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string, or null for the embedded PGlite database in dataDir/db. */
  databaseUrl: string | null;
  adminEmail: string;
  adminPassword: string | null;
  /** Secret for signing sessions; generated and kept in dataDir when unset. */
  authSecret: string | null;
  /** Public origin of the shop, e.g. http://localhost:3000 (canonical links, auth origin). */
  publicUrl: string;
  /** Folder of the built web app (index.html and assets). */
  webDist: string;
  logLevel: string;
  /** Further origins allowed to send signed-in requests (TRUSTED_ORIGINS, comma separated), e.g. the Vite dev server. */
  trustedOrigins: string[];
  /** Behind a reverse proxy: trust X-Forwarded-For for client addresses (rate limits). */
  trustProxy: boolean;
  /** DHL Shipment Tracking API key (DHL_API_KEY); null shows sample tracking data. */
  dhlApiKey: string | null;
  /** DHL API base URL (DHL_API_BASE), default https://api-eu.dhl.com. */
  dhlApiBase: string;
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/** Reads the configuration; relative DATA_DIR is resolved from the repository root. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got ${env.PORT}`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(repoRoot, env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || null,
    adminEmail: env.ADMIN_EMAIL ?? 'admin@phonexport.local',
    adminPassword: env.ADMIN_PASSWORD || null,
    authSecret: env.BETTER_AUTH_SECRET || null,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    webDist: path.resolve(repoRoot, env.WEB_DIST ?? 'apps/web/dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true',
    dhlApiKey: env.DHL_API_KEY || null,
    dhlApiBase: (env.DHL_API_BASE || 'https://api-eu.dhl.com').replace(/\/$/, ''),
    trustedOrigins: (env.TRUSTED_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean),
  };
}

/**
 * The session-signing secret: BETTER_AUTH_SECRET, else one generated on first start and kept in
 * DATA_DIR/auth-secret (mode 600) so sessions survive restarts.
 */
export function resolveAuthSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  fs.mkdirSync(config.dataDir, { recursive: true });
  const file = path.join(config.dataDir, 'auth-secret');
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  const secret = crypto.randomUUID() + crypto.randomUUID();
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
