/**
 * The back office on a phone and in five languages (issue 24): below 1024 px the menu is a drawer
 * opened by a Menu button that carries the badges (new orders, unread chat); on a phone the live
 * chat is two steps (the list, then the thread with Back) and nothing scrolls sideways; dashboard,
 * orders and live chat in French and Chinese show none of their English texts. Screenshots:
 * e2e/screenshots/back-office-*.png.
 */
import { expect, type Browser, type Page } from '@playwright/test';
import path from 'node:path';
import en from '../../apps/web/src/i18n/locales/en';
import fr from '../../apps/web/src/i18n/locales/fr';
import zh from '../../apps/web/src/i18n/locales/zh';
import { flattenTexts, type TextTree } from '../../apps/web/src/i18n/locales/merge-texts';
import { test, placeOrderAs, registerCustomer, screenshotDir, shot, signInAdminRequest, type Customer, uniqueSurname } from './fixtures';
import { baseURL } from '../playwright.config';

const origin = { origin: baseURL };
let customer: Customer;

/** A screenshot of what the window shows (the drawer over the page), not the whole page. */
const windowShot = (page: Page, name: string) => page.screenshot({ path: path.join(screenshotDir, `${name}.png`) });

/** How far the page scrolls sideways (0 when it fits its window). */
const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test.beforeAll(async ({ playwright }) => {
  // A customer with an order (a new-order badge) who writes to the shop (an unread chat badge).
  const request = await playwright.request.newContext({ baseURL });
  customer = await registerCustomer(request, baseURL, { withPhone: true, lastName: uniqueSurname() });
  await placeOrderAs(request, baseURL, customer);
  const sent = await request.post('/api/chat/messages', { headers: origin, data: { message: 'Is the tablet sold with a charger?' } });
  expect(sent.status()).toBe(201);
  await request.dispose();
});

/**
 * A signed-in admin page at `width` px, optionally in `language`: a signed-in person's language is
 * their Settings' (decision 055), so it is saved there; `setLanguage(page, 'en')` puts it back.
 */
async function adminPage(browser: Browser, width: number, language?: string): Promise<Page> {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : width === 768 ? 1024 : 800 } });
  await signInAdminRequest(ctx.request, baseURL);
  const page = await ctx.newPage();
  if (language) await setLanguage(page, language);
  return page;
}

/** Saves the signed-in admin's interface language in their Settings. */
async function setLanguage(page: Page, language: string): Promise<void> {
  const saved = await page.context().request.patch('/api/settings', { headers: { origin: baseURL }, data: { preferences: { language } } });
  expect(saved.status()).toBe(200);
}

for (const width of [390, 768]) {
  test(`at ${width} px the menu is a drawer and its button shows the badges`, async ({ browser }) => {
    const page = await adminPage(browser, width);
    await page.goto('/admin/orders');
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible({ timeout: 30_000 });
    // The side menu is not on screen; the Menu button names what waits and shows the counts.
    await expect(page.getByRole('navigation', { name: 'Admin' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: /^Open the menu/ });
    await expect(menuButton).toBeVisible();
    await expect(menuButton).toHaveAccessibleName(/\d+ unread/);
    const badges = menuButton.locator('span.rounded-full');
    await expect(badges.first()).toBeVisible();
    const box = (await menuButton.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await shot(page, `back-office-menu-closed-${width}`);

    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Admin' });
    await expect(drawer).toBeVisible();
    const nav = drawer.getByRole('navigation', { name: 'Admin' });
    // Every screen on screen in the drawer, the last ones too (they were off screen in the old strip).
    for (const item of ['Dashboard', 'Products', 'Hero Banners', 'Brands', 'Orders', 'Customers', 'Service Countries', 'Reviews', 'Live Chat', 'Settings', 'Audit Log']) {
      const link = nav.getByRole('link', { name: new RegExp(`^${item}`) });
      await expect(link).toBeInViewport();
    }
    await expect(nav.getByRole('link', { name: /Live Chat/ }).getByLabel(/\d+ unread/)).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Back to Store' })).toBeVisible();
    const drawerBox = (await drawer.boundingBox())!;
    expect(drawerBox.x).toBeGreaterThanOrEqual(0);
    expect(drawerBox.x + drawerBox.width).toBeLessThanOrEqual(width);
    await windowShot(page, `back-office-drawer-${width}`);

    // Escape closes it; a choice navigates and closes it.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await menuButton.click();
    await nav.getByRole('link', { name: /Live Chat/ }).click();
    await expect(page).toHaveURL(/\/admin\/chat$/);
    await expect(drawer).toBeHidden();
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
}

test('at 1280 px the side menu shows every screen with its badges', async ({ browser }) => {
  const page = await adminPage(browser, 1280);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Admin' });
  await expect(nav.getByRole('link', { name: /Audit Log/ })).toBeInViewport({ timeout: 30_000 });
  await expect(nav.getByRole('link', { name: /Live Chat/ }).getByLabel(/\d+ unread/)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Open the menu/ })).toBeHidden();
  await shot(page, 'back-office-menu-1280');
  await page.context().close();
});

test('at 390 px the live chat is two steps: the list, then the thread with Back', async ({ browser }) => {
  const page = await adminPage(browser, 390);
  await page.goto('/admin/chat');
  const list = page.getByRole('complementary', { name: 'Conversations' });
  await expect(list).toBeVisible({ timeout: 30_000 });
  const conversation = list.getByRole('button', { name: new RegExp(`${customer.firstName} ${customer.lastName}`) });
  await expect(conversation).toBeVisible();
  // The list fits the phone (it was 833 px wide and cut off).
  const listBox = (await list.boundingBox())!;
  expect(listBox.width).toBeLessThanOrEqual(390);
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await windowShot(page, 'back-office-chat-list-390');

  await conversation.click();
  await expect(page.locator('ol[aria-live="polite"]').getByText('Is the tablet sold with a charger?')).toBeVisible();
  await expect(list).toBeHidden();
  const back = page.getByRole('button', { name: 'Back to conversations' });
  await expect(back).toBeVisible();
  await expect(back).toContainText('Back');
  await expect(page.getByRole('textbox', { name: 'Message' })).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Close Chat' })).toBeInViewport();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  await windowShot(page, 'back-office-chat-thread-390');

  await back.click();
  await expect(list).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/chat$/);
  await page.context().close();
});

/** The texts of a locale's `admin` sections, by key (plurals included). */
function textsOf(locale: unknown, sections: string[]): Map<string, string> {
  const admin = (locale as { admin: Record<string, TextTree> }).admin;
  return new Map(sections.flatMap((s) => [...flattenTexts(admin[s]!, `${s}.`)]));
}

/**
 * The English phrases of a screen's texts that must not show in `language`: each English text's
 * words outside its {{placeholders}} (at least 4 characters with 3 letters running), unless the
 * language writes that text the same way (e.g. 'Actions' in French, 'VIP').
 */
function englishPhrases(sections: string[], language: unknown): string[] {
  const english = textsOf(en, sections);
  const translated = textsOf(language, sections);
  const phrases = new Set<string>();
  for (const [key, text] of english) {
    if (translated.get(key) === text) continue;
    for (const part of text.split(/\{\{\w+\}\}/)) {
      const phrase = part.replace(/[()…:.,·#%]/g, ' ').replace(/\s+/g, ' ').trim();
      if (phrase.length >= 4 && /[a-z]{3}/i.test(phrase) && !(translated.get(key) ?? '').includes(phrase)) phrases.add(phrase);
    }
  }
  return [...phrases];
}

const SCREENS = [
  { path: '/admin', name: 'dashboard', sections: ['dashboard', 'layout', 'menu', 'common'] },
  { path: '/admin/orders', name: 'orders', sections: ['orders', 'layout', 'menu', 'common'] },
  { path: '/admin/chat', name: 'chat', sections: ['chat', 'layout', 'menu', 'common'] },
];

for (const { language, texts, heading } of [
  { language: 'fr', texts: fr, heading: { dashboard: 'Tableau de bord', orders: 'Commandes', chat: 'Chat en direct' } },
  { language: 'zh', texts: zh, heading: { dashboard: '仪表板', orders: '订单', chat: '在线客服' } },
]) {
  for (const width of [390, 1280]) {
    test(`dashboard, orders and live chat in ${language} at ${width} px show none of their English texts`, async ({ browser }) => {
      test.setTimeout(120_000);
      const page = await adminPage(browser, width, language);
      try {
      for (const screen of SCREENS) {
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: heading[screen.name as keyof typeof heading], level: 1 })).toBeVisible({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
        if (screen.name === 'chat' && width === 1280) await page.getByRole('complementary').getByRole('button').filter({ hasText: customer.firstName }).first().click();
        if (screen.name === 'chat' && width === 1280) await expect(page.locator('ol[aria-live="polite"]').getByText('Is the tablet sold with a charger?')).toBeVisible();
        // What a person reads: the text on the page and the names and placeholders of its controls.
        const shown = await page.evaluate(() => {
          const attrs = Array.from(document.querySelectorAll('[aria-label], [placeholder], [title]')).flatMap((el) => ['aria-label', 'placeholder', 'title'].map((a) => el.getAttribute(a) ?? ''));
          return [document.body.innerText, ...attrs].join('\n');
        });
        const found = englishPhrases(screen.sections, texts).filter((phrase) => new RegExp(`(^|[^A-Za-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^A-Za-z]|$)`).test(shown));
        expect(found, `${screen.path} in ${language} at ${width} px`).toEqual([]);
        expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
        await shot(page, `back-office-${screen.name}-${language}-${width}`);
      }
      } finally {
        await setLanguage(page, 'en');
      }
      await page.context().close();
    });
  }
}
