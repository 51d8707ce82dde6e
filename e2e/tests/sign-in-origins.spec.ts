/**
 * Issue 13 on a phone-sized screen: the shop opened as http://127.0.0.1:PORT (PUBLIC_URL unset)
 * signs in and opens its live socket; after ten wrong passwords for one account the login page
 * shows the server's throttle message, even for the right password.
 */
import { expect, type APIRequestContext } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test, newCustomer, shot } from './fixtures';

const loopback = baseURL.replace('localhost', '127.0.0.1');

async function registerCustomer(request: APIRequestContext) {
  const c = newCustomer();
  const res = await request.post(`${baseURL}/api/accounts/register`, {
    headers: { origin: baseURL },
    data: { firstName: c.firstName, lastName: c.lastName, email: c.email, password: c.password, confirmPassword: c.password, terms: true },
  });
  expect(res.status()).toBe(201);
  return c;
}

test('opened at http://127.0.0.1:PORT the shop signs in and its live socket opens', async ({ page, playwright }) => {
  const request = await playwright.request.newContext();
  const customer = await registerCustomer(request);
  await request.dispose();

  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (ws.url().endsWith('/api/live')) ws.on('framereceived', (f) => frames.push(String(f.payload)));
  });
  await page.goto(`${loopback}/login`);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${loopback}/`);
  // The socket's upgrade passed the origin check: the server said hello.
  await expect.poll(() => frames.some((f) => f.includes('"type":"hello"')), { timeout: 20_000 }).toBe(true);
  await page.goto(`${loopback}/account`);
  await expect(page.getByText(customer.email)).toBeVisible();
});

test('ten wrong passwords for one account: the login page shows the wait, even for the right password', async ({ page, playwright }) => {
  const request = await playwright.request.newContext();
  const customer = await registerCustomer(request);
  for (let i = 0; i < 10; i++) {
    const res = await request.post(`${baseURL}/api/auth/sign-in/email`, { headers: { origin: baseURL }, data: { email: customer.email, password: `wrong-${i}` } });
    expect(res.status()).toBe(401);
  }
  await request.dispose();

  await page.goto('/login');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Too many failed sign-in attempts' })).toHaveText(
    'Too many failed sign-in attempts. Please wait 15 minutes before trying again, or reset your password.',
  );
  await expect(page).toHaveURL(/\/login$/);
  await shot(page, 'login-throttled-390');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'login-throttled-1280');
});
