/**
 * Chinese interface texts (keys as in en.ts): its three parts joined, for the server, the tests and
 * the types. The browser loads each part on its own, as it does English's (i18n.ts).
 */
import type { Messages } from './en';
import storefront from './zh-storefront';
import account from './zh-account';
import backOffice from './zh-back-office';
import { mergeTexts } from './merge-texts';

const zh: Messages = mergeTexts(mergeTexts(storefront, account), backOffice);

export default zh;
