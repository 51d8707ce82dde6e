/**
 * Back office helpers: money and date formatting for its screens. The building blocks (page
 * header, stat card, modal, load error, badge, toggle, field, pager) live in the shared UI kit,
 * components/ui, and are re-exported here for the screens that still import them from this file.
 */
import { formatUsd } from '@phonexport/domain/money';

export { Badge, Field, LoadError, Modal, PageHeader, Pager, StatCard, TableSkeleton, Toggle } from '../../components/ui';

export const usd = formatUsd;
/** Dollars typed in a form to cents (NaN stays NaN so the server says what is wrong). */
export const toCents = (value: string) => (value.trim() === '' ? NaN : Math.round(Number(value) * 100));
export const toDollars = (cents: number | null | undefined) => (cents == null ? '' : (cents / 100).toFixed(2));
export const shortDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
export const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
