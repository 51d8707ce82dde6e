import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog, DialogHeader, FormDialog, Modal } from '../../src/components/ui/dialog';
import { InputField } from '../../src/components/ui/field';

/**
 * Escape on a modal <dialog> as a browser does it: a cancelable 'cancel' event, then close()
 * unless a handler prevented it (happy-dom has the element but not the key handling).
 */
function pressEscape(dialog: HTMLElement) {
  const d = dialog as HTMLDialogElement;
  if (fireEvent(d, new Event('cancel', { cancelable: true }))) act(() => d.close());
}

function Harness({ pending = false, onSubmit = vi.fn() }: { pending?: boolean; onSubmit?: () => unknown }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Address
      </button>
      <FormDialog open={open} onClose={() => setOpen(false)} title="Add New Address" submitLabel="Save Address" pending={pending} error={pending ? undefined : 'Please fill in all required fields'} onSubmit={onSubmit}>
        <InputField label="Full name" id="address-name" />
      </FormDialog>
    </>
  );
}

describe('Modal', () => {
  it('shows its content only while open, named by its title; Close closes it', async () => {
    function Page() {
      const [open, setOpen] = useState(true);
      return (
        <Modal open={open} onClose={() => setOpen(false)} title="Order Details">
          <p>Order #1001</p>
        </Modal>
      );
    }
    render(<Page />);
    expect(screen.getByRole('dialog', { name: 'Order Details' })).toBeVisible();
    expect(screen.getByText('Order #1001')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByText('Order #1001')).not.toBeInTheDocument();
  });

  it('closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal open onClose={onClose} title="Customer Details">
        <p>Jane</p>
      </Modal>,
    );
    pressEscape(screen.getByRole('dialog', { name: 'Customer Details' }));
    expect(onClose).toHaveBeenCalled();
  });
});

describe('FormDialog', () => {
  it('opens with its title, fields and error; Cancel closes it', async () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Address' });
    expect(screen.getByLabelText('Full name')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    expect(dialog).toHaveAttribute('open');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog).not.toHaveAttribute('open');
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('Escape closes it', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    pressEscape(screen.getByRole('dialog', { name: 'Add New Address' }));
    expect(screen.queryByLabelText('Full name')).not.toBeInTheDocument();
  });

  it('submits through the submit button and Enter in a field', async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add Address' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Address' }));
    await userEvent.type(screen.getByLabelText('Full name'), 'Jane{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('while pending: submit shows Saving… and is disabled, Cancel is disabled and Escape does not close', async () => {
    const onSubmit = vi.fn();
    function Pending() {
      const [open, setOpen] = useState(true);
      return (
        <FormDialog open={open} onClose={() => setOpen(false)} title="Edit Product" submitLabel="Save" pending onSubmit={onSubmit}>
          <InputField label="Name" />
        </FormDialog>
      );
    }
    render(<Pending />);
    const submit = screen.getByRole('button', { name: 'Saving…' });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.submit(submit.closest('form')!);
    expect(onSubmit).not.toHaveBeenCalled();
    pressEscape(screen.getByRole('dialog', { name: 'Edit Product' }));
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  function Confirm({ pending = false, onConfirm = vi.fn() }: { pending?: boolean; onConfirm?: () => unknown }) {
    const [open, setOpen] = useState(true);
    return (
      <>
        <p>{open ? 'asking' : 'closed'}</p>
        <ConfirmDialog open={open} title="Delete Address" confirmLabel="Delete" pendingLabel="Deleting…" pending={pending} onConfirm={onConfirm} onCancel={() => setOpen(false)}>
          Are you sure you want to delete this address? This action cannot be undone.
        </ConfirmDialog>
      </>
    );
  }

  it('asks, named by its title, and the confirming button calls onConfirm', async () => {
    const onConfirm = vi.fn();
    render(<Confirm onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Delete Address' });
    expect(dialog).toHaveTextContent('This action cannot be undone.');
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Cancel and Escape call onCancel', async () => {
    const { unmount } = render(<Confirm />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
    unmount();
    render(<Confirm />);
    pressEscape(screen.getByRole('alertdialog', { name: 'Delete Address' }));
    expect(screen.getByText('closed')).toBeInTheDocument();
  });

  it('while pending both buttons are disabled and Escape is ignored', () => {
    render(<Confirm pending />);
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    pressEscape(screen.getByRole('alertdialog', { name: 'Delete Address' }));
    expect(screen.getByText('asking')).toBeInTheDocument();
  });
});

describe('DialogHeader', () => {
  it("names the dialog through its heading's id and closes with Close", async () => {
    const onClose = vi.fn();
    render(
      <div role="dialog" aria-labelledby="share-title">
        <DialogHeader id="share-title" title="Share this product" onClose={onClose} />
      </div>,
    );
    expect(screen.getByRole('dialog', { name: 'Share this product' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Share this product' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
