/**
 * Kept for the admin routes not yet moved to their subjects: the CSV helpers live in http/csv.ts
 * (they know no feature). Import them from there.
 */
export * from '../../http/csv.ts';
