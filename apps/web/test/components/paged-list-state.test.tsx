import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagedListState } from '../../src/components/admin-list/paged-list-state';
import type { QueryLike } from '../../src/components/ui/query-state';

interface Page {
  items: string[];
  total: number;
}
const query = (over: Partial<QueryLike<Page>>): QueryLike<Page> => ({ data: undefined, error: null, isError: false, refetch: vi.fn(), ...over });
const list = (page: Page) => (
  <ul aria-label="Orders">
    {page.items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

describe('PagedListState', () => {
  it('shows the table skeleton until the first page comes', () => {
    render(<PagedListState query={query({})} error="Failed to load orders" empty="No orders found.">{list}</PagedListState>);
    expect(screen.getByLabelText('Loading')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the load error with a Retry that refetches', async () => {
    const refetch = vi.fn();
    render(<PagedListState query={query({ isError: true, error: new Error('down'), refetch })} error="Failed to load orders" empty="No orders found.">{list}</PagedListState>);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load orders');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty text in a card when the page has no items', () => {
    render(<PagedListState query={query({ data: { items: [], total: 0 } })} error="Failed" empty="No orders found.">{list}</PagedListState>);
    expect(screen.getByText('No orders found.')).toHaveClass('card');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('hands the page to its children when it has items', () => {
    render(<PagedListState query={query({ data: { items: ['#1001', '#1002'], total: 2 } })} error="Failed" empty="No orders found.">{list}</PagedListState>);
    expect(screen.getByRole('list', { name: 'Orders' })).toHaveTextContent('#1001#1002');
    expect(screen.queryByText('No orders found.')).not.toBeInTheDocument();
  });
});
