/**
 * The interface languages (storefront §3 Settings preferences.language): a module of their own, so
 * the browser's translation (apps/web i18n.ts) needs none of the settings' rules (issue 26).
 */
export const LANGUAGES = ['en', 'es', 'fr', 'de', 'zh'] as const;
export type Language = (typeof LANGUAGES)[number];
/** Each language named in itself, for the language picker. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español', fr: 'Français', de: 'Deutsch', zh: '中文' };
