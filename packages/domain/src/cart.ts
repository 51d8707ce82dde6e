/**
 * Cart line rules (storefront spec §3 Cart line, §4 Cart, §5 Add to cart).
 * The guest cart lives in browser storage; these pure functions keep it consistent.
 */

/** A cart line as stored in the browser. `price` is in cents (display only; the server re-prices). */
export interface CartLine {
  id: string;
  productId: string;
  /** The chosen variant: what the server prices and takes stock from. */
  variantId: string;
  name: string;
  variant: string;
  color: string | null;
  storage: string | null;
  price: number;
  quantity: number;
  image: string | null;
  stock: number;
}

/** Line id: productId, colour and storage joined with '-', 'default' for a missing value (§3). */
export function cartLineId(productId: string, color: string | null, storage: string | null): string {
  return `${productId}-${color || 'default'}-${storage || 'default'}`;
}

/** Variant label: storage and colour joined by ', ', or 'Standard' (§3). */
export function variantLabel(color: string | null, storage: string | null): string {
  const parts = [storage, color].filter((p): p is string => Boolean(p));
  return parts.length ? parts.join(', ') : 'Standard';
}

export type AddResult =
  | { ok: true; lines: CartLine[]; kind: 'added' | 'updated'; line: CartLine }
  | { ok: false; reason: 'out_of_stock' | 'stock_limit'; available: number };

/**
 * Adds one unit of `item` (§4): an existing line goes up by 1 up to stock, a new line starts at 1.
 * Refuses with 'stock_limit' when the quantity would exceed stock, 'out_of_stock' at stock 0.
 */
export function addToCart(lines: readonly CartLine[], item: Omit<CartLine, 'quantity' | 'id'>): AddResult {
  if (item.stock <= 0) return { ok: false, reason: 'out_of_stock', available: 0 };
  const id = cartLineId(item.productId, item.color, item.storage);
  const existing = lines.find((l) => l.id === id);
  if (existing) {
    if (existing.quantity + 1 > item.stock) return { ok: false, reason: 'stock_limit', available: item.stock };
    const line = { ...existing, ...item, id, quantity: existing.quantity + 1 };
    return { ok: true, kind: 'updated', line, lines: lines.map((l) => (l.id === id ? line : l)) };
  }
  const line: CartLine = { ...item, id, quantity: 1 };
  return { ok: true, kind: 'added', line, lines: [...lines, line] };
}

/** Sets a line's quantity clamped to 1..stock (§4). Unknown ids leave the cart as it is. */
export function setQuantity(lines: readonly CartLine[], id: string, quantity: number): CartLine[] {
  return lines.map((l) =>
    l.id === id ? { ...l, quantity: Math.max(1, Math.min(Math.floor(quantity) || 1, Math.max(1, l.stock))) } : l,
  );
}

/** A line whose quantity was lowered to the stock the server reported: its name and that stock. */
export interface ClampedLine {
  name: string;
  stock: number;
}

/**
 * Applies the server's price (cents) and stock per variant id to the stored lines, and lowers a
 * quantity above a remaining stock of at least 1 to that stock (§4 quantities stay within stock;
 * a line at stock 0 keeps its quantity and is shown as unavailable). `changed` is false when
 * nothing differs, so the caller need not write the cart; `clamped` lists the lowered lines (for
 * the 'Stock Limit' message).
 */
export function refreshLines(
  lines: readonly CartLine[],
  updates: ReadonlyMap<string, { price: number; stock: number }>,
): { lines: CartLine[]; changed: boolean; clamped: ClampedLine[] } {
  const clamped: ClampedLine[] = [];
  let changed = false;
  const next = lines.map((l) => {
    const u = updates.get(l.variantId);
    if (!u) return l;
    const quantity = u.stock > 0 && l.quantity > u.stock ? u.stock : l.quantity;
    if (quantity !== l.quantity) clamped.push({ name: l.name, stock: u.stock });
    if (u.price === l.price && u.stock === l.stock && quantity === l.quantity) return l;
    changed = true;
    return { ...l, price: u.price, stock: u.stock, quantity };
  });
  return { lines: next, changed, clamped };
}

/** Total item quantity (the cart badge). */
export function cartItemCount(lines: readonly CartLine[]): number {
  return lines.reduce((n, l) => n + l.quantity, 0);
}

/**
 * Parses a stored cart. Anything that is not a list of well-formed lines is treated as empty (§4:
 * a corrupt stored cart is logged and treated as empty); malformed lines are dropped.
 */
export function parseStoredCart(raw: string | null): { lines: CartLine[]; corrupt: boolean } {
  if (!raw) return { lines: [], corrupt: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { lines: [], corrupt: true };
  }
  if (!Array.isArray(data)) return { lines: [], corrupt: true };
  const lines = data.filter(isCartLine);
  return { lines, corrupt: lines.length !== data.length };
}

function isCartLine(v: unknown): v is CartLine {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return (
    typeof l.id === 'string' &&
    typeof l.productId === 'string' &&
    typeof l.variantId === 'string' &&
    typeof l.name === 'string' &&
    typeof l.price === 'number' &&
    typeof l.quantity === 'number' &&
    Number.isInteger(l.quantity) &&
    l.quantity >= 1 &&
    typeof l.stock === 'number'
  );
}
