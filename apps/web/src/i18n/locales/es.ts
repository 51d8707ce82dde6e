/**
 * Spanish interface texts (keys as in en.ts): its three parts joined, for the server, the tests and
 * the types. The browser loads each part on its own, as it does English's (i18n.ts).
 */
import type { Messages } from './en';
import storefront from './es-storefront';
import account from './es-account';
import backOffice from './es-back-office';
import { mergeTexts } from './merge-texts';

const es: Messages = mergeTexts(mergeTexts(storefront, account), backOffice);

export default es;
