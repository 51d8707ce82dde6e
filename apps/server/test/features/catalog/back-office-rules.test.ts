/**
 * Back-office rules of issue 24: hero links are paths on the shop by URL parsing; every CSV export
 * field is quoted with formulas neutralised after any separator; the counts a list shows agree
 * with its rows (customers list, a customer's overview and Orders tab, the reviews' stat cards).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import type { AdminCustomerDetailDto, AdminCustomerListDto } from '@phonexport/contracts/customers';
import type { AdminListPage, AdminReplyDto, AdminReviewDto, ReplyDto, ReviewStatsDto } from '@phonexport/contracts/reviews';
import { ADMIN_MESSAGES } from '@phonexport/domain/admin';
import { api, json, placeOrder, register, registerAdmin, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import { createReview, moderate } from '../reviews/review-helpers.ts';

const t = useTestServer();
let admin = '';

beforeAll(async () => {
  admin = await registerAdmin(t);
});

describe('hero links (issue 24)', () => {
  const hero = (url: string) => ({ title: 'Big Sale', subtitle: 'Up to 30% off', buttonText: 'Shop', buttonAction: 'url', priority: 5, url });

  it('refuses links that leave the shop with a 400 field message', async () => {
    for (const url of ['/\\evil.example/phish', '//evil.example/phish', '/\\/evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%0a/x y', 'products']) {
      const res = await api(t.app, { url: '/api/admin/heroes', body: hero(url), cookie: admin });
      expect(res.statusCode, url).toBe(400);
      expect(json<{ fields: Record<string, string> }>(res).fields.url, url).toBe(ADMIN_MESSAGES.heroUrlSameOrigin);
    }
  });

  it('keeps a path on the shop, as the browser would resolve it', async () => {
    const res = await api(t.app, { url: '/api/admin/heroes', body: hero('/products/../products?category=tablets#top'), cookie: admin });
    expect(res.statusCode, res.body).toBe(201);
    expect(json<{ url: string }>(res).url).toBe('/products?category=tablets#top');
  });
});

describe('CSV exports (issue 24)', () => {
  it('quotes every field and runs no formula whether the list separator is ; or ,', async () => {
    const email = uniqueEmail('csv');
    await register(t.app, email, { firstName: 'a;=1+2;b', lastName: 'c,=HYPERLINK("x")' });
    const res = await api(t.app, { url: `/api/admin/customers/export.csv?search=${encodeURIComponent(email)}`, cookie: admin });
    expect(res.statusCode).toBe(200);
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line, line).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    // Read as CSV (quotes respected), the name is one cell, neutralised after each separator.
    const row = Papa.parse<string[]>(lines[1]!).data[0]!;
    expect(row[0]).toBe(`a;'=1+2;b c,'=HYPERLINK("x")`);
    expect(row[1]).toBe(email);
    // Split by a spreadsheet whose separator is ; or , (quotes ignored), no piece starts a formula.
    for (const separator of [';', ',']) {
      for (const piece of lines[1]!.split(separator)) expect(piece.replace(/^[\s"]+/, ''), `${separator}: ${piece}`).not.toMatch(/^[=+\-@]/);
    }
  });
});

describe('counts agree with rows (issue 24)', () => {
  it("the customers list's total is the rows over all pages, and a page shows at most its size", async () => {
    for (let i = 0; i < 3; i++) await register(t.app, uniqueEmail('count'));
    const first = json<AdminCustomerListDto>(await api(t.app, { url: '/api/admin/customers?limit=2', cookie: admin }));
    expect(first.items).toHaveLength(2);
    const seen = new Set<string>();
    for (let offset = 0; offset < first.total + 2; offset += 2) {
      const page = json<AdminCustomerListDto>(await api(t.app, { url: `/api/admin/customers?limit=2&offset=${offset}`, cookie: admin }));
      expect(page.total).toBe(first.total);
      for (const c of page.items) seen.add(c.id);
    }
    expect(seen.size).toBe(first.total);
    expect(first.stats.totalCustomers).toBe(first.total);
  });

  it("a customer's overview counts every order their Orders tab lists, cancelled ones too", async () => {
    const email = uniqueEmail('three');
    const cookie = await register(t.app, email);
    const ids = [await placeOrder(t, cookie), await placeOrder(t, cookie), await placeOrder(t, cookie)];
    expect((await api(t.app, { url: `/api/admin/orders/${ids[0]}/status`, body: { status: 'cancelled' }, cookie: admin })).statusCode).toBe(200);
    const list = json<AdminCustomerListDto>(await api(t.app, { url: `/api/admin/customers?search=${encodeURIComponent(email)}`, cookie: admin }));
    const row = list.items[0]!;
    const detail = json<AdminCustomerDetailDto>(await api(t.app, { url: `/api/admin/customers/${row.id}`, cookie: admin }));
    expect(detail.orders).toHaveLength(3);
    expect(row.placedOrderCount).toBe(3);
    expect(detail.customer.placedOrderCount).toBe(detail.orders.length);
    // The sales rule still leaves the cancelled order out of what was spent.
    expect(detail.customer.orderCount).toBe(detail.orders.filter((o) => o.status !== 'cancelled').length);
  });

  it("the reviews' stat cards count the rows each status lists, a pending reply included", async () => {
    const author = await register(t.app, uniqueEmail('author'));
    const replier = await register(t.app, uniqueEmail('replier'));
    const review = await createReview(t, author);
    await moderate(t, admin, 'reviews', review.id, 'approved');
    const reply = json<ReplyDto>(await api(t.app, { url: `/api/reviews/${review.id}/replies`, body: { comment: 'Same here, works fine' }, cookie: replier }));
    expect(reply.status).toBe('pending');
    const stats = json<ReviewStatsDto>(await api(t.app, { url: '/api/admin/reviews/stats', cookie: admin }));
    const totalOf = async (kind: 'reviews' | 'review-replies', status: string) =>
      json<AdminListPage<AdminReviewDto | AdminReplyDto>>(await api(t.app, { url: `/api/admin/${kind}?status=${status}&limit=1`, cookie: admin })).total;
    expect(stats.replies.pending).toBeGreaterThanOrEqual(1);
    for (const status of ['pending', 'approved', 'rejected'] as const) {
      expect(stats.replies[status], `replies ${status}`).toBe(await totalOf('review-replies', status));
      expect(stats[status], `reviews ${status}`).toBe(await totalOf('reviews', status));
    }
    expect(stats.replies.total).toBe(await totalOf('review-replies', 'all'));
    expect(stats.total).toBe(await totalOf('reviews', 'all'));
  });
});
