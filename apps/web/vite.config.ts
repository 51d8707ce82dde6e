import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { build, defineConfig, type Plugin } from 'vite';
import { CART_KEY } from './src/lib/cart-key';

/** The interface languages (the service worker precaches the offline page of each). */
const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'];

/**
 * Builds the service worker (src/sw/service-worker.ts, Workbox) into `outDir`/sw.js and injects its
 * precache list where it reads `self.__WB_MANIFEST` (Workbox's injectManifest convention; done here
 * because the shell is what the built index.html loads, known only after the build): the entry
 * script, the chunks index.html preloads and the stylesheet (hashed names: no revision needed), the
 * icons, and the offline page of each language (revision: the build's index.html).
 */
async function buildServiceWorker(root: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    // Workbox logs in development builds only.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2022',
      reportCompressedSize: false,
      lib: { entry: path.join(root, 'src/sw/service-worker.ts'), formats: ['iife'], name: 'phonexportServiceWorker', fileName: () => 'sw.js' },
    },
  });
  const html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
  const revisionOf = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);
  // Every built file index.html names: the stylesheet's link and the scripts listed by its script loader,
  // but not the other languages' texts its loader names (each visitor's own comes when first asked for).
  const shell = [...new Set([...html.matchAll(/"(\/assets\/[^"]+)"/g)].map((m) => m[1]!))].filter((url) => !TEXTS_CHUNK.test(url));
  const files = ['/favicon.svg', '/icons/icon-192.png', '/icons/icon-512.png'];
  const manifest = [
    ...shell.map((url) => ({ url, revision: null })),
    ...files.map((url) => ({ url, revision: revisionOf(fs.readFileSync(path.join(outDir, url))) })),
    ...LANGUAGES.map((language) => ({ url: `/pwa/offline/${language}`, revision: revisionOf(html) })),
  ];
  const file = path.join(outDir, 'sw.js');
  const code = fs.readFileSync(file, 'utf8');
  if (!code.includes('self.__WB_MANIFEST')) throw new Error('sw.js has no self.__WB_MANIFEST to inject the precache list into');
  fs.writeFileSync(file, code.replace('self.__WB_MANIFEST', JSON.stringify(manifest)));
}
/**
 * The app's scripts start once the page has painted (issue 26): Vite's `<script type="module">` and
 * `<link rel="modulepreload">` tags leave the head, and an inline loader in the head adds them — the
 * same files, fetched together as before — once the HTML is parsed, the stylesheet has arrived and
 * the images the page asked for first (`fetchpriority="high"`: the LCP image the head preloads) have
 * arrived (at most `IMAGE_WAIT_MS` after the HTML), at the next frame. On a slow connection the stylesheet and the largest image no longer share
 * the bandwidth with the scripts; the page is server-rendered HTML that works meanwhile, and taps
 * before the scripts are kept and replayed (decision 064). The loader is an inline script of the
 * built index.html, so the server's CSP hashes cover it (http/csp.ts).
 */
const IMAGE_WAIT_MS = 2000;
/**
 * A page made live by islands loads the whole app by itself once it has loaded, its islands are live
 * and the browser has then been idle this long (ms; decision 092), at most twice this long after.
 */
const APP_IDLE_MS = 3000;
/** The storefront texts of each language (i18n/locales/<language>-storefront.ts): a chunk of its own, preloaded for the page's language only. */
const TEXTS_MODULE = new RegExp(`/i18n/locales/(${LANGUAGES.join('|')})-storefront\\.ts$`);
/** The storefront texts of a language other than English: not in the service worker's precache (English's is, for the most read language). */
const FOREIGN = LANGUAGES.filter((language) => language !== 'en').join('|');
const TEXTS_CHUNK = new RegExp(`^/assets/(${FOREIGN})-storefront-[\\w-]+\\.js$`);
function scriptsAfterPaint(): Plugin {
  return {
    name: 'phonexport-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const entry = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry) throw new Error('index.html has no module script to load after the first paint');
        const preloads = [...html.matchAll(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g)];
        let out = html.replace(entry[0], '');
        for (const m of preloads) out = out.replace(m[0], '');
        // The ways a page starts: the whole app (index.html's entry, app-start.tsx, with the chunks it
        // imports) or, when the server's HTML has islands, an islands entry with every chunk it imports
        // statically: the catalog's (app/islands.tsx, decisions 090 and 091) or the cart's
        // (app/cart-islands.tsx, decision 093). Each list ends with its entry script.
        const wayOf = (file: string): string[] => {
          const entry = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && c.isEntry && new RegExp(`[\\\\/]src[\\\\/]app[\\\\/]${file}$`).test(c.facadeModuleId ?? ''));
          if (ctx.bundle && !entry) throw new Error(`the build has no islands entry (app/${file})`);
          const way: string[] = [];
          const visit = (name: string) => {
            const chunk = ctx.bundle?.[name];
            if (chunk?.type !== 'chunk' || way.includes(`/${name}`)) return;
            chunk.imports.forEach(visit);
            way.push(`/${name}`);
          };
          if (entry) visit(entry.fileName);
          return way;
        };
        const islandsWays = { catalog: wayOf('islands.tsx'), cart: wayOf('cart-islands.tsx') };
        const ways = JSON.stringify({ islands: islandsWays, app: [...preloads.map((m) => m[1]!), entry[1]!] });
        // The storefront texts of the page's language (`<html lang>`): preloaded with the rest instead of
        // asked for once the entry script runs (one round trip less before the page is live); a page in
        // French loads no English texts (decision 087).
        const texts: Record<string, string> = {};
        for (const chunk of Object.values(ctx.bundle ?? {})) {
          const language = chunk.type === 'chunk' ? TEXTS_MODULE.exec(chunk.facadeModuleId ?? '')?.[1] : undefined;
          if (language) texts[language] = `/${chunk.fileName}`;
        }
        if (ctx.bundle && Object.keys(texts).length !== LANGUAGES.length) throw new Error(`the build has ${Object.keys(texts).length} storefront texts chunks, not ${LANGUAGES.length}`);
        const loader =
          `(function(){var d=document,w=${ways},t=${JSON.stringify(texts)}[d.documentElement.lang],done=false,whole=false,` +
          `saver=d.documentElement.getAttribute('data-scripts')==='on-act';` +
          // Adds the modulepreloads of the page's way and, last, its entry script (every file but the last is
          // preloaded): islands when the server's HTML has them (their texts are in the page), else the
          // whole app with the storefront texts of the page's language.
          `function pre(h){var e=d.createElement('link');e.rel='modulepreload';e.href=h;e.crossOrigin='';d.head.appendChild(e)}` +
          `function add(f){f.slice(0,-1).forEach(pre);var e=d.createElement('script');e.type='module';e.src=f[f.length-1];e.crossOrigin='';d.head.appendChild(e)}` +
          `function all(){return(t?[t]:[]).concat(w.app)}` +
          `function app(){if(whole)return;whole=true;add(all())}` +
          // Whether this device holds a cart: the header's badge and the cart page read it from localStorage.
          `function cart(){var c=null;try{c=localStorage.getItem(${JSON.stringify(CART_KEY)})}catch(e){}return!!(c&&c!=='[]')}` +
          // Calls f at the shopper's first act — a tap or a key anywhere but on a link (and, given, outside
          // \`skip\`), focus in a field — or when a tap is kept (decision 064). A kept tap that came without a
          // pointer or a key (a screen reader's activation is a click alone) counts too.
          `function onAct(f,skip){var k=['pointerup','keydown','focusin'];function act(e){var x=e.target;if(!(x instanceof Element))return;if(e.type==='focusin'?!x.matches('input,select,textarea'):x.closest('a[href]'))return;if(skip&&x.closest(skip))return;k.forEach(function(n){removeEventListener(n,act,true)});f()}k.forEach(function(n){addEventListener(n,act,true)});addEventListener('phonexport:kept',f)}` +
          // A page made live by islands (decision 092): the islands come first. Once they are live the whole
          // app's files are fetched (modulepreload: fetched and parsed, not run), and the app runs when an
          // island asks for it ('phonexport:app', lib/island.tsx: a toast, a route), at the shopper's first
          // act outside the islands, or once the page has loaded, its islands are live and the browser has
          // been idle for APP_IDLE_MS. At once after the islands when this device holds a cart, or in
          // data-saver mode (the shopper has acted already).
          `function islands(){addEventListener('phonexport:app',app);` +
          `if(saver||cart())addEventListener('phonexport:islands',app,{once:true});` +
          `else{onAct(app,'[data-island]');addEventListener('phonexport:islands',function(){if(whole)return;all().forEach(pre);` +
          `function idle(){setTimeout(function(){if(window.requestIdleCallback)requestIdleCallback(app,{timeout:${APP_IDLE_MS}});else app()},${APP_IDLE_MS})}if(d.readyState==='complete')idle();else addEventListener('load',idle,{once:true})},{once:true})}` +
          // The cart's island when the page has it, else the catalog's.
          `add(w.islands[d.querySelector('#root [data-island=cart]')?'cart':'catalog'])}` +
          `function load(){if(done)return;done=true;if(d.getElementById('ssr-state')&&d.querySelector('#root [data-island]'))islands();else app()}` +
          `function painted(){requestAnimationFrame(function(){setTimeout(load,0)})}` +
          // Once the HTML is parsed: the stylesheet and the images asked for first that are still on their way.
          `function parsed(){var w=[].filter.call(d.querySelectorAll('link[rel=stylesheet],img[fetchpriority=high]'),function(e){return e.tagName==='LINK'?!e.sheet:!e.complete&&e.loading!=='lazy'}),n=w.length;` +
          `if(!n)return painted();w.forEach(function(e){function one(){if(--n===0)painted()}e.addEventListener('load',one,{once:true});e.addEventListener('error',one,{once:true})});setTimeout(painted,${IMAGE_WAIT_MS})}` +
          // Data saver (decision 083): a page the server marked whole without its scripts loads them on the
          // shopper's first act, unless this device holds a cart. The tap itself is kept and replayed once
          // the page is live (decision 064); links and GET forms work as they are.
          `if(saver&&!cart())onAct(load);` +
          `else if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',parsed,{once:true});else parsed()})()`;
        // In the head beside the other inline scripts, before the page's own head tags and the stylesheet (so it never waits for it).
        if (!out.includes('<!--app-head-->')) throw new Error('index.html has no <!--app-head--> to put the script loader before');
        return out.replace('<!--app-head-->', `<script>${loader}</script>\n    <!--app-head-->`);
      },
    },
  };
}
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

/** Builds the service worker, then writes .br and .gz copies of text assets so the server sends them pre-compressed. */
function precompress(): Plugin {
  let outDir = 'dist';
  let root = '.';
  return {
    name: 'phonexport-precompress',
    apply: 'build',
    configResolved(config) {
      // The server's rendering bundle (dist/server) is read from disk, never sent.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
      root = config.root;
    },
    async closeBundle(error) {
      if (error || !outDir || !fs.existsSync(outDir)) return;
      await buildServiceWorker(root, outDir);
      const walk = (dir: string): string[] =>
        fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|svg|json|txt|webmanifest)$/.test(file)) continue;
        const data = fs.readFileSync(file);
        if (data.length < 1024) continue;
        fs.writeFileSync(`${file}.br`, brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        fs.writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
      }
    },
  };
}

const api = process.env.API_URL ?? 'http://localhost:3000';

/**
 * Two builds (`npm run build`): the browser's (dist/) and, with `--ssr src/entry-server.tsx`, the
 * server's rendering of storefront pages (dist/server/entry-server.js, decision 045), which carries
 * its libraries inside so the API server needs no React of its own.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), scriptsAfterPaint(), precompress()],
  ssr: { noExternal: true },
  // The server's rendering bundle runs React's production build whatever NODE_ENV the server has
  // (the development build checks every element and is several times slower; issue 29).
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  server: {
    port: 5173,
    proxy: { '/api': { target: api, ws: true }, '/media': api },
  },
  build: isSsrBuild
    ? { target: 'node20', sourcemap: false, reportCompressedSize: false, copyPublicDir: false }
    : {
        target: 'es2022',
        sourcemap: false,
        reportCompressedSize: false,
        rolldownOptions: {
          // Three entries: index.html's (the whole app, app-start.tsx) and the islands' (app/islands.tsx, the
          // catalog's, decision 090; app/cart-islands.tsx, the cart's, decision 093).
          input: {
            index: path.resolve(import.meta.dirname, 'index.html'),
            islands: path.resolve(import.meta.dirname, 'src/app/islands.tsx'),
            'cart-islands': path.resolve(import.meta.dirname, 'src/app/cart-islands.tsx'),
          },
          output: {
            codeSplitting: {
              // React and the small modules every first visit loads, whichever way it starts (the whole app or
              // its islands: the icon base, i18n, the money rules, the cart's store, prices, toasts, the page's
              // state, the islands' runtime, the API client, the widgets' step-aside, the preload helper) travel
              // as one chunk: each chunk of its own costs a request, one of the six connections the LCP image
              // waits for, and ~400 bytes of headers. TanStack Query is a chunk of its own, which a page made
              // live by islands loads only once it is live (issue 26; the cart's island calls the API client
              // without it, decision 093). The catalog's islands' own parts (the purchase panel, the gallery,
              // the product card, the hero carousel) are one chunk too: a page made live by them asks for
              // four scripts (decision 091). The paths, the catalog's cache keys and the icons those parts share
              // with the app's header go in the shared chunk, so the whole app never needs the islands' chunk
              // on a page without them (the cart, checkout).
              // A group takes the modules it names with their dependencies, unless a group of higher priority
              // took them first: TanStack Query's chunk holds nothing a page made live by islands needs.
              groups: [
                {
                  // The islands' own parts (app/islands.tsx): one chunk, not one per module.
                  name: 'island-parts',
                  priority: 1,
                  test: /src[\\/]features[\\/]catalog[\\/](purchase-panel|image-carousel|product-card|hero-carousel|use-carousel)\.tsx?$|domain[\\/]src[\\/]links\.ts$/,
                },
                {
                  name: 'query',
                  priority: 1,
                  test: /[\\/]node_modules[\\/]@tanstack[\\/](query-core|react-query)[\\/]/,
                },
                {
                  name: 'shared',
                  test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|defaultAttributes|Icon|shared[\\/])|domain[\\/]src[\\/](languages|money|currency|cart|stock)\.ts|i18n[\\/](i18n|locales[\\/]merge-texts)\.ts|src[\\/](lib[\\/](api|api-client|step-aside|cart-store|cart-key|install-prompt|island|page-live|data-saver|display-currency|toast|route-table|paths|use-add-to-cart|shop-link)|features[\\/]catalog[\\/]api[\\/]catalog-keys|app[\\/](ssr-state|island-runtime)|components[\\/]price)\.tsx?$|domain[\\/]src[\\/]catalog\.ts$|lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-left|chevron-right|laptop|smartphone|headphones|shopping-cart|image-down)\.mjs$|preload-helper/,
                  priority: 2,
                },
              ],
            },
          },
        },
      },
}));
