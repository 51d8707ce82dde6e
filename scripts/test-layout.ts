/**
 * Where tests live (decision 107): each package's `test/` folder mirrors its `src/`, so the tests of
 * `src/<dir>/x.ts` are found in `test/<dir>/`. Outside the mirror only the test root (tests of the
 * whole app) and, on the server, `support/` (the harness: helpers, database servers, fixtures) and
 * `stand-ins/` (local stand-ins of outside services).
 */
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(import.meta.dirname, '..');

/** The packages whose `test/` mirrors `src/`. */
export const MIRRORED = ['apps/server', 'apps/web', 'packages/domain', 'packages/contracts'];

/** Folders of a package's `test/` that hold no tests of one source folder. */
export const OUTSIDE_MIRROR = ['support', 'stand-ins'];

function testFiles(dir: string, rel = ''): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const relPath = rel ? `${rel}/${d.name}` : d.name;
    if (d.isDirectory()) return testFiles(path.join(dir, d.name), relPath);
    return /\.test\.tsx?$/.test(d.name) ? [relPath] : [];
  });
}

/**
 * The test files (`<package>/test/<dir>/x.test.ts`, paths from the repository root) whose `<dir>`
 * has no `<package>/src/<dir>` to mirror; empty when the layout holds. `root` is for the check's own test.
 */
export function testsOutsideTheMirror(root = ROOT, packages = MIRRORED): string[] {
  return packages.flatMap((pkg) =>
    testFiles(path.join(root, pkg, 'test'))
      .filter((rel) => {
        const dir = path.dirname(rel);
        if (dir === '.' || OUTSIDE_MIRROR.includes(dir.split('/')[0]!)) return false;
        return !fs.existsSync(path.join(root, pkg, 'src', dir));
      })
      .map((rel) => `${pkg}/test/${rel}`),
  );
}
