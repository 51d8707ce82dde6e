/**
 * Help centre (back office spec §2 Help Center): the FAQ, read through the read cache (tag 'faq',
 * decision 039). The FAQ is written only by the seed, before the server answers.
 */
import type { FaqItemDto } from '@phonexport/contracts/help';
import type { Db } from '../../db/client.ts';
import { cached } from '../../cache/read-cache.ts';
import { listFaq as loadFaq } from './help-repository.ts';

/** Every FAQ entry, in position order (cached). */
export function listFaq(db: Db): Promise<FaqItemDto[]> {
  return cached(db, 'faq', ['faq'], () => loadFaq(db));
}
