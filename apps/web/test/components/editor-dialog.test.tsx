import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditorDialog } from '../../src/components/ui/editor-dialog';

interface Country {
  id: string;
  name: string;
}

function Page({ onSaved }: { onSaved: () => unknown }) {
  const [editing, setEditing] = useState<Country | 'new' | null>(null);
  return (
    <>
      <button type="button" onClick={() => setEditing('new')}>
        Add Country
      </button>
      <button type="button" onClick={() => setEditing({ id: 'c1', name: 'Germany' })}>
        Edit Germany
      </button>
      <EditorDialog editing={editing} onClose={() => setEditing(null)} onSaved={onSaved} titles={['Add Service Country', 'Edit Service Country']}>
        {(country, done) => (
          <form>
            <p>Form for {country ? country.name : 'a new country'}</p>
            <button type="button" onClick={() => void done()}>
              Save
            </button>
          </form>
        )}
      </EditorDialog>
    </>
  );
}

describe('EditorDialog', () => {
  it('is closed until a record or a new one is being edited', () => {
    render(<Page onSaved={vi.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByText(/Form for/)).not.toBeInTheDocument();
  });

  it("says Add for a new record and hands the form no record", async () => {
    render(<Page onSaved={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Country' }));
    expect(screen.getByRole('dialog', { name: 'Add Service Country' })).toBeVisible();
    expect(screen.getByText('Form for a new country')).toBeInTheDocument();
  });

  it('says Edit for an existing record, hands it to the form, and after a save closes and refreshes', async () => {
    const onSaved = vi.fn();
    render(<Page onSaved={onSaved} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Germany' }));
    expect(screen.getByRole('dialog', { name: 'Edit Service Country' })).toBeVisible();
    expect(screen.getByText('Form for Germany')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Form for Germany')).not.toBeInTheDocument();
  });
});
