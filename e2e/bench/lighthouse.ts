/**
 * `npm run bench:web`: Lighthouse (mobile, default simulated throttling: slow 4G, 4x CPU) in
 * Chromium on the production build for home, product list and product detail (issues 16 and 26).
 * Not part of `npm test`; run `npm run build` first.
 *
 * Two shops are started from the same build with fresh data folders: the shop as it runs, and as
 * reference the same shop with its service worker turned off (SERVICE_WORKER=off), so every
 * figure has a reference measured in the same run. Per page: performance score (0-100), LCP and
 * TBT (ms), TBT computed from the main thread's CPU time (ms, `cpuBlockingMs`: steady on a machine
 * whose CPU is taken away at times, where Lighthouse's own TBT is not), CLS, JavaScript of the first visit (bytes over the wire, scripts only), the first
 * visit's total transfer (bytes) as it is and with `Save-Data: on` (data-saver mode), and a repeat
 * visit (the browser's cache and service worker kept): its bytes over the wire and the requests
 * that went to the network. RUNS (default 1) takes the median of several runs. The shops listen
 * on free ports the operating system gives; CHROMIUM_PATH overrides /usr/bin/chromium. DETAIL=1
 * also lists each request of the shop's data-saver first visit (bytes, type, path), largest
 * first, to see where its bytes go. Two floors come first, measured in the same run (floors.ts,
 * decision 094): a small page of HTML alone and the same page hydrated by React, which bound what
 * the machine lets any page, and any React page, score in this hour (their first visit only). After
 * each page, the same page with no script at all (Lighthouse blocks `*.js`; first visit only): what
 * the shop's HTML and stylesheet alone score, a bound its scripts cannot beat (decision 095).
 *
 * Once Chromium runs, this process (Lighthouse, its trace collection) and the shops it starts run at
 * the lowest CPU priority, so the page measured gets the machine's CPU first, as on a phone, where
 * no measuring tool or server runs beside the page (decision 098). The column "CPU score" is
 * Lighthouse's own performance score of the same run, with the total blocking time computed from
 * the main thread's CPU time (`cpuBlockingMs`) in place of Lighthouse's: on this shared machine the
 * tasks' wall times, from which Lighthouse computes its blocking time, swing 2-5× between runs of
 * the same build.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import os from 'node:os';
import { Util } from 'lighthouse/shared/util.js';
import { startShop, someProductId, type BenchShop } from './shop';
import { startFloors, type Floors } from './floors';

/** One page's figures: score 0-100, times in ms, CLS unitless, bytes over the wire. */
interface Figures {
  score: number;
  /** Lighthouse's score with the blocking time from CPU time (`cpuScore`). */
  cpuScore: number;
  lcpMs: number;
  tbtMs: number;
  /** Blocking time from the main thread's CPU time (steal-proof): see `cpuBlockingMs`. */
  cpuTbtMs: number;
  cls: number;
  jsBytes: number;
  firstBytes: number;
  saverBytes: number;
  repeatBytes: number;
  repeatRequests: number;
}

const RUNS = Math.max(1, Number(process.env.RUNS ?? 1));

const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

/** The requests of the load Lighthouse measured. */
function requests(lhr: Result): { url?: string; resourceType?: string; transferSize?: number }[] {
  const details = lhr.audits['network-requests']?.details as { items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined;
  return details?.items ?? [];
}

/** Script bytes transferred during the load Lighthouse measured. */
function scriptBytes(lhr: Result): number {
  return requests(lhr).filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0);
}

/** The requests of the load that went to the network (not answered by the cache or the service worker). */
const sentRequests = (lhr: Result) => requests(lhr).filter((r) => (r.transferSize ?? 0) > 0);

/** Bytes over the wire of the load, and the requests that went to the network. */
function transfer(lhr: Result): { bytes: number; requests: number } {
  const sent = sentRequests(lhr);
  return { bytes: sent.reduce((sum, r) => sum + (r.transferSize ?? 0), 0), requests: sent.length };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One Lighthouse run, with its trace; a run whose trace failed (e.g. NO_NAVSTART on a busy machine) is tried again, at most 3 times. */
async function audited(url: string, flags: Flags): Promise<Result & { trace?: TraceEvent[] }> {
  for (let attempt = 1; ; attempt++) {
    const run = (await lighthouse(url, flags))!;
    const lhr = run.lhr;
    const artifacts = run.artifacts as unknown as { Trace?: { traceEvents: TraceEvent[] } };
    if (!lhr.runtimeError) return Object.assign(lhr, { trace: artifacts.Trace?.traceEvents });
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
  }
}

/** A Chrome trace event (only the fields read here; times in µs, `tdur` the thread's CPU time). */
interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { beginData?: { url?: string } };
}

/**
 * Total blocking time as Lighthouse simulates it (each main-thread task after the first contentful
 * paint counts 4 × its length − 50 ms, issue 26's 4× slower phone), but from each task's CPU time
 * (`tdur`) instead of its wall time: a virtual machine whose host takes its CPU away (steal) makes
 * wall times, and Lighthouse's TBT, swing by 2-3× between runs of the same build. In ms; NaN
 * without a trace.
 */
function cpuBlockingMs(trace: TraceEvent[] | undefined, pageUrl: string): number {
  if (!trace) return Number.NaN;
  const parse = trace.find((e) => e.name === 'ParseHTML' && (e.args?.beginData?.url ?? '').startsWith(pageUrl));
  const fcp = trace.find((e) => e.name === 'firstContentfulPaint' && e.pid === parse?.pid);
  if (!parse || !fcp) return Number.NaN;
  return trace
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.pid === parse.pid && e.tid === parse.tid && e.ts >= fcp.ts)
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur ?? 0)) / 1000 - 50), 0);
}

/**
 * Lighthouse's performance score (0-100) of `lhr`, each metric weighted and scored on its own curve
 * as Lighthouse does (log-normal, its mobile control points), with the total blocking time `tbtMs`
 * in place of Lighthouse's own. NaN when `tbtMs` is.
 */
function cpuScore(lhr: Result, tbtMs: number): number {
  if (Number.isNaN(tbtMs)) return Number.NaN;
  let sum = 0;
  let weights = 0;
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (!ref.weight) continue;
    const result = lhr.audits[ref.id];
    const score = ref.id === 'total-blocking-time' && result?.scoringOptions ? Util.computeLogNormalScore(result.scoringOptions, tbtMs) : (result?.score ?? 0);
    sum += ref.weight * score;
    weights += ref.weight;
  }
  // Lighthouse rounds the category's score to two decimals, then shows it as a whole number.
  return Math.round((Math.round((sum / weights) * 100) / 100) * 100);
}

/** How `measure` audits a page: `detail` lists the data-saver visit's requests; `firstOnly` audits the first visit alone (no data-saver or repeat visit: their columns are NaN); `blocked` are URL patterns the browser does not load (e.g. '*.js'). */
interface MeasureOptions {
  detail?: boolean;
  firstOnly?: boolean;
  blocked?: string[];
}

/** Lighthouse on `url` (a data-saver first visit, a first visit, then a repeat visit with the cache kept), median of RUNS. */
async function measure(chromePort: number, url: string, { detail = false, firstOnly = false, blocked }: MeasureOptions = {}): Promise<Figures> {
  const runs: Figures[] = [];
  for (let i = 0; i < RUNS; i++) {
    const flags: Flags = { port: chromePort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], ...(blocked ? { blockedUrlPatterns: blocked } : {}) };
    const saver = firstOnly ? null : await audited(url, { ...flags, extraHeaders: { 'Save-Data': 'on' } });
    if (detail && saver) {
      console.log(`data-saver first visit of ${new URL(url).pathname}:`);
      for (const r of sentRequests(saver).sort((a, b) => (b.transferSize ?? 0) - (a.transferSize ?? 0))) {
        console.log(`  ${String(r.transferSize).padStart(7)} ${(r.resourceType ?? '').padEnd(10)} ${r.url ? new URL(r.url).pathname : ''}`);
      }
    }
    const first = await audited(url, flags);
    // The repeat visit keeps what the first left: the browser's cache and the service worker it installed.
    const repeat = firstOnly ? null : await audited(url, { ...flags, disableStorageReset: true });
    const cpuTbtMs = cpuBlockingMs(first.trace, url);
    runs.push({
      score: Math.round((first.categories.performance?.score ?? 0) * 100),
      cpuScore: cpuScore(first, cpuTbtMs),
      lcpMs: audit(first, 'largest-contentful-paint'),
      tbtMs: audit(first, 'total-blocking-time'),
      cpuTbtMs,
      cls: audit(first, 'cumulative-layout-shift'),
      jsBytes: scriptBytes(first),
      firstBytes: transfer(first).bytes,
      saverBytes: saver ? transfer(saver).bytes : Number.NaN,
      repeatBytes: repeat ? transfer(repeat).bytes : Number.NaN,
      repeatRequests: repeat ? transfer(repeat).requests : Number.NaN,
    });
  }
  const pick = (k: keyof Figures) => median(runs.map((r) => r[k]));
  return {
    score: pick('score'),
    cpuScore: pick('cpuScore'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cpuTbtMs: pick('cpuTbtMs'),
    cls: pick('cls'),
    jsBytes: pick('jsBytes'),
    firstBytes: pick('firstBytes'),
    saverBytes: pick('saverBytes'),
    repeatBytes: pick('repeatBytes'),
    repeatRequests: pick('repeatRequests'),
  };
}

const row = (label: string, f: Figures) =>
  [
    label.padEnd(26),
    String(f.score).padStart(5),
    String(f.cpuScore).padStart(9),
    `${(f.lcpMs / 1000).toFixed(2)} s`.padStart(8),
    `${Math.round(f.tbtMs)} ms`.padStart(8),
    `${Math.round(f.cpuTbtMs)} ms`.padStart(8),
    f.cls.toFixed(3).padStart(6),
    String(f.jsBytes).padStart(9),
    String(f.firstBytes).padStart(9),
    (Number.isNaN(f.saverBytes) ? '-' : String(f.saverBytes)).padStart(9),
    (Number.isNaN(f.repeatBytes) ? '-' : String(f.repeatBytes)).padStart(9),
    (Number.isNaN(f.repeatRequests) ? '-' : String(f.repeatRequests)).padStart(6),
  ].join(' ');

const shops: BenchShop[] = [];
let floors: Floors | undefined;
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
// Lighthouse's own work (this process) and the shops' run below the page measured (threads and processes made from now on inherit it).
os.setPriority(19);
try {
  shops.push(await startShop(), await startShop(undefined, { SERVICE_WORKER: 'off' }));
  const [shop, reference] = shops as [BenchShop, BenchShop];
  // Each shop seeds its own catalog (its own product ids).
  const productPage = async (s: BenchShop) => `/product/${await someProductId(s.url)}`;
  const pages: [string, string, string][] = [
    ['/', '/', '/'],
    ['/products', '/products', '/products'],
    ['/product/{id}', await productPage(shop), await productPage(reference)],
  ];
  const results: Record<string, { shop: Figures; reference: Figures; noScripts: Figures }> = {};
  console.log(`${'page'.padEnd(26)} score CPU score      LCP      TBT  CPU TBT    CLS  JS bytes   first B   saver B  repeat B  req.`);
  floors = await startFloors();
  const floorFigures = { static: await measure(chrome.port, `${floors.url}/static`, { firstOnly: true }), react: await measure(chrome.port, `${floors.url}/react`, { firstOnly: true }) };
  console.log(row('HTML alone (floor)', floorFigures.static));
  console.log(row('React alone (floor)', floorFigures.react));
  for (const [label, page, referencePage] of pages) {
    const ref = await measure(chrome.port, reference.url + referencePage);
    const now = await measure(chrome.port, shop.url + page, { detail: Boolean(process.env.DETAIL) });
    // The same page with no script at all: what its HTML and stylesheet alone score (decision 095).
    const noScripts = await measure(chrome.port, shop.url + page, { firstOnly: true, blocked: ['*.js'] });
    results[label] = { shop: now, reference: ref, noScripts };
    console.log(row(`${label} (no SW, ref.)`, ref));
    console.log(row(label, now));
    console.log(row(`${label} (no scripts)`, noScripts));
  }
  console.log(JSON.stringify({ floors: floorFigures, ...results }));
} finally {
  chrome.kill();
  await floors?.stop();
  for (const s of shops) await s.stop();
}
