/**
 * The buttons of the carousels (the home page's heroes, a product's images), driven by
 * `useCarousel`: a step arrow and the row of dots. Both are disabled while a slide moves (`locked`).
 */
import { ChevronLeft, ChevronRight } from 'lucide-react';

/** A previous (chevron left) or next (chevron right) button named `label`; `className` places and styles it. */
export function CarouselArrow({ direction, label, locked, onClick, className }: { direction: 'previous' | 'next'; label: string; locked: boolean; onClick: () => void; className: string }) {
  const Chevron = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button type="button" aria-label={label} disabled={locked} onClick={onClick} className={className}>
      <Chevron className="size-5" aria-hidden />
    </button>
  );
}

/**
 * One dot a slide (`keys`, one a slide, in order), named `label(n)` with n from 1, the current one
 * wide and `aria-current`; a dot goes to its slide. `onImage`: white dots with a shadow, for a
 * photo behind them; otherwise grey ones.
 */
export function CarouselDots({ keys, index, locked, go, label, onImage = false, className }: { keys: string[]; index: number; locked: boolean; go: (i: number) => void; label: (n: number) => string; onImage?: boolean; className: string }) {
  const idle = onImage ? 'w-2 bg-white/90 group-hover:bg-white' : 'w-2 bg-slate-300 group-hover:bg-slate-400';
  return (
    <div className={className}>
      {keys.map((key, i) => (
        <button key={key} type="button" aria-label={label(i + 1)} aria-current={i === index} disabled={locked} onClick={() => go(i)} className="group flex h-6 items-center px-1">
          <span className={`block h-2 rounded-full ${onImage ? 'shadow ' : ''}transition-all ${i === index ? 'w-5 bg-brand-600' : idle}`} />
        </button>
      ))}
    </div>
  );
}
