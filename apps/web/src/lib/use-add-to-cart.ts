/**
 * Adding to the cart with the spec's toasts (storefront §5 Add to cart, §8 Cart):
 * 'Added to Cart' / 'Cart Updated', or the destructive 'Stock Limit' / 'Only {n} items available in stock.', in the interface language.
 */
import { toast } from './toast';
import type { Variant } from '@phonexport/contracts/catalog';
import { variantLabel } from '@phonexport/domain/cart';
import { t } from '../i18n/i18n';
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
    toast.error(t('messages.stockLimitTitle'), { description: t('messages.stockLimit', { count: result.available }) });
    return false;
  }
  if (result.kind === 'added') toast.success(t('messages.addedTitle'), { description: t('messages.added', { product: product.name }) });
  else toast.success(t('messages.updatedTitle'), { description: t('messages.updated', { product: product.name }) });
  return true;
}
