/**
 * A component loaded on demand that can be loaded ahead (`preload`): once loaded it renders
 * without suspending. The browser preloads what it hydrates (main.tsx: the page and the floating
 * widgets), so that part hydrates with the rest of the app instead of after its chunk arrives (a
 * tap or a select changed in between would be lost, and `<html data-hydrated>` would claim a page
 * that is not live yet).
 */
import { createElement, lazy, useState, type ComponentType } from 'react';

/** A component loaded on demand that can be loaded ahead (`preload`): once loaded it renders without suspending. */
export type PreloadableComponent = ComponentType & { preload?: () => Promise<unknown> };

/** The component `name` of the module `load` brings, loaded on first render or ahead by `preload`. */
export function preloadable<T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T): PreloadableComponent & { preload: () => Promise<unknown> } {
  let loaded: ComponentType | null = null;
  let loading: Promise<ComponentType> | null = null;
  const preload = () =>
    (loading ??= load().then((m) => {
      loaded = m[name] as ComponentType;
      return loaded;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount it.
  const Component = () => {
    const [Chosen] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Chosen);
  };
  return Object.assign(Component, { preload });
}
