/**
 * Stock labels and thresholds (storefront spec §4 Product availability, §9).
 */

export const LOW_STOCK_THRESHOLD = 10;
export const IN_STOCK_THRESHOLD = 50;
export const CART_FEW_LEFT_THRESHOLD = 5;

export type ProductStatus = 'active' | 'inactive' | 'out_of_stock';

/** Out of stock when total stock is 0 or the status says so (§4). */
export function isOutOfStock(stock: number, status: ProductStatus = 'active'): boolean {
  return stock <= 0 || status === 'out_of_stock';
}

/** Detail-page label (§4): above 50 'In Stock'; 1 to 50 '{n} left in stock'; 0 'Out of Stock'. */
export function stockLabel(stock: number): string {
  if (stock > IN_STOCK_THRESHOLD) return 'In Stock';
  if (stock >= 1) return `${stock} left in stock`;
  return 'Out of Stock';
}

/** Cards show 'Low Stock' under 10 units (and above 0). */
export function isLowStock(stock: number): boolean {
  return stock > 0 && stock < LOW_STOCK_THRESHOLD;
}

/** Cart line badge 'Only {n} left' at 5 or fewer (§2 Cart), or null. */
export function cartFewLeftBadge(stock: number): string | null {
  return isCartFewLeft(stock) ? `Only ${stock} left` : null;
}

/** Whether a cart line shows its few-left badge (§2 Cart: 'Only {n} left' at CART_FEW_LEFT_THRESHOLD or less, none when out); the web words it in the shopper's language (`cart.fewLeft`). */
export function isCartFewLeft(stock: number): boolean {
  return stock > 0 && stock <= CART_FEW_LEFT_THRESHOLD;
}

/** Badge text capped at 99+ (cart and notification badges, §9); null hides the badge at 0. */
export function badgeCount(n: number): string | null {
  if (n <= 0) return null;
  return n > 99 ? '99+' : String(n);
}
