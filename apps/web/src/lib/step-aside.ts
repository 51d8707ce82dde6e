/**
 * The floating widgets step aside (issues 16 and 23, decision 057): hidden and inert while a form
 * field outside them has the focus (the on-screen keyboard is up) and while they would sit over a
 * control (a link, button, field, label or anything focusable) or an element marked
 * `data-float-clear` (prices, totals, the order summary). Plain DOM, no React: the same watch runs
 * over the server's HTML on a page made live by islands, before the whole app and the widgets' own
 * code run (app/island-runtime.tsx), and in the widgets once they do (app/floating-widgets.tsx),
 * which take the element over. The element's aside state is its `data-aside`, `inert` and the
 * `pointer-events-none opacity-0` classes, written here only (React renders none of them).
 */

/** The attribute that marks the floating widgets' element in the page (server's HTML and app alike). */
export const FLOATING_ATTRIBUTE = 'data-floating';

/** A text field: focusing one brings up the on-screen keyboard on a phone (a select does not). */
const FIELD = 'input:not([type=checkbox]):not([type=radio]):not([type=button]):not([type=submit]):not([type=range]):not([type=file]), textarea, [contenteditable=""], [contenteditable=true]';

/**
 * What the widgets must never sit over (issue 23): every control a shopper taps or types into, and
 * the marked prices and totals (decision 047).
 */
const KEEP_CLEAR =
  'a[href], button, input:not([type=hidden]), select, textarea, summary, label, [role=button], [role=link], [role=checkbox], [role=switch], [role=tab], [role=radio], [tabindex]:not([tabindex="-1"]), [contenteditable=""], [contenteditable=true], [data-float-clear]';

/** The classes that hide the element while aside (written out whole, for Tailwind to find). */
const ASIDE_CLASSES = ['pointer-events-none', 'opacity-0'];

/** Do two rectangles overlap (a few pixels of margin around `a`)? */
const overlaps = (a: DOMRect, b: DOMRect) => a.left - 4 < b.right && b.left < a.right + 4 && a.top - 4 < b.bottom && b.top < a.bottom + 4;

/** Puts `el` aside (hidden, inert) or back. */
function setAside(el: HTMLElement, aside: boolean): void {
  if (el.hasAttribute('data-aside') === aside) return;
  if (aside) el.setAttribute('data-aside', 'true');
  else el.removeAttribute('data-aside');
  el.inert = aside;
  for (const name of ASIDE_CLASSES) el.classList.toggle(name, aside);
}

/** The watch on each element (its end: `putBack` puts the element back), so a new one (the widgets' own, once they run) replaces the one before. */
const watches = new WeakMap<HTMLElement, (putBack: boolean) => void>();

/**
 * Watches `el` and puts it aside while it must be (see the module's comment); checked on scroll,
 * resize, focus changes and DOM changes (a total appearing, a page's content arriving), at most once
 * a frame. Returns the stop, which puts `el` back. A second watch of the same element takes over
 * from the first, leaving `el` as it is until its own first check.
 */
export function watchStepAside(el: HTMLElement): () => void {
  watches.get(el)?.(false);
  let frame = 0;
  const check = () => {
    frame = 0;
    // An element no longer in the page (the app rendered the widgets anew) is watched no more.
    if (!el.isConnected) return end(false);
    const focused = document.activeElement;
    const typing = focused instanceof HTMLElement && !el.contains(focused) && focused.matches(FIELD);
    const rect = el.getBoundingClientRect();
    const covering = [...document.querySelectorAll(KEEP_CLEAR)].some((c) => {
      if (el.contains(c)) return false;
      const r = c.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && overlaps(rect, r);
    });
    setAside(el, typing || covering);
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(check);
  };
  schedule();
  const observer = new MutationObserver(schedule);
  observer.observe(document.body, { childList: true, subtree: true });
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  document.addEventListener('focusin', schedule);
  document.addEventListener('focusout', schedule);
  const end = (putBack: boolean) => {
    if (watches.get(el) !== end) return;
    watches.delete(el);
    cancelAnimationFrame(frame);
    observer.disconnect();
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    document.removeEventListener('focusin', schedule);
    document.removeEventListener('focusout', schedule);
    if (putBack) setAside(el, false);
  };
  watches.set(el, end);
  return () => end(true);
}

/** Starts the watch on the floating widgets of the server's HTML, if the page has them (a page made live by islands, before the app). */
export function watchFloatingWidgets(): void {
  const el = document.querySelector<HTMLElement>(`[${FLOATING_ATTRIBUTE}]`);
  if (el) watchStepAside(el);
}
