/**
 * A component loaded on demand that can be loaded ahead (`preload`): once loaded it renders
 * without suspending. The browser preloads what it hydrates (main.tsx: the page and the floating
 * widgets), so that part hydrates with the rest of the app instead of after its chunk arrives (a
 * tap or a select changed in between would be lost, and `<html data-hydrated>` would claim a page
 * that is not live yet).
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component loaded on demand that can be loaded ahead (`preload`): once loaded it renders without suspending. */
export type PreloadableComponent<P extends object = object> = ComponentType<P> & { preload?: () => Promise<unknown> };

/** The props of the component `T[K]` of a module `T`. */
type PropsOf<C> = C extends ComponentType<infer P> ? P & object : never;

/**
 * The component `name` of the module `load` brings (its props passed through), loaded on first
 * render or ahead by `preload`.
 */
export function preloadable<T extends Record<string, unknown>, K extends keyof T>(load: () => Promise<T>, name: K): PreloadableComponent<PropsOf<T[K]>> & { preload: () => Promise<unknown> } {
  type P = PropsOf<T[K]>;
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m[name] as ComponentType<P>;
      return loaded;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount it.
  const Component = (props: P) => {
    const [Chosen] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    return createElement(Chosen, props);
  };
  return Object.assign(Component, { preload });
}
