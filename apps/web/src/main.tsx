/**
 * The browser's first script (index.html's loader adds it once the page has painted). A first
 * visit's product page the server rendered becomes live as islands (app/islands.tsx), with about
 * half the JavaScript of the whole app, which loads after them and hydrates the rest; any other
 * page starts the whole app at once (app-start.tsx). The loader has already asked for the chunks of
 * the way this page takes (vite.config.ts), so the import here waits for no second round trip.
 */
import { ISLAND_ATTRIBUTE } from './lib/island';
import { SSR_STATE_ID } from './app/ssr-state';
import { listenForInstallOffer } from './lib/install-prompt';
import './styles.css';

// The browser may offer installing at once: listened for before any chunk loads.
listenForInstallOffer();
if (document.getElementById(SSR_STATE_ID) && document.querySelector(`#root [${ISLAND_ATTRIBUTE}]`)) void import('./app/islands');
else void import('./app-start');
