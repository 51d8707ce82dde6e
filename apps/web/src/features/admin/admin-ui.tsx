/**
 * Back office helpers: money and date formatting for its screens. The building blocks (page
 * header, stat card, modal, load error, badge, toggle, field, pager) live in the shared UI kit,
 * components/ui, and are re-exported here for the screens that still import them from this file.
 */
import { centsToInput, formatUsd, inputToCents } from '@phonexport/domain/money';

export { Badge, Field, LoadError, Modal, PageHeader, Pager, StatCard, TableSkeleton, Toggle } from '../../components/ui';

export const usd = formatUsd;
/** Dollars typed in a form to cents (NaN stays NaN so the server says what is wrong). */
export const toCents = inputToCents;
export const toDollars = centsToInput;
export { dateTime, shortDate } from '../../lib/dates';
