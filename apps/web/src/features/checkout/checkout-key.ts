/**
 * The checkout's idempotency key (issue 12): one key per cart content, address, shipping option,
 * coupon and save-address choice, kept in sessionStorage so a reload keeps it. A retry after a
 * network error or a lost answer sends the same key, so the server answers with the order it
 * already placed instead of charging and ordering twice. The key is dropped once an order is
 * confirmed or the server gave a final refusal; a change of the cart or address makes a new one.
 */
const STORAGE_KEY = 'phonexport.checkout-key';

/** The key for this checkout request (`request` without its key; compared as JSON). */
export function checkoutKeyFor(request: unknown): string {
  const fingerprint = JSON.stringify(request);
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { fingerprint?: string; key?: string } | null;
    if (stored?.fingerprint === fingerprint && typeof stored.key === 'string') return stored.key;
  } catch {
    // unreadable: make a new one
  }
  const key = crypto.randomUUID();
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ fingerprint, key }));
  } catch {
    // storage full or off: the key still lives for this attempt
  }
  return key;
}

/** Forgets the key (after the order is confirmed, or a final answer): the next checkout gets a new one. */
export function forgetCheckoutKey(): void {
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // nothing kept
  }
}
