/**
 * The browser cart (storefront spec §3 Cart line, §4 Cart): it survives a reload, shows at once
 * in this tab and in the shop's other tabs, and a corrupt stored cart is an empty one.
 */
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_KEY, cart, useCartLines, useCartPrefs } from '../src/lib/cart-store';

const phone = { productId: 'p1', variantId: 'v1', name: 'iPhone 15', variant: '128GB, Black', color: 'Black', storage: '128GB', price: 79_900, image: null, stock: 2 };

function CartBadge() {
  const lines = useCartLines();
  const prefs = useCartPrefs();
  return (
    <p>
      {lines.map((l) => `${l.name} × ${l.quantity} at ${l.price}`).join('; ') || 'empty'} · {prefs.shippingOption} · {prefs.countryCode ?? 'no country'}
    </p>
  );
}

beforeEach(() => {
  localStorage.clear();
  act(() => cart.clear());
});

describe('cart store', () => {
  it('adds a line, then one more unit, and refuses past stock', () => {
    render(<CartBadge />);
    act(() => void cart.add(phone));
    expect(screen.getByText(/iPhone 15 × 1/)).toBeInTheDocument();
    act(() => void cart.add(phone));
    expect(screen.getByText(/iPhone 15 × 2/)).toBeInTheDocument();
    let refused: ReturnType<typeof cart.add> | undefined;
    act(() => void (refused = cart.add(phone)));
    expect(refused).toEqual({ ok: false, reason: 'stock_limit', available: 2 });
    expect(screen.getByText(/iPhone 15 × 2/)).toBeInTheDocument();
  });

  it('keeps the cart in localStorage, so a reload finds it', () => {
    cart.add(phone);
    const stored = JSON.parse(localStorage.getItem(CART_KEY) ?? '[]') as { id: string; quantity: number }[];
    expect(stored).toEqual([expect.objectContaining({ id: 'p1-Black-128GB', quantity: 1 })]);
  });

  it('sets a quantity within 1..stock and removes a line', () => {
    render(<CartBadge />);
    act(() => void cart.add(phone));
    act(() => cart.setQuantity('p1-Black-128GB', 9));
    expect(screen.getByText(/iPhone 15 × 2/)).toBeInTheDocument();
    act(() => cart.remove('p1-Black-128GB'));
    expect(screen.getByText(/^empty/)).toBeInTheDocument();
  });

  it("shows a change made in another tab (the 'storage' event)", () => {
    render(<CartBadge />);
    const otherTab = JSON.stringify([{ ...phone, id: 'p1-Black-128GB', quantity: 2 }]);
    act(() => {
      localStorage.setItem(CART_KEY, otherTab);
      window.dispatchEvent(new StorageEvent('storage', { key: CART_KEY, newValue: otherTab }));
    });
    expect(screen.getByText(/iPhone 15 × 2/)).toBeInTheDocument();
  });

  it('treats a corrupt stored cart as empty and says so in the console', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem(CART_KEY, '{"broken":');
    render(<CartBadge />);
    expect(screen.getByText(/^empty/)).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Stored cart was corrupt and has been reset');
    warn.mockRestore();
  });

  it("takes the server's price and stock from a quote, and leaves the cart alone when nothing changed", () => {
    render(<CartBadge />);
    act(() => void cart.add(phone));
    const write = vi.spyOn(Storage.prototype, 'setItem');
    act(() => cart.refresh(new Map([['v1', { price: 79_900, stock: 2 }]])));
    expect(write).not.toHaveBeenCalled();
    act(() => cart.refresh(new Map([['v1', { price: 74_900, stock: 5 }]])));
    expect(screen.getByText(/iPhone 15 × 1 at 74900/)).toBeInTheDocument();
    write.mockRestore();
  });

  it('remembers the shipping choices, standard shipping by default', () => {
    render(<CartBadge />);
    expect(screen.getByText(/standard · no country/)).toBeInTheDocument();
    act(() => cart.setPrefs({ countryCode: 'DE', shippingOption: 'express' }));
    expect(screen.getByText(/express · DE/)).toBeInTheDocument();
    act(() => cart.setPrefs({ couponCode: 'SAVE10' }));
    expect(screen.getByText(/express · DE/)).toBeInTheDocument();
  });

  describe('hydrating a page the server rendered with no cart', () => {
    let renders = 0;
    function Badge() {
      renders++;
      return (
        <span>
          {useCartLines().length} in cart, {useCartPrefs().shippingOption}
        </span>
      );
    }
    async function hydrated(): Promise<HTMLElement> {
      const page = document.createElement('div');
      page.innerHTML = renderToString(<Badge />);
      document.body.append(page);
      renders = 0;
      await act(async () => void hydrateRoot(page, <Badge />));
      return page;
    }

    it('renders nothing again on a device without a cart (React re-renders a differing store synchronously, and every part of the page with it)', async () => {
      const page = await hydrated();
      expect(page).toHaveTextContent('0 in cart, standard');
      expect(renders).toBe(1);
    });

    it("shows the device's own cart once hydrated", async () => {
      cart.add(phone);
      cart.setPrefs({ shippingOption: 'express' });
      const page = await hydrated();
      expect(page).toHaveTextContent('1 in cart, express');
      expect(renders).toBeGreaterThan(1);
    });
  });
});
