/**
 * Tests sit in a tree that mirrors the code they test (decision 107): a newcomer finds the tests of
 * `apps/server/src/features/checkout/` in `apps/server/test/features/checkout/`, and so on for the
 * web app and the packages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { testsOutsideTheMirror } from '../scripts/test-layout.ts';

describe('where tests live', () => {
  it('every test folder mirrors a source folder of its package', () => {
    expect(testsOutsideTheMirror()).toEqual([]);
  });

  it('a test in a folder the source does not have is found', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'test-layout-'));
    try {
      for (const dir of ['pkg/src/features/cart', 'pkg/test/features/cart', 'pkg/test/admin', 'pkg/test/support']) fs.mkdirSync(path.join(root, dir), { recursive: true });
      for (const file of ['pkg/test/features/cart/cart.test.ts', 'pkg/test/admin/orders.test.ts', 'pkg/test/support/harness.test.ts', 'pkg/test/app.test.ts'])
        fs.writeFileSync(path.join(root, file), '');
      expect(testsOutsideTheMirror(root, ['pkg'])).toEqual(['pkg/test/admin/orders.test.ts']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});
