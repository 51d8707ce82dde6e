/**
 * `/product/:id`: the catalog's product page with its reviews composed in (decision 023). The
 * reviews load lazily below the product, as before.
 */
import { lazy } from 'react';
import { ProductDetailPage, type ProductReviewsSlot } from '../features/catalog/product-detail-page';

const ProductReviews = lazy(async () => ({ default: (await import('../features/reviews/reviews-section')).ProductReviews }));

const productReviews: ProductReviewsSlot = (product) => <ProductReviews productId={product.id} productName={product.name} />;

export function ProductRoute() {
  return <ProductDetailPage reviews={productReviews} />;
}
