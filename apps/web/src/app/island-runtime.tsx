/**
 * How a page the server rendered becomes live as islands (issue 26, decisions 090, 091 and 093):
 * each part marked `data-island` is hydrated as a React root of its own, over the server's HTML,
 * with the data the server rendered it from (SsrState) — no router, no TanStack Query, no header or
 * footer code. An islands entry (app/islands.tsx for the catalog's pages, app/cart-islands.tsx for
 * the cart) gives `startIslands` the way to render each of its islands. Everything else on the page
 * is the server's HTML meanwhile: links and GET forms work, and a tap on another button is kept and
 * replayed (index.html's inline script, decision 064). Once the islands are live, index.html's
 * script loader runs the whole app when it is wanted (decision 092), which hydrates the rest of the
 * page around them (lib/island.tsx): they stay live, with their elements and state.
 */
import { startTransition, useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { ExchangeRatesDto } from '@phonexport/contracts/currency';
import { readSsrState, type SsrState } from './ssr-state';
import { isLanguage, startI18nWith } from '../i18n/i18n';
import { startDataSaver } from '../lib/data-saver';
import { appTookThePage, ISLAND_ATTRIBUTE, ISLAND_LIVE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, loadWholeApp, registerIsland } from '../lib/island';
import { listenForInstallOffer } from '../lib/install-prompt';
import { RatesContext } from '../lib/display-currency';
import { watchFloatingWidgets } from '../lib/step-aside';

/** Sent on `window` once every island is live; index.html's inline script replays the taps it kept on them. */
export const ISLANDS_LIVE_EVENT = 'phonexport:islands';

/** The answer the server rendered the page with for `key` (its dehydrated query), or undefined. */
export function served<T>(ssr: SsrState, key: readonly unknown[]): T | undefined {
  const hash = JSON.stringify(key);
  return ssr.queries.queries.find((q) => JSON.stringify(q.queryKey) === hash)?.state.data as T | undefined;
}

/** Marks its island live once its first render is on screen (the inline script then keeps no tap in it). */
function Live({ element, onLive, children }: { element: Element; onLive: () => void; children: ReactNode }) {
  useEffect(() => {
    element.setAttribute(ISLAND_LIVE_ATTRIBUTE, '');
    onLive();
  }, [element, onLive]);
  return children;
}

/** The props an island's element carries (lib/island.tsx `Island`), or none. */
export function propsOf(element: Element): Record<string, unknown> {
  try {
    return JSON.parse(element.getAttribute(ISLAND_PROPS_ATTRIBUTE) ?? '{}') as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** What an island renders from: its element, its name and item id (`data-island`, `data-product`) and the page's state. Every island renders inside the exchange rates the page came with (prices in the shopper's currency). */
export interface IslandSource {
  element: Element;
  name: string;
  id: string;
  ssr: SsrState;
}

/** An islands entry's renderer: the island for `source`, or null when the page lacks its data (the whole app then renders that part). */
export type RenderIsland = (source: IslandSource) => ReactNode;

/**
 * Hydrates the page's islands with `render`; once all are live, marks `phonexport:islands` and tells
 * index.html's script loader, which runs the whole app when it is wanted. Without the page's state,
 * its texts or any island to render, asks for the whole app at once.
 */
export function startIslands(render: RenderIsland): void {
  // The browser may offer installing at once.
  listenForInstallOffer();
  // The floating widgets of the server's HTML step aside from the page's controls and prices until their own code runs with the app.
  watchFloatingWidgets();
  const ssr = readSsrState();
  const language = ssr?.language;
  if (!ssr?.texts || !isLanguage(language)) return loadWholeApp();
  startDataSaver(ssr.dataSaver);
  // The islands' texts came in the page (app/island-texts.ts): no script to wait for.
  startI18nWith(language, ssr.texts, ssr.timeZone, ssr.renderedAt);
  const rates = served<ExchangeRatesDto>(ssr, ['exchange-rates'])?.rates ?? null;
  const islands = [...document.querySelectorAll(`#root [${ISLAND_ATTRIBUTE}]`)]
    .map((element) => {
      const name = element.getAttribute(ISLAND_ATTRIBUTE)!;
      const id = element.getAttribute('data-product') ?? '';
      const island = render({ element, name, id, ssr });
      return { element, name, id, island: island === null ? null : <RatesContext value={rates}>{island}</RatesContext> };
    })
    .filter((f) => f.island !== null);
  let waiting = islands.length;
  const onLive = () => {
    if (--waiting !== 0) return;
    // When the page became live, for the JavaScript-weight measures (e2e/js-weight.ts).
    performance.mark(ISLANDS_LIVE_EVENT);
    // index.html's script loader loads the whole app from there: when an island asks for it, at the
    // shopper's first act outside the islands, or once the page is idle (decision 092).
    window.dispatchEvent(new Event(ISLANDS_LIVE_EVENT));
  };
  if (!islands.length) return loadWholeApp();
  // One island a task, in the page's order (the first screen's first): creating a root attaches
  // React's listeners to its element (about 140 of them), so twenty cards at once were one long
  // task on a slow phone (Total Blocking Time, issue 26). Between two, the browser paints and
  // answers taps; a tap on an island not yet live is kept and replayed (index.html).
  const channel = new MessageChannel();
  const next = () => {
    const item = islands.shift();
    // All hydrated, or the whole app took the page first (a tap elsewhere, an island's ask): the rest is its to hydrate.
    if (!item || appTookThePage()) return channel.port1.close();
    hydrateIsland(item, onLive);
    channel.port2.postMessage(null);
  };
  channel.port1.onmessage = next;
  next();
}

/** Hydrates one island over the server's HTML as a React root of its own, registered for the app to leave it live. */
function hydrateIsland({ element, name, id, island }: { element: Element; name: string; id: string; island: ReactNode }, onLive: () => void): void {
  // As a transition, like the app's hydration: cut into slices that yield to the browser.
  startTransition(() => {
    registerIsland(
      name,
      id,
      hydrateRoot(
        element,
        <Live element={element} onLive={onLive}>
          {island}
        </Live>,
        // An island that fails still counts, and the whole app comes at once to render its part.
        {
          onUncaughtError: () => {
            loadWholeApp();
            onLive();
          },
        },
      ),
      element,
    );
  });
}
