/**
 * Back office access (back office §2 Route guard, §6): every admin endpoint answers 401 to a
 * visitor and 403 to a signed-in customer, and nothing is changed.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, register, registerAdmin, uniqueEmail, useTestServer } from '../../support/helpers.ts';

const t = useTestServer();
let customer = '';
let admin = '';

const ID = '00000000-0000-4000-8000-000000000000';
const ENDPOINTS: { method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/api/admin/dashboard' },
  { method: 'GET', url: '/api/admin/reports/sales?from=2026-01-01&to=2026-01-31' },
  { method: 'GET', url: '/api/admin/reports/sales.csv?from=2026-01-01&to=2026-01-31' },
  { method: 'GET', url: '/api/admin/products' },
  { method: 'GET', url: '/api/admin/products/export.csv' },
  { method: 'GET', url: `/api/admin/products/${ID}` },
  { method: 'POST', url: '/api/admin/products', body: {} },
  { method: 'PUT', url: `/api/admin/products/${ID}`, body: {} },
  { method: 'PATCH', url: `/api/admin/products/${ID}`, body: { featured: true } },
  { method: 'DELETE', url: `/api/admin/products/${ID}` },
  { method: 'POST', url: '/api/admin/product-imports', body: {} },
  { method: 'GET', url: '/api/admin/product-imports' },
  { method: 'GET', url: `/api/admin/product-imports/${ID}` },
  { method: 'POST', url: `/api/admin/product-imports/${ID}/confirm`, body: {} },
  { method: 'POST', url: '/api/admin/uploads/product-image', body: {} },
  { method: 'POST', url: '/api/admin/uploads/hero-image', body: {} },
  { method: 'GET', url: '/api/admin/heroes' },
  { method: 'POST', url: '/api/admin/heroes', body: {} },
  { method: 'PUT', url: `/api/admin/heroes/${ID}`, body: {} },
  { method: 'PATCH', url: `/api/admin/heroes/${ID}`, body: { isActive: false } },
  { method: 'DELETE', url: `/api/admin/heroes/${ID}` },
  { method: 'GET', url: '/api/admin/brands' },
  { method: 'POST', url: '/api/admin/brands', body: { name: 'Tecno' } },
  { method: 'PUT', url: '/api/admin/brands/samsung', body: { name: 'Samsung' } },
  { method: 'DELETE', url: '/api/admin/brands/samsung' },
  { method: 'GET', url: '/api/admin/orders' },
  { method: 'GET', url: `/api/admin/orders/${ID}` },
  { method: 'POST', url: `/api/admin/orders/${ID}/status`, body: { status: 'shipped' } },
  { method: 'GET', url: '/api/admin/customers' },
  { method: 'GET', url: '/api/admin/customers/export.csv' },
  { method: 'GET', url: `/api/admin/customers/${ID}` },
  { method: 'POST', url: `/api/admin/customers/${ID}/notifications`, body: {} },
  { method: 'GET', url: '/api/admin/service-countries' },
  { method: 'POST', url: '/api/admin/service-countries', body: {} },
  { method: 'PUT', url: `/api/admin/service-countries/${ID}`, body: {} },
  { method: 'DELETE', url: `/api/admin/service-countries/${ID}` },
  { method: 'GET', url: '/api/admin/settings' },
  { method: 'PUT', url: '/api/admin/settings', body: {} },
  { method: 'GET', url: '/api/admin/audit-log' },
];

beforeAll(async () => {
  customer = await register(t.app, uniqueEmail('shopper'));
  admin = await registerAdmin(t);
});

function send(e: (typeof ENDPOINTS)[number], cookie: string | null) {
  if (typeof e.body === 'string') return api(t.app, { method: e.method, url: e.url, cookie, raw: e.body, contentType: 'text/csv' });
  return api(t.app, { method: e.method, url: e.url, cookie, body: e.body });
}

describe('admin endpoints', () => {
  it.each(ENDPOINTS)('$method $url: 401 for a visitor, 403 for a customer', async (e) => {
    const visitor = await send(e, null);
    expect(visitor.statusCode).toBe(401);
    const shopper = await send(e, customer);
    expect(shopper.statusCode).toBe(403);
    expect(shopper.json().message).toBe("You don't have permission to access this admin area.");
  });

  it('an admin reaches them (dashboard as a sample), and customers changed nothing', async () => {
    const res = await api(t.app, { url: '/api/admin/dashboard', cookie: admin });
    expect(res.statusCode).toBe(200);
    const log = await api(t.app, { url: '/api/admin/audit-log', cookie: admin });
    expect(log.json().total).toBe(0);
  });
});
