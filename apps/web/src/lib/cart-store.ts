/**
 * The browser cart (storefront spec §3 Cart line, §4 Cart): lines kept in localStorage under one
 * key, announced in this tab by a 'cart-updated' event and in other tabs by the 'storage' event.
 * Prices here are display copies; the server re-prices every quote and checkout.
 */
import { useSyncExternalStore } from 'react';
import { addToCart as addLine, variantLabel, parseStoredCart, refreshLines, setQuantity as setLineQuantity, type AddResult, type CartLine, type ClampedLine } from '@phonexport/domain/cart';
import { followCountry } from './display-currency';
import type { Variant } from '@phonexport/contracts/catalog';
import { CART_KEY } from './cart-key';

export { CART_KEY };
const PREFS_KEY = 'phonexport.cart-prefs';
export const CART_UPDATED = 'cart-updated';

export interface CartPrefs {
  countryCode: string | null;
  couponCode: string | null;
  shippingOption: 'standard' | 'express';
}

const DEFAULT_PREFS: CartPrefs = { countryCode: null, couponCode: null, shippingOption: 'standard' };

/**
 * An empty cart's lines: one array, the server's snapshot too, so a page hydrated on a device
 * without a cart has nothing to render again (a snapshot that differs from the server's makes
 * React re-render synchronously, and with it every part of the page still server HTML).
 */
const NO_LINES: CartLine[] = [];
let cachedRaw: string | null | undefined;
let cachedLines: CartLine[] = NO_LINES;

function readLines(): CartLine[] {
  const raw = localStorage.getItem(CART_KEY);
  if (raw === cachedRaw) return cachedLines;
  const { lines, corrupt } = parseStoredCart(raw);
  if (corrupt) console.warn('Stored cart was corrupt and has been reset');
  cachedRaw = raw;
  cachedLines = lines.length > 0 ? lines : NO_LINES;
  return cachedLines;
}

let cachedPrefsRaw: string | null | undefined;
let cachedPrefs: CartPrefs = DEFAULT_PREFS;

function readPrefs(): CartPrefs {
  const raw = localStorage.getItem(PREFS_KEY);
  if (raw === cachedPrefsRaw) return cachedPrefs;
  cachedPrefsRaw = raw;
  try {
    // Nothing stored is the server's own snapshot, as for the lines (NO_LINES).
    cachedPrefs = raw ? { ...DEFAULT_PREFS, ...(JSON.parse(raw) as Partial<CartPrefs>) } : DEFAULT_PREFS;
  } catch {
    cachedPrefs = DEFAULT_PREFS;
  }
  return cachedPrefs;
}

function announce() {
  window.dispatchEvent(new Event(CART_UPDATED));
}

function writeLines(lines: CartLine[]) {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  announce();
}

function subscribe(onChange: () => void) {
  const onStorage = (e: StorageEvent) => {
    if (e.key === CART_KEY || e.key === PREFS_KEY || e.key === null) onChange();
  };
  window.addEventListener(CART_UPDATED, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CART_UPDATED, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The cart lines, re-rendering on changes in this tab and others. */
export function useCartLines(): CartLine[] {
  return useSyncExternalStore(subscribe, readLines, () => NO_LINES);
}

/** Destination, coupon and shipping option chosen in the cart. */
export function useCartPrefs(): CartPrefs {
  return useSyncExternalStore(subscribe, readPrefs, () => DEFAULT_PREFS);
}

export const cart = {
  add(item: Omit<CartLine, 'quantity' | 'id'>): AddResult {
    const result = addLine(readLines(), item);
    if (result.ok) writeLines(result.lines);
    return result;
  },
  setQuantity(id: string, quantity: number) {
    writeLines(setLineQuantity(readLines(), id, quantity));
  },
  remove(id: string) {
    writeLines(readLines().filter((l) => l.id !== id));
  },
  /**
   * Refreshes price and stock of lines from a server quote (the server is the authority) and
   * lowers quantities above the remaining stock; returns the lowered lines.
   */
  refresh(updates: Map<string, { price: number; stock: number }>): ClampedLine[] {
    const { lines, changed, clamped } = refreshLines(readLines(), updates);
    if (changed) writeLines(lines);
    return clamped;
  },
  clear() {
    writeLines([]);
  },
  setPrefs(patch: Partial<CartPrefs>) {
    localStorage.setItem(PREFS_KEY, JSON.stringify({ ...readPrefs(), ...patch }));
    // The destination's currency is shown until the shopper picks one (issue 22).
    if (patch.countryCode) followCountry(patch.countryCode);
    announce();
  },
};

/** What a product brings to a cart line: its id, name and images. */
export interface AddableProduct {
  id: string;
  name: string;
  images: string[];
}

/** Adds one unit of a product variant to the cart, saying nothing (lib/use-add-to-cart.ts says how it went): the cart's answer. */
export function putInCart(product: AddableProduct, variant: Variant): AddResult {
  return cart.add({
    productId: product.id,
    variantId: variant.id,
    name: product.name,
    variant: variantLabel(variant.color, variant.storage),
    color: variant.color,
    storage: variant.storage,
    price: variant.priceCents,
    image: product.images[0] ?? null,
    stock: variant.stock,
  });
}
