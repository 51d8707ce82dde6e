/**
 * The whole app's start in the browser: index.html's entry, which its script loader adds at once, or
 * after a page's islands are live (app/islands.tsx, decision 090). The page's language is the one the server chose (`<html lang>`: Settings,
 * the language cookie or Accept-Language); its texts are loaded first, then a page the server
 * rendered (entry-server.tsx) is hydrated with the queries it answered, so nothing shown is
 * fetched again and no word changes; any other page (back office, a page left to the browser) is
 * rendered here.
 */
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { BrowserRouter, useLocation } from 'react-router';
import { App, AppRoutes, createQueryClient, GiveAppActions, HYDRATED_EVENT, whenPageHydrated } from './app/app';
import { readSsrState } from './app/ssr-state';
import { preloadPage } from './app/route-views';
import { cookieLanguage, isLanguage, rememberLanguage, setLanguage, startI18n, storedLanguage } from './i18n/i18n';
import { rememberTimeZone } from './lib/format-date';
import { watchSystemTheme } from './features/settings/theme';
import { navigated, startServiceWorker } from './lib/service-worker';
import { startDataSaver } from './lib/data-saver';
import { appTakesThePage } from './lib/island';
import { listenForInstallOffer } from './lib/install-prompt';
import './styles.css';

watchSystemTheme();
listenForInstallOffer();
const queryClient = createQueryClient();
const ssr = readSsrState();
if (ssr) hydrate(queryClient, ssr.queries);
startDataSaver(ssr?.dataSaver);
// Offline copies and updates (issue 26): registered once the page is live.
startServiceWorker();

/** Tells the service worker's update flow of each navigation (a waiting version takes over at the next one). */
function Navigations() {
  const { pathname, search } = useLocation();
  useEffect(() => navigated(`${pathname}${search}`), [pathname, search]);
  return null;
}

const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <BrowserRouter>
        <AppRoutes />
        <GiveAppActions />
        <Navigations />
      </BrowserRouter>
    </App>
  </StrictMode>
);
const root = document.getElementById('root')!;
const served = ssr?.language ?? document.documentElement.getAttribute('lang');
const stored = storedLanguage();
// A device whose choice is only in localStorage (kept before the language cookie existed) was
// served another language: it writes the cookie for the next page, and a page the server rendered
// is hydrated in the served language (its elements kept, so a tap made meanwhile still acts;
// decision 064) and turns to the device's own once every part of it is hydrated.
const legacy = !cookieLanguage() && stored !== null && stored !== served ? stored : null;
if (legacy) rememberLanguage(legacy);
const language = ssr && isLanguage(served) ? served : (legacy ?? (isLanguage(served) ? served : (stored ?? 'en')));
if (ssr && legacy && legacy !== language) {
  window.addEventListener(HYDRATED_EVENT, () => void whenPageHydrated(root).then(() => setLanguage(legacy)).catch(() => undefined), { once: true });
}
// In a task of its own: the first Intl date formatter of a page loads the locale's data.
setTimeout(rememberTimeZone, 0);

// The page's texts are fetched before React takes the page (the HTML's script loader preloads them;
// no top-level await: it would make the bundler split the shared code into many chunks). The page's
// own chunk is loaded first too, so the page hydrates at once and `<html data-hydrated>` means every
// button of its first screen acts; the parts below or beside it (the reviews, the floating widgets)
// hydrate right after, and a tap on them meanwhile is kept and replayed (decision 088).
function start(): void {
  void Promise.all([startI18n(language, ssr?.timeZone, ssr?.renderedAt), preloadPage(window.location.pathname)]).then(
    ([texts]) => {
      // No texts arrived (the signal dropped): a page the server rendered stays its working HTML, and
      // React takes it once the signal is back; a page left to the browser is rendered with what there is.
      if (!texts && ssr) return void window.addEventListener('online', start, { once: true });
      // Hydration as a transition is cut into slices of about 5 ms that yield to the browser between
      // them, so a slow phone's main thread is never held for the whole page (Total Blocking Time,
      // issue 26); a tap meanwhile is kept and replayed by the inline script (decision 064).
      // A page made live by islands (app/islands.tsx): the app leaves them live (lib/island.tsx).
      // Islands still waiting for their turn (app/island-runtime.tsx) are the app's from here.
      appTakesThePage();
      if (ssr) startTransition(() => void hydrateRoot(root, app));
      else createRoot(root).render(app);
    },
  );
}
start();
