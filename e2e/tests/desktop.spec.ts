/**
 * Issue 16 at 1280 × 800 (project desktop): the desktop header (categories, search, account, the
 * cart and its badge; no phone tab bar), products in columns, and a whole purchase done with the
 * keyboard alone (Tab, Enter, Space, arrows). Screenshots of home, list, product, cart, checkout
 * and confirmation at this width go to e2e/screenshots/desktop-*.png.
 */
import { expect, type Locator, type Page } from '@playwright/test';
import { test, registerCustomer, shot } from './fixtures';

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 120, back = false } = {}): Promise<void> {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The x positions of the first cards of a grid: several distinct ones mean several columns. */
async function columns(cards: Locator): Promise<number> {
  const boxes = await cards.evaluateAll((els) => els.slice(0, 8).map((e) => Math.round(e.getBoundingClientRect().left)));
  return new Set(boxes).size;
}

test('the desktop header: categories, search, account and the cart with its badge; no tab bar', async ({ page }) => {
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'PhoneXport home' })).toBeVisible();
  // The phone tab bar is not shown at this width; the header carries its links.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  const categories = header.getByRole('navigation', { name: 'Categories' });
  await expect(categories.getByRole('link')).toHaveText(['All Products', 'Smartphones', 'Tablets', 'Computers', 'Accessories']);
  await expect(header.getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/account');
  await expect(header.getByTestId('header-cart-badge')).toHaveCount(0);
  await shot(page, 'desktop-home');

  await categories.getByRole('link', { name: 'Tablets' }).click();
  await expect(page).toHaveURL(/\/products\?category=tablets$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tablets' })).toBeVisible();
  await expect(categories.getByRole('link', { name: 'Tablets' })).toHaveAttribute('aria-current', 'page');

  const search = header.getByRole('searchbox', { name: 'Search products' });
  await search.fill('Galaxy');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=Galaxy$/);
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('Galaxy');
  await expect(search).toHaveValue('Galaxy');
  expect(await columns(cards)).toBeGreaterThanOrEqual(3);
  await shot(page, 'desktop-products');

  const first = cards.first().getByRole('heading').getByRole('link');
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page).toHaveURL(/\/product\/[^/?]+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(header.getByTestId('header-cart-badge')).toHaveText('1');
  await expect(header.getByRole('link', { name: /Cart/ })).toHaveAttribute('aria-current', 'page');
  // The header stays on screen while the page scrolls.
  await page.mouse.wheel(0, 2000);
  await expect(header.getByRole('link', { name: 'PhoneXport home' })).toBeInViewport();
});

test('a purchase with the keyboard alone at desktop width', async ({ page, baseURL }) => {
  // Signed in (page.request shares the page's cookies); everything after this is keys.
  await registerCustomer(page.request, baseURL!, { withPhone: true });
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Featured Products' })).toBeVisible();

  // Header search: Tab to it, type, Enter.
  const search = page.getByRole('banner').getByRole('searchbox', { name: 'Search products' });
  await tabTo(page, search);
  await page.keyboard.type('iPad');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/products\?search=iPad$/);
  const firstCard = page.getByRole('article').first();
  await expect(firstCard).toContainText('iPad');

  // The first result's name link: Tab to it, Enter.
  const productLink = firstCard.getByRole('heading').getByRole('link');
  const name = (await productLink.textContent())!.trim();
  await tabTo(page, productLink);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await shot(page, 'desktop-product');

  // Add to Cart with Space: the cart opens with the line.
  const add = page.getByRole('button', { name: 'Add to Cart' });
  await tabTo(page, add);
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole('listitem', { name })).toBeVisible();

  // One more with the stepper (Enter), the destination with the arrow keys.
  await tabTo(page, page.getByRole('button', { name: 'Increase quantity' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('line-quantity')).toHaveText('2');
  const destination = page.getByLabel('Shipping destination');
  await tabTo(page, destination);
  const before = await destination.inputValue();
  await page.keyboard.press('ArrowDown');
  await expect(destination).not.toHaveValue(before);
  await expect(page.getByTestId('order-total')).toBeVisible();
  await shot(page, 'desktop-cart');
  await tabTo(page, page.getByRole('button', { name: 'Proceed to Checkout' }));
  await page.keyboard.press('Enter');

  // Checkout: the address typed field by field, Express chosen with an arrow key, Pay with Enter.
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  for (const [label, text] of [
    ['Street address', '12 Jan Smuts Avenue'],
    ['City', 'Johannesburg'],
    ['Zip / Postal code', '2196'],
  ] as const) {
    await tabTo(page, page.getByLabel(label));
    await page.keyboard.type(text);
  }
  const standard = page.getByRole('radio', { name: /Standard Shipping/ });
  await tabTo(page, standard);
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /Express Shipping/ })).toBeChecked();
  await expect(page.getByTestId('order-total')).toBeVisible();
  await shot(page, 'desktop-checkout');
  const pay = page.getByRole('button', { name: /^Pay \$/ });
  await tabTo(page, pay);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/order-confirmation$/);
  await expect(page.getByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
  await expect(page.getByRole('banner').getByTestId('header-cart-badge')).toHaveCount(0);
  await shot(page, 'desktop-confirmation');
});

test.describe('in French at 1024 px, where the category links leave the search box little room', () => {
  test.use({ locale: 'fr-FR', viewport: { width: 1024, height: 768 } });

  test('the header search widens over the links while it has the focus, and never shows a placeholder cut to a letter', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    const search = header.getByRole('searchbox', { name: 'Rechercher des produits' });
    const placeholderShown = () => search.evaluate((el) => getComputedStyle(el, '::placeholder').color !== 'rgba(0, 0, 0, 0)');
    const width = async () => (await search.boundingBox())!.width;
    // At rest the box is narrow beside the five French category links: too narrow for its placeholder.
    expect(await width()).toBeLessThan(144);
    expect(await placeholderShown()).toBe(false);
    await search.click();
    // Focused, it is wide enough to read what is typed (over the links, which come back on blur).
    await expect.poll(width).toBeGreaterThanOrEqual(300);
    expect(await placeholderShown()).toBe(true);
    await search.pressSequentially('galaxy');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\?search=galaxy$/);
    await expect(page.getByRole('article').first()).toContainText(/galaxy/i);
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(width).toBeLessThan(144);
    await expect(header.getByRole('navigation', { name: 'Catégories' }).getByRole('link', { name: 'Accessoires' })).toBeVisible();
  });
});
