/**
 * Sign-in and password-reset throttles (decision 019, docs/security.md): how many failures or
 * requests a key may have in a fixed window, the waiting time once it is used up, and the messages
 * the login and forgotten-password forms show with the 429.
 */

/** A fixed-window limit: at most `max` events per `windowMs` milliseconds. */
export interface ThrottleRule {
  max: number;
  windowMs: number;
}

/** Wrong passwords for one account (any address): 10 in 15 minutes. */
export const SIGN_IN_ACCOUNT_RULE: ThrottleRule = { max: 10, windowMs: 15 * 60_000 };
/** Wrong passwords from one address (any account): 100 in 15 minutes (many customers share a carrier's address). */
export const SIGN_IN_ADDRESS_RULE: ThrottleRule = { max: 100, windowMs: 15 * 60_000 };
/** Password-reset mails to one e-mail address: 5 an hour. */
export const RESET_MAIL_RULE: ThrottleRule = { max: 5, windowMs: 60 * 60_000 };

/** A counter as stored: `count` events since `windowStart`. */
export interface ThrottleCounter {
  count: number;
  windowStart: Date;
}

/**
 * Seconds to wait before the next attempt (for Retry-After, at least 1), or 0 when the key may go
 * on: the counter is used up (`count >= max`) and its window has not ended at `now`.
 */
export function retryAfterSeconds(counter: ThrottleCounter | null | undefined, rule: ThrottleRule, now: Date): number {
  if (!counter) return 0;
  const endsAt = counter.windowStart.getTime() + rule.windowMs;
  if (endsAt <= now.getTime() || counter.count < rule.max) return 0;
  return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
}

/** "1 minute", "15 minutes" (rounded up) for a wait in seconds. */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

export const THROTTLE_MESSAGES = {
  signIn: (seconds: number) => `Too many failed sign-in attempts. Please wait ${waitText(seconds)} before trying again, or reset your password.`,
  resetMail: (seconds: number) => `Too many password reset e-mails were requested for this address. Please wait ${waitText(seconds)} and try again.`,
} as const;
