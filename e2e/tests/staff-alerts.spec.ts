/**
 * Staff alerts (issue 17, decision 049): an agent on Orders sees a customer's chat message arrive
 * as a badge on the Live Chat menu item and a toast that opens the conversation; a new order
 * raises the count on Orders. Live, without reloading. Screenshots at 1280, 768 and 390 px.
 */
import { expect } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test, placeOrderViaApi, registerCustomer, signInAdminRequest, shot, uniqueSurname } from './fixtures';

test('a customer writes while the agent is on Orders: badge and toast; a new order counts on Orders', async ({ browser }) => {
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const customerCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  await signInAdminRequest(adminCtx.request, baseURL);
  const customer = await registerCustomer(customerCtx.request, baseURL, { lastName: uniqueSurname() });

  await admin.goto('/admin/orders');
  const nav = admin.getByRole('navigation', { name: 'Admin' });
  const chatItem = nav.getByRole('link', { name: /Live Chat/ });
  const ordersItem = nav.getByRole('link', { name: /Orders/ });
  await expect(chatItem).toBeVisible();
  const before = ((await (await adminCtx.request.get('/api/admin/alerts')).json()) as { newOrders: number }).newOrders;
  if (before > 0) await expect(ordersItem.getByLabel(new RegExp(`^${before} new orders?$`))).toBeVisible();

  const sent = await customerCtx.request.post('/api/chat/messages', { headers: { origin: baseURL }, data: { message: 'Is the Galaxy A15 dual SIM?' } });
  expect(sent.status()).toBe(201);
  await expect(chatItem.getByLabel('1 unread')).toBeVisible();
  const toast = admin.getByText(`New message from ${customer.firstName} ${customer.lastName}`);
  await expect(toast).toBeVisible();
  await expect(admin.getByText('Is the Galaxy A15 dual SIM?')).toBeVisible();
  await shot(admin, 'staff-alerts-toast-desktop');

  // A new order raises the Orders count, live.
  await placeOrderViaApi(customerCtx.request, baseURL, 'alerts-');
  await expect(ordersItem.getByLabel(new RegExp(`^${before + 1} new orders?$`))).toBeVisible();

  // The toast's Open goes to the conversation; on Live Chat a new message does not toast.
  await admin.getByRole('button', { name: 'Open' }).click();
  await expect(admin).toHaveURL(/\/admin\/chat\?c=/);
  await expect(admin.getByText('Is the Galaxy A15 dual SIM?').first()).toBeVisible();

  // At 768 px the menu is a drawer (issue 24): its Menu button names the new orders, the drawer shows the badge.
  await admin.setViewportSize({ width: 768, height: 1024 });
  await admin.goto('/admin/orders');
  const menuButton = admin.getByRole('button', { name: /^Open the menu/ });
  await expect(menuButton).toHaveAccessibleName(/new orders?/);
  await menuButton.click();
  await expect(ordersItem.getByLabel(/new orders?/)).toBeVisible();
  await shot(admin, 'staff-alerts-menu-tablet');
  await admin.setViewportSize({ width: 390, height: 844 });
  await customerCtx.request.post('/api/chat/messages', { headers: { origin: baseURL }, data: { message: 'Hello again' } });
  await expect(admin.getByText(`New message from ${customer.firstName} ${customer.lastName}`)).toBeVisible();
  await shot(admin, 'staff-alerts-toast-phone');
  await adminCtx.close();
  await customerCtx.close();
});
