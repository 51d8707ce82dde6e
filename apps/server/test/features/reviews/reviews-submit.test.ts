/**
 * Writing a review (storefront §5 Review submit, §4 Review): sign-in, the field rules with the
 * spec's messages, the photo rules (real images only, 5 MB, 5 photos), re-encoding without
 * metadata, product tags, and text kept as typed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReviewDto, ReviewPageDto } from '@phonexport/contracts/reviews';
import { api, json, useTestServer } from '../../support/helpers.ts';
import { PHOTO_MAX_SIDE } from '../../../src/features/reviews/review-images.ts';
import { REVIEW_RATE_LIMITS } from '../../../src/features/reviews/reviews-routes.ts';
import { activeProducts, customer, largePng, photoWithGps, registerAdmin, reviewFields, smallPng, submitReview } from './review-helpers.ts';

const t = useTestServer();
let alice = '';
let png: Buffer;

beforeAll(async () => {
  alice = await customer(t, 'alice');
  png = await smallPng();
});

const reviewFiles = async () => (await fs.readdir(path.join(t.dataDir, 'uploads', 'reviews')).catch(() => [])).length;

describe('submitting a review', () => {
  it('refuses a visitor with the spec text', async () => {
    const res = await submitReview(t, null, reviewFields());
    expect(res.statusCode).toBe(401);
    expect(json(res).message).toBe('Please login to submit a review');
  });

  it('refuses blank title or comment, and a missing or foreign country, with the spec texts', async () => {
    const blank = await submitReview(t, alice, reviewFields({ title: '   ' }));
    expect(blank.statusCode).toBe(400);
    expect(json(blank)).toMatchObject({ message: 'Please provide both a title and comment', code: 'missing_information' });
    const noCountry = await submitReview(t, alice, reviewFields({ country: '' }));
    expect(json(noCountry)).toMatchObject({ message: 'Please select your country', code: 'country_required' });
    const foreign = await submitReview(t, alice, reviewFields({ country: 'US' }));
    expect(foreign.statusCode).toBe(400);
    expect(json(foreign).code).toBe('country_required');
    const long = await submitReview(t, alice, reviewFields({ title: 'x'.repeat(101) }));
    expect(long.statusCode).toBe(400);
    expect(json(long).fields).toHaveProperty('title');
    const rating = await submitReview(t, alice, reviewFields({ rating: '6' }));
    expect(rating.statusCode).toBe(400);
  });

  it('creates a pending review (default rating 5) that the public does not see', async () => {
    const { rating: _r, ...noRating } = reviewFields();
    const res = await submitReview(t, alice, noRating);
    expect(res.statusCode).toBe(201);
    const review = json<ReviewDto>(res);
    expect(review).toMatchObject({ status: 'pending', rating: 5, country: 'BW', imageUrls: [], approvedAt: null });
    expect(review).not.toHaveProperty('userEmail');
    const page = json<ReviewPageDto>(await api(t.app, { url: '/api/reviews' }));
    expect(page.items.map((r) => r.id)).not.toContain(review.id);
    const mine = json<ReviewDto[]>(await api(t.app, { url: '/api/reviews/mine', cookie: alice }));
    expect(mine.map((r) => r.id)).toContain(review.id);
  });

  it('re-encodes photos to bounded WebP without EXIF or GPS, with thumbnails, served publicly', async () => {
    const original = await photoWithGps(2400, 1800);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await submitReview(t, alice, reviewFields(), [
      { name: 'holiday.jpg', data: original },
      { name: 'box.png', data: png, type: 'image/png' },
    ]);
    expect(res.statusCode).toBe(201);
    const review = json<ReviewDto>(res);
    expect(review.imageUrls).toHaveLength(2);
    for (const url of review.imageUrls) expect(url).toMatch(new RegExp(`^/uploads/reviews/${review.id}/[0-9a-f-]+\\.webp$`));
    const served = await t.app.inject({ url: review.imageUrls[0]! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width!, meta.height!)).toBe(PHOTO_MAX_SIDE);
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('Secret Model 9'))).toBe(false);
    const thumb = await t.app.inject({ url: review.imageUrls[0]!.replace('.webp', '-thumb.webp') });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.rawPayload.length).toBeLessThan(served.rawPayload.length);
  });

  it('refuses a text file renamed .jpg, storing nothing', async () => {
    const before = await reviewFiles();
    const res = await submitReview(t, await customer(t), reviewFields(), [
      { name: 'good.png', data: png, type: 'image/png' },
      { name: 'holiday.jpg', data: Buffer.from('just some text pretending to be a photo\n'.repeat(20)) },
    ]);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message: 'holiday.jpg is not an image', code: 'invalid_file_type' });
    expect(await reviewFiles()).toBe(before);
  });

  it('refuses an SVG drawing named .png (only photos are kept)', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><rect width="40" height="40" fill="red"/></svg>');
    const res = await submitReview(t, await customer(t), reviewFields(), [{ name: 'drawing.png', data: svg, type: 'image/png' }]);
    expect(res.statusCode).toBe(400);
    expect(json(res)).toMatchObject({ message: 'drawing.png is not an image', code: 'invalid_file_type' });
  });

  it('refuses a 6 MB image with the spec text', async () => {
    const big = await largePng();
    expect(big.length).toBeGreaterThan(6 * 1024 * 1024);
    const res = await submitReview(t, await customer(t), reviewFields(), [{ name: 'huge.png', data: big, type: 'image/png' }]);
    expect(res.statusCode).toBe(413);
    expect(json(res)).toMatchObject({ message: 'huge.png: Maximum size is 5MB', code: 'file_too_large' });
  });

  it('accepts five photos and refuses a sixth', async () => {
    const bob = await customer(t, 'bob');
    const five = Array.from({ length: 5 }, (_, i) => ({ name: `p${i}.png`, data: png, type: 'image/png' }));
    const ok = await submitReview(t, bob, reviewFields(), five);
    expect(ok.statusCode).toBe(201);
    expect(json<ReviewDto>(ok).imageUrls).toHaveLength(5);
    const six = await submitReview(t, bob, reviewFields(), [...five, { name: 'p5.png', data: png, type: 'image/png' }]);
    expect(six.statusCode).toBe(400);
    expect(json(six)).toMatchObject({ message: 'You can upload a maximum of 5 images', code: 'too_many_images' });
  });

  it('tags active products without duplicates and refuses unknown ones', async () => {
    const [p1, p2] = await activeProducts(t);
    const carol = await customer(t, 'carol');
    const res = await submitReview(t, carol, reviewFields({ taggedProducts: [p1!.id, p2!.id, p1!.id] }));
    expect(res.statusCode).toBe(201);
    expect(json<ReviewDto>(res).taggedProducts).toEqual([
      { id: p1!.id, name: p1!.name },
      { id: p2!.id, name: p2!.name },
    ]);
    const bad = await submitReview(t, carol, reviewFields({ taggedProducts: ['no-such-product'] }));
    expect(bad.statusCode).toBe(400);
    const options = json<{ id: string; name: string }[]>(await api(t.app, { url: `/api/reviews/product-options?search=${encodeURIComponent(p1!.name.slice(0, 6))}` }));
    expect(options.map((o) => o.id)).toContain(p1!.id);
  });

  it('keeps markup as typed text (never stripped, never run) and answers JSON', async () => {
    const dave = await customer(t, 'dave');
    const admin = await registerAdmin(t);
    const title = '<script>alert("x")</script> Nice';
    const res = await submitReview(t, dave, reviewFields({ title, comment: '<img src=x onerror=alert(1)> & more' }));
    const review = json<ReviewDto>(res);
    await api(t.app, { method: 'PATCH', url: `/api/admin/reviews/${review.id}`, body: { status: 'approved' }, cookie: admin.cookie });
    const page = await api(t.app, { url: '/api/reviews' });
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    const shown = json<ReviewPageDto>(page).items.find((r) => r.id === review.id)!;
    expect(shown.title).toBe(title);
    expect(shown.comment).toBe('<img src=x onerror=alert(1)> & more');
  });

  it('limits submissions per user', async () => {
    const eve = await customer(t, 'eve');
    const codes: number[] = [];
    const max = REVIEW_RATE_LIMITS.submit.max;
    for (let i = 0; i <= max; i++) codes.push((await submitReview(t, eve, reviewFields())).statusCode);
    expect(codes.slice(0, max)).toEqual(Array(max).fill(201));
    expect(codes[max]).toBe(429);
    // another user is not affected
    expect((await submitReview(t, await customer(t), reviewFields())).statusCode).toBe(201);
  });
});
