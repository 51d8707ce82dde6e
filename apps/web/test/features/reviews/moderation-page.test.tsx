/**
 * The back office's moderation lists (features/reviews/api/moderation-page.ts): each hook reads its
 * own contract path with the filter as the query, keyed under the admin reviews prefix, and stays
 * idle while disabled.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAdminReplies } from '../../../src/features/reviews/api/use-admin-replies';
import { useAdminReviews } from '../../../src/features/reviews/api/use-admin-reviews';
import type { AdminListFilter } from '../../../src/features/reviews/api/moderation-page';

const page = { items: [], total: 0, offset: 0, limit: 20 };
const filter: AdminListFilter = { status: 'pending', search: 'case', offset: 20, limit: 20 };

afterEach(() => vi.unstubAllGlobals());

function setUp() {
  const fetch = vi.fn(async () => new Response(JSON.stringify(page), { status: 200, headers: { 'content-type': 'application/json' } }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  return { fetch, client, wrapper };
}

describe('moderation lists', () => {
  it.each([
    ['reviews', useAdminReviews, '/api/admin/reviews'],
    ['replies', useAdminReplies, '/api/admin/review-replies'],
  ] as const)('the %s list GETs %s with the filter as its query', async (kind, useList, path) => {
    const { fetch, client, wrapper } = setUp();
    const { result } = renderHook(() => useList(filter), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual(page);
    const url = new URL(String((fetch.mock.calls[0] as unknown as [string])[0]), 'http://shop.test');
    expect(url.pathname).toBe(path);
    expect(Object.fromEntries(url.searchParams)).toEqual({ status: 'pending', search: 'case', offset: '20', limit: '20' });
    expect(client.getQueryData(['admin-reviews', kind, filter])).toEqual(page);
  });

  it('reads nothing while disabled', async () => {
    const { fetch, wrapper } = setUp();
    const { result } = renderHook(() => useAdminReviews(filter, false), { wrapper });
    await new Promise((done) => setTimeout(done, 20));
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetch).not.toHaveBeenCalled();
  });
});
