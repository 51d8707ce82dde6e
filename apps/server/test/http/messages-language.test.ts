/**
 * The back office's error answers follow the staff member's language like a shopper's (issue 23's
 * five-language rule; server-messages-back-office.ts): the web sends its language as
 * Accept-Language, and a brand name taken, a brand still in use, a refund above what is left or
 * above a manager's limit, and a missing permission come back in that language, with amounts and
 * counts in its format; without the header they stay English.
 */
import { and, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REFUND_LIMIT_CENTS } from '@phonexport/domain/staff';
import { productVariants } from '../../src/db/schema.ts';
import { api, checkoutAs, json, pickVariant, register, registerAdmin, uniqueEmail, useTestServer } from '../support/helpers.ts';
import { registerStaff } from '../support/staff-helpers.ts';

const t = useTestServer();
let owner = '';
let customer = '';

beforeAll(async () => {
  owner = await registerAdmin(t);
  customer = await register(t.app, uniqueEmail('languages'));
});

type ErrorBody = { message: string; fields?: Record<string, string> };
const inLanguage = (lang?: string) => (lang ? { headers: { 'accept-language': lang } } : {});
/** A US-dollar amount as the language writes it, built here with Intl (not with the server's code): 12.5, 'de' → '12,50 $'. */
const dollars = (cents: number, locale: string) => `${new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)}\u00a0$`;

describe('back-office errors in the request language', () => {
  it('a brand name taken is German for de, Chinese for zh, English without the header', async () => {
    const taken = (lang?: string) => api(t.app, { url: '/api/admin/brands', body: { name: 'SAMSUNG' }, cookie: owner, ...inLanguage(lang) });
    const de = await taken('de-DE,de;q=0.9,en;q=0.5');
    expect(de.statusCode).toBe(409);
    expect(json<ErrorBody>(de).message).toBe('Es gibt bereits eine Marke mit diesem Namen');
    expect(json<ErrorBody>(await taken('zh-CN')).message).toBe('已存在同名品牌');
    expect(json<ErrorBody>(await taken()).message).toBe('A brand with this name already exists');
  });

  it("a blank brand name's field message is in the language too", async () => {
    const res = await api(t.app, { url: '/api/admin/brands', body: { name: '   ' }, cookie: owner, ...inLanguage('fr') });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).message).toBe('Le nom de la marque est obligatoire');
  });

  it('a brand still in use names its product count with the plural of the language', async () => {
    const brands = json<{ slug: string; productCount: number }[]>(await api(t.app, { url: '/api/admin/brands', cookie: owner }));
    const samsung = brands.find((b) => b.slug === 'samsung')!;
    expect(samsung.productCount).toBeGreaterThan(1);
    const res = await api(t.app, { method: 'DELETE', url: '/api/admin/brands/samsung', cookie: owner, ...inLanguage('de') });
    expect(res.statusCode).toBe(409);
    expect(json<ErrorBody>(res).message).toBe(`Diese Marke wird von ${samsung.productCount} Produkten verwendet; verschiebe sie zu einer anderen Marke oder deaktiviere sie stattdessen`);
    const es = await api(t.app, { method: 'DELETE', url: '/api/admin/brands/samsung', cookie: owner, ...inLanguage('es') });
    expect(json<ErrorBody>(es).message).toMatch(new RegExp(`^Esta marca la usan ${samsung.productCount} productos;`));
  });

  it('a refund above what is left gives the amount left in German, message and field alike', async () => {
    const v = await pickVariant(t.db, 20);
    const order = await checkoutAs(t.app, customer, [{ variantId: v.id, quantity: 1 }]);
    const res = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, body: { amount: ((order.totalCents + 1) / 100).toFixed(2) }, cookie: owner, ...inLanguage('de') });
    expect(res.statusCode).toBe(400);
    const body = json<ErrorBody>(res);
    expect(body.fields?.amount).toBe(`Es sind höchstens noch ${dollars(order.totalCents, 'de')} zu erstatten`);
    expect(body.message).toBe(body.fields?.amount);
    // nothing was refunded
    expect(json<{ refundedCents: number }>(await api(t.app, { url: `/api/admin/orders/${order.id}`, cookie: owner })).refundedCents).toBe(0);
  });

  it("a manager's refund above the limit is refused in French with the limit in French format", async () => {
    const manager = await registerStaff(t, 'manager');
    const limit = REFUND_LIMIT_CENTS.manager!;
    const [v] = await t.db.select().from(productVariants).where(and(gt(productVariants.priceCents, limit + 1), gt(productVariants.stock, 5))).limit(1);
    expect(v, 'a variant priced above the limit').toBeDefined();
    const order = await checkoutAs(t.app, customer, [{ variantId: v!.id, quantity: 1 }]);
    const res = await api(t.app, { url: `/api/admin/orders/${order.id}/refund`, body: { amount: (limit + 1) / 100 }, cookie: manager, ...inLanguage('fr') });
    expect(res.statusCode).toBe(403);
    const limitText = dollars(limit, 'fr');
    expect(json<ErrorBody>(res).message).toBe(`Les remboursements de plus de ${limitText} nécessitent le propriétaire : votre rôle rembourse au plus ${limitText} à la fois.`);
  });

  it('a missing permission is German and names the permission', async () => {
    const support = await registerStaff(t, 'support');
    const res = await api(t.app, { url: '/api/admin/staff', cookie: support, ...inLanguage('de') });
    expect(res.statusCode).toBe(403);
    expect(json<ErrorBody>(res).message).toBe('Deine Rolle erlaubt das nicht (staff.manage).');
    const customerRes = await api(t.app, { url: '/api/admin/staff', cookie: customer, ...inLanguage('es') });
    expect(customerRes.statusCode).toBe(403);
    expect(json<ErrorBody>(customerRes).message).toBe('No tienes permiso para acceder a esta área de administración.');
  });
});
