/** GET /api/admin/reviews (reviewsContracts.adminList): one page of reviews for moderation, the previous page kept while the next loads. */
import { moderationPage } from './moderation-page';

export const useAdminReviews = moderationPage('reviews', '/api/admin/reviews');
