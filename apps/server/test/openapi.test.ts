/**
 * The API describes itself (decision 038): /api/openapi.json has every contract's path and
 * method, each of them is a route the server really registered, and /api/docs is a readable page
 * served from this origin under a CSP that allows exactly its own inline script.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteOptions } from 'fastify';
import { allContracts } from '@phonexport/contracts/index';
import { openApiPath } from '@phonexport/contracts/openapi';
import { paypalConfigFrom } from '../src/config.ts';
import { api, json, useTestServer } from './support/helpers.ts';
import { startPayPalStandIn, standInEnv, type PayPalStandIn } from './stand-ins/paypal-stand-in.ts';

// The shop with PayPal as its provider, so that PayPal's own routes (create, capture, webhook) are
// registered too: every contract must be a route of a shop configured for it.
let standIn: PayPalStandIn;
beforeAll(async () => {
  standIn = await startPayPalStandIn();
});
afterAll(() => standIn?.close());
const registered = new Set<string>();
const t = useTestServer(() => ({
  paypal: paypalConfigFrom(standInEnv(standIn))!,
  onRoute: (r: RouteOptions) => {
    for (const m of [r.method].flat()) registered.add(`${m} ${r.url}`);
  },
}));

interface Doc {
  openapi: string;
  paths: Record<string, Record<string, { operationId: string }>>;
}

describe('OpenAPI document and docs', () => {
  it('GET /api/openapi.json describes every contract, and every contract is a registered route', async () => {
    const res = await api(t.app, { url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const doc = json<Doc>(res);
    expect(doc.openapi).toBe('3.1.0');
    const contracts = allContracts();
    expect(contracts.length).toBeGreaterThan(2);
    for (const { subject, name, contract } of contracts) {
      const key = `${contract.method} ${contract.path}`;
      expect(doc.paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()]?.operationId, key).toBe(`${subject}.${name}`);
      expect(registered.has(key), `${key} is in a contract but no route serves it`).toBe(true);
    }
  });

  it('GET /api/health still answers { ok: true }', async () => {
    const res = await api(t.app, { url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ ok: true });
  });

  it('GET /api/docs leads to an HTML page whose script comes from this origin, under its own CSP', async () => {
    const redirect = await api(t.app, { url: '/api/docs' });
    expect(redirect.statusCode).toBe(301);
    expect(redirect.headers.location).toBe('/api/docs/');

    const page = await api(t.app, { url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<script src="js/scalar.js">');
    expect(page.body).toContain('./openapi.json');
    expect(page.body).not.toMatch(/https?:\/\//); // no CDN, no outside fonts
    const csp = String(page.headers['content-security-policy']);
    const scriptSrc = csp.split('; ').find((d) => d.startsWith('script-src '))!;
    expect(scriptSrc).not.toContain('unsafe-inline');
    const inline = [...page.body.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline.length).toBeGreaterThan(0);
    for (const code of inline) expect(scriptSrc).toContain(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);

    const same = await api(t.app, { url: '/api/docs/openapi.json' });
    expect(same.statusCode).toBe(200);
    expect(json<Doc>(same).paths).toEqual(json<Doc>(await api(t.app, { url: '/api/openapi.json' })).paths);
    expect((await api(t.app, { url: '/api/docs/openapi.yaml' })).body).toMatch(/^openapi: 3\.1\.0$/m);

    const script = await api(t.app, { url: '/api/docs/js/scalar.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.body.length).toBeGreaterThan(100_000);
  });

  it('the shop keeps its own CSP: a web page gets no docs policy', async () => {
    const res = await api(t.app, { url: '/api/help/faq' });
    expect(String(res.headers['content-security-policy'])).not.toContain('worker-src');
  });
});
