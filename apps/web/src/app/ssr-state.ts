/**
 * What a page rendered on the server hands to the browser (entry-server.tsx → app-start.tsx, app/islands.tsx): the
 * queries it answered, dehydrated, in a `<script type="application/json">` (data, not code, so
 * the Content-Security-Policy needs no hash for it). The browser starts with these answers and
 * fetches none of them again while they are fresh.
 */
import type { DehydratedState } from '@tanstack/react-query';

/** The id of the `<script type="application/json">` element carrying the state. */
export const SSR_STATE_ID = 'ssr-state';

/** The dehydrated query cache of the render, the language it was rendered in and the time zone of its dates. */
export interface SsrState {
  queries: DehydratedState;
  language: string;
  timeZone?: string;
  /** When it was rendered (ms since the epoch): relative times count from it until the page is hydrated. */
  renderedAt?: number;
  /** Whether the page was rendered in data-saver mode (lib/data-saver.ts). */
  dataSaver?: boolean;
  /** The texts of the page's islands in its language (app/island-texts.ts), when it has islands. */
  texts?: object;
}

/** The state as a `<script type="application/json">` element; `<` is escaped so no text can close it. */
export function ssrStateScript(state: SsrState): string {
  return `<script type="application/json" id="${SSR_STATE_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/** The state a server render left in this page, or null (a page the browser renders alone). */
export function readSsrState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}
