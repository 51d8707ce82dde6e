/**
 * Query keys of the review hooks, shared so that a change (a reaction, a moderation) refreshes
 * every list that shows it.
 */
/** Key of a review list: all approved reviews, or those tagging a product. */
export const reviewsKey = (productId?: string) => ['reviews', productId ?? 'all'] as const;
/** Prefix of every public review list. */
export const ALL_REVIEWS = ['reviews'] as const;
/** Prefix of every back-office review query (lists and stats). */
export const ADMIN_REVIEWS = ['admin-reviews'] as const;
