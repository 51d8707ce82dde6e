/**
 * The phone rules (the domain's phone.ts: libphonenumber-js and its metadata, about 25 KB over the
 * wire) for a page that needs them only when the shopper acts: asked for once the page is live, or
 * at once when an action needs them first, so checkout becomes live without them on a first visit
 * over a slow link (issue 26). The server checks every phone again.
 */
import { useEffect, useState } from 'react';
import { whenLive } from './page-live';

/** The domain's phone module (`normalizePhone`, `displayPhone`, the messages). */
export type PhoneRules = typeof import('@phonexport/domain/phone');

let rules: PhoneRules | undefined;
let loading: Promise<PhoneRules> | undefined;

/** Loads the rules once and resolves with them; rejects when their code cannot arrive (offline), and a later call tries again. */
export function loadPhoneRules(): Promise<PhoneRules> {
  loading ??= import('@phonexport/domain/phone').then(
    (m) => (rules = m),
    (err: unknown) => {
      loading = undefined;
      throw err;
    },
  );
  return loading;
}

/** The rules if they have arrived, else undefined. */
export const phoneRules = (): PhoneRules | undefined => rules;

/** The rules once they have arrived (asked for once the page is live), re-rendering then; undefined before. */
export function usePhoneRules(): PhoneRules | undefined {
  const [loaded, setLoaded] = useState(rules);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    void whenLive()
      .then(loadPhoneRules)
      .then((m) => mounted && setLoaded(m))
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, [loaded]);
  return loaded;
}
