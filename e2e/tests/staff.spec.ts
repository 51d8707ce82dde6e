/**
 * Staff accounts (issue 24, decision 059): an agent invited by the owner (the link read from the
 * outbox folder, as a mail client would) joins as Support, lands on Live Chat and answers a chat,
 * but finds no refund, status, cancel or export buttons and the API refuses them (403); an owner
 * with two-factor sign-in turned on in the back office (QR code and setup key, recovery codes)
 * signs in with a TOTP code and lands on the back office. Screenshots of the Staff screen and the
 * two-factor set-up at 390, 768 and 1280 px.
 */
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authenticator } from 'otplib';
import { baseURL } from '../playwright.config';
import { test, outboxMail, placeOrderViaApi, registerCustomer, screenshotDir, signInAdminRequest, uniqueSurname } from './fixtures';

/** Waits for the invitation mail to `to` in the outbox folder; answers the invitation link in it. */
function invitationLink(to: string): Promise<string> {
  const link = /https?:\/\/[^\s"<>]+\/staff-invitation\/[A-Za-z0-9_-]+/;
  return outboxMail((text) => (text.includes(`To: ${to}`) ? (link.exec(text)?.[0] ?? null) : null), `an invitation mail to ${to}`);
}

const unique = (prefix: string) => `${prefix}.${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function invite(owner: APIRequestContext, email: string, role: 'owner' | 'manager' | 'support'): Promise<string> {
  const res = await owner.post('/api/admin/staff/invitations', { headers: { origin: baseURL }, data: { email, role, language: 'en' } });
  expect(res.status(), await res.text()).toBe(201);
  return invitationLink(email);
}

/** Shoots the page at 390, 768 and 1280 px wide (back to 390 after), the page checked for sideways scrolling at each. */
async function shotAtWidths(page: Page, name: string): Promise<void> {
  for (const width of [390, 768, 1280]) {
    await page.setViewportSize({ width, height: width === 1280 ? 800 : width === 768 ? 1024 : 844 });
    await page.waitForTimeout(200);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, `${name} at ${width} px scrolls sideways`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: path.join(screenshotDir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

test('an invited support agent answers a chat but cannot refund or export', async ({ browser, playwright }) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signInAdminRequest(owner, baseURL);
  const agentEmail = unique('sam.support');
  const link = await invite(owner, agentEmail, 'support');
  expect(link.startsWith(baseURL)).toBe(true);

  // A customer with an order writes to the shop.
  const customerReq = await playwright.request.newContext({ baseURL });
  const customer = await registerCustomer(customerReq, baseURL, { lastName: uniqueSurname() });
  const order = await placeOrderViaApi(customerReq, baseURL, 'staff-');
  const sent = await customerReq.post('/api/chat/messages', { headers: { origin: baseURL }, data: { message: 'Where is my phone?' } });
  expect(sent.status()).toBe(201);

  // The agent opens the link, chooses a name and password, and lands on Live Chat.
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  expect((await page.goto(link))?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Join the staff' })).toBeVisible();
  await expect(page.getByText(`You are invited to join as Support with ${agentEmail}.`)).toBeVisible();
  await page.getByLabel('Your name').fill('Sam Support');
  await page.getByLabel('Choose a password').fill('agent-pass-42');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/admin\/chat$/);
  // The side menu shows from 1024 px (below, it is the drawer): read it at 1280.
  await page.setViewportSize({ width: 1280, height: 800 });
  const menu = page.getByRole('navigation', { name: 'Admin' });
  await expect(menu.getByRole('link', { name: /Live Chat/ })).toBeVisible();
  for (const hidden of ['Dashboard', 'Products', 'Settings', 'Staff', 'Audit Log', 'Service Countries']) await expect(menu.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  // The link works once.
  const again = await owner.get(new URL(link).pathname.replace('/staff-invitation/', '/api/staff-invitations/'));
  expect(again.status()).toBe(409);

  // The agent answers the customer.
  const row = page.getByRole('button', { name: new RegExp(`${customer.firstName} ${customer.lastName}`) }).first();
  await row.click();
  const reply = 'Your phone left our warehouse today.';
  await page.getByRole('textbox', { name: 'Message' }).fill(reply);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect
    .poll(async () => ((await (await customerReq.get('/api/chat/current')).json()) as { messages: { message: string; senderName: string }[] }).messages.map((m) => `${m.senderName}: ${m.message}`))
    .toContain(`Sam Support: ${reply}`);

  // Orders: read-only. No Export, Status, Refund or Cancel; the server refuses them too.
  await page.goto('/admin/orders');
  await expect(page.getByText(`#${order.orderNumber}`).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /Export/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Refund payment/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Cancel order/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Update status/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^View order/ }).first()).toBeVisible();
  await page.screenshot({ path: path.join(screenshotDir, 'staff-support-orders-390.png'), fullPage: true });
  const refund = await page.request.post(`/api/admin/orders/${order.id}/refund`, { headers: { origin: baseURL }, data: { amount: 1 } });
  expect(refund.status()).toBe(403);
  expect(((await refund.json()) as { message: string }).message).toContain('orders.refund');
  expect((await page.request.get('/api/admin/orders/export.csv')).status()).toBe(403);
  expect((await page.request.get('/api/admin/customers/export.csv')).status()).toBe(403);
  await page.goto('/admin/customers');
  await expect(page.getByRole('heading', { name: 'Customers' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Export/ })).toHaveCount(0);

  // The Back office link is in the shop's header and the account menu.
  await page.goto('/account');
  await expect(page.getByRole('link', { name: 'Back office' }).first()).toBeVisible();
  await ctx.close();
  await customerReq.dispose();
  await owner.dispose();
});

test('an owner turns on two-factor sign-in, then signs in with a TOTP code and lands on the back office', async ({ browser, playwright }) => {
  const owner = await playwright.request.newContext({ baseURL });
  await signInAdminRequest(owner, baseURL);
  const email = unique('olga.owner');
  const link = await invite(owner, email, 'owner');

  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  await page.goto(link);
  await page.getByLabel('Your name').fill('Olga Owner');
  await page.getByLabel('Choose a password').fill('owner-pass-42');
  await page.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  // The Staff screen lists both owners and the team.
  await page.goto('/admin/staff');
  await expect(page.getByRole('heading', { name: 'Staff', exact: true })).toBeVisible();
  await expect(page.getByText(email).first()).toBeVisible();
  await shotAtWidths(page, 'staff-screen');
  await page.getByRole('button', { name: 'Invite' }).click();
  await expect(page.getByRole('dialog', { name: 'Invite a staff member' })).toBeVisible();
  await shotAtWidths(page, 'staff-invite-dialog');
  await page.getByRole('button', { name: 'Cancel' }).click();

  // My security: turn on with the password, scan (here: read the setup key), confirm with a code.
  await page.goto('/admin/security');
  await page.getByLabel('Password').fill('owner-pass-42');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const key = (await page.getByTestId('two-factor-key').textContent())!.replace(/\s+/g, '');
  await shotAtWidths(page, 'two-factor-setup');
  await page.getByLabel('Enter the 6-digit code the app shows to confirm').fill(authenticator.generate(key));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { name: 'Recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await shotAtWidths(page, 'two-factor-recovery-codes');
  await page.getByRole('button', { name: 'I have saved them' }).click();
  await expect(page.getByText('Two-factor sign-in is on: signing in asks for a code from your authenticator app.')).toBeVisible();
  // The sessions list shows this device.
  await expect(page.getByText('This device')).toBeVisible();

  // Signed out, signing in asks for the code after the password; a code signs in and lands on /admin.
  // At 390 px Logout is at the foot of the menu drawer (decision 060).
  await page.getByRole('button', { name: /^Open the menu/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('owner-pass-42');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await page.getByLabel('Code').fill('000000' === authenticator.generate(key) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid code. Please try again.');
  await page.screenshot({ path: path.join(screenshotDir, 'two-factor-sign-in-390.png'), fullPage: true });
  await page.getByLabel('Code').fill(authenticator.generate(key));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  // At 390 px the way back to the shop is in the menu drawer (decision 060).
  await page.getByRole('button', { name: /^Open the menu/ }).click();
  await expect(page.getByRole('dialog').getByRole('link', { name: /Back to Store/ })).toBeVisible();
  await ctx.close();
  await owner.dispose();
});
