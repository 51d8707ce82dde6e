/**
 * Prices in the shopper's currency (issue 22): the Price component converts at the shop's rate
 * and rounds by the currency's rule, falls back to USD for a stale or missing rate, shows the USD
 * amount beside it where asked, and follows the Currency control, the cart's country (until a
 * pick) and the account's saved currency.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ExchangeRatesDto } from '@phonexport/contracts/currency';
import { Price, PriceRange } from '../../src/components/price';
import { CurrencyControl } from '../../src/components/currency-control';
import { applyAccountCurrency, followCountry, RatesProvider, rememberCurrency } from '../../src/lib/currency';

const at = '2026-11-25T06:00:00.000Z';
const rates = (over: Partial<Record<string, Partial<ExchangeRatesDto['rates'][number]>>> = {}): ExchangeRatesDto => ({
  base: 'USD',
  rates: [
    { currency: 'USD', rate: 1, source: 'base', fetchedAt: at, rounding: 'none', stale: false },
    { currency: 'ZAR', rate: 18.2, source: 'service', fetchedAt: at, rounding: 'whole', stale: false, ...over.ZAR },
    { currency: 'ZMW', rate: 26.3, source: 'service', fetchedAt: at, rounding: 'whole', stale: false, ...over.ZMW },
    { currency: 'MWK', rate: 1733.5, source: 'service', fetchedAt: at, rounding: 'ten', stale: false, ...over.MWK },
  ],
});

function setup(data: ExchangeRatesDto | null = rates()) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  if (data) qc.setQueryData(['exchange-rates'], data);
  qc.setQueryData(['me'], null);
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={qc}>
      {/* As the app gives every price its rates (app.tsx). */}
      <RatesProvider>
        <MemoryRouter>{children}</MemoryRouter>
      </RatesProvider>
    </QueryClientProvider>
  );
}

const text = (el: HTMLElement) => el.textContent!.replace(/[\u00a0\u202f]/g, ' ');

const clearCookie = () => {
  document.cookie = 'phonexport-currency=; path=/; max-age=0';
};

beforeEach(() => {
  localStorage.clear();
  clearCookie();
});
afterEach(clearCookie);

describe('Price', () => {
  it('shows USD as before when the shopper chose no currency', () => {
    render(
      <>
        <Price cents={32900} />
        <Price cents={129900} priceStyle="card" />
      </>,
      { wrapper: setup() },
    );
    expect(screen.getByText('$329.00')).toBeInTheDocument();
    expect(screen.getByText('$1,299')).toBeInTheDocument();
  });

  it("converts into the chosen currency, rounded by its rule, and keeps the USD amount beside it where asked", () => {
    document.cookie = 'phonexport-currency=ZMW; path=/';
    const { container } = render(
      <>
        <p data-testid="plain">
          <Price cents={32900} />
        </p>
        <p data-testid="total">
          <Price cents={32900} withUsd />
        </p>
      </>,
      { wrapper: setup() },
    );
    // 329.00 × 26.3 = 8,652.70, up to whole kwacha.
    expect(text(screen.getByTestId('plain'))).toBe('≈ K 8,653');
    expect(text(screen.getByTestId('total'))).toBe('≈ K 8,653($329.00)');
    expect(container.querySelector('[data-price-usd]')!.textContent).toBe('($329.00)');
    // Never wraps inside an amount.
    for (const el of container.querySelectorAll('.whitespace-nowrap')) expect(el.textContent).not.toBe('');
  });

  it('rounds MWK to tens and writes a range once with the approximation sign', () => {
    document.cookie = 'phonexport-currency=MWK; path=/';
    render(
      <p data-testid="range">
        <PriceRange min={32900} max={45900} priceStyle="card" />
      </p>,
      { wrapper: setup() },
    );
    // 329 × 1733.5 = 570,321.50 → 570,330; 459 × 1733.5 = 795,676.50 → 795,680.
    expect(text(screen.getByTestId('range'))).toBe('≈ MK 570,330 -MK 795,680');
  });

  it('shows USD while the rate is stale or the shop does not offer the currency', async () => {
    document.cookie = 'phonexport-currency=ZMW; path=/';
    const { unmount } = render(<Price cents={32900} withUsd />, { wrapper: setup(rates({ ZMW: { stale: true } })) });
    expect(screen.getByText('$329.00')).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).toBeNull();
    unmount();
    // Another page's cookie: read once the task that read this one is over (display-currency.ts).
    await Promise.resolve();
    document.cookie = 'phonexport-currency=BWP; path=/';
    render(<Price cents={32900} />, { wrapper: setup() });
    expect(screen.getByText('$329.00')).toBeInTheDocument();
  });

  it("shows an order's amounts at its frozen rate, not today's", () => {
    document.cookie = 'phonexport-currency=ZAR; path=/';
    render(
      <p data-testid="order">
        <Price cents={32900} withUsd snapshot={{ currency: 'ZMW', rate: 20, rounding: 'none' }} />
      </p>,
      { wrapper: setup() },
    );
    expect(text(screen.getByTestId('order'))).toBe('≈ K 6,580($329.00)');
  });
});

describe("the shopper's currency", () => {
  it('follows the cart country until the shopper picks one', () => {
    render(
      <p data-testid="p">
        <Price cents={10000} />
      </p>,
      { wrapper: setup() },
    );
    act(() => followCountry('ZM'));
    expect(text(screen.getByTestId('p'))).toBe('≈ K 2,630');
    act(() => followCountry('MW'));
    expect(text(screen.getByTestId('p'))).toBe('≈ MK 173,350');
    act(() => rememberCurrency('ZAR', false));
    act(() => followCountry('ZM'));
    expect(text(screen.getByTestId('p'))).toBe('≈ R 1,820');
    expect(document.cookie).toContain('phonexport-currency=ZAR');
  });

  it("applies the account's saved currency when it is new to this device", () => {
    followCountry('ZM');
    // The default USD of an account that never chose does not undo the country's currency.
    applyAccountCurrency('USD');
    expect(document.cookie).toContain('phonexport-currency=ZMW');
    // Another device saved MWK: it wins.
    applyAccountCurrency('MWK');
    expect(document.cookie).toContain('phonexport-currency=MWK');
    // Then USD, chosen on another device, wins too.
    applyAccountCurrency('USD');
    expect(document.cookie).toContain('phonexport-currency=USD');
  });

  it('the Currency control lists the offered currencies and changes every price', async () => {
    render(
      <>
        <CurrencyControl />
        <p data-testid="a">
          <Price cents={32900} />
        </p>
        <p data-testid="b">
          <Price cents={129900} priceStyle="card" />
        </p>
      </>,
      { wrapper: setup(rates({ MWK: { stale: true } })) },
    );
    const select = screen.getByRole('combobox', { name: 'Currency' });
    expect([...select.querySelectorAll('option')].map((o) => o.value)).toEqual(['USD', 'ZAR', 'ZMW']);
    await userEvent.selectOptions(select, 'ZAR');
    expect(text(screen.getByTestId('a'))).toBe('≈ R 5,988');
    expect(text(screen.getByTestId('b'))).toBe('≈ R 23,642');
    expect(document.cookie).toContain('phonexport-currency=ZAR');
  });
});
