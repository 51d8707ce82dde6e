import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n/i18n';
import { watchSystemTheme } from './features/settings/theme';
import './styles.css';

watchSystemTheme();
// English is bundled and ready at once; another stored language is fetched before the first
// render. (No top-level await: it would make the bundler split the shared code into many chunks.)
void initI18n().finally(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
