import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Field, FileField, InputField, SelectField, TextAreaField } from '../../src/components/ui/field';

describe('Field', () => {
  it('labels its input and ties the error to it', () => {
    render(<InputField label="Title *" error="Title is required" />);
    const input = screen.getByLabelText('Title *');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Title is required');
  });

  it('a field without an error is neither invalid nor described', () => {
    render(<InputField label="Company" />);
    const input = screen.getByLabelText('Company');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('reads the hint and the error, and keeps the control usable', async () => {
    render(<InputField label="Refund amount (USD)" hint="At most $20.00" error="Enter the amount to refund in USD, e.g. 12.50" />);
    const input = screen.getByLabelText('Refund amount (USD)');
    expect(input).toHaveAccessibleDescription('Enter the amount to refund in USD, e.g. 12.50 At most $20.00');
    await userEvent.type(input, '12.50');
    expect(input).toHaveValue('12.50');
  });

  it('works for selects and textareas', () => {
    render(
      <>
        <SelectField label="Country *" error="Country is required">
          <option value="">Select…</option>
          <option value="DE">Germany</option>
        </SelectField>
        <TextAreaField label="Comment" error="Comment is too long" />
      </>,
    );
    expect(screen.getByLabelText('Country *')).toHaveAccessibleDescription('Country is required');
    expect(screen.getByRole('combobox', { name: 'Country *' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveAccessibleDescription('Comment is too long');
  });

  it('wires a control given as a child, keeping its own id and description', () => {
    render(
      <>
        <Field label="Refund amount" htmlFor="r-amount" error="Too much">
          <input id="r-amount" aria-describedby="r-amount-hint" />
        </Field>
        <p id="r-amount-hint">Goes back to PayPal</p>
      </>,
    );
    const input = screen.getByLabelText('Refund amount');
    expect(input).toHaveAttribute('id', 'r-amount');
    expect(input).toHaveAccessibleDescription('Goes back to PayPal Too much');
  });

  it('hands the props to a render function', () => {
    render(<Field label="Priority" error="Between 1 and 10">{(control) => <input type="number" {...control} />}</Field>);
    expect(screen.getByRole('spinbutton', { name: 'Priority' })).toHaveAccessibleDescription('Between 1 and 10');
  });
});

describe('FileField', () => {
  it('labels its file input, describes it with the live note and shows what it is given under it', () => {
    const { rerender } = render(
      <FileField id="photos" label="Photos (up to 5)" note="0 of 5" accept="image/*" multiple>
        <p>dead-phone.png</p>
      </FileField>,
    );
    const input = screen.getByLabelText('Photos (up to 5)');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAccessibleDescription('0 of 5');
    expect(screen.getByText('0 of 5')).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByText('dead-phone.png')).toBeVisible();
    rerender(<FileField id="photos" label="Photos (up to 5)" note="Uploading…" disabled />);
    expect(input).toBeDisabled();
    expect(input).toHaveAccessibleDescription('Uploading…');
  });
});

describe('a field with a limit (issue 23, domain input-limits)', () => {
  function Street() {
    const [value, setValue] = useState('');
    return <InputField label="Street address" limit="street" value={value} onChange={(e) => setValue(e.target.value)} />;
  }

  it('stops at the limit, tells screen readers the limit, and says so once the text reaches it', async () => {
    render(<Street />);
    const input = screen.getByLabelText('Street address');
    expect(input).toHaveAttribute('maxLength', '200');
    expect(input).toHaveAccessibleDescription(/At most 200 characters/);
    expect(screen.queryByRole('alert')).toBeNull();
    await userEvent.click(input);
    await userEvent.paste('s'.repeat(250));
    expect((input as HTMLInputElement).value).toHaveLength(200);
    expect(screen.getByRole('alert')).toHaveTextContent('Street must be at most 200 characters.');
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });
});
