import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tabs } from '../../src/components/ui/tabs';

const TABS = [
  { key: 'general', label: 'General' },
  { key: 'payment', label: 'Payment' },
  { key: 'shipping', label: 'Shipping' },
] as const;

function Harness() {
  const [tab, setTab] = useState<(typeof TABS)[number]['key']>('general');
  return (
    <>
      <Tabs label="Settings" tabs={TABS} value={tab} onChange={setTab} />
      <p>Panel: {tab}</p>
    </>
  );
}

describe('Tabs', () => {
  it('lists the tabs under their name with the chosen one selected', () => {
    render(<Harness />);
    const list = screen.getByRole('tablist', { name: 'Settings' });
    expect(list).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['General', 'Payment', 'Shipping']);
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Payment' })).toHaveAttribute('aria-selected', 'false');
  });

  it('selects a tab when it is clicked and the screen shows its panel', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('tab', { name: 'Shipping' }));
    expect(screen.getByRole('tab', { name: 'Shipping' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByText('Panel: shipping')).toBeInTheDocument();
  });

  it('keeps a label that is more than text, such as a count', () => {
    render(<Tabs tabs={[{ key: 'reviews', label: <>Reviews <span>3</span></> }]} value="reviews" onChange={() => {}} />);
    expect(screen.getByRole('tab', { name: 'Reviews 3' })).toHaveAttribute('aria-selected', 'true');
  });
});
