/**
 * Adding to the cart with the spec's toasts (storefront §5 Add to cart, §8 Cart):
 * 'Added to Cart' / 'Cart Updated', or the destructive 'Stock Limit' / 'Only {n} items available in stock.', in the interface language.
 */
import { toast } from './toast';
import type { Variant } from '@phonexport/contracts/catalog';
import type { AddResult } from '@phonexport/domain/cart';
import { t } from '../i18n/i18n';
import { putInCart, type AddableProduct } from './cart-store';

/** Tells the shopper how adding `product` went (the toasts above); returns true when the cart changed. */
export function announceAdded(product: Pick<AddableProduct, 'name'>, result: AddResult): boolean {
  if (!result.ok) {
    toast.error(t('messages.stockLimitTitle'), { description: t('messages.stockLimit', { count: result.available }) });
    return false;
  }
  if (result.kind === 'added') toast.success(t('messages.addedTitle'), { description: t('messages.added', { product: product.name }) });
  else toast.success(t('messages.updatedTitle'), { description: t('messages.updated', { product: product.name }) });
  return true;
}

/** Adds one unit of a product variant and says so; returns true when the cart changed. */
export function addProductToCart(product: AddableProduct, variant: Variant): boolean {
  return announceAdded(product, putInCart(product, variant));
}
