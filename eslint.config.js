import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { importX, createNodeResolver } from 'eslint-plugin-import-x';
import checkFile from 'eslint-plugin-check-file';

/**
 * The layout of decisions 023-025 is kept here: `npm run lint` fails on a breach.
 * - import boundaries (import-x/no-restricted-paths, on resolved paths): web features never import
 *   each other nor app/; web components/ and lib/ import no feature; a server feature reaches another
 *   only through its index.ts; http/, mail/, media/, realtime/, db/, lib/ and flows/ import no feature;
 *   packages/domain imports no app and no contracts; packages/contracts imports no app;
 * - a server feature's public face is its index.ts (decision 105): another feature, app.ts, cli/,
 *   seed/, web/ and the benches import that file only, never a feature's inner files;
 * - a server *-repository.ts only reads and writes (decision 100): it imports no *-service.ts,
 *   nothing from http/, realtime/ or mail/, and no @phonexport/contracts (it returns its own shapes);
 * - below the routes nothing speaks HTTP (decision 105): a feature's file that is not a *-routes.ts
 *   imports nothing from http/ (it throws lib/rule-errors.ts' RuleErrors); lib/ imports neither
 *   http/ nor a feature;
 * - a repository's function that takes the database (`db` or `tx` first) is named for what it does
 *   to the data: find*, insert*, update*, delete*, upsert* (a read that locks is find…ForUpdate;
 *   decision 105);
 * - no import cycles (import-x/no-cycle);
 * - the ORM (drizzle-orm, db/schema) only in *-repository.ts, db/, seed/ and the server's tests,
 *   bench and cli (decision 025);
 * - route handlers never read req.params / req.body / req.query (they get the contract's parsed values);
 * - no hand-written money conversion outside packages/domain/src/money.ts (decision 026);
 * - kebab-case file and folder names;
 * - the web imports @phonexport/contracts with `import type` only (no schema in the bundle);
 * - packages/domain imports no zod: every schema is in packages/contracts (decision 099).
 */
const ROOT = import.meta.dirname;
const subfolders = (rel) =>
  fs.existsSync(path.join(ROOT, rel))
    ? fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name)
    : [];
const abs = (rel) => path.join(ROOT, rel);

const SOURCES = '**/*.{ts,tsx,js,mjs}';
const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

const webFeatureZones = subfolders(`${WEB}/features`).map((feature) => ({
  target: `${WEB}/features/${feature}/**`,
  from: `${WEB}/features/!(${feature})/**`,
  message: 'A web feature never imports another: what both need goes to components/ or lib/, a layout that composes them to app/ (decision 023).',
}));
const serverFeatureZones = subfolders(`${SERVER}/features`).map((feature) => ({
  target: `${SERVER}/features/${feature}/**`,
  from: `${SERVER}/features/!(${feature})/**`,
  except: [abs(`${SERVER}/features/*/index.ts`)],
  message: "A server feature reaches another only through that feature's index.ts, its public face (decisions 023, 105).",
}));

const BOUNDARY_ZONES = [
  ...webFeatureZones,
  { target: `${WEB}/features/**`, from: `${WEB}/app/**`, message: 'Features never import app/: app/ composes features, not the other way round.' },
  { target: `${WEB}/{components,lib}/**`, from: `${WEB}/features/**`, message: 'components/ and lib/ are shared by features and import none of them.' },
  ...serverFeatureZones,
  {
    target: [`${SERVER}/*.ts`, `${SERVER}/{cli,seed,web,cache}/**`, 'apps/server/bench/**'],
    from: `${SERVER}/features/**`,
    except: [abs(`${SERVER}/features/*/index.ts`)],
    message: "The app (app.ts, cli/, seed/, web/...) reaches a feature only through its index.ts, its public face (decision 105).",
  },
  {
    target: `${SERVER}/features/**/*-repository.ts`,
    from: [`${SERVER}/features/**/*-service.ts`, `${SERVER}/{http,realtime,mail}/**`],
    message: "A repository only reads and writes: rules (404, 409), live events, notifications, mail and outside calls are its service's, which calls it (decision 100).",
  },
  {
    target: `${SERVER}/features/**/!(*-routes).ts`,
    from: `${SERVER}/http/**`,
    message: "Only a feature's *-routes.ts speaks HTTP: services, repositories and the rest throw lib/rule-errors.ts' RuleErrors, which http/errors.ts answers (decision 105).",
  },
  {
    target: `${SERVER}/{http,mail,media,realtime,db,lib,flows}/**`,
    from: `${SERVER}/features/**`,
    message: 'http/, mail/, media/, realtime/, db/, lib/ and flows/ know no feature: features register with them.',
  },
  { target: `${SERVER}/lib/**`, from: `${SERVER}/http/**`, message: 'lib/ is what features and http/ share: it imports no http/ (decision 105).' },
  { target: 'packages/domain/**', from: ['apps/**', 'packages/contracts/**'], message: 'packages/domain is pure rules: it imports no app and no contracts.' },
  { target: 'packages/contracts/**', from: 'apps/**', message: 'packages/contracts describes the API and imports no app.' },
];

/** Files where the ORM may be imported (decision 025). */
const ORM_ALLOWED = [
  '**/*-repository.ts',
  `${SERVER}/db/**`,
  `${SERVER}/seed/**`,
  `${SERVER}/cli/**`,
  'apps/server/test/**',
  'apps/server/bench/**',
  'apps/server/drizzle.config.ts',
];

const MONEY_MESSAGE = 'Convert money only through packages/domain/src/money.ts (centsToDecimalString, parseDollars, centsToInput...): decision 026.';
/** Hand-written cents/dollars conversions: `(cents / 100).toFixed(2)`, `Math.round(Number(text) * 100)`. */
const MONEY_SYNTAX = [
  { selector: "CallExpression[callee.property.name='toFixed'][callee.object.type='BinaryExpression'][callee.object.operator='/'][callee.object.right.value=100]", message: MONEY_MESSAGE },
  { selector: "CallExpression[callee.object.name='Math'] > BinaryExpression[operator='*'][right.value=100][left.type='CallExpression'][left.callee.name=/^(Number|parseFloat)$/]", message: MONEY_MESSAGE },
];
const REPOSITORY_NAME_MESSAGE =
  "A repository's data step is named for what it does to the data: find…, insert…, update…, delete…, upsert… (a read that locks: find…ForUpdate). Decision 105.";
const DATA_STEP_NAME = '/^(find|insert|update|delete|upsert)[A-Z]/';
/** An exported function of a *-repository.ts whose first parameter is the database (`db`, `tx`) and whose name says another verb. */
const REPOSITORY_NAME_SYNTAX = [
  { selector: `ExportNamedDeclaration > FunctionDeclaration[params.0.name=/^(db|tx)$/]:not([id.name=${DATA_STEP_NAME}])`, message: REPOSITORY_NAME_MESSAGE },
  {
    selector: `ExportNamedDeclaration > VariableDeclaration > VariableDeclarator[init.type=/^(ArrowFunctionExpression|FunctionExpression)$/][init.params.0.name=/^(db|tx)$/]:not([id.name=${DATA_STEP_NAME}])`,
    message: REPOSITORY_NAME_MESSAGE,
  },
];
const PARSED_INPUT_MESSAGE = 'Use the parsed params, query and body route() hands the handler, never req.params/req.body/req.query (decision 024).';
/** Reading the raw request in a feature: `req.body`, `const { params } = req`. */
const PARSED_INPUT_SYNTAX = [
  { selector: "MemberExpression[object.name=/^(req|request)$/][property.name=/^(params|body|query)$/]", message: PARSED_INPUT_MESSAGE },
  { selector: "VariableDeclarator[init.name=/^(req|request)$/] > ObjectPattern > Property[key.name=/^(params|body|query)$/]", message: PARSED_INPUT_MESSAGE },
];

/**
 * LEGACY_OFFENDERS — files that broke the layout rules when the rules arrived (issue 14), generated
 * by running them (not guessed). Each listed rule is off for that file only. The subjects' moves
 * empty this list; a file leaves it as soon as it obeys. Never add a file to it.
 */
const LEGACY_OFFENDERS = {};

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/test-results/**', '**/playwright-report/**', 'apps/server/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Boundaries and cycles, on the resolved path of every import.
  {
    files: [SOURCES],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // no-cycle parses the modules an import leads to: TypeScript ones with typescript-eslint's parser.
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: ROOT, zones: BOUNDARY_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  // The ORM stays in the repositories (decision 025).
  {
    files: ['apps/server/**/*.ts'],
    ignores: ORM_ALLOWED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only a *-repository.ts (or db/, seed/) imports drizzle-orm (decision 025).' },
            { regex: '(^|/)db/schema(\\.ts)?$', message: 'Only a *-repository.ts (or db/, seed/) imports db/schema (decision 025).' },
          ],
        },
      ],
    },
  },
  // A repository returns its own plain shapes, never the API's contracts (decision 100). Its files
  // are not in the block above (the ORM is allowed there), so the two no-restricted-imports never meet.
  {
    files: [`${SERVER}/features/**/*-repository.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@phonexport/contracts', '@phonexport/contracts/*'],
              message: 'A repository returns plain shapes declared in it or in packages/domain; its service answers with the contracts (decision 100).',
            },
          ],
        },
      ],
    },
  },
  // Money is converted in one place (decision 026), handlers read only parsed input (decision 024).
  // One no-restricted-syntax list per file set: ESLint does not merge a rule's options across blocks.
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.ts'],
    ignores: ['packages/domain/src/money.ts'],
    rules: { 'no-restricted-syntax': ['error', ...MONEY_SYNTAX] },
  },
  {
    files: [`${SERVER}/features/**/*.ts`],
    rules: { 'no-restricted-syntax': ['error', ...MONEY_SYNTAX, ...PARSED_INPUT_SYNTAX] },
  },
  {
    files: [`${SERVER}/features/**/*-repository.ts`],
    rules: { 'no-restricted-syntax': ['error', ...MONEY_SYNTAX, ...PARSED_INPUT_SYNTAX, ...REPOSITORY_NAME_SYNTAX] },
  },
  // The web reads the contracts' types only: no zod schema reaches the bundle. Its tests (never
  // bundled) may read captured answers through the schemas.
  {
    files: ['apps/web/src/**/*.{ts,tsx}', 'apps/web/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@phonexport/contracts', '@phonexport/contracts/*'],
              allowTypeImports: true,
              message: 'The web imports contracts with `import type` only (bundle size, decision 024).',
            },
          ],
        },
      ],
    },
  },
  // Journeys take `test` from their fixtures, whose worker fixture removes what the helpers created (issue 28).
  {
    files: ['e2e/tests/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: '@playwright/test', importNames: ['test'], message: "Import `test` from './fixtures': it removes what the helpers create." }] },
      ],
    },
  },
  // The domain is pure rules: schemas are in packages/contracts, so the web reads the domain without zod (decision 099).
  // A block of its own: ESLint does not merge a rule's options across blocks (the server's block above is apps/server only).
  {
    files: ['packages/domain/**/*.{ts,tsx,js,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['zod', 'zod/*', 'zod-openapi', 'zod-openapi/*'],
              message: 'packages/domain holds no zod schema: request and response schemas live in packages/contracts, next to their contract (decision 099).',
            },
          ],
        },
      ],
    },
  },
  // kebab-case names (decision 023).
  {
    files: [SOURCES],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': ['error', { [SOURCES]: 'KEBAB_CASE' }, { ignoreMiddleExtensions: true }],
      'check-file/folder-naming-convention': ['error', { '{apps,packages,e2e,scripts}/**/': 'KEBAB_CASE' }],
    },
  },
  ...Object.entries(LEGACY_OFFENDERS).map(([file, rules]) => ({
    files: [file],
    rules: Object.fromEntries(rules.map((rule) => [rule, 'off'])),
  })),
);
