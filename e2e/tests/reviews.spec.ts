/**
 * Reviews journey (storefront §2 Home reviews, §4, §5; back office §2 Admin reviews): a customer
 * writes a review with two photos and a product tag, an admin approves it, a second customer
 * reacts and replies, the admin approves the reply, and everything shows on the home page and the
 * tagged product's page. Markup typed by the customer is shown as text and never runs.
 */
import { expect, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import path from 'node:path';
import { test, newCustomer, screenshotDir, shot, gotoHydrated } from './fixtures';

const ADMIN = { email: 'admin@phonexport.local', password: 'admin-e2e-password' };
const DESKTOP = { width: 1280, height: 800 };
const SCRIPT = '<script>window.__xss=2</script>';
const MOBILE = { width: 390, height: 844 };

/** A JPEG drawn at test time (no binary files in the repository). */
const photo = (r: number, g: number, b: number) =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: { r, g, b } } })
    .composite([{ input: Buffer.from('<svg width="1200" height="900"><circle cx="600" cy="450" r="300" fill="white" opacity="0.6"/></svg>') }])
    .jpeg()
    .toBuffer();

/** A 2400 x 1800 camera-like JPEG of noise (a few MB), which the browser shrinks before upload. */
const bigPhoto = () => {
  const width = 2400;
  const height = 1800;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 80 }).toBuffer();
};

async function customerContext(browser: Browser, baseURL: string, viewport = MOBILE): Promise<{ context: BrowserContext; page: Page; name: string }> {
  const context = await browser.newContext({ baseURL, viewport, deviceScaleFactor: 2 });
  const c = newCustomer();
  const res = await context.request.post('/api/accounts/register', {
    headers: { origin: baseURL },
    data: { firstName: c.firstName, lastName: c.lastName, email: c.email, password: c.password, confirmPassword: c.password, terms: true },
  });
  expect(res.status()).toBe(201);
  return { context, page: await context.newPage(), name: `${c.firstName} ${c.lastName}` };
}

async function adminContext(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: DESKTOP });
  const res = await context.request.post('/api/auth/sign-in/email', { headers: { origin: baseURL }, data: ADMIN });
  expect(res.status()).toBe(200);
  return context.newPage();
}

async function someProduct(request: APIRequestContext): Promise<{ id: string; name: string }> {
  const list = (await (await request.get('/api/products?brand=samsung&limit=1')).json()) as { items: { id: string; name: string }[] };
  return list.items[0]!;
}

test('a review with photos and a tag is approved, reacted to and replied to, and shows on home and product pages', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  const product = await someProduct(request);
  const title = `Arrived in Lusaka <img src=x onerror="window.__xss=1"> ${Date.now()}`;
  const reply = 'Same experience here, mine came in 7 days.';

  // A visitor is asked to sign in.
  const visitor = await browser.newContext({ baseURL, viewport: MOBILE });
  const vpage = await visitor.newPage();
  await gotoHydrated(vpage, '/'); // a server-rendered page's buttons act once hydrated (decision 055)
  await vpage.getByRole('button', { name: 'Write a Review' }).click();
  await expect(vpage.getByText('Please login to submit a review')).toBeVisible();
  await visitor.close();

  // Customer A writes the review.
  const alice = await customerContext(browser, baseURL!);
  // A signed-in customer's home is rendered on the server now (decision 055): its buttons act once hydrated.
  await gotoHydrated(alice.page, '/');
  const section = alice.page.getByRole('region', { name: 'Customer Reviews' });
  await section.getByRole('button', { name: 'Write a Review' }).click();
  const dialog = alice.page.getByRole('dialog', { name: 'Write a Review' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: '5 stars' })).toHaveAttribute('aria-checked', 'true');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(alice.page.getByText('Please provide both a title and comment')).toBeVisible();
  await dialog.getByRole('radio', { name: '4 stars' }).click();
  await dialog.getByLabel('Title').fill(title);
  await expect(dialog.getByText(`${title.length}/100`)).toBeVisible();
  await dialog.getByLabel('Comment').fill(`Sealed box, genuine charger, and the tracking worked all the way. ${SCRIPT}`);
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(alice.page.getByText('Please select your country')).toBeVisible();
  await dialog.getByLabel('Country').selectOption('ZM');
  const big = await bigPhoto();
  expect(big.length).toBeGreaterThan(1_500_000);
  await dialog.getByLabel('Add photos').setInputFiles([
    { name: 'box.jpg', mimeType: 'image/jpeg', buffer: await photo(30, 90, 200) },
    { name: 'phone.jpg', mimeType: 'image/jpeg', buffer: big },
  ]);
  await expect(dialog.getByRole('img', { name: 'box.jpg' })).toBeVisible();
  await expect(dialog.getByText('2/5')).toBeVisible();
  await dialog.getByLabel('Tag products (optional)').fill(product.name.slice(0, 12));
  await dialog.getByRole('list', { name: 'Matching products' }).getByRole('button', { name: product.name, exact: true }).click();
  await expect(dialog.getByRole('list', { name: 'Tagged products' })).toContainText(product.name);
  await alice.page.screenshot({ path: path.join(screenshotDir, 'reviews-dialog-mobile.png') });
  const upload = alice.page.waitForRequest((r) => r.url().endsWith('/api/reviews') && r.method() === 'POST');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  // the camera-sized photo was shrunk in the browser: far fewer bytes sent than chosen
  await expect(alice.page.getByText('Review submitted')).toBeVisible();
  expect((await (await upload).sizes()).requestBodySize).toBeLessThan(big.length * 0.75);
  await expect(dialog).toBeHidden();
  // Pending: not public yet, but its author is told it awaits approval.
  await expect(section.getByRole('status').filter({ hasText: 'Your review is awaiting approval:' })).toContainText(title);
  await expect(section.getByRole('article').filter({ hasText: title })).toHaveCount(0);

  // The admin approves it.
  const admin = await adminContext(browser, baseURL!);
  await admin.goto('/admin/reviews');
  await expect(admin.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await admin.getByLabel('Status filter').selectOption('pending');
  const row = admin.getByRole('row').filter({ hasText: title });
  await expect(row).toBeVisible();
  await shot(admin, 'reviews-admin-desktop');
  await row.getByRole('button', { name: /^View/ }).click();
  const detail = admin.getByRole('dialog', { name: 'Review details' });
  await expect(detail.getByText(title)).toBeVisible();
  await expect(detail.getByRole('link', { name: /Open image/ })).toHaveCount(2);
  await expect(detail.getByRole('link', { name: 'Open image 1 in a new tab' })).toHaveAttribute('target', '_blank');
  await detail.getByLabel('Admin notes').fill('Order checked');
  await shot(admin, 'reviews-admin-detail-desktop');
  await detail.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText('Review updated')).toBeVisible();
  await expect(row).toHaveCount(0); // no longer pending

  // Customer B reacts and replies.
  const bob = await customerContext(browser, baseURL!);
  await gotoHydrated(bob.page, '/');
  const card = bob.page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: /^Helpful/ }).click();
  await expect(card.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: /^Thumbs up/ }).click(); // replaces
  await expect(card.getByRole('button', { name: 'Thumbs up (1)' })).toHaveAttribute('aria-pressed', 'true');
  await expect(card.getByRole('button', { name: 'Helpful (0)' })).toHaveAttribute('aria-pressed', 'false');
  await card.getByRole('button', { name: 'Reply', exact: true }).click();
  await card.getByLabel('Your reply').fill(reply);
  await expect(card.getByText(`${reply.length}/500`)).toBeVisible();
  await card.getByRole('button', { name: 'Post Reply' }).click();
  await expect(bob.page.getByText('Reply submitted')).toBeVisible();

  // The admin approves the reply.
  await admin.getByRole('tab', { name: /Replies/ }).click();
  const replyRow = admin.getByRole('row').filter({ hasText: reply });
  await replyRow.getByRole('button', { name: 'Approve' }).click();
  await expect(replyRow.getByText('approved')).toBeVisible();

  // Everything shows on the home page (to anyone) ...
  await bob.page.reload();
  const shown = bob.page.getByRole('article').filter({ hasText: title });
  await expect(shown.getByRole('heading', { name: title })).toBeVisible();
  await expect(shown.getByText('Verified')).toBeVisible();
  await expect(shown.getByRole('img', { name: 'Zambia' })).toBeVisible();
  await expect(shown.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(2);
  await expect(shown.getByRole('button', { name: 'Thumbs up (1)' })).toBeVisible();
  await shown.getByRole('button', { name: 'Show replies (1)' }).click();
  await expect(shown.getByRole('list', { name: 'Replies' })).toContainText(reply);
  await expect(shown.getByText(SCRIPT)).toBeVisible(); // shown as typed, not run
  expect(await bob.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await bob.page.evaluate(() => window.scrollTo(0, document.getElementById('reviews-title')!.getBoundingClientRect().top + window.scrollY - 80));
  await bob.page.screenshot({ path: path.join(screenshotDir, 'reviews-section-mobile.png') });

  // ... and on the tagged product's page, with its average rating.
  await shown.getByRole('link', { name: product.name, exact: true }).click();
  await expect(bob.page).toHaveURL(new RegExp(`/product/${product.id}$`));
  const productReviews = bob.page.getByRole('region', { name: 'Reviews', exact: true });
  await expect(productReviews.getByRole('heading', { name: title })).toBeVisible();
  await expect(productReviews.getByLabel(/Average rating 4\.0 out of 5 from 1 review\b/)).toBeVisible();
  await productReviews.screenshot({ path: path.join(screenshotDir, 'reviews-product-mobile.png') });
  expect(await bob.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

  // A visitor sees the review and is asked to sign in to react or reply.
  const guest = await browser.newContext({ baseURL, viewport: MOBILE });
  const gpage = await guest.newPage();
  await gotoHydrated(gpage, '/');
  const guestCard = gpage.getByRole('article').filter({ hasText: title });
  await guestCard.getByRole('button', { name: /^Helpful/ }).click();
  await expect(gpage.getByText('Please login to react to reviews')).toBeVisible();
  await guestCard.getByRole('button', { name: 'Reply', exact: true }).click();
  await expect(gpage.getByText('Please login to reply to reviews')).toBeVisible();
  await expect(guestCard.getByRole('button', { name: 'Thumbs up (1)' })).toHaveAttribute('aria-pressed', 'false');
  await guest.close();

  // A customer who is not an admin sees Access Denied.
  await bob.page.goto('/admin/reviews');
  await expect(bob.page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});
