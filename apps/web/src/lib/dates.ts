/**
 * Dates as the back office shows them (en-US): `shortDate` 'Nov 22, 2026', `dateTime`
 * 'Nov 22, 2026, 7:40 PM'. Both take an ISO 8601 string.
 */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
export const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
