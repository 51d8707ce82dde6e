import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExportButton, ListToolbar, listOptions, useListOffset } from '../../src/components/admin-list/list-toolbar';

const STATUSES = listOptions(['pending', 'shipped'], (s) => s.charAt(0).toUpperCase() + s.slice(1), 'All statuses');
const SORTS = listOptions(['date-desc', 'date-asc'], (s) => (s === 'date-desc' ? 'Newest first' : 'Oldest first'));

/** A list's toolbar over its page number, as the admin lists use it. */
function Harness({ layout }: { layout?: 'row' | 'stacked' | 'inline' }) {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState('date-desc');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { offset, setOffset, refine } = useListOffset();
  return (
    <>
      <ListToolbar
        layout={layout}
        search={{ label: 'Search orders', placeholder: 'Search by order number...', value: search, onChange: refine(setSearch) }}
        filters={[{ label: 'Filter by status', value: status, onChange: refine(setStatus), options: STATUSES }]}
        dateRange={{ from, to, onFrom: refine(setFrom), onTo: refine(setTo) }}
        sort={{ label: 'Sort orders', value: sort, onChange: refine(setSort), options: SORTS }}
      >
        <button type="button">Own control</button>
      </ListToolbar>
      <button type="button" onClick={() => setOffset(offset + 20)}>
        Next
      </button>
      <p>
        {search}|{status}|{sort}|{offset}
      </p>
    </>
  );
}

describe('ListToolbar', () => {
  it('holds the search box, the filters, the date range, its own controls and the sort, in that order', () => {
    render(<Harness />);
    const order = [
      screen.getByRole('searchbox', { name: 'Search orders' }),
      screen.getByRole('combobox', { name: 'Filter by status' }),
      screen.getByLabelText('From'),
      screen.getByLabelText('To'),
      screen.getByRole('button', { name: 'Own control' }),
      screen.getByRole('combobox', { name: 'Sort orders' }),
    ];
    for (let i = 1; i < order.length; i++) expect(order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Shipped' })).toHaveValue('shipped');
  });

  it('hands each control its value and goes back to the first page when a filter changes', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('||date-desc|20')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Shipped');
    expect(screen.getByText('|shipped|date-desc|0')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort orders' }), 'Oldest first');
    expect(screen.getByText('|shipped|date-asc|0')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'PX');
    expect(screen.getByText('PX|shipped|date-asc|0')).toBeInTheDocument();
  });

  it('keeps the same controls in the stacked and inline layouts', () => {
    for (const layout of ['stacked', 'inline'] as const) {
      const { unmount } = render(<Harness layout={layout} />);
      expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveAttribute('placeholder', 'Search by order number...');
      expect(screen.getByRole('combobox', { name: 'Filter by status' })).toBeInTheDocument();
      expect(screen.getByRole('combobox', { name: 'Sort orders' })).toBeInTheDocument();
      unmount();
    }
  });
});

describe('listOptions', () => {
  it('puts the all choice first with the value "" only when given one', () => {
    expect(STATUSES).toEqual([
      { value: '', label: 'All statuses' },
      { value: 'pending', label: 'Pending' },
      { value: 'shipped', label: 'Shipped' },
    ]);
    expect(SORTS.map((o) => o.value)).toEqual(['date-desc', 'date-asc']);
  });
});

describe('ExportButton', () => {
  it('says Export CSV unless given its own text, and exports on a click', async () => {
    let exports = 0;
    const { rerender } = render(<ExportButton onExport={() => exports++} />);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(exports).toBe(1);
    rerender(<ExportButton onExport={() => exports++} label="Export" />);
    expect(screen.getByRole('button', { name: 'Export' })).toBeInTheDocument();
  });
});
