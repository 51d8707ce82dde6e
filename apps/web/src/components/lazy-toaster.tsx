/** Mounts sonner's Toaster the first time a toast is shown (lib/toast.ts), not on page load. */
import { useEffect, useRef, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'sonner';
import { registerToaster } from '../lib/toast';

export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  const mounted = useRef<(() => void) | null>(null);

  useEffect(() => {
    registerToaster(
      (sonner) =>
        new Promise<void>((resolve) => {
          mounted.current = resolve;
          setToaster(() => sonner.Toaster);
        }),
    );
  }, []);

  // Runs after the Toaster's own effects (children first): it now listens for toasts.
  useEffect(() => {
    if (Toaster) mounted.current?.();
  }, [Toaster]);

  return Toaster ? <Toaster position="top-center" richColors closeButton /> : null;
}
