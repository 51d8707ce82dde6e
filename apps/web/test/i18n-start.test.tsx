/**
 * The browser's start in the language the server rendered (decision 087): English's storefront
 * texts are a chunk of their own, loaded like any other language's, so a page in French carries
 * none; when the page's texts cannot be loaded (the signal dropped), English's are used, and when
 * none can, `startI18n` says so (main.tsx then leaves the server's HTML as it is).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh i18n module (setup-dom.ts gave the shared one English's texts), its locale chunks failing where `failing` says. */
async function freshI18n(failing: string[] = []) {
  vi.resetModules();
  for (const language of failing) {
    vi.doMock(`../src/i18n/locales/${language}-storefront`, () => {
      throw new Error('net::ERR_INTERNET_DISCONNECTED');
    });
  }
  return import('../src/i18n/i18n');
}

afterEach(() => {
  vi.doUnmock('../src/i18n/locales/fr-storefront');
  vi.doUnmock('../src/i18n/locales/en-storefront');
  document.documentElement.lang = 'en';
});

describe('starting in the language the server rendered', () => {
  it('holds no English text before English is started, and every storefront text after', async () => {
    const i18n = await freshI18n();
    expect(i18n.t('nav.cart')).toBe('nav.cart');
    expect(await i18n.startI18n('en')).toBe(true);
    expect(i18n.t('nav.cart')).toBe('Cart');
  });

  it('starts a French page in French without loading English', async () => {
    const i18n = await freshI18n(['en']);
    document.documentElement.lang = 'fr';
    expect(await i18n.startI18n('fr')).toBe(true);
    expect(i18n.currentLanguage()).toBe('fr');
    expect(i18n.t('nav.cart')).toBe('Panier');
  });

  it("falls back to English when the page's own texts cannot be loaded", async () => {
    const i18n = await freshI18n(['fr']);
    document.documentElement.lang = 'fr';
    expect(await i18n.startI18n('fr')).toBe(true);
    expect(i18n.currentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(i18n.t('nav.cart')).toBe('Cart');
  });

  it('says so when no texts can be loaded, and changes nothing on the page', async () => {
    const i18n = await freshI18n(['fr', 'en']);
    document.documentElement.lang = 'fr';
    expect(await i18n.startI18n('fr')).toBe(false);
    expect(document.documentElement.lang).toBe('fr');
  });
});
