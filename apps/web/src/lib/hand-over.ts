/**
 * Islands and the whole app (issue 26, decision 090). A first visit's product page becomes live
 * as islands (app/islands.tsx): small React roots over parts of the server's HTML, without the
 * router or TanStack Query. The whole app loads after that and takes the page over
 * (app-start.tsx): each island is unmounted, its elements put back as they were, and the whole
 * page hydrated; a part that lives in an island starts in the app from the state the shopper left
 * it in (the colour picked, the image shown) — `useHandedState` instead of `useState`.
 */
import { useState, type Dispatch, type SetStateAction } from 'react';
import type { Root } from 'react-dom/client';

/** The attribute that marks an island's element in the server's HTML (its value: which island). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on an island's element once its root has committed: index.html's inline script keeps no tap inside it. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/** The current state of every keyed part, as last rendered (in an island, and in the app). */
const current = new Map<string, unknown>();
/** What the app's parts start from: the islands' states when the app took over. */
let handed = new Map<string, unknown>();

/**
 * `useState` whose value is handed from an island to the whole app when it takes over: with a
 * `key` (unique on the page, e.g. `purchase:<product id>:color`), the app's first render of the
 * part starts from the island's last value. Without one, plain `useState`.
 */
export function useHandedState<T>(key: string | undefined, initial: T | (() => T)): [T, Dispatch<SetStateAction<T>>] {
  const [value, set] = useState<T>(() => {
    if (key !== undefined && handed.has(key)) return handed.get(key) as T;
    return typeof initial === 'function' ? (initial as () => T)() : initial;
  });
  // Written while rendering: the value on screen, whichever render committed last (idempotent). Never on
  // the server, whose renders share this module and hand nothing over.
  if (key !== undefined && typeof window !== 'undefined') current.set(key, value);
  return [value, set];
}

/** The app's first navigation: a part opened again later starts afresh, as it would without islands. */
export function forgetHandedState(): void {
  handed = new Map();
}

interface Island {
  root: Root;
  element: Element;
}
const islands: Island[] = [];

/** Called by app/islands.tsx for each island it hydrated. */
export function registerIsland(root: Root, element: Element): void {
  islands.push({ root, element });
}

/** Whether this page was made live by islands (the app then takes it over). */
export const hasIslands = (): boolean => islands.length > 0;

/** The path of child indexes from `ancestor` down to `node`, or null when it is not inside. */
function pathTo(ancestor: Node, node: Node | null): number[] | null {
  const path: number[] = [];
  for (let n = node; n && n !== ancestor; n = n.parentNode) {
    if (!n.parentNode) return null;
    path.unshift([...n.parentNode.childNodes].indexOf(n as ChildNode));
  }
  return node ? path : null;
}

/**
 * Takes the page from its islands, just before the whole app hydrates it: keeps each keyed
 * part's state for the app (`useHandedState`), unmounts every island and puts back a copy of its
 * elements as they were on screen (the app hydrates those: no flash, no image fetched again), with
 * the focus where it was. Synchronous, so the browser never paints the page without them.
 */
export function takeOverIslands(): void {
  handed = new Map(current);
  for (const { root, element } of islands.splice(0)) {
    const copy = [...element.childNodes].map((n) => n.cloneNode(true));
    const focus = pathTo(element, document.activeElement);
    root.unmount();
    element.replaceChildren(...copy);
    element.removeAttribute(ISLAND_LIVE_ATTRIBUTE);
    if (focus?.length) {
      const target = focus.reduce<Node | undefined>((n, i) => n?.childNodes[i], element);
      if (target instanceof HTMLElement) target.focus({ preventScroll: true });
    }
  }
}

let navigator: ((to: string) => void) | null = null;

/** Called by the app's router (app-start.tsx): how an island's action moves to another page once the app runs. */
export function setAppNavigator(navigate: (to: string) => void): void {
  navigator = navigate;
}

/** Moves to `to` inside the app once it runs (an island's Add to Cart); a full page load before that. */
export function navigateInApp(to: string): void {
  if (navigator) navigator(to);
  else window.location.assign(to);
}
