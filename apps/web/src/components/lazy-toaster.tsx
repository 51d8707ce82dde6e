/**
 * Mounts sonner's Toaster the first time a toast is shown (lib/toast.ts), not on page load. It
 * renders into its own element, which placeToasts moves into the topmost open modal dialog so
 * that toasts show above a dialog's backdrop (a native modal <dialog> sits in the top layer, over
 * anything else on the page).
 */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import { createPortal } from 'react-dom';
import type { ToasterProps } from 'sonner';
import { registerToaster, registerToastHost } from '../lib/toast';

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const [host, setHost] = useState<HTMLElement | null>(null);
  const mounted = useRef<(() => void) | null>(null);

  useEffect(() => {
    registerToaster(
      (sonner) =>
        new Promise<void>((resolve) => {
          mounted.current = resolve;
          const element = document.createElement('div');
          element.dataset.toasts = '';
          document.body.append(element);
          registerToastHost(element);
          setHost(element);
          setToaster(() => sonner.Toaster);
        }),
    );
  }, []);

  // Runs after the Toaster's own effects (children first): it now listens for toasts.
  useEffect(() => {
    if (Toaster) mounted.current?.();
  }, [Toaster]);

  return Toaster && host ? createPortal(<Toaster position="top-center" richColors closeButton />, host) : null;
}
