/**
 * The back office's message table stays out of the browser (decision 069): bundled for the web by
 * Vite (browser field of packages/domain/package.json), `translateMessage` knows the shopper's
 * messages but not the staff's, which the server has already translated; bundled for Node (the
 * server's esbuild bundle, platform node), it knows both.
 */
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import { build, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const ENTRY = `import { translateMessage } from '@phonexport/domain/server-messages';\nexport const t = translateMessage;\n`;
const STOREFRONT = 'Bitte melde dich an, um fortzufahren.'; // SIGN_IN_MESSAGE in German
const BACK_OFFICE = 'Es gibt bereits eine Marke mit diesem Namen'; // BRAND_MESSAGES.nameTaken in German

/** The text of the one chunk Vite makes of ENTRY for the browser, not written to disk. */
async function browserBundle(): Promise<string> {
  const out = (await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    plugins: [{ name: 'entry', resolveId: (id) => (id === 'virtual:entry' ? '\0entry' : null), load: (id) => (id === '\0entry' ? ENTRY : null) }],
    build: { write: false, minify: false, rollupOptions: { input: 'virtual:entry', preserveEntrySignatures: 'exports-only' } },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const chunks = (Array.isArray(out) ? out : [out]).flatMap((o) => o.output).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  return chunks.map((c) => c.code).join('\n');
}

describe('the back office messages in the bundles', () => {
  it('the browser bundle has the storefront table without the back office one', async () => {
    const code = await browserBundle();
    expect(code.includes(STOREFRONT), 'a storefront message in the browser bundle').toBe(true);
    expect(code.includes(BACK_OFFICE), 'a back-office message in the browser bundle').toBe(false);
  });

  it("the server's bundle (esbuild, platform node) has both", async () => {
    const out = await esbuild.build({
      stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      write: false,
      external: ['dinero.js', 'libphonenumber-js', 'slugify', 'zod'],
    });
    const code = out.outputFiles.map((f) => f.text).join('\n');
    expect(code.includes(STOREFRONT), 'a storefront message in the server bundle').toBe(true);
    expect(code.includes(BACK_OFFICE), 'a back-office message in the server bundle').toBe(true);
  });
});
