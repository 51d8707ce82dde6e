/**
 * The linter keeps the layout (decisions 023-026): small files placed at real folders' paths and
 * linted with the repository's own eslint.config.js must be reported when they break a boundary,
 * and left alone when they go the allowed way. The probes pick real modules from the tree, so
 * they keep working as subjects move.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: ROOT });

/** The rules `code` breaks when it is the file at `filePath` (relative to the repository). */
async function broken(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  expect(result!.messages.filter((m) => m.fatal)).toEqual([]);
  return [...new Set(result!.messages.filter((m) => m.severity === 2).map((m) => m.ruleId ?? 'fatal'))].sort();
}

const dirs = (rel: string) =>
  fs
    .readdirSync(path.join(ROOT, rel), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const files = (rel: string) => fs.readdirSync(path.join(ROOT, rel)).filter((f) => /\.tsx?$/.test(f) && !f.startsWith('lint-probe'));

/** Two web features with a module each, to import one from the other. */
function twoWebFeatures(): { from: string; to: string; module: string } {
  const withFiles = dirs('apps/web/src/features').filter((f) => files(`apps/web/src/features/${f}`).length > 0);
  const [from, to] = withFiles;
  return { from: from!, to: to!, module: files(`apps/web/src/features/${to}`)[0]!.replace(/\.tsx?$/, '') };
}

/** A server feature with a *-service.ts and another module (its repository, routes...). */
function serverFeatureWithService(): { feature: string; service: string; other: string } {
  for (const feature of dirs('apps/server/src/features')) {
    const list = files(`apps/server/src/features/${feature}`);
    const service = list.find((f) => f.endsWith('-service.ts'));
    const other = list.find((f) => !f.endsWith('-service.ts'));
    if (service && other) return { feature, service, other };
  }
  throw new Error('no server feature has a *-service.ts');
}

describe('eslint keeps the boundaries', () => {
  it('a web feature importing another feature, or components/ importing a feature, is reported', async () => {
    const { from, to, module } = twoWebFeatures();
    expect(await broken(`apps/web/src/features/${from}/lint-probe.tsx`, `import * as other from '../${to}/${module}';\nexport const x = other;\n`)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await broken(`apps/web/src/components/lint-probe.tsx`, `import * as f from '../features/${to}/${module}';\nexport const x = f;\n`)).toContain(
      'import-x/no-restricted-paths',
    );
    const lib = files('apps/web/src/lib')[0]!.replace(/\.tsx?$/, '');
    expect(await broken(`apps/web/src/features/${from}/lint-probe.tsx`, `import * as shared from '../../lib/${lib}';\nexport const x = shared;\n`)).toEqual([]);
  });

  it('the web may import contracts only as types', async () => {
    const file = 'apps/web/src/lib/lint-probe.ts';
    expect(await broken(file, `import { helpContracts } from '@phonexport/contracts/help';\nexport const x = helpContracts;\n`)).toContain(
      '@typescript-eslint/no-restricted-imports',
    );
    expect(await broken(file, `import type { FaqItemDto } from '@phonexport/contracts/help';\nexport type X = FaqItemDto;\n`)).toEqual([]);
    // The web's tests are never bundled: they may read answers through the schemas.
    expect(await broken('apps/web/test/lint-probe.ts', `import { helpContracts } from '@phonexport/contracts/help';\nexport const x = helpContracts;\n`)).toEqual([]);
  });

  it('a route file importing drizzle-orm or db/schema is reported; a repository may', async () => {
    const { feature } = serverFeatureWithService();
    const dir = `apps/server/src/features/${feature}`;
    const orm = `import { eq } from 'drizzle-orm';\nimport * as schema from '../../db/schema.ts';\nexport const x = [eq, schema];\n`;
    const [result] = await eslint.lintText(orm, { filePath: path.join(ROOT, `${dir}/lint-probe-routes.ts`) });
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-imports')).toHaveLength(2);
    expect(await broken(`${dir}/lint-probe-repository.ts`, orm)).toEqual([]);
  });

  it('a repository imports no service, nothing from http/, realtime/ or mail/, and no contracts; a service may (http/ only its routes, decision 105)', async () => {
    const { feature, service } = serverFeatureWithService();
    const dir = `apps/server/src/features/${feature}`;
    const mail = files('apps/server/src/mail')[0]!;
    const paths = [
      `import * as s from './${service}';\nexport const x = s;\n`,
      `import { notFound } from '../../http/errors.ts';\nexport const x = notFound;\n`,
      `import type { SessionUser } from '../../http/session.ts';\nexport type X = SessionUser;\n`,
      `import * as live from '../../realtime/events.ts';\nexport const x = live;\n`,
      `import * as mail from '../../mail/${mail}';\nexport const x = mail;\n`,
    ];
    const contracts = `import type { FaqItemDto } from '@phonexport/contracts/help';\nexport type X = FaqItemDto;\n`;
    for (const code of paths) {
      expect(await broken(`${dir}/lint-probe-repository.ts`, code)).toEqual(['import-x/no-restricted-paths']);
      const allowed = code.includes('/http/') ? 'lint-probe-routes.ts' : 'lint-probe-service.ts';
      expect(await broken(`${dir}/${allowed}`, code)).toEqual([]);
    }
    expect(await broken(`${dir}/lint-probe-repository.ts`, contracts)).toEqual(['no-restricted-imports']);
    expect(await broken(`${dir}/lint-probe-service.ts`, contracts)).toEqual([]);
  });

  it('below the routes nothing imports http/: a service, a repository or a helper file is reported, a *-routes.ts is not', async () => {
    const { feature } = serverFeatureWithService();
    const dir = `apps/server/src/features/${feature}`;
    const http = `import { notFound } from '../../http/errors.ts';\nexport const x = notFound;\n`;
    const session = `import type { SessionUser } from '../../http/session.ts';\nexport type X = SessionUser;\n`;
    for (const file of ['lint-probe-service.ts', 'lint-probe-repository.ts', 'lint-probe.ts']) {
      expect(await broken(`${dir}/${file}`, http)).toEqual(['import-x/no-restricted-paths']);
      expect(await broken(`${dir}/${file}`, session)).toEqual(['import-x/no-restricted-paths']);
    }
    expect(await broken(`${dir}/lint-probe-routes.ts`, http)).toEqual([]);
    const ruleErrors = `import { notFound } from '../../lib/rule-errors.ts';\nimport type { SessionUser } from '../../lib/session-user.ts';\nexport const x = notFound;\nexport type X = SessionUser;\n`;
    expect(await broken(`${dir}/lint-probe-service.ts`, ruleErrors)).toEqual([]);
    expect(await broken('apps/server/src/lib/lint-probe.ts', http.replace('../../http', '../http'))).toEqual(['import-x/no-restricted-paths']);
  });

  it("a repository's data step not named find/insert/update/delete/upsert is reported; a helper without the database is not", async () => {
    const { feature } = serverFeatureWithService();
    const dir = `apps/server/src/features/${feature}`;
    const wrong = `type Db = { q(): Promise<number> };\nexport async function listThings(db: Db) {\n  return db.q();\n}\nexport const markDone = async (tx: Db) => tx.q();\n`;
    const [result] = await eslint.lintText(wrong, { filePath: path.join(ROOT, `${dir}/lint-probe-repository.ts`) });
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toHaveLength(2);
    const right = `type Db = { q(): Promise<number> };\nexport async function findThings(db: Db) {\n  return db.q();\n}\nexport const updateDone = async (tx: Db) => tx.q();\nexport function findThingForUpdate(tx: Db) {\n  return tx.q();\n}\nexport const toThing = (row: { id: string }) => ({ id: row.id });\n`;
    expect(await broken(`${dir}/lint-probe-repository.ts`, right)).toEqual([]);
    expect(await broken(`${dir}/lint-probe-service.ts`, wrong)).toEqual([]);
  });

  it('a handler reading req.body, req.params or req.query is reported', async () => {
    const { feature } = serverFeatureWithService();
    const code = `export const h = async (req: { body: unknown; params: unknown; query: unknown }) => {\n  const { query } = req;\n  return [req.body, req.params, query];\n};\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, `apps/server/src/features/${feature}/lint-probe-routes.ts`) });
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toHaveLength(3);
  });

  it("a server feature reaches another only through its index.ts, so does the app; http/ reaches none", async () => {
    const { feature, service, other } = serverFeatureWithService();
    const probeFeature = dirs('apps/server/src/features').find((f) => f !== feature)!;
    const probe = `apps/server/src/features/${probeFeature}/lint-probe.ts`;
    expect(await broken(probe, `import * as o from '../${feature}/${other}';\nexport const x = o;\n`)).toContain('import-x/no-restricted-paths');
    expect(await broken(probe, `import * as s from '../${feature}/${service}';\nexport const x = s;\n`)).toContain('import-x/no-restricted-paths');
    expect(await broken(probe, `import * as s from '../${feature}/index.ts';\nexport const x = s;\n`)).toEqual([]);
    expect(await broken(`apps/server/src/features/${feature}/lint-probe.ts`, `import * as s from './${service}';\nexport const x = s;\n`)).toEqual([]);
    for (const app of ['apps/server/src/lint-probe.ts', 'apps/server/src/web/lint-probe.ts', 'apps/server/src/cli/lint-probe.ts']) {
      const up = app.split('/').length === 4 ? '.' : '..';
      expect(await broken(app, `import * as s from '${up}/features/${feature}/${service}';\nexport const x = s;\n`)).toContain('import-x/no-restricted-paths');
      expect(await broken(app, `import * as s from '${up}/features/${feature}/index.ts';\nexport const x = s;\n`)).toEqual([]);
    }
    expect(await broken('apps/server/src/http/lint-probe.ts', `import * as s from '../features/${feature}/${service}';\nexport const x = s;\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('packages/domain imports no contracts and no app; packages/contracts imports no app', async () => {
    expect(await broken('packages/domain/src/lint-probe.ts', `import { helpContracts } from '@phonexport/contracts/help';\nexport const x = helpContracts;\n`)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await broken('packages/domain/src/lint-probe.ts', `import * as e from '../../../apps/server/src/http/errors.ts';\nexport const x = e;\n`)).toContain(
      'import-x/no-restricted-paths',
    );
    expect(await broken('packages/contracts/src/lint-probe.ts', `import * as e from '../../../apps/server/src/http/errors.ts';\nexport const x = e;\n`)).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('packages/domain imports no zod; packages/contracts may', async () => {
    const code = `import { z } from 'zod';\nexport const x = z.string();\n`;
    expect(await broken('packages/domain/src/lint-probe.ts', code)).toContain('no-restricted-imports');
    expect(await broken('packages/domain/test/lint-probe.test.ts', `import * as z from 'zod/mini';\nexport const x = z;\n`)).toContain('no-restricted-imports');
    expect(await broken('packages/contracts/src/lint-probe.ts', code)).toEqual([]);
  });

  it('money is converted only in packages/domain/src/money.ts', async () => {
    const code = `export const a = (cents: number) => (cents / 100).toFixed(2);\nexport const b = (text: string) => Math.round(Number(text) * 100);\n`;
    const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, 'apps/web/src/lib/lint-probe.ts') });
    expect(result!.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toHaveLength(2);
    const { feature } = serverFeatureWithService();
    const [server] = await eslint.lintText(code, { filePath: path.join(ROOT, `apps/server/src/features/${feature}/lint-probe-routes.ts`) });
    expect(server!.messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toHaveLength(2);
  });

  it('file names are kebab-case', async () => {
    expect(await broken('apps/web/src/lib/LintProbe.ts', `export const x = 1;\n`)).toContain('check-file/filename-naming-convention');
    expect(await broken('apps/web/src/lib/lint-probe.test.ts', `export const x = 1;\n`)).toEqual([]);
  });

  it("a journey takes `test` from its fixtures (which remove what the helpers create), not from Playwright", async () => {
    const file = 'e2e/tests/lint-probe.spec.ts';
    expect(await broken(file, `import { expect, test } from '@playwright/test';\ntest('x', () => expect(1).toBe(1));\n`)).toContain('no-restricted-imports');
    expect(await broken(file, `import { expect } from '@playwright/test';\nimport { test } from './fixtures';\ntest('x', () => expect(1).toBe(1));\n`)).toEqual([]);
  });

  describe('import cycles', () => {
    const dir = path.join(ROOT, `apps/server/src/http/lint-probe-${process.pid}`);
    beforeAll(() => {
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, 'first.ts'), `import { b } from './second.ts';\nexport const a = () => b();\n`);
      fs.writeFileSync(path.join(dir, 'second.ts'), `import { a } from './first.ts';\nexport const b = (): unknown => a;\n`);
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('two modules importing each other are reported', async () => {
      const [result] = await eslint.lintFiles([path.join(dir, 'first.ts')]);
      expect(result!.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
    });
  });
});
