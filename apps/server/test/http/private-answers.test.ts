/**
 * Private answers are never stored by a cache (issue 29, decision 061): every answer of a route
 * that needs a signed-in caller, better-auth's session answers, and any answer made for a
 * signed-in request carry `Cache-Control: private, no-store`; the public catalog does not.
 */
import { describe, expect, it } from 'vitest';
import { api, register, registerAdmin, uniqueEmail, useTestServer } from '../support/helpers.ts';

const t = useTestServer();

describe('Cache-Control on private answers', () => {
  it("a customer's own answers: private, no-store", async () => {
    const cookie = await register(t.app, uniqueEmail('private'));
    for (const url of ['/api/me', '/api/orders', '/api/addresses', '/api/account/sessions', '/api/session', '/api/auth/get-session']) {
      const res = await api(t.app, { url, cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('back-office answers: private, no-store', async () => {
    const cookie = await registerAdmin(t, uniqueEmail('private-admin'));
    for (const url of ['/api/admin/orders', '/api/admin/customers']) {
      const res = await api(t.app, { url, cookie });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
  });

  it('a refused private request is not stored either; the public catalog for a visitor is not marked private', async () => {
    const refused = await api(t.app, { url: '/api/orders' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('private, no-store');
    const products = await api(t.app, { url: '/api/products' });
    expect(products.statusCode).toBe(200);
    expect(String(products.headers['cache-control'] ?? '')).not.toMatch(/private|no-store/);
  });
});
