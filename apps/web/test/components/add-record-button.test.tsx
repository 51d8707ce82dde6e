import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddRecordButton } from '../../src/components/admin-list/record-actions';

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
