/**
 * `/product/:id`: the catalog's product page with its reviews composed in (decision 023). The
 * reviews are their own chunk, loaded with the page (`preloadProductParts`): they are in the
 * first HTML, so they must be live when the page is.
 */
import { ProductDetailPage, type ProductReviewsSlot } from '../features/catalog/product-detail-page';
import { preloadable } from './preloadable';

const ProductReviews = preloadable(() => import('../features/reviews/reviews-section'), 'ProductReviews');

/** Loads the parts the product page shows in its first HTML (route-views: with the page itself). */
export const preloadProductParts = (): Promise<unknown> => ProductReviews.preload();

const productReviews: ProductReviewsSlot = (product) => <ProductReviews productId={product.id} productName={product.name} />;

export function ProductRoute() {
  return <ProductDetailPage reviews={productReviews} />;
}
