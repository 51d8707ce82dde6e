import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import { postgresAvailable } from './apps/server/test/support/pg-cluster.ts';

/**
 * Vitest projects: the domain and web unit tests once; the web app's component tests (`web`, in
 * happy-dom); the server's API tests twice, on an
 * in-memory PGlite database (`api-pglite`) and on a real PostgreSQL server started once for the
 * run (`api-postgres`, see apps/server/test/support/pg-global-setup.ts). Tests that need a PostgreSQL
 * server of their own (postgres.test.ts, *-postgres.test.ts) run once, in `api-postgres`, on a
 * fresh database of the shared server. Without PostgreSQL (not installed, or not root) only the
 * PGlite project runs; on CI that is an error.
 */
const apiTests = ['apps/server/test/**/*.test.ts'];
const postgresOnly = ['apps/server/test/db/postgres.test.ts', 'apps/server/test/**/*-postgres.test.ts'];

if (!postgresAvailable && process.env.CI) throw new Error('CI must run the API tests on PostgreSQL: .ci/run installs postgresql');

const projects: TestProjectInlineConfiguration[] = [
  { extends: true, test: { name: 'unit', include: ['packages/*/test/**/*.test.ts', 'apps/web/test/**/*.test.ts', 'test/**/*.test.ts'] } },
  // The web app's components, rendered in happy-dom with Testing Library (decision 027).
  {
    extends: true,
    test: { name: 'web', include: ['apps/web/test/**/*.test.tsx'], environment: 'happy-dom', setupFiles: ['apps/web/test/setup-dom.ts'] },
  },
  // Each test server's PGlite database is loaded from one migrated and seeded copy (decision 078).
  {
    extends: true,
    test: { name: 'api-pglite', include: apiTests, exclude: postgresAvailable ? postgresOnly : [], globalSetup: ['apps/server/test/support/pglite-global-setup.ts'] },
  },
];
if (postgresAvailable) {
  projects.push({
    extends: true,
    test: {
      name: 'api-postgres',
      include: apiTests,
      env: { TEST_DATABASE: 'postgres' },
      globalSetup: ['apps/server/test/support/pg-global-setup.ts'],
      setupFiles: ['apps/server/test/support/pg-queued-queries.ts'],
    },
  });
}

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two test files at a time: the CI has 2 cores, and on PostgreSQL much of a file's work runs
    // in the server's processes, not in the worker.
    maxWorkers: 2,
    projects,
  },
});
