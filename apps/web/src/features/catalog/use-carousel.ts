/**
 * Carousel state shared by the hero and product-image carousels (storefront spec §2, §9):
 * a wrapping index, a 500 ms transition lock and horizontal swipe with a 50 px threshold.
 */
import { useEffect, useRef, useState, type TouchEvent } from 'react';

export const TRANSITION_MS = 500;
export const SWIPE_THRESHOLD_PX = 50;

/** Wraps any integer into 0..count-1. */
export const wrapIndex = (i: number, count: number) => (count > 0 ? ((i % count) + count) % count : 0);

/**
 * `autoAdvanceMs` moves to the next item after that long without a change (only with 2+ items and
 * while `paused` is false); any move restarts the wait. `shown(i)` tells whether item i's image
 * belongs in the page: always, or with `onlyShown` (data saver, issue 26) once the item has been
 * on screen, so images the shopper never moves to are never fetched.
 */
export function useCarousel(count: number, { autoAdvanceMs = 0, paused = false, onlyShown = false }: { autoAdvanceMs?: number; paused?: boolean; onlyShown?: boolean } = {}) {
  const [rawIndex, setIndex] = useState(0);
  const [locked, setLocked] = useState(false);
  const index = wrapIndex(rawIndex, count);
  const [seen, setSeen] = useState<ReadonlySet<number>>(() => new Set([0]));
  // Adjusted during the render (React's pattern for state derived from a change): the image of the
  // item moved to is in the same commit as the move.
  if (!seen.has(index)) setSeen(new Set(seen).add(index));
  const shown = (i: number) => !onlyShown || i === index || seen.has(i);

  useEffect(() => {
    if (!locked) return;
    const t = window.setTimeout(() => setLocked(false), TRANSITION_MS);
    return () => window.clearTimeout(t);
  }, [locked]);

  useEffect(() => {
    if (!autoAdvanceMs || count < 2 || paused) return;
    const t = window.setTimeout(() => {
      setIndex((i) => wrapIndex(i + 1, count));
      setLocked(true);
    }, autoAdvanceMs);
    return () => window.clearTimeout(t);
  }, [rawIndex, count, autoAdvanceMs, paused]);

  /** Moves to `to(current)`; ignored during a transition. */
  const go = (to: number | ((current: number) => number)) => {
    if (locked || count < 2) return;
    setIndex((i) => wrapIndex(typeof to === 'function' ? to(wrapIndex(i, count)) : to, count));
    setLocked(true);
  };
  const next = () => go((i) => i + 1);
  const prev = () => go((i) => i - 1);

  const start = useRef<{ x: number; y: number } | null>(null);
  const swipe = {
    onTouchStart: (e: TouchEvent) => {
      const t = e.touches[0];
      start.current = t ? { x: t.clientX, y: t.clientY } : null;
    },
    onTouchEnd: (e: TouchEvent) => {
      const t = e.changedTouches[0];
      const s = start.current;
      start.current = null;
      if (!t || !s) return;
      const dx = t.clientX - s.x;
      const dy = t.clientY - s.y;
      if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
      if (dx < 0) next();
      else prev();
    },
  };

  return { index, locked, go, next, prev, swipe, shown };
}
