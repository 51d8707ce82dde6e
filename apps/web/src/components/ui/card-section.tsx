/**
 * A card named by its heading: `<section class="card …" aria-labelledby>` with its `<h2>` first,
 * so a screen reader lists the card as a region under the heading's text.
 */
import { useId, type HTMLAttributes, type ReactNode } from 'react';

export interface CardSectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'className'> {
  /** The heading's text. */
  title: ReactNode;
  /** Drawn before the title (an `aria-hidden` icon); the heading then sets them in a row. */
  icon?: ReactNode;
  /** The heading's id (some pages and journeys name it); default: a generated one. */
  titleId?: string;
  /** The section's classes besides `card` (default `p-4`). */
  className?: string;
  /** The heading's classes (default `font-bold`; an icon adds `flex items-center gap-2`). */
  titleClassName?: string;
}

/** The card, its heading, then `children`; other props (role, aria-live, data-testid) go on the section. */
export function CardSection({ title, icon, titleId, className = 'p-4', titleClassName = 'font-bold', children, ...section }: CardSectionProps) {
  const generated = useId();
  const id = titleId ?? generated;
  return (
    <section {...section} className={`card ${className}`} aria-labelledby={id}>
      <h2 id={id} className={icon ? `flex items-center gap-2 ${titleClassName}` : titleClassName}>
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}
