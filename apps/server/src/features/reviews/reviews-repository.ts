/**
 * Reviews repository (storefront §3 Review/ReviewReply/ReviewReaction, §4, §9; back office §2
 * Admin reviews, §4): the public list in the §9 order (the one home of that rule: total reactions
 * desc, approved replies desc, newest, id), replies, the one-reaction-per-user rule, moderation and
 * statistics. The only review code that touches the database; returns the plain shapes declared here (ISO times).
 */
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { emptyReactionCounts, reactionAction, roundRating, type ModerationStatus, type ReactionCounts, type ReactionType, type ReviewCountry } from '@phonexport/domain/reviews';
import type { ReviewFields } from '@phonexport/domain/reviews';
import { readAll, type Db, type Tx } from '../../db/client.ts';
import { containsPattern } from '../../db/like-pattern.ts';
import { products, reviewReactions, reviewReplies, reviews } from '../../db/schema.ts';

/** A product a review is tagged with. */
export interface TaggedProduct {
  id: string;
  name: string;
}

/** A review as the storefront shows it: rating 1-5, ISO times, the viewer's own reaction (null for none or a visitor). */
export interface Review {
  id: string;
  userName: string;
  rating: number;
  title: string;
  comment: string;
  country: ReviewCountry;
  taggedProducts: TaggedProduct[];
  imageUrls: string[];
  status: ModerationStatus;
  createdAt: string;
  updatedAt: string;
  approvedAt: string | null;
  replyCount: number;
  reactionCounts: ReactionCounts;
  myReaction: ReactionType | null;
}

/** A review as moderators see it: with its author's e-mail and the moderation fields. */
export interface AdminReview extends Review {
  userEmail: string;
  adminNotes: string | null;
  approvedBy: string | null;
}

/** A page of the public list: its reviews, how many approved reviews there are, their average rating, the next page's offset. */
export interface ReviewPage {
  items: Review[];
  total: number;
  averageRating: number;
  nextOffset: number | null;
}

/** The viewer's reaction after a tap and the review's counts. */
export interface ReactionResult {
  myReaction: ReactionType | null;
  reactionCounts: ReactionCounts;
}

/** A reply to a review as the storefront shows it (ISO times). */
export interface Reply {
  id: string;
  reviewId: string;
  userName: string;
  comment: string;
  status: ModerationStatus;
  createdAt: string;
  approvedAt: string | null;
}

/** A reply as moderators see it: with its author's e-mail, the moderation fields and its review's title. */
export interface AdminReply extends Reply {
  userEmail: string;
  adminNotes: string | null;
  approvedBy: string | null;
  updatedAt: string;
  reviewTitle: string;
}

/** One page of a back-office list: the rows and how many match the filters in all. */
export interface AdminListPage<T> {
  items: T[];
  total: number;
}

/** Counts of reviews and of replies by moderation status, and the approved reviews' average rating. */
export interface ReviewStats {
  total: number;
  approved: number;
  pending: number;
  rejected: number;
  averageRating: number;
  replies: { total: number; approved: number; pending: number; rejected: number };
}

type ReviewRow = typeof reviews.$inferSelect;
type ReplyRow = typeof reviewReplies.$inferSelect;

const iso = (d: Date | null) => (d ? d.toISOString() : null);


/** Total reactions of a review, as an SQL expression usable in ORDER BY. */
const reactionTotal = sql<number>`(select count(*) from ${reviewReactions} where ${reviewReactions.reviewId} = ${reviews.id})`;
/** Approved replies of a review. */
const approvedReplyCount = sql<number>`(select count(*) from ${reviewReplies} where ${reviewReplies.reviewId} = ${reviews.id} and ${reviewReplies.status} = 'approved')`;

/** Reviews that tag a product (jsonb containment on the id list). */
const tagsProduct = (productId: string) => sql`${reviews.taggedProducts} @> ${JSON.stringify([productId])}::jsonb`;

/** Adds reaction counts, approved reply counts, the viewer's reaction and tagged product names to rows. */
async function decorate(db: Db, rows: ReviewRow[], viewerId: string | null): Promise<Review[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const productIds = [...new Set(rows.flatMap((r) => r.taggedProducts))];
  const [reactionRows, replyRows, mine, names] = await readAll(db, [
    () => db
      .select({ reviewId: reviewReactions.reviewId, type: reviewReactions.type, n: count() })
      .from(reviewReactions)
      .where(inArray(reviewReactions.reviewId, ids))
      .groupBy(reviewReactions.reviewId, reviewReactions.type),
    () => db
      .select({ reviewId: reviewReplies.reviewId, n: count() })
      .from(reviewReplies)
      .where(and(inArray(reviewReplies.reviewId, ids), eq(reviewReplies.status, 'approved')))
      .groupBy(reviewReplies.reviewId),
    () => viewerId
      ? db
          .select({ reviewId: reviewReactions.reviewId, type: reviewReactions.type })
          .from(reviewReactions)
          .where(and(inArray(reviewReactions.reviewId, ids), eq(reviewReactions.userId, viewerId)))
      : Promise.resolve([]),
    () => productIds.length ? db.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, productIds)) : Promise.resolve([]),
  ]);
  const counts = new Map<string, ReactionCounts>();
  for (const r of reactionRows) {
    const c = counts.get(r.reviewId) ?? emptyReactionCounts();
    c[r.type] = Number(r.n);
    counts.set(r.reviewId, c);
  }
  const replies = new Map(replyRows.map((r) => [r.reviewId, Number(r.n)]));
  const myReaction = new Map(mine.map((m) => [m.reviewId, m.type]));
  const productNames = new Map(names.map((p) => [p.id, p.name]));
  return rows.map((r) => ({
    id: r.id,
    userName: r.userName,
    rating: r.rating,
    title: r.title,
    comment: r.comment,
    country: r.country as ReviewCountry,
    taggedProducts: r.taggedProducts
      .filter((id) => productNames.has(id))
      .map((id): TaggedProduct => ({ id, name: productNames.get(id)! })),
    imageUrls: r.imageUrls,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    approvedAt: iso(r.approvedAt),
    replyCount: replies.get(r.id) ?? 0,
    reactionCounts: counts.get(r.id) ?? emptyReactionCounts(),
    myReaction: myReaction.get(r.id) ?? null,
  }));
}

export interface ReviewListOptions {
  offset: number;
  limit: number;
  /** Only reviews tagging this product. */
  productId?: string;
  viewerId: string | null;
}

/**
 * Approved reviews in the §9 order (total reactions desc, approved replies desc, newest, id),
 * one page, with the count and average rating (one decimal) of all approved reviews in the list.
 */
export async function findApprovedReviews(db: Db, o: ReviewListOptions): Promise<ReviewPage> {
  const where = and(eq(reviews.status, 'approved'), o.productId ? tagsProduct(o.productId) : undefined);
  const [rows, [summary]] = await readAll(db, [
    () => db
      .select()
      .from(reviews)
      .where(where)
      .orderBy(desc(reactionTotal), desc(approvedReplyCount), desc(reviews.createdAt), asc(reviews.id))
      .limit(o.limit)
      .offset(o.offset),
    () => db.select({ n: count(), avg: sql<string | null>`avg(${reviews.rating})` }).from(reviews).where(where),
  ]);
  const total = Number(summary?.n ?? 0);
  return {
    items: await decorate(db, rows, o.viewerId),
    total,
    averageRating: summary?.avg == null ? 0 : roundRating(Number(summary.avg)),
    nextOffset: o.offset + rows.length < total ? o.offset + rows.length : null,
  };
}

/** The signed-in user's own reviews, newest first, whatever their status. */
export async function findUserReviews(db: Db, userId: string): Promise<Review[]> {
  const rows = await db.select().from(reviews).where(eq(reviews.userId, userId)).orderBy(desc(reviews.createdAt)).limit(100);
  return decorate(db, rows, userId);
}

/** A review's id and status, or null when there is none. */
export async function findReview(db: Db, id: string): Promise<{ id: string; status: ModerationStatus } | null> {
  const [row] = await db.select({ id: reviews.id, status: reviews.status }).from(reviews).where(eq(reviews.id, id)).limit(1);
  return row ?? null;
}

/** Active products among `ids` (tags may only name active products, §5). */
export async function findActiveProductIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db.select({ id: products.id }).from(products).where(and(inArray(products.id, ids), eq(products.status, 'active')));
  return new Set(rows.map((r) => r.id));
}

/** Active products whose name contains `search`, for the tag picker (at most `limit`, by name). */
export async function findTaggableProducts(db: Db, search: string, limit = 8): Promise<TaggedProduct[]> {
  return db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(and(eq(products.status, 'active'), search ? ilike(products.name, containsPattern(search)) : undefined))
    .orderBy(asc(products.name))
    .limit(limit);
}

export interface NewReview extends ReviewFields {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  imageUrls: string[];
}

/** Inserts a pending review (§4: created pending). */
export async function insertReview(db: Db, r: NewReview): Promise<Review> {
  const [row] = await db
    .insert(reviews)
    .values({ ...r, taggedProducts: [...new Set(r.taggedProducts)], status: 'pending' })
    .returning();
  return (await decorate(db, [row!], r.userId))[0]!;
}

/**
 * Applies a tap (§4): the user's reaction is added, removed (same type) or replaced (other type).
 * The unique index on (review, user) means concurrent taps can never leave two reactions: the
 * insert that loses the race falls back to reading and changing the winner's row.
 */
export async function upsertReaction(db: Db, reviewId: string, userId: string, type: ReactionType): Promise<ReactionResult> {
  let mine: ReactionType | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    const done = await db.transaction(async (tx) => {
      const inserted = await tx
        .insert(reviewReactions)
        .values({ reviewId, userId, type })
        .onConflictDoNothing({ target: [reviewReactions.reviewId, reviewReactions.userId] })
        .returning({ id: reviewReactions.id });
      if (inserted.length) {
        mine = type;
        return true;
      }
      const [existing] = await tx
        .select()
        .from(reviewReactions)
        .where(and(eq(reviewReactions.reviewId, reviewId), eq(reviewReactions.userId, userId)))
        .for('update');
      if (!existing) return false; // removed by a concurrent tap between the two statements: try again
      const action = reactionAction(existing.type, type);
      if (action.kind === 'remove') {
        await tx.delete(reviewReactions).where(eq(reviewReactions.id, existing.id));
        mine = null;
      } else {
        await tx.update(reviewReactions).set({ type: action.type }).where(eq(reviewReactions.id, existing.id));
        mine = action.type;
      }
      return true;
    });
    if (done) break;
  }
  const rows = await db
    .select({ type: reviewReactions.type, n: count() })
    .from(reviewReactions)
    .where(eq(reviewReactions.reviewId, reviewId))
    .groupBy(reviewReactions.type);
  const reactionCounts = emptyReactionCounts();
  for (const r of rows) reactionCounts[r.type] = Number(r.n);
  return { myReaction: mine, reactionCounts };
}

function toReplyDto(r: ReplyRow): Reply {
  return {
    id: r.id,
    reviewId: r.reviewId,
    userName: r.userName,
    comment: r.comment,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    approvedAt: iso(r.approvedAt),
  };
}

/** Approved replies of a review, oldest first (storefront §7 Replies). */
export async function findApprovedReplies(db: Db, reviewId: string): Promise<Reply[]> {
  const rows = await db
    .select()
    .from(reviewReplies)
    .where(and(eq(reviewReplies.reviewId, reviewId), eq(reviewReplies.status, 'approved')))
    .orderBy(asc(reviewReplies.createdAt), asc(reviewReplies.id));
  return rows.map(toReplyDto);
}

/** Inserts a pending reply (§4: created pending). */
export async function insertReply(db: Db, r: { reviewId: string; userId: string; userName: string; userEmail: string; comment: string }): Promise<Reply> {
  const [row] = await db.insert(reviewReplies).values({ ...r, status: 'pending' }).returning();
  return toReplyDto(row!);
}

// ---------- back office ----------

export interface AdminListOptions {
  status: 'all' | ModerationStatus;
  search: string;
  /** Rows skipped and rows returned (newest first). */
  offset: number;
  limit: number;
}

/** A page of reviews (newest first) for the back office, filtered by status and text, with the total matching. */
export async function findAdminReviews(db: Db, o: AdminListOptions): Promise<AdminListPage<AdminReview>> {
  const conditions: SQL[] = [];
  if (o.status !== 'all') conditions.push(eq(reviews.status, o.status));
  if (o.search) {
    const p = containsPattern(o.search);
    conditions.push(or(ilike(reviews.title, p), ilike(reviews.comment, p), ilike(reviews.userName, p), ilike(reviews.userEmail, p))!);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await readAll(db, [
    () => db.select().from(reviews).where(where).orderBy(desc(reviews.createdAt), asc(reviews.id)).limit(o.limit).offset(o.offset),
    () => db.select({ n: count() }).from(reviews).where(where),
  ]);
  const dtos = await decorate(db, rows, null);
  return {
    items: dtos.map((d, i) => ({ ...d, userEmail: rows[i]!.userEmail, adminNotes: rows[i]!.adminNotes, approvedBy: rows[i]!.approvedBy })),
    total: counted?.n ?? 0,
  };
}

/** A page of replies (newest first) for the back office, filtered by status and text, with the total matching. */
export async function findAdminReplies(db: Db, o: AdminListOptions): Promise<AdminListPage<AdminReply>> {
  const conditions: SQL[] = [];
  if (o.status !== 'all') conditions.push(eq(reviewReplies.status, o.status));
  if (o.search) {
    const p = containsPattern(o.search);
    conditions.push(or(ilike(reviewReplies.comment, p), ilike(reviewReplies.userName, p), ilike(reviewReplies.userEmail, p), ilike(reviews.title, p))!);
  }
  const where = and(...conditions);
  const [rows, [counted]] = await readAll(db, [
    () => db
      .select({ reply: reviewReplies, reviewTitle: reviews.title })
      .from(reviewReplies)
      .innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId))
      .where(where)
      .orderBy(desc(reviewReplies.createdAt), asc(reviewReplies.id))
      .limit(o.limit)
      .offset(o.offset),
    () => db.select({ n: count() }).from(reviewReplies).innerJoin(reviews, eq(reviews.id, reviewReplies.reviewId)).where(where),
  ]);
  const items = rows.map(({ reply, reviewTitle }) => ({
    ...toReplyDto(reply),
    userEmail: reply.userEmail,
    adminNotes: reply.adminNotes,
    approvedBy: reply.approvedBy,
    updatedAt: reply.updatedAt.toISOString(),
    reviewTitle,
  }));
  return { items, total: counted?.n ?? 0 };
}

/** §9 review statistics (average over every review, one decimal) and the replies' counts. */
export async function findReviewStats(db: Db): Promise<ReviewStats> {
  const [reviewRows, replyRows, [avg]] = await readAll(db, [
    () => db.select({ status: reviews.status, n: count() }).from(reviews).groupBy(reviews.status),
    () => db.select({ status: reviewReplies.status, n: count() }).from(reviewReplies).groupBy(reviewReplies.status),
    () => db.select({ avg: sql<string | null>`avg(${reviews.rating})` }).from(reviews),
  ]);
  const tally = (rows: { status: ModerationStatus; n: number }[]) => {
    const t = { total: 0, approved: 0, pending: 0, rejected: 0 };
    for (const r of rows) {
      t[r.status] += Number(r.n);
      t.total += Number(r.n);
    }
    return t;
  };
  return { ...tally(reviewRows), averageRating: avg?.avg == null ? 0 : roundRating(Number(avg.avg)), replies: tally(replyRows) };
}

export interface Moderation {
  status?: 'approved' | 'rejected';
  adminNotes?: string;
  /** The admin's e-mail, recorded as approvedBy (back office §4). */
  by: string;
}

/** The outcome of a moderation: the updated row, 'not_found', or 'not_pending' for a status change of a decided item. */
type ModerationResult<T> = T | 'not_found' | 'not_pending';

const moderationSet = (m: Moderation) => ({
  ...(m.adminNotes !== undefined ? { adminNotes: m.adminNotes || null } : {}),
  ...(m.status ? { status: m.status, approvedBy: m.by, approvedAt: m.status === 'approved' ? new Date() : null } : {}),
});

/**
 * Approves or rejects a pending review and/or saves admin notes (back office §4: pending may
 * become approved or rejected; approval records approvedBy and approvedAt). The status change is
 * conditional on the row still being pending, so two admins cannot both decide it.
 */
export async function updateReviewModeration(db: Db, id: string, m: Moderation): Promise<ModerationResult<AdminReview>> {
  const [row] = await db
    .update(reviews)
    .set(moderationSet(m))
    .where(and(eq(reviews.id, id), m.status ? eq(reviews.status, 'pending') : undefined))
    .returning();
  if (!row) return (await findReview(db, id)) ? 'not_pending' : 'not_found';
  const [dto] = await decorate(db, [row], null);
  return { ...dto!, userEmail: row.userEmail, adminNotes: row.adminNotes, approvedBy: row.approvedBy };
}

/** The same for a reply. */
export async function updateReplyModeration(db: Db, id: string, m: Moderation): Promise<ModerationResult<Reply>> {
  const [row] = await db
    .update(reviewReplies)
    .set(moderationSet(m))
    .where(and(eq(reviewReplies.id, id), m.status ? eq(reviewReplies.status, 'pending') : undefined))
    .returning();
  if (!row) {
    const [exists] = await db.select({ id: reviewReplies.id }).from(reviewReplies).where(eq(reviewReplies.id, id));
    return exists ? 'not_pending' : 'not_found';
  }
  return toReplyDto(row);
}

/** Deletes a review; its replies and reactions go with it (foreign keys cascade). What it was (for the audit log), or null when absent. */
export async function deleteReview(db: Db | Tx, id: string): Promise<{ title: string; userName: string; rating: number; status: string } | null> {
  const [gone] = await db.delete(reviews).where(eq(reviews.id, id)).returning({ title: reviews.title, userName: reviews.userName, rating: reviews.rating, status: reviews.status });
  return gone ?? null;
}

/** Deletes a reply; what it was (for the audit log), or null when absent. */
export async function deleteReply(db: Db | Tx, id: string): Promise<{ userName: string; comment: string; status: string } | null> {
  const [gone] = await db.delete(reviewReplies).where(eq(reviewReplies.id, id)).returning({ userName: reviewReplies.userName, comment: reviewReplies.comment, status: reviewReplies.status });
  return gone ?? null;
}
