/**
 * Interface texts (storefront §3 Settings preferences.language): English placeholders and plurals,
 * `<0>…</0>` markup, and a switch to another language that reaches every translated component.
 */
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_KEY, Trans, currentLanguage, setLanguage, t, useTranslation } from '../src/i18n/i18n';

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
    await act(() => setLanguage('en'));
    expect(screen.getByRole('heading')).toHaveTextContent('Shopping Cart');
  });
});
