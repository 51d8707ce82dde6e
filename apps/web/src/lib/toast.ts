/**
 * Toasts (sonner) without sonner in every page's first load: about 9 KB compressed that most
 * visits never need. The first toast loads sonner, mounts its Toaster (LazyToaster) and then
 * shows; later toasts show at once. Same calls as sonner's: toast.success / error / info
 * (title, { description, id, duration, action }).
 */
type Sonner = typeof import('sonner');
export interface ToastOptions {
  description?: string;
  /** A toast with the id of one on screen replaces it (no duplicates). */
  id?: string | number;
  /** How long it stays, ms (sonner's default 4,000). */
  duration?: number;
  /** A button in the toast. */
  action?: { label: string; onClick: () => void };
}

let loading: Promise<Sonner> | null = null;
/** The element the Toaster renders into (LazyToaster's), once mounted. */
let host: HTMLElement | null = null;

/** Called once by LazyToaster with the element its Toaster is portalled into. */
export function registerToastHost(element: HTMLElement): void {
  host = element;
}

/**
 * Puts the toasts where they show above everything: inside the topmost open modal <dialog> (the
 * top layer, where nothing outside it is drawn above its backdrop or stays clickable), else at
 * the end of <body>. When that dialog closes they move on again, so a toast shown as a form
 * dialog saves and closes stays on screen. Moving the element keeps the toasts on it.
 */
export function placeToasts(): void {
  if (!host) return;
  const top = [...document.querySelectorAll<HTMLDialogElement>('dialog[open]')].filter((d) => d.matches(':modal')).at(-1);
  const target = top ?? document.body;
  if (host.parentElement !== target) target.append(host);
  if (top) top.addEventListener('close', () => queueMicrotask(placeToasts), { once: true });
}
let mountToaster: ((sonner: Sonner) => Promise<void>) | null = null;

/**
 * Called by LazyToaster as it mounts: how to mount sonner's Toaster; resolves when it is on screen.
 * A LazyToaster mounted anew (a new app root, as each page test renders) mounts its own Toaster at
 * the next toast instead of showing it in the unmounted one.
 */
export function registerToaster(mount: (sonner: Sonner) => Promise<void>): void {
  mountToaster = mount;
  loading = null;
}

function sonner(): Promise<Sonner> {
  loading ??= import('sonner')
    .then(async (m) => {
      await mountToaster?.(m);
      return m;
    })
    .catch((err: unknown) => {
      loading = null; // try again on the next toast (the connection may be back)
      throw err;
    });
  return loading;
}

function show(kind: 'success' | 'error' | 'info', title: string, options?: ToastOptions): void {
  sonner().then(
    (m) => {
      placeToasts();
      m.toast[kind](title, options);
    },
    () => {
      // sonner could not be loaded (offline): the page itself still shows the outcome.
    },
  );
}

export const toast = {
  success: (title: string, options?: ToastOptions) => show('success', title, options),
  error: (title: string, options?: ToastOptions) => show('error', title, options),
  info: (title: string, options?: ToastOptions) => show('info', title, options),
};
