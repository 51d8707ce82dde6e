/**
 * Help centre (back office spec §2 Help Center): the FAQ, read through the read cache (tag 'faq',
 * decision 039). The FAQ is written only by the seed, before the server answers.
 */
import type { FaqItemDto } from '@phonexport/contracts/help';
import type { Language } from '@phonexport/domain/settings';
import type { Db } from '../../db/client.ts';
import { cached } from '../../cache/read-cache.ts';
import { findFaq as loadFaq } from './help-repository.ts';

/** Every FAQ entry in position order, in `language` (cached per language). */
export function listFaq(db: Db, language: Language): Promise<FaqItemDto[]> {
  return cached(db, `faq:${language}`, ['faq'], () => loadFaq(db, language));
}
