/**
 * The domain's English message constants (the spec's texts: REVIEW_MESSAGES, CHAT_MESSAGES,
 * PROFILE_MESSAGES…) in the current interface language, through the same table the server
 * answers with (packages/domain/src/server-messages.ts, decision 048 and 056), so a rule checked
 * in the browser and the same rule checked by the server say the same words.
 */
import { translateMessage } from '@phonexport/domain/server-messages';
import { currentLanguage } from '../i18n/i18n';

/** `english` (a domain message, possibly with a value in it) in the current language. */
export const domainText = (english: string): string => translateMessage(english, currentLanguage());
