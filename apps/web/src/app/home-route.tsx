/**
 * `/`: the catalog's home page with the reviews section composed in (decision 023: features never
 * import each other; app/ joins them). The reviews load lazily below the page, as before.
 */
import { lazy } from 'react';
import { HomePage } from '../features/catalog/home-page';

const ReviewsSection = lazy(() => import('../features/reviews/reviews-section'));

export function HomeRoute() {
  return <HomePage reviews={<ReviewsSection />} />;
}
