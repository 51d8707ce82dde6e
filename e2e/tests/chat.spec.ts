/**
 * Live chat between two browsers (back office spec §2, §4, §5, §7; issue 17): a customer on a
 * phone opens the chat (which puts nothing in the agents' queue) and starts it with a photo, an
 * admin on a desktop sees it waiting with the customer's recent orders beside it and answers, the
 * customer sees the answer and the notification without reloading, the admin closes the chat, the
 * customer still reads the whole transcript, and their next message opens a new conversation.
 * A visitor who opens the chat is sent to sign in.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { baseURL } from '../playwright.config';
import { test, gotoHydrated, newCustomer, registerCustomer, screenshotDir, scrollClearOfWidgets, uniqueSurname } from './fixtures';

/** A real photo to attach: one of the shop's own product images (WebP). */
async function photo(request: APIRequestContext): Promise<Buffer> {
  // The first product that has a photo (a product imported by another journey may have none).
  const list = (await (await request.get('/api/products?limit=20')).json()) as { items: { images: string[] }[] };
  const res = await request.get(list.items.find((p) => p.images.length > 0)!.images[0]!);
  expect(res.ok()).toBe(true);
  return res.body();
}

async function registerVia(request: APIRequestContext) {
  const c = newCustomer();
  const res = await request.post('/api/accounts/register', {
    headers: { origin: baseURL },
    data: { firstName: c.firstName, lastName: c.lastName, email: c.email, password: c.password, confirmPassword: c.password, terms: true },
  });
  expect(res.status()).toBe(201);
  return c;
}


/** The floating buttons step aside while controls are under them (decision 057): at the page's end they are clear. */
async function clearOfControls(page: Page): Promise<void> {
  await scrollClearOfWidgets(page);
}

/** Home, hydrated (a signed-in customer's pages are rendered on the server, decision 055), then the chat button. */
async function openFromHome(page: Page): Promise<void> {
  await gotoHydrated(page, '/');
  await clearOfControls(page);
  await page.getByRole('button', { name: 'Open chat' }).click();
}

test('a visitor who opens the chat is asked to sign in, and never opens a live socket', async ({ page }) => {
  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await page.goto('/help');
  // The floating buttons step aside while controls are under them (decision 057): at the page's end they are clear.
  await scrollClearOfWidgets(page);
  await page.getByRole('button', { name: 'Open chat' }).click();
  await expect(page.getByText('Please login to start a chat conversation')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(sockets).toEqual([]);
});

test('customer and admin chat live; a closed chat makes the next message a new conversation', async ({ browser }) => {
  const customerCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const customer = await customerCtx.newPage();
  const admin = await adminCtx.newPage();
  // A surname of its own: the agents' list is searched by the customer's name, and every journey's customer is a Thandi Dlamini.
  const me = await registerCustomer(customerCtx.request, baseURL, { withPhone: true, lastName: uniqueSurname() });
  // The customer has ordered before: the agent will see it beside the conversation.
  const products = (await (await customerCtx.request.get('/api/products?limit=50')).json()) as { items: { defaultVariant: { id: string; stock: number } | null }[] };
  const variantId = products.items.find((p) => p.defaultVariant && p.defaultVariant.stock > 2)!.defaultVariant!.id;
  const placed = await customerCtx.request.post('/api/checkout', {
    headers: { origin: baseURL },
    data: {
      lines: [{ variantId, quantity: 1 }],
      shippingOption: 'standard',
      address: { name: `${me.firstName} ${me.lastName}`, street: '1 Main Rd', city: 'Gaborone', zipCode: '0000', countryCode: 'BW', phone: me.phone },
      idempotencyKey: `e2e-chat-${Date.now()}`,
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { orderNumber: string };
  // The order's own notification is cleared, so the bell below counts the chat reply alone.
  expect((await customerCtx.request.delete('/api/notifications', { headers: { origin: baseURL } })).status()).toBe(200);
  const signIn = await adminCtx.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email: 'admin@phonexport.local', password: 'admin-e2e-password' } });
  expect(signIn.status()).toBe(200);

  await admin.goto('/admin/chat');
  await expect(admin.getByText('Select a Conversation')).toBeVisible();
  // Admins do not get the floating widgets.
  await admin.goto('/');
  await expect(admin.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
  await expect(admin.getByRole('button', { name: 'Open chat' })).toHaveCount(0);
  await admin.goto('/admin/chat');

  // The customer opens the chat from the floating button and sends a photo with a line of text.
  await openFromHome(customer);
  const panel = customer.getByRole('dialog', { name: 'Customer Support' });
  await expect(panel).toBeVisible();
  await expect(customer.getByText('Chat opened! Start a conversation with our support team.')).toBeVisible();
  // Opening the panel puts nothing in the agents' queue: a conversation starts with the first message.
  const waitingTab = admin.getByRole('tab', { name: /waiting/i });
  const queue = (await (await adminCtx.request.get('/api/chat/conversations?status=all')).json()) as { items: { userEmail: string }[] };
  expect(queue.items.map((c) => c.userEmail)).not.toContain(me.email);
  await panel.getByLabel('Attach files').setInputFiles({ name: 'cracked-screen.webp', mimeType: 'image/webp', buffer: await photo(customerCtx.request) });
  await expect(panel.getByRole('list', { name: 'Files to send' })).toContainText('cracked-screen.webp');
  await panel.getByRole('textbox', { name: 'Message' }).fill('My screen arrived cracked');
  await panel.getByRole('textbox', { name: 'Message' }).press('Shift+Enter');
  await panel.getByRole('textbox', { name: 'Message' }).pressSequentially('Order from last week');
  await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveValue('My screen arrived cracked\nOrder from last week');
  await panel.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText('My screen arrived cracked');
  await expect(panel.getByRole('img', { name: 'cracked-screen.webp' })).toBeVisible();
  await expect(customer.getByText('Chat started! An admin will respond shortly.')).toBeVisible();
  await expect(customer.getByRole('button', { name: 'Notifications' })).toHaveText('');

  // The admin sees the conversation arrive without reloading, opens it and answers.
  const row = admin.getByRole('button', { name: new RegExp(`${me.firstName} ${me.lastName}`) }).first();
  await expect(row).toBeVisible();
  await expect(row).toContainText('My screen arrived cracked');
  await expect(row).toContainText('Waiting');
  await waitingTab.click();
  await expect(row).toBeVisible();
  await row.click();
  await expect(admin.getByRole('img', { name: 'cracked-screen.webp' })).toBeVisible();
  // The customer's recent orders beside the conversation, each opening the Orders screen on it.
  const beside = admin.getByRole('complementary', { name: 'Recent orders' });
  if (!(await beside.isVisible())) await admin.locator('summary', { hasText: 'Recent orders' }).click();
  await expect(admin.getByRole('link', { name: new RegExp(`#${order.orderNumber}`) }).filter({ visible: true })).toBeVisible();
  const reply = 'Sorry about that! We will send a replacement screen today, no charge.';
  await admin.getByRole('textbox', { name: 'Message' }).fill(reply);
  await admin.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(admin.getByRole('list', { name: 'Messages' })).toContainText(reply);
  await admin.screenshot({ path: `${screenshotDir}/admin-chat-1280.png` });

  // The customer gets the answer and the notification live.
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText(reply);
  await customer.screenshot({ path: `${screenshotDir}/chat-panel-mobile.png` });
  await panel.getByRole('button', { name: 'Close chat' }).click();
  // The bell polls only once a minute: the badge appearing now came over the live socket.
  await expect(customer.getByRole('button', { name: 'Notifications' })).toHaveText('1');
  await customer.getByRole('button', { name: 'Notifications' }).click();
  await expect(customer.getByText('New Support Reply')).toBeVisible();
  await expect(customer.getByText(`replied: ${reply.slice(0, 50)}...`)).toBeVisible();
  await customer.keyboard.press('Escape');

  // The admin closes the chat while the customer has it open: the panel takes no input until a
  // new chat starts.
  await clearOfControls(customer);
  await customer.getByRole('button', { name: 'Open chat' }).click();
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText(reply);
  await admin.getByRole('button', { name: 'Close Chat' }).click();
  await expect(admin.getByText('Conversation closed')).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  await expect(panel.getByText('This conversation is closed.')).toBeVisible();
  await expect(panel.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  // The transcript stays readable after the close, also when the panel is opened again.
  await panel.getByRole('button', { name: 'Close chat' }).click();
  await customer.reload();
  await clearOfControls(customer);
  await customer.getByRole('button', { name: 'Open chat' }).click();
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText(reply);
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText('My screen arrived cracked');
  await expect(panel.getByText('This conversation is closed.')).toBeVisible();
  await customer.screenshot({ path: `${screenshotDir}/chat-panel-closed-mobile.png` });
  await panel.getByRole('button', { name: 'Start a new chat' }).click();
  await panel.getByRole('textbox', { name: 'Message' }).fill('One more question about delivery');
  await panel.getByRole('button', { name: 'Send' }).click();
  await expect(panel.getByRole('list', { name: 'Messages' })).toContainText('One more question about delivery');
  await expect(panel.getByRole('list', { name: 'Messages' })).not.toContainText('My screen arrived cracked');

  // Two conversations for this customer now: the closed one and the new one.
  await admin.getByRole('tab', { name: 'All' }).click();
  await expect(admin.getByRole('button', { name: new RegExp(`${me.firstName} ${me.lastName}`) })).toHaveCount(2);
  await expect(admin.getByRole('button', { name: /One more question about delivery/ })).toBeVisible();

  await customerCtx.close();
  await adminCtx.close();
});

test("Message on the Customers screen opens a chat with the spec's greeting, which the customer sees", async ({ browser }) => {
  const customerCtx = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  const adminCtx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const me = await registerVia(customerCtx.request);
  const signIn = await adminCtx.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: { email: 'admin@phonexport.local', password: 'admin-e2e-password' } });
  expect(signIn.status()).toBe(200);
  const greeting = `Hello ${me.firstName} ${me.lastName}, how can we help you today?`;

  const admin = await adminCtx.newPage();
  await admin.goto('/admin/customers');
  await admin.getByRole('searchbox', { name: 'Search customers' }).fill(me.email);
  const row = admin.getByRole('listitem').filter({ hasText: me.email });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Message' }).click();
  await expect(admin).toHaveURL(/\/admin\/chat\?c=/);
  await expect(admin.getByRole('list', { name: 'Messages' })).toContainText(greeting);
  await expect(admin.getByRole('navigation', { name: 'Admin' })).toBeVisible();
  await admin.setViewportSize({ width: 768, height: 1024 });
  await expect(admin.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await admin.screenshot({ path: `${screenshotDir}/admin-chat-tablet.png` });
  // On a phone the customer's orders open above the messages; this customer has none yet.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.locator('summary', { hasText: 'Recent orders' }).click();
  await expect(admin.getByText('No orders yet.').filter({ visible: true })).toBeVisible();
  await expect(admin.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await admin.screenshot({ path: `${screenshotDir}/admin-chat-390.png` });

  const customer = await customerCtx.newPage();
  await openFromHome(customer);
  await expect(customer.getByRole('dialog', { name: 'Customer Support' }).getByRole('list', { name: 'Messages' })).toContainText(greeting);

  await customerCtx.close();
  await adminCtx.close();
});
