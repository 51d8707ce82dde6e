/**
 * `/`: the catalog's home page with the reviews section composed in (decision 023: features never
 * import each other; app/ joins them). The reviews section is its own chunk, below the first
 * screen: in the first HTML, hydrated once the page is live (`afterLive`, decision 088), and
 * loaded with the page on a page already live (`preloadHomeParts`).
 */
import { HomePage } from '../features/catalog/home-page';
import { preloadable } from './preloadable';

const ReviewsSection = preloadable(() => import('../features/reviews/reviews-section'), 'default', { afterLive: true });

/** Loads the parts the home page shows below its first screen (route-views: with the page itself, once the app is live). */
export const preloadHomeParts = (): Promise<unknown> => ReviewsSection.preload();

export function HomeRoute() {
  return <HomePage reviews={<ReviewsSection />} />;
}
