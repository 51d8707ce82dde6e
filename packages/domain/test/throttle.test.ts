import { describe, expect, it } from 'vitest';
import { SIGN_IN_ACCOUNT_RULE, THROTTLE_MESSAGES, retryAfterSeconds, waitText } from '@phonexport/domain/throttle';

const start = new Date('2026-11-22T10:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

describe('retryAfterSeconds (fixed window)', () => {
  it('lets a key go on below the maximum, and when it has no counter', () => {
    expect(retryAfterSeconds(null, SIGN_IN_ACCOUNT_RULE, start)).toBe(0);
    expect(retryAfterSeconds({ count: 9, windowStart: start }, SIGN_IN_ACCOUNT_RULE, at(1000))).toBe(0);
  });

  it('at the maximum, waits until the window ends (seconds, rounded up)', () => {
    expect(retryAfterSeconds({ count: 10, windowStart: start }, SIGN_IN_ACCOUNT_RULE, at(0))).toBe(900);
    expect(retryAfterSeconds({ count: 12, windowStart: start }, SIGN_IN_ACCOUNT_RULE, at(899_001))).toBe(1);
  });

  it('a window that has ended no longer holds the key back', () => {
    expect(retryAfterSeconds({ count: 50, windowStart: start }, SIGN_IN_ACCOUNT_RULE, at(900_000))).toBe(0);
  });
});

describe('messages', () => {
  it('say how long to wait in whole minutes, rounded up', () => {
    expect(waitText(1)).toBe('1 minute');
    expect(waitText(61)).toBe('2 minutes');
    expect(THROTTLE_MESSAGES.signIn(900)).toBe('Too many failed sign-in attempts. Please wait 15 minutes before trying again, or reset your password.');
  });
});
