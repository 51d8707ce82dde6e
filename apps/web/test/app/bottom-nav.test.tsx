/**
 * The bottom tab bar (storefront spec §2): four tabs, the current one marked, and the cart badge
 * with the total quantity (hidden at 0, 99+ above 99) that follows the cart as it changes.
 */
import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { BottomNav } from '../../src/app/bottom-nav';

/** Writes the stored cart as the cart store does and announces it to this tab. */
function storeCart(quantities: number[]) {
  const lines = quantities.map((quantity, i) => ({
    id: `p${i}-default-default`,
    productId: `p${i}`,
    variantId: `v${i}`,
    name: `Phone ${i}`,
    variant: 'Standard',
    color: null,
    storage: null,
    price: 10_000,
    quantity,
    image: null,
    stock: 500,
  }));
  act(() => {
    localStorage.setItem('phonexport.cart', JSON.stringify(lines));
    window.dispatchEvent(new Event('cart-updated'));
  });
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <BottomNav />
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());

describe('BottomNav', () => {
  it('shows Home, Shop, Cart and Account, marking the current page', () => {
    renderAt('/products');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getAllByRole('link').map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Shop', '/products'],
      ['Cart', '/cart'],
      ['Account', '/account'],
    ]);
    expect(within(nav).getByRole('link', { current: 'page' })).toHaveTextContent('Shop');
  });

  it('has no cart badge for an empty cart, then the total quantity as the cart changes', () => {
    renderAt('/');
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    storeCart([2, 3]);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('5');
    storeCart([120]);
    expect(screen.getByTestId('cart-badge')).toHaveTextContent('99+');
    storeCart([]);
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
  });
});
