import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CarouselArrow, CarouselDots } from '../../src/features/catalog/carousel-controls';

describe('the carousel controls', () => {
  it('a dot a slide, the current one marked; a dot goes to its slide', async () => {
    const go = vi.fn();
    render(<CarouselDots keys={['a', 'b', 'c']} index={1} locked={false} go={go} label={(n) => `Go to slide ${n}`} className="flex" />);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(go).toHaveBeenCalledWith(2);
  });

  it('an arrow steps when clicked and not while a slide moves', async () => {
    const step = vi.fn();
    const { rerender } = render(<CarouselArrow direction="next" label="Next image" locked={false} onClick={step} className="absolute" />);
    await userEvent.click(screen.getByRole('button', { name: 'Next image' }));
    expect(step).toHaveBeenCalledTimes(1);
    rerender(<CarouselArrow direction="next" label="Next image" locked onClick={step} className="absolute" />);
    expect(screen.getByRole('button', { name: 'Next image' })).toBeDisabled();
  });
});
