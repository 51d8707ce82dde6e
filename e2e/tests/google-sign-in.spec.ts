/**
 * 'Continue with Google' in a real browser: the sign-in page's button, the provider's authorize
 * redirect (a local OpenID Connect stand-in playing Google) and the shop's callback, ending
 * signed in on the page the customer came from.
 */
import { expect } from '@playwright/test';
import { test } from './fixtures';
import { googleStandIn } from '../playwright.config';
import { startOidcStandIn, type OidcStandIn } from '../../apps/server/test/stand-ins/oidc-stand-in';

let idp: OidcStandIn;
test.beforeAll(async () => {
  idp = await startOidcStandIn({ port: googleStandIn.port, clientId: googleStandIn.clientId, clientSecret: googleStandIn.clientSecret });
});
test.afterAll(async () => {
  await idp?.close();
});

test('a new customer signs in with Google and comes back to the page they asked for', async ({ page }) => {
  const email = `google.${Date.now()}@example.com`;
  idp.user = { sub: `g-${Date.now()}`, email, name: 'Naledi Google' };
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await expect(page.getByLabel('Display name')).toHaveValue('Naledi Google');
  expect(idp.authorizeRequests.at(-1)?.get('code_challenge_method')).toBe('S256');
});
