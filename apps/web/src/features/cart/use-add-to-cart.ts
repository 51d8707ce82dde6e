/**
 * Adding to the cart with the spec's toasts (storefront §5 Add to cart, §8 Cart):
 * 'Added to Cart' / 'Cart Updated', or the destructive 'Stock Limit' / 'Only {n} items available in stock.'.
 */
import { toast } from '../../lib/toast';
import type { Variant } from '@phonexport/domain/catalog';
import { variantLabel } from '@phonexport/domain/cart';
import { MESSAGES } from '@phonexport/domain/messages';
import { cart } from './cart-store';

export interface AddableProduct {
  id: string;
  name: string;
  images: string[];
}

/** Adds one unit of a product variant; returns true when the cart changed. */
export function addProductToCart(product: AddableProduct, variant: Variant): boolean {
  const result = cart.add({
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
  if (!result.ok) {
    toast.error(MESSAGES.stockLimitTitle, { description: MESSAGES.stockLimit(result.available) });
    return false;
  }
  if (result.kind === 'added') toast.success(MESSAGES.addedTitle, { description: MESSAGES.added(product.name) });
  else toast.success(MESSAGES.updatedTitle, { description: MESSAGES.updated(product.name) });
  return true;
}
