/**
 * `/`: the catalog's home page with the reviews section composed in (decision 023: features never
 * import each other; app/ joins them). The reviews section is its own chunk, loaded with the page
 * (`preloadHomeParts`): it is in the first HTML, so it must be live when the page is.
 */
import { HomePage } from '../features/catalog/home-page';
import { preloadable } from './preloadable';

const ReviewsSection = preloadable(() => import('../features/reviews/reviews-section'), 'default');

/** Loads the parts the home page shows in its first HTML (route-views: with the page itself). */
export const preloadHomeParts = (): Promise<unknown> => ReviewsSection.preload();

export function HomeRoute() {
  return <HomePage reviews={<ReviewsSection />} />;
}
