/**
 * The docs drawn from the code stay current (decision 102): the decision index and the architecture
 * page's subject map are what `npm run docs:map` draws from the tree today, every decision record
 * carries its status and date, and every path the architecture page names exists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE, ROOT, architecturePage, decisionHeads, decisionIndex, missingPaths } from '../scripts/docs-map.ts';

describe('the docs drawn from the code', () => {
  it('every decision record has a title, a status and a date', () => {
    const heads = decisionHeads();
    expect(heads.length).toBeGreaterThan(90);
    expect(heads.filter((h) => !h.title || !h.status || !h.date).map((h) => h.file)).toEqual([]);
  });

  it('the decision index is current (run npm run docs:map)', () => {
    expect(fs.readFileSync(path.join(ROOT, 'docs/decisions/README.md'), 'utf8')).toBe(decisionIndex());
  });

  it('the architecture page’s subject map is current (run npm run docs:map)', () => {
    expect(fs.readFileSync(path.join(ROOT, ARCHITECTURE), 'utf8')).toBe(architecturePage());
  });

  it('every path the architecture page names exists', () => {
    expect(missingPaths()).toEqual([]);
    // The check sees a path that is not there.
    expect(missingPaths('See `apps/server/src/features/nowhere/nothing-service.ts` and `no-such-file.ts`.')).toEqual([
      'apps/server/src/features/nowhere/nothing-service.ts',
      'no-such-file.ts',
    ]);
  });
});
