/**
 * `npm run test:e2e`: runs the journeys as two groups at once (E2E_GROUPS, default 2), each a
 * `playwright test` of its own files with its own built server, port (E2E_PORT) and data folder.
 * A journey that changes shop-wide settings only affects its own group's server. The spec files
 * are dealt out by their measured duration (WEIGHTS) so that both groups end together; each
 * group's output lines are prefixed with its number, and at the end one summary counts every
 * result. Fails when either group fails. Arguments (files, -g, --project …) run one group with
 * them, as `playwright test` would.
 *
 * Ports: each group's shop port and the ports derived from it (ports.ts) are checked free first,
 * from E2E_PORT (default 3300) upwards; a taken one moves the group to the next shop port whose
 * ports are all free. E2E_DATA_DIR, when set, gets the group's number appended.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import readline from 'node:readline';
import { DEFAULT_E2E_PORT, journeyPorts, portIsFree } from './ports';

const here = import.meta.dirname;

/**
 * Seconds each spec file took (both projects together) in a full run on a 2-core machine; only
 * their ratios matter. A file not listed counts as DEFAULT_WEIGHT.
 */
const WEIGHTS: Record<string, number> = {
  'input-rules.spec.ts': 161,
  'accessibility.spec.ts': 110,
  'languages-ssr.spec.ts': 106,
  'languages.spec.ts': 95,
  'currency.spec.ts': 65,
  'admin-screens.spec.ts': 65,
  'catalog-import.spec.ts': 59,
  'returns.spec.ts': 51,
  'admin.spec.ts': 38,
  'back-office-phone.spec.ts': 35,
  'staff.spec.ts': 31,
  'settings.spec.ts': 28,
  'mobile-money.spec.ts': 27,
  'settings-act.spec.ts': 27,
  'offline.spec.ts': 26,
  'chat.spec.ts': 25,
  'mobile-money-paynow.spec.ts': 25,
  'reviews.spec.ts': 24,
  'paypal.spec.ts': 22,
  'desktop.spec.ts': 20,
  'pages.spec.ts': 19,
  'built-server.spec.ts': 19,
  'rough-edges.spec.ts': 17,
  'purchase.spec.ts': 15,
  'tracking.spec.ts': 15,
  'account.spec.ts': 14,
  'brands.spec.ts': 12,
  'server-rendering.spec.ts': 11,
  'refunds.spec.ts': 10,
  'staff-alerts.spec.ts': 8,
  'sign-in-origins.spec.ts': 7,
  'taps-before-hydration.spec.ts': 6,
  'checkout-retry.spec.ts': 5,
  'api-docs.spec.ts': 3,
  'google-sign-in.spec.ts': 3,
  'mail.spec.ts': 1,
};
const DEFAULT_WEIGHT = 20;
/** Shop ports tried per group before giving up (each candidate's derived ports must be free too). */
const PORT_TRIES = 40;

/** Deals `files` out to `n` groups, heaviest first, each to the group with the least weight so far. */
function balance(files: string[], n: number, weight: (file: string) => number): string[][] {
  const groups = Array.from({ length: n }, () => ({ files: [] as string[], total: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = groups.reduce((min, g) => (g.total < min.total ? g : min));
    lightest.files.push(file);
    lightest.total += weight(file);
  }
  return groups.map((g) => g.files.sort());
}

/** `n` shop ports from `start` upwards whose derived ports are all free and shared by no other group. */
async function pickShopPorts(start: number, n: number): Promise<number[]> {
  const chosen: number[] = [];
  const taken = new Set<number>();
  for (let shop = start; chosen.length < n && shop < start + PORT_TRIES * n; shop++) {
    const wanted = Object.values(journeyPorts(shop));
    if (wanted.some((p) => taken.has(p) || p >= 32_768)) continue;
    if (!(await Promise.all(wanted.map(portIsFree))).every(Boolean)) continue;
    chosen.push(shop);
    wanted.forEach((p) => taken.add(p));
  }
  if (chosen.length < n) {
    throw new Error(`no free ports for ${n} journey group(s) from ${start} to ${start + PORT_TRIES * n} (each needs its shop port +0, +50, +1000, +1100, +2100 free); set E2E_PORT elsewhere`);
  }
  return chosen;
}

interface JsonReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number; duration: number };
  suites: JsonSuite[];
}
interface JsonSuite {
  suites?: JsonSuite[];
  specs?: { title: string; file: string; line: number; tests: { projectName: string; status: string }[] }[];
}

/** Titles of the tests whose status (Playwright's: unexpected, flaky) is `status`. */
function titles(suites: JsonSuite[], status: string): string[] {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).flatMap((spec) => spec.tests.filter((t) => t.status === status).map((t) => `[${t.projectName}] ${spec.file}:${spec.line} › ${spec.title}`)),
    ...titles(s.suites ?? [], status),
  ]);
}

interface Group {
  name: string;
  port: number;
  args: string[];
  report: string;
  child?: ChildProcess;
}

/** Starts one group's `playwright test`, its output lines prefixed with `[name]`; resolves to its exit code. */
function runGroup(group: Group): Promise<number> {
  const cli = path.join(path.dirname(createRequire(import.meta.url).resolve('@playwright/test/package.json')), 'cli.js');
  const env: NodeJS.ProcessEnv = { ...process.env, E2E_PORT: String(group.port), PLAYWRIGHT_JSON_OUTPUT_FILE: group.report };
  if (process.env.E2E_DATA_DIR) env.E2E_DATA_DIR = `${process.env.E2E_DATA_DIR}-${group.name}`;
  const child = spawn(process.execPath, [cli, 'test', ...group.args], { cwd: here, env, stdio: ['ignore', 'pipe', 'pipe'] });
  group.child = child;
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ] as const) {
    readline.createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`[${group.name}] ${line}\n`));
  }
  return new Promise((resolve) => child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}

async function main(): Promise<number> {
  const extra = process.argv.slice(2);
  const count = extra.length > 0 ? 1 : Math.max(1, Number(process.env.E2E_GROUPS ?? 2));
  const files = fs.readdirSync(path.join(here, 'tests')).filter((f) => f.endsWith('.spec.ts'));
  const dealt = balance(files, count, (f) => WEIGHTS[f] ?? DEFAULT_WEIGHT);
  const shopPorts = await pickShopPorts(Number(process.env.E2E_PORT ?? DEFAULT_E2E_PORT), count);
  const reports = path.join(here, 'test-results');
  fs.mkdirSync(reports, { recursive: true });
  const groups: Group[] = dealt.map((groupFiles, i) => ({
    name: String(i + 1),
    port: shopPorts[i]!,
    // One group with arguments: they choose the journeys; otherwise the group's own files.
    args: [...(extra.length > 0 ? extra : groupFiles.map((f) => `tests/${f}`)), `--output=test-results/group-${i + 1}`, '--reporter=list,json'],
    report: path.join(reports, `group-${i + 1}.json`),
  }));
  for (const g of groups) {
    fs.rmSync(g.report, { force: true });
    const what = extra.length > 0 ? extra.join(' ') : `${dealt[Number(g.name) - 1]!.length} files`;
    console.log(`[${g.name}] journeys on port ${g.port}: ${what}`);
  }
  const stop = (signal: NodeJS.Signals) => groups.forEach((g) => g.child?.kill(signal));
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const started = Date.now();
  const codes = await Promise.all(groups.map(runGroup));
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);

  const total = { expected: 0, unexpected: 0, flaky: 0, skipped: 0 };
  const failed: string[] = [];
  const flaky: string[] = [];
  console.log('');
  for (const [i, g] of groups.entries()) {
    if (!fs.existsSync(g.report)) {
      console.log(`[${g.name}] no report: playwright exited with ${codes[i]} before reporting`);
      continue;
    }
    const report = JSON.parse(fs.readFileSync(g.report, 'utf8')) as JsonReport;
    const s = report.stats;
    console.log(`[${g.name}] ${s.expected} passed, ${s.flaky} flaky, ${s.unexpected} failed, ${s.skipped} skipped (${(s.duration / 60_000).toFixed(1)}m), exit ${codes[i]}`);
    for (const key of Object.keys(total) as (keyof typeof total)[]) total[key] += s[key];
    failed.push(...titles(report.suites, 'unexpected').map((t) => `[${g.name}] ${t}`));
    flaky.push(...titles(report.suites, 'flaky').map((t) => `[${g.name}] ${t}`));
  }
  for (const t of flaky) console.log(`  flaky  ${t}`);
  for (const t of failed) console.log(`  FAILED ${t}`);
  const all = total.expected + total.unexpected + total.flaky + total.skipped;
  console.log(`${all} journeys in ${groups.length} group(s): ${total.expected} passed, ${total.flaky} flaky, ${total.unexpected} failed, ${total.skipped} skipped (${minutes}m)`);
  return codes.every((c) => c === 0) ? 0 : 1;
}

process.exitCode = await main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  return 1;
});
