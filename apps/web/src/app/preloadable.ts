/**
 * A component loaded on demand that can be loaded ahead (`preload`): once loaded it renders
 * without suspending. The browser preloads the page it hydrates (app-start.tsx), so the page hydrates
 * with the rest of the app instead of after its chunk arrives (a tap or a select changed in
 * between would be lost, and `<html data-hydrated>` would claim a page that is not live yet).
 *
 * A part below the first screen, or beside it (the reviews, the floating widgets), is made
 * `afterLive` instead (decision 088): the page the browser hydrates does not wait for its code,
 * which is asked for once the page is live; its server HTML shows meanwhile inside a
 * `data-deferred` wrapper, whose taps index.html's inline script keeps and replays once the part
 * is hydrated (decision 064).
 */
import { createElement, lazy, useState, type ComponentType } from 'react';
import { whenLive } from '../lib/page-live';

/** A component loaded on demand that can be loaded ahead (`preload`): once loaded it renders without suspending. */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & { preload?: () => Promise<unknown> };

/** The props of the component `T[K]` of a module `T`. */
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * The component `name` of the module `load` brings (its props passed through), loaded on first
 * render or ahead by `preload`. With `afterLive`, a render before the page is live waits for it
 * before asking for the code (the server's HTML of the part stays until then, in a
 * `<div data-deferred class="contents">`); `preload` still loads at once.
 */
export function preloadable<T extends Record<string, unknown>, K extends keyof T>(
  load: () => Promise<T>,
  name: K,
  { afterLive = false }: { afterLive?: boolean } = {},
): PreloadableComponent<PropsOf<T[K]>> & { preload: () => Promise<unknown> } {
  type P = PropsOf<T[K]>;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m[name] as ComponentType<P>;
      return loaded;
    }));
  const Lazy = lazy(async () => {
    if (afterLive) await whenLive();
    return { default: await preload() };
  });
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount it.
  const Component = (props: P) => {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    const part = createElement(Chosen, props);
    return afterLive ? createElement('div', { 'data-deferred': '', className: 'contents' }, part) : part;
  };
  return Object.assign(Component, { preload });
}
