/**
 * The back office's feature toggles are obeyed by the server (back office §2 Settings; decision
 * 006): with customer reviews off, nobody can review, reply or react; with the express courier
 * off, quotes are standard and a checkout that insists on express is refused.
 */
import { describe, expect, it } from 'vitest';
import { REVIEW_MESSAGES } from '@phonexport/domain/reviews';
import { EXPRESS_UNAVAILABLE_MESSAGE } from '@phonexport/domain/shipping';
import type { ShopSettings } from '@phonexport/domain/admin';
import type { QuoteDto } from '@phonexport/contracts/cart';
import { api, checkoutBody, json, pickVariant, register, registerAdmin, uniqueEmail, useTestServer } from '../../support/helpers.ts';
import { createReview, moderate, reviewFields, submitReview } from '../reviews/review-helpers.ts';

const t = useTestServer();

async function setToggles(admin: string, change: (s: ShopSettings) => Partial<ShopSettings>): Promise<void> {
  const current = json<ShopSettings>(await api(t.app, { url: '/api/admin/settings', cookie: admin }));
  const res = await api(t.app, { method: 'PUT', url: '/api/admin/settings', cookie: admin, body: change(current) });
  expect(res.statusCode, res.body).toBe(200);
}

describe('customer reviews toggle', () => {
  it('off: submitting, replying and reacting answer 403 with the message; on again: they work', async () => {
    const admin = await registerAdmin(t);
    const author = await register(t.app, uniqueEmail('author'));
    const review = await createReview(t, author);
    await moderate(t, admin, 'reviews', review.id, 'approved');

    await setToggles(admin, (s) => ({ general: { ...s.general, enableReviews: false } }));
    expect(json<{ features: { reviews: boolean } }>(await api(t.app, { url: '/api/shop-settings' })).features.reviews).toBe(false);
    const refused = [
      await submitReview(t, author, reviewFields()),
      await api(t.app, { url: `/api/reviews/${review.id}/replies`, cookie: author, body: { comment: 'Same here' } }),
      await api(t.app, { url: `/api/reviews/${review.id}/reactions`, cookie: author, body: { type: 'helpful' } }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(403);
      expect(json<{ message: string }>(res).message).toBe(REVIEW_MESSAGES.disabled);
    }
    // Visitors are still asked to sign in first.
    expect((await submitReview(t, null, reviewFields())).statusCode).toBe(401);

    await setToggles(admin, (s) => ({ general: { ...s.general, enableReviews: true } }));
    expect((await api(t.app, { url: `/api/reviews/${review.id}/reactions`, cookie: author, body: { type: 'helpful' } })).statusCode).toBe(200);
  });
});

describe('express courier toggle', () => {
  it('off: an express quote is priced as standard and an express checkout is refused; standard still sells', async () => {
    const admin = await registerAdmin(t);
    const buyer = await register(t.app, uniqueEmail('buyer'));
    const v = await pickVariant(t.db, 5);
    const lines = [{ variantId: v.id, quantity: 1 }];
    const quote = async () => json<QuoteDto>(await api(t.app, { url: '/api/cart/quote', body: { lines, countryCode: 'ZA', shippingOption: 'express' } }));

    const withExpress = await quote();
    expect(withExpress.shippingOption).toBe('express');

    await setToggles(admin, (s) => ({ shipping: { ...s.shipping, expressCourierEnabled: false } }));
    const standardOnly = await quote();
    expect(standardOnly.shippingOption).toBe('standard');
    expect(standardOnly.totals.shippingCents).toBeLessThan(withExpress.totals.shippingCents);

    const express = await api(t.app, { url: '/api/checkout', cookie: buyer, body: checkoutBody(lines, { shippingOption: 'express' }) });
    expect(express.statusCode).toBe(400);
    expect(json<{ fields: Record<string, string> }>(express).fields.shippingOption).toBe(EXPRESS_UNAVAILABLE_MESSAGE);
    const standard = await api(t.app, { url: '/api/checkout', cookie: buyer, body: checkoutBody(lines) });
    expect(standard.statusCode).toBe(201);

    await setToggles(admin, (s) => ({ shipping: { ...s.shipping, expressCourierEnabled: true } }));
  });
});
