import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddRecordButton, SaveRecordButton } from '../../src/components/admin-list/record-actions';

describe('AddRecordButton', () => {
  it('is a primary button named by its label that calls onAdd', async () => {
    const onAdd = vi.fn();
    render(<AddRecordButton label="Add brand" onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Add brand' });
    expect(button).toHaveClass('btn-primary');
    expect(button).toHaveAttribute('type', 'button');
    await userEvent.click(button);
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});

describe('SaveRecordButton', () => {
  it("submits its form under the form's label", async () => {
    const submit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    render(
      <form onSubmit={submit}>
        <SaveRecordButton busy={false} label="Create brand" />
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Create brand' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toBeEnabled();
    await userEvent.click(button);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it('says Saving… and is disabled while busy', () => {
    render(<SaveRecordButton busy label="Update brand" />);
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toBeDisabled();
    expect(screen.queryByText('Update brand')).not.toBeInTheDocument();
  });

  it('is held back while `disabled` (an upload on its way)', () => {
    render(<SaveRecordButton busy={false} disabled label="Update brand" />);
    expect(screen.getByRole('button', { name: 'Update brand' })).toBeDisabled();
  });
});
