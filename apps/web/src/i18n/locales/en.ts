/**
 * English interface texts: the reference every other language follows key for key (the type
 * `Messages` makes a missing key a compile error). In the browser each part comes on its own, as
 * every language's does (i18n.ts): the storefront's texts (en-storefront.ts) before an English page
 * hydrates (decision 087), the customer's own pages' (en-account.ts) with those pages, the back
 * office's own sections (en-back-office.ts) with the back office's layout (issue 26). This module
 * joins the three, for the server, the tests and the types.
 */
import storefront from './en-storefront';
import account from './en-account';
import backOffice from './en-back-office';
import { mergeTexts } from './merge-texts';

const en = mergeTexts(mergeTexts(storefront, account), backOffice);

export default en;

/**
 * English has the plural forms `_one` and `_other`; a language whose plural rules (CLDR, as
 * Intl.PluralRules reports them) have more categories adds them, e.g. French and Spanish `_many`
 * (1 000 000 articles), so a section may carry extra `_few`/`_many` keys.
 */
type ExtraPlurals = { [key: `${string}_few` | `${string}_many`]: string };
type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> } & ExtraPlurals;
/** The shape every language file has. */
export type Messages = Widen<typeof en>;
/** The shape of each part of a language (loaded on its own in the browser, i18n.ts). */
export type StorefrontMessages = Widen<typeof storefront>;
export type AccountMessages = Widen<typeof account>;
export type BackOfficeMessages = Widen<typeof backOffice>;
