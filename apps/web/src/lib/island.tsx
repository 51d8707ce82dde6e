/**
 * Islands and the whole app (issue 26, decision 090). A product page the server rendered becomes
 * live as islands (app/islands.tsx): React roots of their own over parts of the server's HTML,
 * without the router or TanStack Query. The whole app loads after them and hydrates the rest of
 * the page around them: where an island is live, the app's `Island` leaves the element to it (its
 * elements, its state, the focus and a finger on one of its buttons all stay as they are), and
 * unmounts it when the app's page goes. The islands and the app share the cart, the currency, the
 * language and data saver through the same modules, so a change in either shows in both.
 */
import { useEffect, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/** The attribute that marks an island's element in the server's HTML (its value: which island). */
export const ISLAND_ATTRIBUTE = 'data-island';
/** Set on an island's element once its root has committed: index.html's inline script keeps no tap inside it. */
export const ISLAND_LIVE_ATTRIBUTE = 'data-island-live';

/** The live islands by `name:id`. */
const roots = new Map<string, { root: Root; element: Element }>();

/** Called by app/islands.tsx for each island it hydrated: `name` and `id` as the element's data-island and data-product say. */
export function registerIsland(name: string, id: string, root: Root, element: Element): void {
  roots.set(`${name}:${id}`, { root, element });
}

/** Nothing to render: the island's root renders inside. */
const LEFT_TO_THE_ISLAND = { __html: '' };

/**
 * A part of a page that may be an island (`name`, for the item `id`): on the server, and in the app
 * wherever no island of it is live, its element with `children`; where one is live (the page it
 * made live), the same element left to the island. The app hydrates the element and not what is
 * inside it (React neither reads nor writes an element's inner HTML when it is given as
 * `dangerouslySetInnerHTML` and unchanged), and unmounts the island once the element has left the
 * page.
 */
export function Island({ name, id, children }: { name: string; id: string; children: ReactNode }) {
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
  const attributes = { [ISLAND_ATTRIBUTE]: name, 'data-product': id };
  if (live) return <div {...attributes} dangerouslySetInnerHTML={LEFT_TO_THE_ISLAND} suppressHydrationWarning />;
  return <div {...attributes}>{children}</div>;
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
