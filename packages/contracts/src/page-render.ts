/**
 * The contract between the API server and the web build's page renderer (issue 16, decisions 045
 * and 055): the server imports `dist/server/entry-server.js` at run time and calls `render` with
 * one page request and its in-process reads of the API. Types only; both sides import them from
 * here, so neither writes the other's shapes again.
 */
/// <reference types="node" />
import type { DisplayCurrency } from '@phonexport/domain/currency';
import type { Language } from '@phonexport/domain/settings';
import type { MeDto } from './accounts.ts';

/** A query value as the API's GET routes take it. */
export type QueryValue = string | number | boolean | undefined | null;

/**
 * The server's read of a GET contract path, in-process: `{ status, body }` as the API would answer
 * (body as JSON would carry it), or undefined when the server leaves it to the browser.
 */
export type ServerGet = (
  path: string,
  request: { params?: Record<string, string | number>; query?: Record<string, QueryValue> },
) => Promise<{ status: number; body: unknown } | undefined>;

/**
 * One page request as the server decided it: the URL (path and query), the interface language
 * (Settings, cookie or Accept-Language), the signed-in user read once from the session (null: a
 * visitor; it becomes the `/api/session` answer both sides render with), and the time zone dates
 * are shown in. Per-request options other subjects need (e.g. the display currency) go here.
 */
export interface RenderRequest {
  url: string;
  language: Language;
  session: MeDto | null;
  timeZone?: string;
  /** The visitor's display currency (issue 22): its cookie, or `?currency=` from the footer's form; USD when absent. */
  currency?: DisplayCurrency;
  /** Data saver (issue 26): `?data-saver=` from the footer's switch, else its cookie, else `Save-Data: on`; off when absent. */
  dataSaver?: boolean;
}

/** A rendered page: `pipe` streams the app's HTML (the inside of #root); `stateScript` goes after it. */
export interface RenderedPage {
  pipe: (destination: NodeJS.WritableStream) => void;
  stateScript: string;
}

/** What the web build's `dist/server/entry-server.js` exports (apps/web/src/entry-server.tsx). */
export interface PageRenderer {
  /** Renders the page of `request`; rejects when the app cannot render it (the server sends the shell). */
  render(request: RenderRequest, get: ServerGet): Promise<RenderedPage>;
  /** The translate function of `language` (its texts, then English's). */
  translatorOf(language: Language): (key: string, values?: Record<string, string | number>) => string;
}
