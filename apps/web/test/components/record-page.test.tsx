/**
 * The record page shell of order and invoice details: no id, loading, a failed load with Retry,
 * not found with the way back, and the record.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/lib/api';
import { RecordPage, type RecordPageProps } from '../../src/components/record-page';

type Query = RecordPageProps<{ number: string }>['query'];

function renderPage(id: string | null, query: Query) {
  return render(
    <MemoryRouter initialEntries={['/orders/x']}>
      <Routes>
        <Route
          path="/orders/x"
          element={
            <RecordPage id={id} query={query} kind="order" list="/orders">
              {(order) => <h1>Order #{order.number}</h1>}
            </RecordPage>
          }
        />
        <Route path="/orders" element={<h1>My Orders</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const query = (q: Partial<Query>): Query => ({ data: undefined, isLoading: false, error: null, refetch: vi.fn(), ...q });

describe('RecordPage', () => {
  it('shows the record once it is loaded', () => {
    renderPage('o1', query({ data: { number: '1001' } }));
    expect(screen.getByRole('heading', { name: 'Order #1001' })).toBeInTheDocument();
  });

  it('goes back to the list when the URL has no id', () => {
    renderPage(null, query({}));
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('says Not Found with a way back for a 404', async () => {
    renderPage('o1', query({ error: new ApiError(404, 'Not found', {}) }));
    expect(screen.getByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText("The requested order could not be found or you don't have access to it.")).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(screen.getByRole('heading', { name: 'My Orders' })).toBeInTheDocument();
  });

  it('offers Retry for any other failure', async () => {
    const refetch = vi.fn();
    renderPage('o1', query({ error: new Error('offline'), refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load order details');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalled();
  });
});
