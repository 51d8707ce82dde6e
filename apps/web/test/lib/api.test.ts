/**
 * The web's HTTP client (lib/api.ts): what a page gets back from the server, and the error it can
 * show when the server refuses (its message and field messages) or the network is down.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, api, query } from '../../src/lib/api';

const answer = (status: number, body: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

describe('api', () => {
  it('GETs JSON with the session cookie and returns the body', async () => {
    const fetch = vi.fn(async () => answer(200, { items: [1, 2] }));
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/orders')).resolves.toEqual({ items: [1, 2] });
    expect(fetch).toHaveBeenCalledWith('/api/orders', expect.objectContaining({ method: 'GET', credentials: 'same-origin', body: undefined }));
  });

  it('POSTs a body as JSON, and an empty answer is null', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetch);
    await expect(api('/api/cart/quote', { body: { couponCode: 'SAVE10' } })).resolves.toBeNull();
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"couponCode":"SAVE10"}');
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it("throws the server's message, field messages and code on a refusal", async () => {
    vi.stubGlobal('fetch', async () => answer(400, { message: 'Please fill in all required fields', fields: { city: 'City is required' }, code: 'validation' }));
    const err = await api('/api/addresses', { body: {} }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Please fill in all required fields', fields: { city: 'City is required' }, code: 'validation' });
  });

  it('falls back to the status text when the refusal has no body', async () => {
    vi.stubGlobal('fetch', async () => new Response(null, { status: 404, statusText: 'Not Found' }));
    await expect(api('/api/orders/x')).rejects.toMatchObject({ status: 404, message: 'Not Found', fields: {} });
  });

  it('a network failure is status 0 with a message a customer understands', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api('/api/orders')).rejects.toMatchObject({ status: 0, message: 'Network error. Please check your connection and try again.' });
  });

  it('an aborted request stays an AbortError (no error message for a page the user left)', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(api('/api/orders')).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('query', () => {
  it('builds a query string from the filled-in values only', () => {
    expect(query({ search: 'iphone 15', category: '', page: 2, featured: false, brand: undefined, sort: null })).toBe('?search=iphone+15&page=2&featured=false');
  });

  it('is empty when nothing is set', () => {
    expect(query({ search: '', brand: undefined })).toBe('');
  });

  it('encodes what would break the URL', () => {
    expect(query({ search: 'a&b=c #1' })).toBe('?search=a%26b%3Dc+%231');
  });
});
