/**
 * Issue 24: a form dialog accepts the first valid Save after an error (Service Countries → Duty 150
 * → Update → fix → Update): the fixed value is sent at once, the dialog closes, and the old
 * message goes as soon as the field is edited; the same message comes back if the next save fails again.
 */
import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormDialog } from '../../src/components/ui/dialog';
import { InputField } from '../../src/components/ui/field';
import { ApiError } from '../../src/lib/api';
import { useSaveForm } from '../../src/lib/save-form';

vi.mock('../../src/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() }, placeToasts: vi.fn() }));

function CountryDialog({ save }: { save: (dutyRate: string) => Promise<unknown> }) {
  const [open, setOpen] = useState(true);
  const [duty, setDuty] = useState('10');
  const form = useSaveForm(() => setOpen(false));
  return (
    <FormDialog
      open={open}
      onClose={() => setOpen(false)}
      title="Edit Service Country"
      submitLabel="Update Country"
      pending={form.busy}
      onSubmit={() => form.save({ save: () => save(duty), success: 'Service country updated successfully', failure: 'Failed to save service country' })}
    >
      <InputField label="Duty rate (%)" id="c-duty" value={duty} error={form.errors.dutyRate} onChange={(e) => setDuty(e.target.value)} />
    </FormDialog>
  );
}

const refused = () => new ApiError(400, 'Duty rate must be between 0 and 100', { dutyRate: 'Duty rate must be between 0 and 100' });

/** Opens the dialog, saves a duty of 150 and waits for the refusal under the field; gives the duty field. */
async function refusedAt150(user: ReturnType<typeof userEvent.setup>, save: (dutyRate: string) => Promise<unknown>): Promise<HTMLElement> {
  render(<CountryDialog save={save} />);
  const duty = screen.getByLabelText('Duty rate (%)');
  await user.clear(duty);
  await user.type(duty, '150');
  await user.click(screen.getByRole('button', { name: 'Update Country' }));
  expect(await screen.findByText('Duty rate must be between 0 and 100')).toBeVisible();
  return duty;
}

describe('FormDialog with useSaveForm after an error', () => {
  it('sends the fixed value on the first Save and closes; the old message goes once the field is edited', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async (duty: string) => {
      if (Number(duty) > 100) throw refused();
    });
    const duty = await refusedAt150(user, save);
    expect(duty).toHaveAttribute('aria-invalid', 'true');

    await user.clear(duty);
    await user.type(duty, '15');
    expect(screen.queryByText('Duty rate must be between 0 and 100')).toBeNull();
    expect(duty).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Update Country' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith('15');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Edit Service Country' })).toBeNull());
  });

  it('shows the same message again when the next save is refused again', async () => {
    const user = userEvent.setup();
    const save = vi.fn(async () => {
      throw refused();
    });
    const duty = await refusedAt150(user, save);
    await user.type(duty, '0');
    expect(screen.queryByText('Duty rate must be between 0 and 100')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Update Country' }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Duty rate must be between 0 and 100')).toBeVisible();
    expect(screen.getByRole('dialog', { name: 'Edit Service Country' })).toBeInTheDocument();
  });
});
