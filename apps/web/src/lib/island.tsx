/**
 * Islands and the whole app (issue 26, decision 090). A product page the server rendered becomes
 * live as islands (app/islands.tsx): React roots of their own over parts of the server's HTML,
 * without the router or TanStack Query. The whole app loads after them when it is wanted (an
 * island asks, the shopper acts elsewhere, or the page is idle; decision 092) and hydrates the rest
 * of the page around them: where an island is live, the app's `Island` leaves the element to it (its
 * elements, its state, the focus and a finger on one of its buttons all stay as they are), and
 * unmounts it when the app's page goes. The islands and the app share the cart, the currency, the
 * language and data saver through the same modules, so a change in either shows in both.
 */
import { useEffect, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';
import type { AddResult } from '@phonexport/domain/cart';
import type { AddableProduct } from './cart-store';

/** The attribute that marks an island's element in the server's HTML (its value: which island). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on an island's element once its root has committed: index.html's inline script keeps no tap inside it. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/**
 * Sent on `window` when a page made live by islands wants the whole app: index.html's script loader
 * (vite.config.ts) then adds the whole app's chunks and entry, as it does at once on other pages.
 */
export const WHOLE_APP_EVENT = 'phonexport:app';

/** Asks index.html's script loader for the whole app (once; later calls change nothing). */
export const loadWholeApp = (): void => void window.dispatchEvent(new Event(WHOLE_APP_EVENT));

/** The live islands by `name:id`. */
const roots = new Map<string, { root: Root; element: Element }>();

let appHydrating = false;

/** Called by the whole app (app-start.tsx) right before it takes the page: islands not yet hydrated are left to it. */
export function appTakesThePage(): void {
  appHydrating = true;
}

/** Whether the whole app has begun to take the page: an island not hydrated by then is the app's to hydrate (its `Island` renders it). */
export const appTookThePage = (): boolean => appHydrating;

/** Called by app/islands.tsx for each island it hydrated: `name` and `id` as the element's data-island and data-product say. */
export function registerIsland(name: string, id: string, root: Root, element: Element): void {
  roots.set(`${name}:${id}`, { root, element });
}

/** Nothing to render: the island's root renders inside. */
const LEFT_TO_THE_ISLAND = { __html: '' };

/** The attribute that carries an island's props (JSON) besides its item: a card's place in its list... */
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';

/** The props an island's element carries (`props` of `Island`): plain values only, read back by app/islands.tsx. */
export type IslandProps = Readonly<Record<string, string | number | boolean>>;

/**
 * A part of a page that may be an island (`name`, for the item `id`, with `props` for the island
 * to render it alike): on the server, and in the app wherever no island of it is live, its
 * element with `children`; where one is live (the page it made live), the same element left to
 * the island. The app hydrates the element and not what is inside it (React neither reads nor
 * writes an element's inner HTML when it is given as `dangerouslySetInnerHTML` and unchanged), and
 * unmounts the island once the element has left the page. `className` styles the element
 * ('contents' for a grid's card, so the element does not change the grid's layout).
 */
export function Island({ name, id, props, className, children }: { name: string; id: string; props?: IslandProps; className?: string; children: ReactNode }) {
  const live = typeof window !== 'undefined' ? roots.get(`${name}:${id}`) : undefined;
  useEffect(() => {
    if (!live) return;
    // After the commit that removed the element (not a StrictMode rehearsal, which leaves it in the page).
    return () =>
      queueMicrotask(() => {
        if (live.element.isConnected) return;
        roots.delete(`${name}:${id}`);
        live.root.unmount();
      });
  }, [live, name, id]);
  const attributes = { [ISLAND_ATTRIBUTE]: name, 'data-product': id, [ISLAND_PROPS_ATTRIBUTE]: props ? JSON.stringify(props) : undefined, className };
  if (live) return <div {...attributes} dangerouslySetInnerHTML={LEFT_TO_THE_ISLAND} suppressHydrationWarning />;
  return <div {...attributes}>{children}</div>;
}

/** What the whole app does for an island's action once it runs (app-start.tsx gives it). */
export interface AppActions {
  /** Add to Cart in an island tried to change the cart (`result`): the app's toast says how it went; true when the cart changed. */
  announce(product: Pick<AddableProduct, 'name'>, result: AddResult): boolean;
  /** Goes to the shop's page `to` (a path with its query) through the app's router: no page load; `state` is the history entry's (e.g. `{ from }` for sign-in to return to). */
  navigate(to: string, state?: Record<string, string>): void;
}

let actions: AppActions | null = null;
const waiting: ((actions: AppActions) => void)[] = [];

/** Called once by the app (app-start.tsx) when it runs: the islands' actions waiting for it are done now. */
export function setAppActions(given: AppActions): void {
  actions = given;
  for (const run of waiting.splice(0)) run(given);
}

/** The app's actions when it runs, else null (a link in an island then lets the browser load the page). */
export const appActions = (): AppActions | null => actions;

/**
 * Runs `fn` with the app's actions once the app runs (at once when it does; else it asks for the
 * whole app, which a page made live by islands loads only when wanted, decision 092); the islands'
 * code carries none of them.
 */
export function withApp(fn: (actions: AppActions) => void): void {
  if (actions) return fn(actions);
  waiting.push(fn);
  loadWholeApp();
}
