/**
 * Money: the one home of every conversion between cents and text (decision 026). Every amount in
 * the shop is an integer number of US cents; formatting to text happens only at the edge
 * (storefront spec §9: en-US, 2 decimals, USD). Parsing a typed or received amount goes through
 * `parseDollars`, exact in integers (no float rounding).
 */

/** '1234567' → '1,234,567': en-US digit grouping. */
const grouped = (digits: string): string => digits.replace(/\B(?=(\d{3})+$)/g, ',');

/**
 * en-US dollars from a whole number of `units` with `decimals` of them per dollar (0 or 2): the text
 * `Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })` gives ('-$1,234.50'), written
 * out because a page's first Intl formatter loads the platform's locale data, a long task on a slow
 * phone in the middle of the price's first render (issue 26). Checked against Intl in money.test.ts.
 */
function dollars(units: number, decimals: 0 | 2): string {
  const sign = units < 0 || Object.is(units, -0) ? '-' : '';
  const plain = decimals === 2 ? centsToDecimalString(Math.abs(units)) : String(Math.abs(units));
  return `${sign}$${plain.replace(/^\d+/, grouped)}`;
}

/** Formats integer cents as '$1,234.50' (§9: en-US, 2 decimals, USD). */
export function formatUsd(cents: number): string {
  return dollars(cents, 2);
}

/** Formats integer cents with no decimals, as product cards show prices (§9): '$1,235' (half a dollar rounds up). */
export function formatUsdWhole(cents: number): string {
  return dollars(Math.round(cents / 100), 0);
}

/** Converts a dollar amount (possibly fractional) to whole cents, rounding half away from zero. */
export function dollarsToCents(dollars: number): number {
  return Math.sign(dollars) * Math.round(Math.abs(dollars) * 100);
}

/** Cents to a number of dollars (123456 -> 1234.56), for an API field the spec gives in currency units. */
export function centsToDollars(cents: number): number {
  return cents / 100;
}

/** Cents to a 2-decimal string for payment providers: 123456 -> '1234.56'. */
export function centsToDecimalString(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * A decimal dollar amount as cents, exactly: '12' → 1200, '12.5' → 1250, '$1234.56' → 123456.
 * Accepts digits with at most 2 decimals and, unless `allowDollarSign` is false, a leading '$';
 * surrounding spaces are ignored. Returns null for anything else (negative, 3
 * decimals, '1e3', '', more than `maxWholeDigits` whole digits, default 9).
 */
export function parseDollars(text: string, { allowDollarSign = true, maxWholeDigits = 9 } = {}): number | null {
  const trimmed = text.trim();
  const body = allowDollarSign ? trimmed.replace(/^\$/, '') : trimmed;
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(body);
  if (!m || m[1]!.length > maxWholeDigits) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** Cents as a form's dollar text: 1250 → '12.50'; null/undefined → ''. */
export function centsToInput(cents: number | null | undefined): string {
  return cents == null ? '' : centsToDecimalString(cents);
}

/**
 * A number input's dollar text as cents for the server to check: '' → NaN (sent as JSON null, so
 * the server answers the field's "is required" message), anything else → dollarsToCents(Number(text)),
 * which is NaN for text that is not a number. 12.5 → 1250, '19.99' → 1999.
 */
export function inputToCents(text: string): number {
  return text.trim() === '' ? NaN : dollarsToCents(Number(text));
}

/** Rounds a fractional cent amount to whole cents (half up). */
export function roundCents(value: number): number {
  return Math.round(value);
}
