// @vitest-environment happy-dom
/**
 * Dates and relative times (lib/format-date.ts): the spec's steps (storefront §9) in English, the
 * language's own words elsewhere, and dates in the shopper's time zone.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { adoptDeviceTime, currentTimeZone, startI18n } from '../../src/i18n/i18n';
import { dateTime, relativeTime, shortDate } from '../../src/lib/format-date';

const now = new Date('2026-11-22T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

afterEach(async () => {
  await startI18n('en');
});

describe('relativeTime (storefront §9)', () => {
  it('says Just now under a minute', async () => {
    await startI18n('en', 'UTC');
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_000), now)).toBe('Just now');
  });
  it('counts minutes under an hour and hours under a day', async () => {
    await startI18n('en', 'UTC');
    expect(relativeTime(ago(60_000), now)).toBe('1 minute ago');
    expect(relativeTime(ago(59 * 60_000), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(60 * 60_000), now)).toBe('1 hour ago');
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe('23 hours ago');
  });
  it('counts days under a week, then shows the date', async () => {
    await startI18n('en', 'UTC');
    expect(relativeTime(ago(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTime(ago(6 * 86_400_000), now)).toBe('6 days ago');
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('Nov 15, 2026');
  });
  it('speaks the interface language', async () => {
    await startI18n('fr', 'UTC');
    expect(relativeTime(ago(3 * 60_000), now)).toBe('il y a 3 minutes');
    expect(relativeTime(ago(7 * 86_400_000), now)).toBe('15 nov. 2026');
  });
});

describe('dates in the shopper’s time zone', () => {
  it('a late-evening UTC time is the next day in Lusaka (UTC+2)', async () => {
    await startI18n('en', 'Africa/Lusaka');
    expect(shortDate('2026-11-21T23:30:00Z')).toBe('Nov 22, 2026');
    expect(dateTime('2026-11-21T23:30:00Z')).toBe('Nov 22, 2026, 1:30 AM');
    await startI18n('en', 'UTC');
    expect(shortDate('2026-11-21T23:30:00Z')).toBe('Nov 21, 2026');
  });
});

describe('first visit', () => {
  it('shows dates in the zone the server rendered them in until the page is live, then in the device\'s', async () => {
    const device = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // The server guessed a zone 14 hours ahead of UTC; this device is elsewhere.
    const server = device === 'Pacific/Kiritimati' ? 'Pacific/Niue' : 'Pacific/Kiritimati';
    await startI18n('en', server);
    const iso = '2026-01-31T12:30:00Z';
    const asRendered = shortDate(iso);
    adoptDeviceTime();
    expect(currentTimeZone()).toBe(device);
    expect(shortDate(iso)).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: device }));
    expect(asRendered).toBe(new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: server }));
  });

  it('counts relative times from the server render while the page hydrates (a part hydrated later says what its HTML says), then from now', async () => {
    const rendered = Date.now() - 3 * 60_000;
    const review = new Date(rendered - 30_000).toISOString();
    await startI18n('en', 'UTC', rendered);
    expect(relativeTime(review)).toBe('Just now');
    adoptDeviceTime();
    expect(relativeTime(review)).toBe('3 minutes ago');
  });
});
