/**
 * Settings journey on a phone-sized screen (storefront §2 Settings, Login): the guard, a password
 * change and sign-in with the new password, language and theme applied to the whole shop and
 * kept across reloads (no flash: the theme is set before the app's script runs), the forgotten
 * password mail in the outbox, and account deletion.
 */
import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { dataDir } from '../playwright.config';
import { test, newCustomer, registerCustomer, shot, signUpWithForm, gotoHydrated } from './fixtures';

const outbox = path.join(dataDir, 'outbox');

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

async function signOut(page: Page) {
  const res = await page.request.post('/api/auth/sign-out', { data: {}, headers: { origin: new URL(page.url()).origin } });
  await page.context().clearCookies();
  expect(res.ok()).toBe(true);
}

test('a customer changes the password, switches language and theme, and deletes the account', async ({ page }) => {
  const customer = newCustomer();
  const newPassword = 'changed-pass-2';

  // Guarded: signed out, /settings goes to sign-in and comes back after.
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'login-light');
  await signUpWithForm(page, customer);
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(customer.email);
  await expect(page.getByText('Email cannot be changed for security reasons')).toBeVisible();
  await expect(page.getByRole('switch', { name: /Order updates/ })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: /Newsletter/ })).toHaveAttribute('aria-checked', 'false');
  await shot(page, 'settings-light');

  // Profile.
  await page.getByLabel('Display name').fill('Thandi D.');
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();

  // Password: the §5 check, a wrong current password, then the real change.
  await page.getByLabel('Current password').fill(customer.password);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill('something-else');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'New passwords do not match' })).toBeVisible();
  await page.getByLabel('Current password').fill('not-my-password');
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Current password is incorrect' })).toBeVisible();
  await page.getByLabel('Current password').fill(customer.password);
  await page.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password Changed')).toBeVisible();
  await expect(page.getByLabel('Current password')).toHaveValue('');

  // Signed out, the old password fails and the new one signs in.
  await signOut(page);
  await page.goto('/login');
  await signIn(page, customer.email, customer.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signIn(page, customer.email, newPassword);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/settings');

  // Language: the whole interface (layout, navigation, cart) switches, and stays after a reload.
  // Settings' own select (the footer has a Language control too, decision 055).
  await page.getByRole('region', { name: 'Preferences' }).getByLabel('Language').selectOption('es');
  await expect(page.getByRole('heading', { level: 1, name: 'Ajustes' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Principal' });
  await expect(nav.getByRole('link', { name: 'Inicio' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Carrito' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Enlaces rápidos' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await shot(page, 'settings-es-light');
  await nav.getByRole('link', { name: 'Carrito' }).click();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeVisible();
  // The cart's messages follow the language too.
  // The product list is in Spanish too now (issue 23), and acts once hydrated.
  await gotoHydrated(page, '/products');
  await page.getByRole('button', { name: /Añadir al carrito/ }).first().click();
  await expect(page.getByText('Añadido al carrito')).toBeVisible();
  await expect(page.getByText('se ha añadido a tu carrito.')).toBeVisible();

  // Theme: dark applies at once to the whole shop, is saved, and is set before the app runs.
  await page.goto('/settings');
  await page.getByText('Oscuro', { exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.getByText('Configuración guardada')).toBeVisible(); // the toast is in Spanish too (issue 23)
  const bodyBg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  expect(bodyBg).not.toBe('rgb(248, 250, 252)');
  await shot(page, 'settings-es-dark');
  const saved = await (await page.request.get('/api/settings')).json();
  expect(saved.preferences).toEqual({ language: 'es', currency: 'USD', theme: 'dark' });

  // No flash: with the app's script blocked, the page is already dark.
  await page.route(/\/assets\/index-.*\.js$/, (route) => route.abort());
  const cspErrors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && /Content Security Policy/.test(m.text())) cspErrors.push(m.text());
  });
  await page.goto('/');
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(cspErrors).toEqual([]);
  await page.unroute(/\/assets\/index-.*\.js$/);

  // Light again, back to English.
  await page.goto('/settings');
  await page.getByText('Claro', { exact: true }).click();
  await expect(page.locator('html')).not.toHaveClass(/dark/);
  await page.getByRole('region', { name: 'Preferencias' }).getByLabel('Idioma').selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();

  // Delete the account: confirmation dialog, then home, signed out; the sign-in no longer works.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Account Deleted')).toBeVisible();
  expect((await page.request.get('/api/me')).status()).toBe(401);
  await page.goto('/login');
  await signIn(page, customer.email, newPassword);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
});

test('forgotten password: the mailed link (outbox) sets a new password once', async ({ page, browser, baseURL }) => {
  const customer = await registerCustomer(page.request, baseURL!, { withPhone: true });
  await page.context().clearCookies();

  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(customer.email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByRole('status')).toContainText('valid for 24 hours');

  // The mail is in DATA_DIR/outbox; its link opens the reset page.
  let link = '';
  await expect(async () => {
    const files = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
    const mail = files.find((raw) => raw.includes(customer.email))!;
    const text = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    link = /https?:\/\/[^\s"<]+\/api\/auth\/reset-password\/[^\s"<]+/.exec(text)![0];
  }).toPass({ timeout: 5000 });
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('after-reset-3');
  await page.getByLabel('Confirm new password').fill('after-reset-3');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByRole('status')).toContainText('Your password has been reset');
  await page.getByRole('link', { name: 'Sign In' }).click();
  await signIn(page, customer.email, 'after-reset-3');
  await expect(page).toHaveURL(/\/$/);

  // The same link a second time: refused.
  const other = await browser.newPage();
  await other.goto(link);
  await expect(other.getByRole('alert')).toContainText('invalid or has expired');
  await other.close();

  // Login page in dark mode and in French, for the screenshots.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.setItem('phonexport-theme', 'dark');
    localStorage.setItem('phonexport-language', 'fr');
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await shot(page, 'login-fr-dark');
});
