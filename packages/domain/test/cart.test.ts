import { describe, expect, it } from 'vitest';
import { addToCart, cartItemCount, cartLineId, parseStoredCart, refreshLines, setQuantity, variantLabel, type CartLine } from '@phonexport/domain/cart';

type Item = Omit<CartLine, 'quantity' | 'id'>;

const phone = (stock: number, over: Partial<Item> = {}): Item => ({
  productId: 'p-s25',
  variantId: 'v-s25-navy-256',
  name: 'Samsung Galaxy S25',
  variant: '256GB, Navy',
  color: 'Navy',
  storage: '256GB',
  price: 79_999,
  image: '/media/products/s25/detail.webp',
  stock,
  ...over,
});

function mustAdd(lines: CartLine[], item: Item) {
  const r = addToCart(lines, item);
  if (!r.ok) throw new Error(`expected add to succeed, got ${r.reason}`);
  return r;
}

describe('cartLineId and variantLabel (§3 Cart line)', () => {
  it("joins productId, colour and storage, with 'default' for a missing value", () => {
    expect(cartLineId('p1', 'Black', '256GB')).toBe('p1-Black-256GB');
    expect(cartLineId('p1', null, '256GB')).toBe('p1-default-256GB');
    expect(cartLineId('p1', 'Black', null)).toBe('p1-Black-default');
    expect(cartLineId('p1', null, null)).toBe('p1-default-default');
    expect(cartLineId('p1', '', '')).toBe('p1-default-default');
  });

  it("joins storage and colour by a comma, or 'Standard'", () => {
    expect(variantLabel('Black', '256GB')).toBe('256GB, Black');
    expect(variantLabel('Black', null)).toBe('Black');
    expect(variantLabel(null, '1TB')).toBe('1TB');
    expect(variantLabel(null, null)).toBe('Standard');
  });
});

describe('addToCart (§4 Cart, §5 Add to cart)', () => {
  it('starts a new line at quantity 1', () => {
    const r = mustAdd([], phone(10));
    expect(r.kind).toBe('added');
    expect(r.lines).toHaveLength(1);
    expect(r.lines[0]).toMatchObject({ id: 'p-s25-Navy-256GB', productId: 'p-s25', quantity: 1, price: 79_999 });
  });

  it('raises an existing line by 1', () => {
    const first = mustAdd([], phone(10));
    const second = mustAdd(first.lines, phone(10));
    expect(second.kind).toBe('updated');
    expect(second.lines).toHaveLength(1);
    expect(second.lines[0]!.quantity).toBe(2);
    const third = mustAdd(second.lines, phone(10));
    expect(third.lines[0]!.quantity).toBe(3);
  });

  it('keeps different variants of a product on separate lines', () => {
    const a = mustAdd([], phone(10));
    const b = mustAdd(a.lines, phone(10, { color: 'Icyblue', variantId: 'v-s25-icyblue-256' }));
    expect(b.kind).toBe('added');
    expect(b.lines.map((l) => l.id)).toEqual(['p-s25-Navy-256GB', 'p-s25-Icyblue-256GB']);
  });

  it('goes up to the stock and then refuses with stock_limit and the available count', () => {
    let lines = mustAdd([], phone(2)).lines;
    lines = mustAdd(lines, phone(2)).lines;
    expect(lines[0]!.quantity).toBe(2);
    expect(addToCart(lines, phone(2))).toEqual({ ok: false, reason: 'stock_limit', available: 2 });
  });

  it('uses the current stock of the item being added', () => {
    const lines = mustAdd(mustAdd([], phone(10)).lines, phone(10)).lines; // quantity 2
    // stock dropped to 2 meanwhile: a third unit is refused
    expect(addToCart(lines, phone(2))).toEqual({ ok: false, reason: 'stock_limit', available: 2 });
  });

  it('refuses an out-of-stock item', () => {
    expect(addToCart([], phone(0))).toEqual({ ok: false, reason: 'out_of_stock', available: 0 });
  });

  it('does not mutate the given cart', () => {
    const lines = mustAdd([], phone(5)).lines;
    const frozen = JSON.stringify(lines);
    mustAdd(lines, phone(5));
    expect(JSON.stringify(lines)).toBe(frozen);
  });
});

describe('setQuantity (§4: clamped between 1 and stock)', () => {
  const lines = mustAdd([], phone(3)).lines;
  const id = 'p-s25-Navy-256GB';

  it.each([
    [2, 2],
    [3, 3],
    [4, 3],
    [999, 3],
    [0, 1],
    [-5, 1],
    [2.7, 2],
    [Number.NaN, 1],
  ])('set %d → %d', (asked, expected) => {
    expect(setQuantity(lines, id, asked)[0]!.quantity).toBe(expected);
  });

  it('leaves the cart as it is for an unknown id', () => {
    expect(setQuantity(lines, 'nope', 3)).toEqual(lines);
  });
});

describe('refreshLines (§4: the server reports price and stock; quantities stay within stock)', () => {
  const five = (): CartLine[] => {
    let lines = mustAdd([], phone(9)).lines;
    for (let i = 0; i < 4; i++) lines = mustAdd(lines, phone(9)).lines;
    return lines;
  };

  it('lowers a quantity above the stock that remains to that stock and reports the line', () => {
    const r = refreshLines(five(), new Map([['v-s25-navy-256', { price: 79_999, stock: 2 }]]));
    expect(r.lines[0]).toMatchObject({ quantity: 2, stock: 2 });
    expect(r.changed).toBe(true);
    expect(r.clamped).toEqual([{ name: 'Samsung Galaxy S25', stock: 2 }]);
  });

  it('takes the new price without touching a quantity within stock', () => {
    const r = refreshLines(five(), new Map([['v-s25-navy-256', { price: 69_999, stock: 5 }]]));
    expect(r.lines[0]).toMatchObject({ quantity: 5, price: 69_999 });
    expect(r.clamped).toEqual([]);
  });

  it('keeps the quantity of a sold-out line (shown as unavailable) and reports nothing unchanged', () => {
    expect(refreshLines(five(), new Map([['v-s25-navy-256', { price: 79_999, stock: 0 }]])).lines[0]!.quantity).toBe(5);
    const same = refreshLines(five(), new Map([['v-s25-navy-256', { price: 79_999, stock: 9 }]]));
    expect(same).toMatchObject({ changed: false, clamped: [] });
  });
});

describe('cartItemCount', () => {
  it('sums quantities', () => {
    let lines = mustAdd([], phone(10)).lines;
    lines = mustAdd(lines, phone(10)).lines;
    lines = mustAdd(lines, phone(10, { productId: 'p-case', variantId: 'v-case', color: null, storage: null })).lines;
    expect(cartItemCount(lines)).toBe(3);
    expect(cartItemCount([])).toBe(0);
  });
});

describe('parseStoredCart (§4: a corrupt stored cart is treated as empty)', () => {
  const good: CartLine = { ...phone(5), id: 'p-s25-Navy-256GB', quantity: 2 };

  it('reads a well-formed cart', () => {
    expect(parseStoredCart(JSON.stringify([good]))).toEqual({ lines: [good], corrupt: false });
  });

  it('treats a missing cart as empty, not corrupt', () => {
    expect(parseStoredCart(null)).toEqual({ lines: [], corrupt: false });
    expect(parseStoredCart('')).toEqual({ lines: [], corrupt: false });
  });

  it.each(['{not json', '{"a":1}', '"text"', '42', 'null'])('treats %j as empty and corrupt', (raw) => {
    expect(parseStoredCart(raw)).toEqual({ lines: [], corrupt: true });
  });

  it('drops malformed lines and flags the cart', () => {
    const raw = JSON.stringify([good, { ...good, quantity: 0 }, { ...good, quantity: 1.5 }, { id: 'x' }, { ...good, variantId: undefined }, null, 'line']);
    expect(parseStoredCart(raw)).toEqual({ lines: [good], corrupt: true });
  });
});
