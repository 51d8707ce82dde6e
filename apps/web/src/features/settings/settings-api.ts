/**
 * Applies a signed-in customer's saved theme, language and currency (any device); the layout calls it once.
 * The settings calls themselves are one hook per endpoint in ./api/.
 */
import { useEffect } from 'react';
import { setLanguage } from '../../i18n/i18n';
import { useMe } from '../../lib/use-me';
import { applyTheme } from './theme';
import { applyAccountCurrency } from '../../lib/currency';
import { useSettings } from './api/use-settings';

/** For a signed-in customer, applies the theme, language and currency saved on the server (any device). */
export function useApplyServerPreferences(): void {
  const { user } = useMe();
  const settings = useSettings(Boolean(user));
  const prefs = user ? settings.data?.preferences : undefined;
  useEffect(() => {
    if (!prefs) return;
    applyTheme(prefs.theme);
    void setLanguage(prefs.language);
    applyAccountCurrency(prefs.currency);
  }, [prefs]);
}
