import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { ports } from './ports';

/**
 * Journeys run against the real server (fresh embedded database, seeded) in Debian's Chromium.
 * `npm run test:e2e` (run.ts) runs them as two groups at once, each with its own server, port
 * (E2E_PORT) and data folder (E2E_DATA_DIR); `npx playwright test` runs them all on one.
 */
const port = ports.shop;
export const baseURL = `http://localhost:${port}`;
/** The local stand-in for Google's OpenID Connect provider (started by google-sign-in.spec.ts). */
export const googleStandIn = { port: ports.google, issuer: `http://127.0.0.1:${ports.google}`, clientId: 'e2e-google-client', clientSecret: 'e2e-google-secret' };
/** The journeys' server's data folder (its outbox holds the mail it sends). */
export const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `phonexport-e2e-${port}`);

export default defineConfig({
  testDir: './tests',
  timeout: 90_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'mobile', testIgnore: /desktop\.spec\.ts$/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, browserName: 'chromium' } },
    // Issue 16: the desktop storefront (its header, the keyboard-only purchase) and axe on every page at 1280 px too;
    // issue 22: prices in the shopper's currency; issue 23: input rules, long words and the floating
    // widgets vs every control, at 1280 px too.
    {
      name: 'desktop',
      testMatch: /(desktop|accessibility|currency|input-rules)\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1, browserName: 'chromium' },
    },
  ],
  webServer: {
    // The built server, as `npm start` runs it (npm test builds first: `npm run build`).
    command: `rm -rf ${dataDir} && node --enable-source-maps ../apps/server/dist/main.js`,
    url: `${baseURL}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'admin-e2e-password',
      LOG_LEVEL: 'warn',
      // PUBLIC_URL is left unset (it defaults to baseURL): the shop then also accepts its loopback
      // aliases, which sign-in-origins.spec.ts opens it by (http://127.0.0.1:PORT).
      // Google sign-in against the OpenID Connect stand-in that google-sign-in.spec.ts starts.
      GOOGLE_CLIENT_ID: googleStandIn.clientId,
      GOOGLE_CLIENT_SECRET: googleStandIn.clientSecret,
      GOOGLE_ISSUER: googleStandIn.issuer,
    },
  },
});
