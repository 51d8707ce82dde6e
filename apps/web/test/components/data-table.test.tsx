import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DataTable, Pager, type Column } from '../../src/components/ui/data-table';

interface Product {
  id: string;
  name: string;
  stock: number;
}
const columns: Column<Product>[] = [
  { header: 'Product', cell: (p) => p.name },
  { header: 'Stock', cell: (p) => p.stock, className: 'text-right' },
];
const products = Array.from({ length: 45 }, (_, i) => ({ id: `p${i + 1}`, name: `Phone ${i + 1}`, stock: i }));

describe('DataTable', () => {
  it('shows the headers and one row a record', () => {
    render(<DataTable label="Products" columns={columns} rows={products.slice(0, 3)} rowKey={(p) => p.id} empty="No products found." />);
    const table = screen.getByRole('table', { name: 'Products' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Product', 'Stock']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['Phone 1', '0'],
      ['Phone 2', '1'],
      ['Phone 3', '2'],
    ]);
  });

  it('says there is nothing in one row spanning the table when the list is empty', () => {
    render(<DataTable columns={columns} rows={[]} rowKey={(p) => p.id} empty="No products found." />);
    const cell = screen.getByRole('cell', { name: 'No products found.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('pages through the rows with Previous and Next', async () => {
    function Paged() {
      const [offset, setOffset] = useState(0);
      const rows = products.slice(offset, offset + 20);
      return <DataTable columns={columns} rows={rows} rowKey={(p) => p.id} empty="None" paging={{ offset, pageSize: 20, total: products.length, onChange: setOffset }} />;
    }
    render(<Paged />);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(screen.getByText('1–20 of 45')).toBeInTheDocument();
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Phone 21' })).toBeInTheDocument();
    expect(previous).toBeEnabled();

    await userEvent.click(next);
    expect(screen.getByText('41–45 of 45')).toBeInTheDocument();
    expect(next).toBeDisabled();

    await userEvent.click(previous);
    expect(screen.getByText('21–40 of 45')).toBeInTheDocument();
  });
});

describe('DataTable on a phone', () => {
  /** A window whose width matches `(max-width: 639px)`. */
  function phoneWindow() {
    const matchMedia = (query: string) => ({ matches: query.includes('max-width: 639px'), media: query, addEventListener: () => {}, removeEventListener: () => {} });
    vi.stubGlobal('matchMedia', matchMedia);
    return () => vi.unstubAllGlobals();
  }

  it('shows one card a record: the first column as its title, then each header with its value, actions at the foot', () => {
    const restore = phoneWindow();
    try {
      const withActions: Column<Product>[] = [...columns, { header: 'Actions', cell: (p) => <button type="button">Edit {p.name}</button> }];
      render(<DataTable label="Products" columns={withActions} rows={products.slice(0, 2)} rowKey={(p) => p.id} empty="No products found." />);
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const cards = within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(cards[1]).toHaveTextContent('Phone 2');
      expect(within(cards[1]!).getByText('Stock').nextElementSibling).toHaveTextContent('1');
      expect(within(cards[1]!).queryByText('Actions')).not.toBeInTheDocument();
      expect(within(cards[1]!).getByRole('button', { name: 'Edit Phone 2' })).toBeInTheDocument();
    } finally {
      restore();
    }
  });
});

describe('Pager', () => {
  it('is not shown when one page holds every row', () => {
    render(<Pager offset={0} pageSize={20} total={20} onChange={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });
});
