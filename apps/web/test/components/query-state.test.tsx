import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EmptyState, LoadError, NotFoundState, QueryState, type QueryLike } from '../../src/components/ui/query-state';
import { ApiError } from '../../src/lib/api';

const query = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({ data: undefined, error: null, isError: false, refetch: vi.fn(), ...over });
const list = (items: string[]) => (
  <ul>
    {items.map((i) => (
      <li key={i}>{i}</li>
    ))}
  </ul>
);

describe('LoadError', () => {
  it('announces the message and Retry calls refetch', async () => {
    const retry = vi.fn();
    render(<LoadError message="Failed to load products" onRetry={retry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load products');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});

describe('QueryState', () => {
  it('shows the loading state until data comes', () => {
    render(
      <QueryState query={query<string[]>({})} error="Failed to load invoices" loading={<p>Loading invoices</p>}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('Loading invoices')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a spinner named Loading when no loading state is given', () => {
    render(
      <QueryState query={query<string[]>({})} error="Failed">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
  });

  it('on an error shows the message, and Retry refetches', async () => {
    const q = query<string[]>({ isError: true, error: new ApiError(500, 'Internal error', {}) });
    render(
      <QueryState query={q} error="Failed to load orders" errorVariant="section">
        {list}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load orders');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(q.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the not-found state for a 404 instead of an error', () => {
    const q = query<string>({ isError: true, error: new ApiError(404, 'Not found', {}) });
    render(
      <QueryState query={q} error="Failed to load order details" notFound={<NotFoundState title="Order Not Found" text="The requested order could not be found." />}>
        {(order) => <p>{order}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('treats a 404 as a load error when the page has no not-found state', () => {
    const q = query<string>({ isError: true, error: new ApiError(404, 'Not found', {}) });
    render(
      <QueryState query={q} error="Failed to load">
        {(x) => <p>{x}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load');
  });

  it('shows the empty state for an empty list and the rows otherwise', () => {
    const empty = <EmptyState title="No invoices yet" text="An invoice appears here for every paid order." />;
    const { rerender } = render(
      <QueryState query={query<string[]>({ data: [] })} error="Failed" empty={empty}>
        {list}
      </QueryState>,
    );
    expect(screen.getByText('No invoices yet')).toBeInTheDocument();
    expect(screen.getByText('An invoice appears here for every paid order.')).toBeInTheDocument();

    rerender(
      <QueryState query={query<string[]>({ data: ['INV-1', 'INV-2'] })} error="Failed" empty={empty}>
        {list}
      </QueryState>,
    );
    expect(screen.queryByText('No invoices yet')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['INV-1', 'INV-2']);
  });

  it('keeps showing the previous page while the next one loads (placeholder data)', () => {
    render(
      <QueryState query={query<string[]>({ data: ['kept'] })} error="Failed">
        {list}
      </QueryState>,
    );
    expect(screen.getByText('kept')).toBeInTheDocument();
  });
});
