/** Dates as the back office shows them (en-US, the browser's time zone). */

/** 'Jan 31, 2026' from an ISO time. */
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
/** 'Jan 31, 2026, 3:04 PM' from an ISO time. */
export const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
