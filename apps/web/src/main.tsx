/**
 * The browser's start. A page the server rendered (entry-server.tsx) is hydrated with the queries
 * it answered, so nothing shown is fetched again; any other page (account, back office, or a
 * visitor who chose another language than the server's English) is rendered here once the stored
 * language's texts are loaded.
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { App, createQueryClient, routes } from './app/app';
import { readSsrState } from './app/ssr-state';
import { initI18n, storedLanguage } from './i18n/i18n';
import { watchSystemTheme } from './features/settings/theme';
import './styles.css';

watchSystemTheme();
const queryClient = createQueryClient();
const ssr = readSsrState();
if (ssr) hydrate(queryClient, ssr.queries);
const router = createBrowserRouter(routes);
const app = (
  <StrictMode>
    <App queryClient={queryClient}>
      <RouterProvider router={router} />
    </App>
  </StrictMode>
);
const root = document.getElementById('root')!;

if (ssr && storedLanguage() === 'en') {
  hydrateRoot(root, app);
} else {
  // English is bundled and ready at once; another stored language is fetched before the first
  // render. (No top-level await: it would make the bundler split the shared code into many chunks.)
  void initI18n().finally(() => createRoot(root).render(app));
}
