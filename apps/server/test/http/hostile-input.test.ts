/**
 * The malformed inputs of issue 13 that used to answer 500, one by one: each gets a 4xx with a
 * clear message and nothing is written (decision 021). The fuzz test (fuzz.test.ts) covers every
 * route at random; these pin the cases down.
 */
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { installErrorHandling } from '../../src/http/errors.ts';
import { ADDRESS, api, checkoutBody, json, ORIGIN, pickVariant, register, registerAdmin, uniqueEmail, useTestServer } from '../support/helpers.ts';
import type { AddressDto } from '@phonexport/contracts/addresses';

const t = useTestServer();

const CONTROL = 'Must not contain control characters.';

interface ErrorBody {
  error: string;
  message: string;
  fields?: Record<string, string>;
}

describe('a NUL byte is refused with a 400 naming the field', () => {
  test('in a product search', async () => {
    const res = await api(t.app, { url: '/api/products?search=iph%00one' });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).fields).toEqual({ search: CONTROL });
  });

  test('in an id in the URL, on any route', async () => {
    const customer = await register(t.app, uniqueEmail());
    for (const url of ['/api/products/abc%00def', '/api/orders/%00', '/api/invoices/%00/pdf', '/api/notifications/a%00/read', '/api/reviews/%1B/replies']) {
      const res = await api(t.app, { url, method: url.endsWith('/read') ? 'POST' : 'GET', body: url.endsWith('/read') ? {} : undefined, cookie: customer });
      expect(res.statusCode, url).toBe(400);
      expect(json<ErrorBody>(res).fields, url).toEqual({ id: CONTROL });
    }
    const nul = await api(t.app, { method: 'PATCH', url: '/api/addresses/x%00', body: { name: 'A' }, cookie: customer });
    expect(nul.statusCode).toBe(400);
    expect(json<ErrorBody>(nul).fields).toEqual({ id: CONTROL });
    // An id without control characters that does not exist is still a 404 (path tricks included).
    for (const id of [crypto.randomUUID(), '..%2F..%2Fetc', "x'%20or%20'1'%3D'1"]) {
      expect((await api(t.app, { url: `/api/orders/${id}`, cookie: customer })).statusCode, id).toBe(404);
    }
  });

  test('in a coupon code', async () => {
    const res = await api(t.app, { url: '/api/coupons/validate', body: { code: 'SAVE20\u0000' } });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res)).toMatchObject({ message: `code: ${CONTROL}`, fields: { code: CONTROL } });
    // The same code without the NUL is still a valid coupon.
    expect((await api(t.app, { url: '/api/coupons/validate', body: { code: 'SAVE20' } })).statusCode).toBe(200);
  });

  test('in an address name: nothing is saved, at the address book and at checkout', async () => {
    const customer = await register(t.app, uniqueEmail());
    const res = await api(t.app, { url: '/api/addresses', body: { ...ADDRESS, name: 'Thandi\u0000Mokoena' }, cookie: customer });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).fields).toEqual({ name: CONTROL });
    expect(json<AddressDto[]>(await api(t.app, { url: '/api/addresses', cookie: customer }))).toEqual([]);

    const v = await pickVariant(t.db, 5);
    const checkout = await api(t.app, {
      url: '/api/checkout',
      body: checkoutBody([{ variantId: v.id, quantity: 1 }], { address: { ...ADDRESS, name: 'Thandi\u0000' } }),
      cookie: customer,
    });
    expect(checkout.statusCode).toBe(400);
    expect(json<ErrorBody>(checkout).fields).toEqual({ 'address.name': CONTROL });
    expect(json<unknown[]>(await api(t.app, { url: '/api/orders', cookie: customer }))).toHaveLength(0);
  });

  test('escaped in a JSON key or in a query key', async () => {
    const key = await api(t.app, { url: '/api/cart/quote', raw: '{"lines":[],"\\u0000":1}' });
    expect(key.statusCode).toBe(400);
    expect(json<ErrorBody>(key).message).toContain(CONTROL);
    const query = await api(t.app, { url: '/api/products?a%00=1' });
    expect(query.statusCode).toBe(400);
  });
});

describe('malformed bodies', () => {
  test('multipart without its boundary: 400 on each multipart route', async () => {
    const admin = await registerAdmin(t);
    const customer = await register(t.app, uniqueEmail());
    const body = '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nPNG\r\n--x--\r\n';
    for (const [url, cookie] of [
      ['/api/admin/uploads/product-image', admin],
      ['/api/reviews', customer],
      ['/api/chat/messages', customer],
    ] as const) {
      const res = await api(t.app, { url, raw: body, contentType: 'multipart/form-data', cookie });
      expect(res.statusCode, url).toBe(400);
      expect(json<ErrorBody>(res).message, url).toMatch(/^The multipart body has no valid boundary/);
    }
  });

  test('multipart cut short, and a boundary past 70 characters: 400', async () => {
    const admin = await registerAdmin(t);
    const cut = await api(t.app, { url: '/api/admin/uploads/product-image', raw: '--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nPN', contentType: 'multipart/form-data; boundary=x', cookie: admin });
    expect(cut.statusCode).toBe(400);
    expect(json<ErrorBody>(cut).message).toBe('The multipart body is malformed or cut short.');
    const long = await api(t.app, { url: '/api/admin/uploads/product-image', raw: 'x', contentType: `multipart/form-data; boundary=${'b'.repeat(300)}`, cookie: admin });
    expect(long.statusCode).toBe(400);
  });

  test('a 5,000-deep JSON array to an auth route: 400 before it is parsed', async () => {
    const deep = '['.repeat(5000) + ']'.repeat(5000);
    for (const url of ['/api/auth/sign-in/email', '/api/auth/sign-up/email', '/api/accounts/register']) {
      const res = await api(t.app, { url, raw: deep });
      expect(res.statusCode, url).toBe(400);
      expect(json<ErrorBody>(res).message, url).toBe('The JSON body is nested too deeply (at most 32 levels).');
    }
    // Nesting within the limit is parsed and validated as usual (a clear 400 from the route).
    const shallow = await api(t.app, { url: '/api/cart/quote', raw: '{"lines":' + '['.repeat(10) + ']'.repeat(10) + '}' });
    expect(shallow.statusCode).toBe(400);
    expect(json<ErrorBody>(shallow).fields).toHaveProperty(['lines.0']);
  });

  test('a JSON body that is not UTF-8: 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/coupons/validate',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: Buffer.from([0x7b, 0x22, 0x63, 0x6f, 0x64, 0x65, 0x22, 0x3a, 0x22, 0xc3, 0x28, 0x22, 0x7d]), // {"code":"\xC3("}
    });
    expect(res.statusCode).toBe(400);
    expect(json<ErrorBody>(res).message).toBe('The request body is not valid UTF-8.');
  });

  test('a JSON body past the 1 MiB limit: 413', async () => {
    const res = await api(t.app, { url: '/api/cart/quote', raw: JSON.stringify({ lines: [], pad: 'x'.repeat(1024 * 1024) }) });
    expect(res.statusCode).toBe(413);
    expect(json<ErrorBody>(res).error).toBe('Payload Too Large');
  });

  test('prototype poisoning in JSON stays refused', async () => {
    const res = await api(t.app, { url: '/api/cart/quote', raw: '{"lines":[],"__proto__":{"admin":true}}' });
    expect(res.statusCode).toBe(400);
  });
});

describe('a huge ?after on a conversation', () => {
  test('is a 400 naming `after`; a normal one still works', async () => {
    const customer = await register(t.app, uniqueEmail());
    const started = await api(t.app, { url: '/api/chat/messages', body: { message: 'Hello' }, cookie: customer });
    expect(started.statusCode).toBeLessThan(300);
    const { id } = json<{ conversation: { id: string } }>(started).conversation;
    for (const after of ['99999999999999999999', '-1', '1.5', 'abc']) {
      const res = await api(t.app, { url: `/api/chat/conversations/${id}?after=${after}`, cookie: customer });
      expect(res.statusCode, after).toBe(400);
      expect(Object.keys(json<ErrorBody>(res).fields ?? {}), after).toEqual(['after']);
    }
    const ok = await api(t.app, { url: `/api/chat/conversations/${id}?after=0`, cookie: customer });
    expect(ok.statusCode).toBe(200);
  });
});

describe('the error handler', () => {
  /** A bare app with the shop's error handler and routes that hit the test database. */
  async function probe() {
    const app = Fastify({ logger: false });
    installErrorHandling(app);
    app.get<{ Querystring: { cast: string; value: string } }>('/cast', async (req) => {
      const { cast, value } = req.query;
      if (cast === 'int') await t.db.execute(sql`select ${value}::int`);
      else if (cast === 'uuid') await t.db.execute(sql`select ${value}::uuid`);
      else await t.db.execute(sql`select ${value}::text`);
      return { ok: true };
    });
    app.get('/bug', async () => {
      throw new Error('connection to /var/lib/secret refused at pool.ts:42');
    });
    await app.ready();
    return app;
  }

  test('answers 400, not 500, when the database refuses a client value (safety net)', async () => {
    const app = await probe();
    try {
      for (const [cast, value, message] of [
        ['int', '99999999999999999999', 'A number is out of range.'],
        ['int', 'abc', 'A value has the wrong format.'],
        ['uuid', 'not-a-uuid', 'A value has the wrong format.'],
        ['text', 'a\u0000b', 'Text must not contain control characters.'],
      ]) {
        const res = await app.inject({ url: `/cast?cast=${cast}&value=${encodeURIComponent(value!)}` });
        expect(res.statusCode, `${cast} ${JSON.stringify(value)}`).toBe(400);
        expect(res.json<ErrorBody>().message).toBe(message);
      }
    } finally {
      await app.close();
    }
  });

  test('a real 500 carries no internals', async () => {
    const app = await probe();
    try {
      const res = await app.inject({ url: '/bug' });
      expect(res.statusCode).toBe(500);
      expect(res.body).not.toContain('secret');
      expect(res.body).not.toContain('pool.ts');
      expect(res.json<ErrorBody>().message).toBe('Something went wrong. Please try again.');
    } finally {
      await app.close();
    }
  });
});
