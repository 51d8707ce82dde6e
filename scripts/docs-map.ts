/**
 * The parts of the docs drawn from the code (decision 102), so they cannot drift from it:
 * - `docs/decisions/README.md`: every decision record's number, title, status and date, read from
 *   the records themselves, and the numbers no record was written under;
 * - the subject map of `docs/architecture.md` (between `<!-- subject-map -->` and
 *   `<!-- /subject-map -->`): for every subject, its server feature, web feature, contract, domain
 *   rules and tests, from the folders as they are.
 *
 * `npm run docs:map` writes both; `test/docs-map.test.ts` fails when either differs from what this
 * module draws, or when the architecture page names a path that does not exist.
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');
const DECISIONS = 'docs/decisions';
export const ARCHITECTURE = 'docs/architecture.md';
const MAP_START = '<!-- subject-map -->';
const MAP_END = '<!-- /subject-map -->';

const read = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8');
const exists = (rel: string) => fs.existsSync(path.join(ROOT, rel));
const list = (rel: string) => (exists(rel) ? fs.readdirSync(path.join(ROOT, rel), { withFileTypes: true }) : []);
const dirs = (rel: string) => list(rel).filter((d) => d.isDirectory()).map((d) => d.name).sort();
const files = (rel: string) => list(rel).filter((d) => d.isFile()).map((d) => d.name).sort();

/** A decision record's head: number, title, status and date (the `Status: … · Date: …` line). */
export interface DecisionHead {
  file: string;
  number: number;
  title: string;
  status: string | null;
  date: string | null;
}

/** The head of every record in docs/decisions (README.md aside), in number order. */
export function decisionHeads(): DecisionHead[] {
  return files(DECISIONS)
    .filter((f) => /^\d{3}-.*\.md$/.test(f))
    .map((file) => {
      const text = read(`${DECISIONS}/${file}`);
      const title = /^# \d{3} — (.+)$/m.exec(text)?.[1] ?? '';
      const line = /^Status: (.+)$/m.exec(text)?.[1] ?? '';
      const status = /^(.*?)(?: · Date:|$)/.exec(line)?.[1]?.trim() || null;
      const date = /Date: (\d{4}-\d{2}-\d{2})/.exec(line)?.[1] ?? null;
      return { file, number: Number(file.slice(0, 3)), title, status, date };
    })
    .sort((a, b) => a.number - b.number);
}

/** The index of decision records (docs/decisions/README.md), numbers never used included. */
export function decisionIndex(): string {
  const heads = decisionHeads();
  const rows: string[] = [];
  let next = 1;
  for (const h of heads) {
    for (; next < h.number; next++) rows.push(`| ${String(next).padStart(3, '0')} | — no record was written under this number | | |`);
    rows.push(`| ${String(h.number).padStart(3, '0')} | [${h.title}](${h.file}) | ${h.status ?? ''} | ${h.date ?? ''} |`);
    next = h.number + 1;
  }
  return [
    '# Decision records',
    '',
    'Why the code is as it is, one record a decision, numbered in the order they were taken. Each',
    'record starts with its title and a line `Status: … · Date: …` (and often `Builds on: …`); a record',
    'that a later one changes says so in its status. This index is drawn from the records by',
    '`npm run docs:map`, and a test fails when it is out of date. Some numbers were handed out to work',
    'done side by side and never used; they are listed so that no one looks for them.',
    '',
    '| # | decision | status | date |',
    '|---|---|---|---|',
    ...rows,
    '',
  ].join('\n');
}

/** The first sentence of a module's leading doc comment, on one line, or ''. */
function summary(rel: string): string {
  const head = /^\s*\/\*\*([\s\S]*?)\*\//.exec(read(rel))?.[1] ?? '';
  const text = head
    .split('\n')
    .map((l) => l.replace(/^\s*\* ?/, '').trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
  const sentence = /^(.+?[.:])(\s|$)/.exec(text)?.[1] ?? text;
  return sentence.replace(/\|/g, '\\|');
}

const code = (s: string) => `\`${s}\``;
const sourceFiles = (rel: string) => files(rel).filter((f) => /\.(ts|tsx)$/.test(f) && !/\.test\./.test(f));

/** The subjects: the server's and the web's feature folders, and the contracts' files. */
function subjects(): string[] {
  const contracts = sourceFiles('packages/contracts/src').map((f) => f.replace(/\.ts$/, ''));
  const all = new Set([...dirs('apps/server/src/features'), ...dirs('apps/web/src/features'), ...contracts]);
  for (const plumbing of ['contract', 'index', 'openapi']) all.delete(plumbing);
  return [...all].sort();
}

/**
 * A subject's tests: its API tests' folder (the server's tests mirror `src`, decision 107:
 * `apps/server/test/features/<subject>/`), API tests elsewhere named after it, and its journeys.
 */
function testsOf(subject: string): string[] {
  const stem = subject.replace(/s$/, '');
  const named = (f: string) => f.startsWith(subject) || f.startsWith(stem);
  const folder = `apps/server/test/features/${subject}`;
  const apiDir = exists(folder) ? [`${folder}/`] : [];
  const api = ['apps/server/test', ...dirs('apps/server/test').filter((d) => d !== 'features').map((d) => `apps/server/test/${d}`)]
    .flatMap((dir) => files(dir).filter((f) => f.endsWith('.test.ts') && named(f)).map((f) => `${dir}/${f}`));
  const journeys = files('e2e/tests').filter((f) => f.endsWith('.spec.ts') && named(f)).map((f) => `e2e/tests/${f}`);
  return [...apiDir, ...api, ...journeys];
}

/** The subject map: a table row per subject, then the domain's modules with their first sentence. */
export function subjectMap(): string {
  const rows = subjects().map((s) => {
    const server = sourceFiles(`apps/server/src/features/${s}`);
    const web = list(`apps/web/src/features/${s}`).map((d) => (d.isDirectory() ? `${d.name}/` : d.name)).sort();
    const contract = exists(`packages/contracts/src/${s}.ts`) ? code(`${s}.ts`) : '';
    const tests = testsOf(s).map(code).join(' ');
    const folder = (base: string, names: string[]) => (names.length ? `${code(`${base}/${s}/`)}: ${names.join(', ')}` : '');
    return `| ${s} | ${folder('apps/server/src/features', server)} | ${folder('apps/web/src/features', web)} | ${contract} | ${tests} |`;
  });
  const domain = sourceFiles('packages/domain/src').map((f) => `| ${code(`packages/domain/src/${f}`)} | ${summary(`packages/domain/src/${f}`)} |`);
  return [
    MAP_START,
    '<!-- Drawn from the folders by `npm run docs:map`; test/docs-map.test.ts fails when it is out of date. -->',
    '',
    '| subject | server feature | web feature | contract (`packages/contracts/src/`) | tests |',
    '|---|---|---|---|---|',
    ...rows,
    '',
    'The rules in `packages/domain/src` (first sentence of each module\'s doc comment):',
    '',
    '| module | what it holds |',
    '|---|---|',
    ...domain,
    MAP_END,
  ].join('\n');
}

/** The architecture page with its subject map drawn anew. Throws when the page has no map markers. */
export function architecturePage(): string {
  const page = read(ARCHITECTURE);
  const start = page.indexOf(MAP_START);
  const end = page.indexOf(MAP_END);
  if (start < 0 || end < start) throw new Error(`${ARCHITECTURE} has no ${MAP_START} … ${MAP_END} block`);
  return page.slice(0, start) + subjectMap() + page.slice(end + MAP_END.length);
}

/** Every file below the source folders (dependencies and builds aside), as repository paths. */
function allFiles(rel = ''): string[] {
  return list(rel).flatMap((d) => {
    const p = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) return /^(node_modules|dist|data|\..*|test-results|playwright-report)$/.test(d.name) ? [] : allFiles(p);
    return [p];
  });
}

/**
 * The paths the architecture page names in backticks (`a/b.ts`, `features/x/`, `db/schema`) that
 * exist nowhere: each is looked for from the repository's root and from the folders the page speaks
 * from, with or without `.ts`; a file named alone (`contract-route.ts`) anywhere in the tree.
 * Build outputs (under a `dist/`) are not looked for: a fresh clone has none before its build.
 */
export function missingPaths(page = read(ARCHITECTURE)): string[] {
  const bases = ['', 'apps/server/src/', 'apps/web/src/', 'apps/server/', 'apps/web/', 'packages/', 'packages/domain/src/', 'packages/contracts/src/'];
  const named = [...page.matchAll(/`([A-Za-z0-9_./-]+\/[A-Za-z0-9_./-]*|[A-Za-z0-9_-]+\.(?:ts|tsx|md|json|sql|mjs))`/g)].map((m) => m[1]!);
  // Build outputs (`dist/sw.js`) exist only after `npm run build`: the page may name them.
  const concrete = [...new Set(named.filter((p) => !p.startsWith('/') && !p.includes('..') && !/(^|\/)dist\//.test(p)))];
  const tree = allFiles();
  const found = (p: string) => {
    if (bases.some((b) => exists(b + p) || exists(`${b}${p}.ts`))) return true;
    const tail = p.replace(/\/$/, '');
    return tree.some((f) => f.endsWith(`/${tail}`) || f.endsWith(`/${tail}.ts`) || f.includes(`/${tail}/`));
  };
  return concrete.filter((p) => !found(p));
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  fs.writeFileSync(path.join(ROOT, DECISIONS, 'README.md'), decisionIndex());
  fs.writeFileSync(path.join(ROOT, ARCHITECTURE), architecturePage());
  const missing = missingPaths();
  console.log(`wrote ${DECISIONS}/README.md and the subject map of ${ARCHITECTURE}`);
  if (missing.length) console.log(`the architecture page names paths that do not exist: ${missing.join(', ')}`);
}
