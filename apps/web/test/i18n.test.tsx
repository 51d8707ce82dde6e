/**
 * Interface texts (storefront §3 Settings preferences.language): English placeholders and plurals,
 * `<0>…</0>` markup, a switch to another language that reaches every translated component, the
 * CLDR plural categories of each language, and the server's rendering of several languages at
 * once without one request's language reaching another (decision 055).
 */
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { I18nProvider, LANGUAGE_KEY, Trans, addTexts, createTranslator, currentLanguage, english, loadTexts, setLanguage, startI18n, t, translatorOf, useTranslation } from '../src/i18n/i18n';
import enAccount from '../src/i18n/locales/en-account';
import frAccount from '../src/i18n/locales/fr-account';
import deAccount from '../src/i18n/locales/de-account';
import es from '../src/i18n/locales/es';
import fr from '../src/i18n/locales/fr';
import de from '../src/i18n/locales/de';
import zh from '../src/i18n/locales/zh';

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

describe('English texts', () => {
  it('fills in placeholders and picks the plural by count', () => {
    expect(t('cart.remove', { name: 'iPhone 15' })).toBe('Remove iPhone 15');
    expect(t('summary.subtotal', { count: 1 })).toBe('Subtotal (1 item)');
    expect(t('summary.subtotal', { count: 3 })).toBe('Subtotal (3 items)');
  });

  it('shows the key for a missing text and leaves an unknown placeholder visible', () => {
    expect(t('cart.nope')).toBe('cart.nope');
    expect(t('cart.remove', { other: 'x' })).toBe('Remove {{name}}');
  });

  it('Trans wraps <0>…</0> in the given element', () => {
    render(
      <p data-testid="coupon">
        <Trans i18nKey="cart.couponApplied" values={{ code: 'SAVE10' }} components={[<strong key="code" />]} />
      </p>,
    );
    expect(screen.getByTestId('coupon')).toHaveTextContent('SAVE10 applied');
    expect(screen.getByText('SAVE10').tagName).toBe('STRONG');
  });
});

describe('switching language', () => {
  function Title() {
    const { t: translate } = useTranslation();
    return <h1>{translate('cart.title')}</h1>;
  }

  it('re-renders translated components, remembers the choice and sets the page language', async () => {
    render(<Title />);
    expect(screen.getByRole('heading')).toHaveTextContent('Shopping Cart');
    await act(() => setLanguage('de'));
    expect(screen.getByRole('heading')).not.toHaveTextContent('Shopping Cart');
    expect(t('summary.subtotal', { count: 1 })).toBe('Zwischensumme (1 Artikel)');
    expect(currentLanguage()).toBe('de');
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem(LANGUAGE_KEY)).toBe('de');
    // The server reads the choice from the cookie.
    expect(document.cookie).toContain(`${LANGUAGE_KEY}=de`);
    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Shopping Cart');
  });
});

describe('starting in the language the server rendered', () => {
  it("leaves the page's lang attribute alone when it already names that language (a write makes the browser restyle the whole page)", async () => {
    document.documentElement.lang = 'en';
    const changes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => changes.push(...records));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
    await startI18n('en');
    changes.push(...observer.takeRecords());
    expect(changes).toHaveLength(0);
    await startI18n('de');
    changes.push(...observer.takeRecords());
    observer.disconnect();
    expect(changes).toHaveLength(1);
    expect(document.documentElement.lang).toBe('de');
    await startI18n('en');
  });
});

/** What entry-server.tsx does: every language's whole texts added, one translate function per language. */
function serverTranslatorsOf(all: Record<'es' | 'fr' | 'de' | 'zh', object>) {
  for (const [language, texts] of Object.entries(all)) addTexts(language as 'es', texts);
  return (language: 'es' | 'fr' | 'de' | 'zh') => translatorOf(language);
}

describe('texts in parts (decision 081)', () => {
  it('falls back to English, with English plurals, for a text the language does not have yet', () => {
    const tr = createTranslator({ a: 'un' }, 'fr', { a: 'one', b: 'two {{x}}', n_one: '{{count}} thing', n_other: '{{count}} things' });
    expect([tr('a'), tr('b', { x: 'X' }), tr('n', { count: 1 }), tr('missing')]).toEqual(['un', 'two X', '1 thing', 'missing']);
  });

  it('loads the customer pages’ texts in the language in effect, and in the next language chosen', async () => {
    const key = 'addresses.title';
    const [en, fr, de] = [enAccount, frAccount, deAccount].map((texts) => (texts as unknown as { addresses: { title: string } }).addresses.title);
    expect(new Set([en, fr, de]).size).toBe(3);
    await act(() => setLanguage('fr'));
    await loadTexts(['account']);
    expect(t(key)).toBe(fr);
    // The part asked for once comes with every later language.
    await act(() => setLanguage('de'));
    expect(t(key)).toBe(de);
    await act(() => setLanguage('en'));
    expect(t(key)).toBe(en);
  });
});

describe('plurals by the CLDR rules of each language', () => {
  const items = { n_zero: 'nothing', n_one: '{{count}} item', n_few: '{{count}} few', n_many: '{{count}} many', n_other: '{{count}} items' };

  it('picks one/other in English, one for 0 and 1 in French, few/many where a language has them, and _zero when written', () => {
    const en = createTranslator({ n_one: items.n_one, n_other: items.n_other }, 'en');
    expect([en('n', { count: 1 }), en('n', { count: 0 }), en('n', { count: 2 })]).toEqual(['1 item', '0 items', '2 items']);
    const frOnly = createTranslator({ n_one: items.n_one, n_other: items.n_other }, 'fr');
    expect([frOnly('n', { count: 0 }), frOnly('n', { count: 1 }), frOnly('n', { count: 2 })]).toEqual(['0 item', '1 item', '2 items']);
    const pl = createTranslator(items, 'pl');
    expect([pl('n', { count: 3 }), pl('n', { count: 5 }), pl('n', { count: 0 })]).toEqual(['3 few', '5 many', 'nothing']);
    // Chinese has no singular: "other" for every count.
    const zhT = createTranslator({ n_other: '{{count}} 件' }, 'zh');
    expect(zhT('n', { count: 1 })).toBe('1 件');
  });

  it('answers the shop’s texts with the same rules (French 0 is singular, Chinese one form)', () => {
    const tr = serverTranslatorsOf({ es, fr, de, zh });
    expect(tr('fr')('summary.subtotal', { count: 0 })).toBe(fr.summary.subtotal_one.replace('{{count}}', '0'));
    expect(tr('fr')('summary.subtotal', { count: 2 })).toBe(fr.summary.subtotal_other.replace('{{count}}', '2'));
    expect(tr('zh')('summary.subtotal', { count: 1 })).toBe(zh.summary.subtotal_other.replace('{{count}}', '1'));
    expect(tr('de')('summary.subtotal', { count: 1 })).toBe('Zwischensumme (1 Artikel)');
  });
});

describe('the server renders each request in its own language', () => {
  function Heading() {
    const { t: translate, language } = useTranslation();
    return <h1 lang={language}>{translate('cart.title')}</h1>;
  }

  it('renders French, Chinese and English side by side, and no shared language changes', async () => {
    const tr = serverTranslatorsOf({ es, fr, de, zh });
    const page = (language: 'fr' | 'zh' | 'en') =>
      Promise.resolve().then(() =>
        renderToString(
          <I18nProvider scope={{ language, t: language === 'en' ? english : tr(language) }}>
            <Heading />
          </I18nProvider>,
        ),
      );
    const [inFrench, inChinese, inEnglish] = await Promise.all([page('fr'), page('zh'), page('en')]);
    expect(inFrench).toBe(`<h1 lang="fr">${fr.cart.title}</h1>`);
    expect(inChinese).toBe(`<h1 lang="zh">${zh.cart.title}</h1>`);
    expect(inEnglish).toBe('<h1 lang="en">Shopping Cart</h1>');
    expect(currentLanguage()).toBe('en');
  });
});
