/**
 * Moderation, ordering, replies and reactions (storefront §4, §9; back office §2 Admin reviews,
 * §4, §5): only admins moderate; only approved items are public; the §9 order; one reaction per
 * user per review whatever the concurrency; deleting a review deletes its photos, replies and reactions.
 */
import fs from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminListPage, AdminReplyDto, AdminReviewDto, ReactionResultDto, ReplyDto, ReviewDto, ReviewPageDto, ReviewStatsDto } from '@phonexport/contracts/reviews';
import { reviewReactions, reviewReplies, reviews } from '../../../src/db/schema.ts';
import { api, json, userIdOf, useTestServer } from '../../support/helpers.ts';
import { activeProducts, createReview, customer, moderate, registerAdmin, reviewFields, smallPng, submitReview } from './review-helpers.ts';

const t = useTestServer();
let admin = { cookie: '', email: '' };
let alice = '';
let bob = '';

beforeAll(async () => {
  [admin, alice, bob] = await Promise.all([registerAdmin(t), customer(t, 'alice'), customer(t, 'bob')]);
});

const publicPage = async (q = '', cookie?: string) => json<ReviewPageDto>(await api(t.app, { url: `/api/reviews${q}`, cookie }));
const react = (id: string, type: string, cookie: string | null) => api(t.app, { url: `/api/reviews/${id}/reactions`, body: { type }, cookie });

describe('moderation', () => {
  it('lists a page at a time, newest first, with the total matching the filters', async () => {
    const author = await customer(t);
    const tag = `paging-${crypto.randomUUID().slice(0, 8)}`;
    const made = [];
    for (let i = 0; i < 3; i++) made.push(await createReview(t, author, { title: `${tag} ${i}` }));
    const pageOf = async (offset: number) =>
      json<AdminListPage<AdminReviewDto>>(await api(t.app, { url: `/api/admin/reviews?search=${tag}&limit=2&offset=${offset}`, cookie: admin.cookie }));
    const first = await pageOf(0);
    const second = await pageOf(2);
    expect(first.total).toBe(3);
    expect(second.total).toBe(3);
    expect([...first.items, ...second.items].map((r) => r.id)).toEqual(made.map((r) => r.id).reverse());
    expect((await api(t.app, { url: '/api/admin/reviews?limit=500', cookie: admin.cookie })).statusCode).toBe(400);
  });

  it("searches the typed text literally: '%' and '_' are not wildcards", async () => {
    const author = await customer(t);
    const tag = `pct-${crypto.randomUUID().slice(0, 8)}`;
    const literal = await createReview(t, author, { title: `${tag} 100% genuine` });
    await createReview(t, author, { title: `${tag} 100 genuine` });
    const search = async (text: string) =>
      json<AdminListPage<AdminReviewDto>>(await api(t.app, { url: `/api/admin/reviews?search=${encodeURIComponent(text)}`, cookie: admin.cookie }));
    expect((await search(`${tag} 100%`)).items.map((r) => r.id)).toEqual([literal.id]);
    expect((await search(`${tag} 10_`)).items).toEqual([]);
  });

  it('refuses visitors (401) and customers (403) on every moderation endpoint', async () => {
    const review = await createReview(t, await customer(t));
    const calls = [
      { url: '/api/admin/reviews' },
      { url: '/api/admin/reviews/stats' },
      { url: '/api/admin/review-replies' },
      { method: 'PATCH' as const, url: `/api/admin/reviews/${review.id}`, body: { status: 'approved' } },
      { method: 'DELETE' as const, url: `/api/admin/reviews/${review.id}` },
      { method: 'PATCH' as const, url: '/api/admin/review-replies/x', body: { status: 'approved' } },
      { method: 'DELETE' as const, url: '/api/admin/review-replies/x' },
    ];
    for (const c of calls) {
      expect((await api(t.app, { ...c })).statusCode, `${c.url} visitor`).toBe(401);
      expect((await api(t.app, { ...c, cookie: alice })).statusCode, `${c.url} customer`).toBe(403);
    }
    const still = json<AdminListPage<AdminReviewDto>>(await api(t.app, { url: '/api/admin/reviews?status=pending', cookie: admin.cookie })).items;
    expect(still.find((r) => r.id === review.id)?.status).toBe('pending');
  });

  it('pending -> approved records approvedBy and approvedAt and publishes; a decided review cannot be decided again', async () => {
    const review = await createReview(t, await customer(t), { title: 'Approve me' });
    const res = await api(t.app, { method: 'PATCH', url: `/api/admin/reviews/${review.id}`, body: { status: 'approved', adminNotes: 'Checked order' }, cookie: admin.cookie });
    expect(res.statusCode).toBe(200);
    const approved = json<AdminReviewDto>(res);
    expect(approved).toMatchObject({ status: 'approved', approvedBy: admin.email, adminNotes: 'Checked order' });
    expect(Date.now() - Date.parse(approved.approvedAt!)).toBeLessThan(60_000);
    expect((await publicPage()).items.map((r) => r.id)).toContain(review.id);
    const again = await api(t.app, { method: 'PATCH', url: `/api/admin/reviews/${review.id}`, body: { status: 'rejected' }, cookie: admin.cookie });
    expect(again.statusCode).toBe(409);
    // notes can still be edited
    const notes = await api(t.app, { method: 'PATCH', url: `/api/admin/reviews/${review.id}`, body: { adminNotes: 'Updated note' }, cookie: admin.cookie });
    expect(json<AdminReviewDto>(notes)).toMatchObject({ status: 'approved', adminNotes: 'Updated note' });
  });

  it('pending -> rejected stays hidden; unknown ids answer 404; bad status 400', async () => {
    const review = await createReview(t, await customer(t), { title: 'Reject me' });
    await moderate(t, admin.cookie, 'reviews', review.id, 'rejected');
    expect((await publicPage()).items.map((r) => r.id)).not.toContain(review.id);
    const list = json<AdminListPage<AdminReviewDto>>(await api(t.app, { url: '/api/admin/reviews?status=rejected&search=reject%20me', cookie: admin.cookie })).items;
    expect(list.map((r) => r.id)).toEqual([review.id]);
    expect(list[0]!.approvedAt).toBeNull();
    expect((await api(t.app, { method: 'PATCH', url: '/api/admin/reviews/nope', body: { status: 'approved' }, cookie: admin.cookie })).statusCode).toBe(404);
    expect((await api(t.app, { method: 'PATCH', url: `/api/admin/reviews/${review.id}`, body: { status: 'pending' }, cookie: admin.cookie })).statusCode).toBe(400);
    // replying to or reacting on a review the public cannot see is refused
    expect((await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: 'hi' }, cookie: bob })).statusCode).toBe(404);
    expect((await react(review.id, 'helpful', bob)).statusCode).toBe(404);
  });

  it('statistics count every status and average the ratings to one decimal', async () => {
    const stats = json<ReviewStatsDto>(await api(t.app, { url: '/api/admin/reviews/stats', cookie: admin.cookie }));
    expect(stats.total).toBe(stats.approved + stats.pending + stats.rejected);
    expect(stats.total).toBeGreaterThanOrEqual(3);
    expect(stats.averageRating).toBe(4);
  });
});

describe('replies', () => {
  it('visitors are refused with the spec text; blank and over-long replies are refused', async () => {
    const review = await createReview(t, await customer(t));
    await moderate(t, admin.cookie, 'reviews', review.id, 'approved');
    const visitor = await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: 'Hello' } });
    expect(visitor.statusCode).toBe(401);
    expect(json(visitor).message).toBe('Please login to reply to reviews');
    const blank = await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: '   ' }, cookie: bob });
    expect(json(blank)).toMatchObject({ message: 'Please write a reply before submitting', code: 'empty_reply' });
    expect((await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: 'x'.repeat(501) }, cookie: bob })).statusCode).toBe(400);
  });

  it('replies are pending until approved, then listed oldest first', async () => {
    const review = await createReview(t, await customer(t));
    await moderate(t, admin.cookie, 'reviews', review.id, 'approved');
    const first = json<ReplyDto>(await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: 'First reply' }, cookie: bob }));
    const second = json<ReplyDto>(await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: 'Second reply' }, cookie: alice }));
    expect(first.status).toBe('pending');
    expect(json<ReplyDto[]>(await api(t.app, { url: `/api/reviews/${review.id}/replies` }))).toEqual([]);
    const pending = json<AdminListPage<AdminReplyDto>>(await api(t.app, { url: '/api/admin/review-replies?status=pending', cookie: admin.cookie })).items;
    expect(pending.find((r) => r.id === first.id)).toMatchObject({ reviewTitle: review.title, status: 'pending' });
    await moderate(t, admin.cookie, 'review-replies', second.id, 'approved');
    await moderate(t, admin.cookie, 'review-replies', first.id, 'approved');
    const listed = json<ReplyDto[]>(await api(t.app, { url: `/api/reviews/${review.id}/replies` }));
    expect(listed.map((r) => r.comment)).toEqual(['First reply', 'Second reply']);
    const approved = json<AdminListPage<AdminReplyDto>>(await api(t.app, { url: '/api/admin/review-replies?status=approved&search=first%20reply', cookie: admin.cookie })).items;
    expect(approved[0]).toMatchObject({ id: first.id, approvedBy: admin.email });
    expect(approved[0]!.approvedAt).not.toBeNull();
  });
});

describe('reactions', () => {
  let review: ReviewDto;
  beforeAll(async () => {
    review = await createReview(t, await customer(t), { title: 'React to me' });
    await moderate(t, admin.cookie, 'reviews', review.id, 'approved');
  });

  it('visitors are refused with the spec text; unknown types 400', async () => {
    const res = await react(review.id, 'helpful', null);
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe('Please login to react to reviews');
    expect((await react(review.id, 'love', bob)).statusCode).toBe(400);
  });

  it('adds, replaces with another type and removes the same type (§4)', async () => {
    const carol = await customer(t, 'carol');
    expect(json<ReactionResultDto>(await react(review.id, 'helpful', carol))).toEqual({ myReaction: 'helpful', reactionCounts: { helpful: 1, thumbsUp: 0, thumbsDown: 0 } });
    expect(json<ReactionResultDto>(await react(review.id, 'thumbsDown', carol))).toEqual({ myReaction: 'thumbsDown', reactionCounts: { helpful: 0, thumbsUp: 0, thumbsDown: 1 } });
    const page = await publicPage('', carol);
    expect(page.items.find((r) => r.id === review.id)?.myReaction).toBe('thumbsDown');
    expect(json<ReactionResultDto>(await react(review.id, 'thumbsDown', carol))).toEqual({ myReaction: null, reactionCounts: { helpful: 0, thumbsUp: 0, thumbsDown: 0 } });
  });

  it('concurrent taps never leave two reactions of one user on one review', async () => {
    const dave = await customer(t, 'dave');
    const types = ['helpful', 'thumbsUp', 'thumbsDown', 'helpful', 'helpful', 'thumbsUp', 'thumbsDown', 'thumbsUp', 'helpful', 'thumbsDown', 'thumbsUp', 'helpful'];
    const daveId = await userIdOf(t.app, dave);
    const results = await Promise.all(types.map((type) => react(review.id, type, dave)));
    expect(results.map((r) => r.statusCode)).toEqual(types.map(() => 200));
    const rows = await t.db.select().from(reviewReactions).where(and(eq(reviewReactions.reviewId, review.id), eq(reviewReactions.userId, daveId)));
    expect(rows.length).toBeLessThanOrEqual(1);
    const page = await publicPage('', dave);
    const shown = page.items.find((r) => r.id === review.id)!;
    expect(shown.myReaction).toBe(rows[0]?.type ?? null);
    expect(shown.reactionCounts.helpful + shown.reactionCounts.thumbsUp + shown.reactionCounts.thumbsDown).toBe(rows.length);
    // the database itself refuses a second row
    await expect(t.db.insert(reviewReactions).values([{ reviewId: review.id, userId: daveId, type: 'helpful' }, { reviewId: review.id, userId: daveId, type: 'thumbsUp' }])).rejects.toThrow();
  });
});

describe('public list', () => {
  // The §9 order's one home is the repository's SQL (the domain's compareReviews twin is gone): this asserts it.
  it('orders by total reactions, then approved replies, then newest; pages by 20 with an average', async () => {
    const productId = (await activeProducts(t))[1]!.id;
    const mk = async (title: string, rating: string) => {
      const r = await createReview(t, await customer(t), { title, rating, taggedProducts: [productId] });
      await moderate(t, admin.cookie, 'reviews', r.id, 'approved');
      return r;
    };
    const oldQuiet = await mk('old quiet', '5');
    const replied = await mk('replied', '4');
    const popular = await mk('popular', '3');
    const newQuiet = await mk('new quiet', '4');
    await react(popular.id, 'helpful', bob);
    const reply = json<ReplyDto>(await api(t.app, { url: `/api/reviews/${replied.id}/replies`, body: { comment: 'Agreed' }, cookie: bob }));
    await moderate(t, admin.cookie, 'review-replies', reply.id, 'approved');
    // a pending reply does not count
    await api(t.app, { url: `/api/reviews/${oldQuiet.id}/replies`, body: { comment: 'pending' }, cookie: bob });
    const page = await publicPage(`?productId=${productId}`);
    expect(page.items.map((r) => r.title)).toEqual(['popular', 'replied', 'new quiet', 'old quiet']);
    expect(page).toMatchObject({ total: 4, averageRating: 4, nextOffset: null });
    expect(page.items[1]!.replyCount).toBe(1);
    expect(page.items[0]!.taggedProducts[0]!.id).toBe(productId);

    const all = await publicPage();
    expect(all.items.length).toBeLessThanOrEqual(20);
    expect(all.total).toBeGreaterThanOrEqual(4);
    // the global order holds across the whole list
    const ranks = all.items.map((r) => r.reactionCounts.helpful + r.reactionCounts.thumbsUp + r.reactionCounts.thumbsDown);
    expect([...ranks].sort((a, b) => b - a)).toEqual(ranks);
    void newQuiet;
  });

  it("'Load More Reviews' pages by 20 without repeats or gaps", async () => {
    await t.db.insert(reviews).values(
      Array.from({ length: 25 }, (_, i) => ({
        userName: 'Bulk', userEmail: 'bulk@example.com', rating: 5, title: `bulk ${i}`, comment: 'ok', country: 'ZA', status: 'approved' as const,
      })),
    );
    const first = await publicPage();
    expect(first.items).toHaveLength(20);
    expect(first.nextOffset).toBe(20);
    const seen = new Set(first.items.map((r) => r.id));
    let next: number | null = first.nextOffset;
    while (next !== null) {
      const page = await publicPage(`?offset=${next}`);
      for (const r of page.items) seen.add(r.id);
      next = page.nextOffset;
    }
    expect(seen.size).toBe(first.total);
  });
});

describe('deleting', () => {
  it('deletes a review with its photos, replies and reactions', async () => {
    const res = await submitReview(t, await customer(t), reviewFields({ title: 'Delete me' }), [{ name: 'a.png', data: await smallPng(), type: 'image/png' }]);
    const review = json<ReviewDto>(res);
    await moderate(t, admin.cookie, 'reviews', review.id, 'approved');
    await react(review.id, 'thumbsUp', bob);
    await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: 'bye' }, cookie: bob });
    const dir = path.join(t.dataDir, 'uploads', 'reviews', review.id);
    expect(fs.existsSync(dir)).toBe(true);
    expect((await api(t.app, { method: 'DELETE', url: `/api/admin/reviews/${review.id}`, cookie: admin.cookie })).statusCode).toBe(200);
    expect(fs.existsSync(dir)).toBe(false);
    expect((await t.app.inject({ url: review.imageUrls[0]! })).statusCode).toBe(404);
    expect(await t.db.select().from(reviewReplies).where(eq(reviewReplies.reviewId, review.id))).toEqual([]);
    expect(await t.db.select().from(reviewReactions).where(eq(reviewReactions.reviewId, review.id))).toEqual([]);
    expect((await api(t.app, { method: 'DELETE', url: `/api/admin/reviews/${review.id}`, cookie: admin.cookie })).statusCode).toBe(404);
  });

  it('deletes a reply', async () => {
    const review = await createReview(t, await customer(t));
    await moderate(t, admin.cookie, 'reviews', review.id, 'approved');
    const reply = json<ReplyDto>(await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: 'to delete' }, cookie: bob }));
    expect((await api(t.app, { method: 'DELETE', url: `/api/admin/review-replies/${reply.id}`, cookie: admin.cookie })).statusCode).toBe(200);
    expect(await t.db.select().from(reviewReplies).where(eq(reviewReplies.id, reply.id))).toEqual([]);
  });
});
