/** GET /api/admin/review-replies (reviewsContracts.adminListReplies): one page of replies for moderation, the previous page kept while the next loads. */
import { moderationPage } from './moderation-page';

export const useAdminReplies = moderationPage('replies', '/api/admin/review-replies');
