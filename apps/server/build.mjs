/**
 * Builds the server for `npm start` (decision 040): esbuild bundles src/main.ts with the
 * workspace packages (@phonexport/domain, @phonexport/contracts) into dist/main.js, one ES module
 * with a source map (run with `node --enable-source-maps`); everything in node_modules stays
 * external and is loaded from there at run time (sharp, pg, PGlite's WebAssembly...).
 *
 * `import.meta.dirname` in a bundled file is rewritten to that file's own folder, relative to
 * dist/, so paths such as the migrations folder (db/client.ts) and the repository root
 * (config.ts) resolve as they do from the sources.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as esbuild from 'esbuild';

const serverDir = import.meta.dirname;
const outdir = path.join(serverDir, 'dist');

/** Bare imports (node_modules, node: builtins) are external; our workspace packages are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@phonexport/') ? undefined : { path: args.path, external: true }));
  },
};

/** Rewrites `import.meta.dirname` to the source file's folder, expressed relative to dist/. */
const sourceDirname = {
  name: 'source-dirname',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await fs.promises.readFile(args.path, 'utf8');
      if (!text.includes('import.meta.dirname')) return undefined;
      const rel = path.relative(outdir, path.dirname(args.path)).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.dirname', `(import.meta.dirname + ${JSON.stringify(`/${rel}`)})`), loader: 'ts' };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const result = await esbuild.build({
  entryPoints: [path.join(serverDir, 'src/main.ts')],
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces need the mappings only: the sources' text would double the map that
  // --enable-source-maps parses into every process's heap at start (issue 29's memory goal).
  sourcesContent: false,
  metafile: true,
  logLevel: 'warning',
  plugins: [externalPackages, sourceDirname],
});
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(`server built: ${path.relative(process.cwd(), outdir)} (${(bytes / 1024).toFixed(0)} KiB with source maps)`);
