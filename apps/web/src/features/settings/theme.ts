/**
 * Theme (storefront §3 Settings preferences.theme: light, dark or system). The `dark` class on
 * <html> switches the whole shop (styles.css). The choice is kept in localStorage so the inline
 * script in index.html applies it before the first paint; 'system' follows the device live.
 */
import type { Theme } from '@phonexport/domain/settings';

export const THEME_KEY = 'phonexport-theme';

const media = () => window.matchMedia('(prefers-color-scheme: dark)');

function paint(theme: Theme): void {
  const dark = theme === 'dark' || (theme === 'system' && media().matches);
  document.documentElement.classList.toggle('dark', dark);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', dark ? '#111827' : '#1d4ed8');
}

let current: Theme = 'system';

/** The theme stored on this device ('system' when none). */
export function storedTheme(): Theme {
  try {
    const v = localStorage.getItem(THEME_KEY);
    return v === 'light' || v === 'dark' ? v : 'system';
  } catch {
    return 'system';
  }
}

/** Applies a theme to the whole shop now and remembers it on this device. */
export function applyTheme(theme: Theme): void {
  current = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode: the choice lasts for this visit.
  }
  paint(theme);
}

/** Keeps 'system' in step with the device's light/dark setting. Call once at start. */
export function watchSystemTheme(): void {
  current = storedTheme();
  paint(current);
  media().addEventListener('change', () => {
    if (current === 'system') paint('system');
  });
}
