/**
 * `/product/:id`: the catalog's product page with its reviews composed in (decision 023). The
 * reviews are their own chunk, below the first screen: in the first HTML, hydrated once the page
 * is live (`afterLive`, decision 088), and loaded with the page on a page already live
 * (`preloadProductParts`).
 */
import { ProductDetailPage, type ProductReviewsSlot } from '../features/catalog/product-detail-page';
import { preloadable } from './preloadable';

const ProductReviews = preloadable(() => import('../features/reviews/reviews-section'), 'ProductReviews', { afterLive: true });

/** Loads the parts the product page shows below its first screen (route-views: with the page itself, once the app is live). */
export const preloadProductParts = (): Promise<unknown> => ProductReviews.preload();

const productReviews: ProductReviewsSlot = (product) => <ProductReviews productId={product.id} productName={product.name} />;

export function ProductRoute() {
  return <ProductDetailPage reviews={productReviews} />;
}
