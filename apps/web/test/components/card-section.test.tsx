import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CardSection } from '../../src/components/ui/card-section';

describe('CardSection', () => {
  it('is a region named by its heading, with the given heading id and the rest of the props on the section', () => {
    render(
      <CardSection titleId="duty-title" title="Import duty" className="border-amber-200 p-4" role="status" data-testid="duty">
        <p>Paid on delivery</p>
      </CardSection>,
    );
    const card = screen.getByTestId('duty');
    expect(card).toHaveAttribute('role', 'status');
    expect(card).toHaveAttribute('aria-labelledby', 'duty-title');
    expect(card).toHaveClass('card', 'border-amber-200', 'p-4');
    expect(screen.getByRole('heading', { level: 2, name: 'Import duty' })).toHaveAttribute('id', 'duty-title');
    expect(card).toHaveTextContent('Paid on delivery');
  });

  it('names itself with a generated id when given none, and sets an icon beside the title', () => {
    render(
      <CardSection title="Security" icon={<svg aria-hidden data-testid="icon" />} titleClassName="text-lg font-bold">
        <p>Two-factor sign-in</p>
      </CardSection>,
    );
    const region = screen.getByRole('region', { name: 'Security' });
    const heading = screen.getByRole('heading', { name: 'Security' });
    expect(region).toHaveAttribute('aria-labelledby', heading.id);
    expect(heading).toHaveClass('flex', 'items-center', 'gap-2', 'text-lg', 'font-bold');
    expect(heading).toContainElement(screen.getByTestId('icon'));
  });
});
