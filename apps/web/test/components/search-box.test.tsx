import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FilterBar, SearchBox } from '../../src/components/ui/search-box';

describe('SearchBox', () => {
  it('is a search field named by its label that reports what is typed', async () => {
    function Harness() {
      const [q, setQ] = useState('');
      return (
        <>
          <SearchBox label="Search orders" placeholder="Search by order number..." value={q} onChange={setQ} />
          <p>Query: {q}</p>
        </>
      );
    }
    render(<Harness />);
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    expect(box).toHaveAttribute('placeholder', 'Search by order number...');
    await userEvent.type(box, 'PX-10');
    expect(screen.getByText('Query: PX-10')).toBeInTheDocument();
  });
});

describe('FilterBar', () => {
  it('holds the search box first, then its filters', () => {
    render(
      <FilterBar label="Search products" placeholder="Search products..." value="" onChange={() => {}}>
        <select aria-label="Category">
          <option value="">All categories</option>
        </select>
      </FilterBar>,
    );
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    const category = screen.getByRole('combobox', { name: 'Category' });
    expect(search.compareDocumentPosition(category) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
