import { describe, expect, it } from 'vitest';
import { relativeTime } from '../src/relative-time.ts';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('relativeTime (§9)', () => {
  it('says Just now under a minute', () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
  });
  it('counts minutes under an hour and hours under a day', () => {
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe('23 hours ago');
  });
  it('counts days under a week, then shows the date', () => {
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('6 days ago');
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('Nov 15, 2026');
  });
});
