/**
 * Shared helpers for the journeys: unique customer identities and a screenshot helper that
 * writes to e2e/screenshots (looked at by people, not compared by the tests).
 */
import path from 'node:path';
import type { Page } from '@playwright/test';

export const screenshotDir = path.resolve(import.meta.dirname, '../screenshots');

export async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(screenshotDir, `${name}.png`), fullPage: true });
}

export function newCustomer() {
  const id = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  return { firstName: 'Thandi', lastName: 'Dlamini', email: `thandi.${id}@example.com`, password: 'secret-pass-1', phone: '+27 82 555 0101' };
}
