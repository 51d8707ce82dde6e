/**
 * Lighthouse's floors on the machine `npm run bench:web` runs on (issue 26, decision 094): two pages
 * that are not the shop, measured in the same run as it. `/static` is a small page of HTML alone
 * (what the machine costs by itself); `/react` is the same page hydrated by React 19 in its
 * production build (what React costs, which issue 26 rules out replacing). No page with React scores
 * above the second on this machine in this hour, so the shop's score is read against them.
 *
 * The page is `floor-page.ts`, rendered here with react-dom/server; its script is bundled here with
 * Vite (minified, one file) and sent compressed (brotli or gzip, as the browser asks) like the
 * shop's. Served from memory on a port the operating system gives.
 */
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { build, type Rollup } from 'vite';
import { FloorPage } from './floor-page';

/** The floors' server: its origin (`http://127.0.0.1:PORT`) and how to stop it. */
export interface Floors {
  url: string;
  stop: () => Promise<void>;
}

const ENTRY = 'virtual:floor-entry';
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The browser's script of the React floor: React DOM hydrating `FloorPage` (minified JavaScript). */
async function bundle(): Promise<string> {
  const output = (await build({
    configFile: false,
    root: HERE,
    logLevel: 'silent',
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    plugins: [
      {
        name: 'floor-entry',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
        load: (id) =>
          id === `\0${ENTRY}`
            ? `import { createElement } from 'react'; import { hydrateRoot } from 'react-dom/client'; import { FloorPage } from ${JSON.stringify(path.join(HERE, 'floor-page.ts'))};` +
              `hydrateRoot(document.getElementById('root'), createElement(FloorPage));`
            : undefined,
      },
    ],
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: ENTRY } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const outputs = Array.isArray(output) ? output : [output];
  const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`the React floor bundled into ${chunks.length} scripts, not 1`);
  return chunks[0]!.code;
}

const page = (script: boolean) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<title>Floor</title><style>body{font-family:system-ui,sans-serif;margin:0 16px;line-height:1.4}li{margin:12px 0}</style></head>' +
  `<body><div id="root">${renderToString(createElement(FloorPage))}</div>${script ? '<script type="module" src="/floor.js"></script>' : ''}</body></html>`;

/** Starts the floors' server (`/static`, `/react`); throws when the React floor cannot be bundled. */
export async function startFloors(): Promise<Floors> {
  const files: Record<string, { type: string; body: string }> = {
    '/static': { type: 'text/html; charset=utf-8', body: page(false) },
    '/react': { type: 'text/html; charset=utf-8', body: page(true) },
    '/floor.js': { type: 'text/javascript; charset=utf-8', body: await bundle() },
  };
  const server = http.createServer((req, res) => {
    const file = files[new URL(req.url ?? '/', 'http://localhost').pathname];
    // No icon: the browser's request for one is answered with nothing rather than an error.
    if (!file) return void res.writeHead(req.url === '/favicon.ico' ? 204 : 404).end();
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : undefined;
    const body = encoding === 'br' ? brotliCompressSync(file.body) : encoding === 'gzip' ? gzipSync(file.body, { level: 9 }) : Buffer.from(file.body);
    res.writeHead(200, { 'content-type': file.type, 'cache-control': 'no-cache', ...(encoding ? { 'content-encoding': encoding } : {}) }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
