/**
 * Money helpers. Every amount in the shop is an integer number of US cents;
 * formatting to text happens only at the edge (storefront spec §9: en-US, 2 decimals, USD).
 */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const usdWhole = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Formats cents as '$1,234.50'. */
export function formatUsd(cents: number): string {
  return usd.format(cents / 100);
}

/** Formats cents with no decimals, as product cards show prices (§9): '$1,235'. */
export function formatUsdWhole(cents: number): string {
  return usdWhole.format(Math.round(cents / 100));
}

/** Converts a dollar amount (possibly fractional) to whole cents, rounding half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

/** Cents to a 2-decimal string for payment providers: 123456 -> '1234.56'. */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Rounds a fractional cent amount to whole cents (half up). */
export function roundCents(value: number): number {
  return Math.round(value);
}
