/**
 * A plain click: the main button, no modifier key, not already handled. A link's plain click may be
 * taken by the page (the app's router, a service worker's takeover); any other (Ctrl or Cmd for a
 * new tab, Shift for a window, Alt to download, the middle button) stays the browser's.
 */
export const isPlainClick = (event: Pick<MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
