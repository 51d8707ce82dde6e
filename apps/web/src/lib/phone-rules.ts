/**
 * The phone rules (the domain's phone.ts: libphonenumber-js and its metadata, about 25 KB over the
 * wire) for a page that needs them only when the shopper acts: asked for once the page is live, or
 * at once when an action needs them first, so checkout becomes live without them on a first visit
 * over a slow link (issue 26, decision 089). The server checks every phone again.
 */
import { useEffect } from 'react';
import { whenLive } from './page-live';

/** The domain's phone module (`normalizePhone`, `displayPhone`, the messages). */
export type PhoneRules = typeof import('@phonexport/domain/phone');

let rules: PhoneRules | undefined;
let loading: Promise<PhoneRules | undefined> | undefined;

/**
 * Loads the rules once and resolves with them. Resolves undefined when their code cannot arrive (a
 * browser does not fetch a failed script again on that page): the caller then leaves the phone to
 * the server's check, whose field error shows under Phone as any other. Never rejects.
 */
export function loadPhoneRules(): Promise<PhoneRules | undefined> {
  loading ??= import('@phonexport/domain/phone').then(
    (m) => (rules = m),
    () => (loading = undefined),
  );
  return loading;
}

/** The rules if they have arrived, else undefined (for a check that cannot wait, as PayPal's click). */
export const phoneRules = (): PhoneRules | undefined => rules;

/** Asks for the rules once the page is live, so an action finds them there. */
export function usePhoneRulesOnceLive(): void {
  useEffect(() => void whenLive().then(loadPhoneRules), []);
}
