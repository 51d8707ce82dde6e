/**
 * The API reference (decision 038) renders in a real browser under its own CSP: every script from
 * the shop's origin, no policy violation, the endpoints of the contracts listed.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';

test('/api/docs shows the API reference from this origin without a CSP violation', async ({ page, baseURL }) => {
  const problems: string[] = [];
  const origins = new Set<string>();
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(msg.text());
  });
  page.on('pageerror', (err) => problems.push(err.message));
  page.on('request', (req) => origins.add(new URL(req.url()).origin));
  await page.goto('/api/docs');
  await expect(page).toHaveURL(/\/api\/docs\/$/);
  await expect(page.getByText('PhoneXport API').first()).toBeVisible();
  await expect(page.getByText('/api/help/faq').first()).toBeVisible();
  expect(problems.filter((p) => /Content Security Policy|Refused to/i.test(p))).toEqual([]);
  expect([...origins].filter((o) => o !== new URL(baseURL!).origin && !o.startsWith('data:') && !o.startsWith('blob:'))).toEqual([]);
});
