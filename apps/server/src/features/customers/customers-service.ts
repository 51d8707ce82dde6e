/**
 * Customers of the back office (back office §2 Admin customers, §4 derived status, §7): the list
 * with its stat cards, one customer's orders and activity from real events, the CSV export rows and
 * Send Notification (audited, in one transaction with the notification).
 */
import type { AdminCustomerDto, AdminCustomerDetailDto, AdminCustomerListDto, CustomerActivityDto, CustomerFilterQuery, CustomerListQuery } from '@phonexport/contracts/customers';
import { customerStatus, newCustomerSince } from '@phonexport/domain/admin';
import { centsToDecimalString } from '@phonexport/domain/money';
import { averageOrderValueCents } from '@phonexport/domain/refunds';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/rule-errors.ts';
import type { SessionUser } from '../../lib/session-user.ts';
import { insertAudit } from '../audit/index.ts';
import { createNotification } from '../notifications/index.ts';
import { findRecentNotificationsOfType } from '../notifications/index.ts';
import { findCustomerOrders, findCustomerShipmentEvents, findCustomerStats, findCustomersMatching, findCustomersPage, findCustomer, findCustomerName, type CustomerFilter, type CustomerTotals } from './customers-repository.ts';
import { withTransaction } from '../../db/client.ts';

const NOT_FOUND = 'Customer not found';
const nameOf = (displayName: string) => displayName || 'Unknown Customer';

/** A customer row with its derived status (§4) and whether they are new (§9). */
function toDto(c: CustomerTotals, newSince: Date): AdminCustomerDto {
  return {
    id: c.userId,
    displayName: nameOf(c.displayName),
    email: c.email,
    phone: c.phone,
    createdAt: c.createdAt.toISOString(),
    lastLogin: c.lastLogin?.toISOString() ?? null,
    orderCount: c.orderCount,
    placedOrderCount: c.placedOrderCount,
    totalSpentCents: c.totalSpentCents,
    status: customerStatus(c.orderCount, c.totalSpentCents),
    isNew: c.createdAt >= newSince,
  };
}

const filterOf = (q: CustomerFilterQuery, newSince: Date): CustomerFilter => ({ search: q.search || undefined, tab: q.tab, sort: q.sort, dir: q.dir, newSince });

async function stats(db: Db, now: Date, newSince: Date): Promise<AdminCustomerListDto['stats']> {
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const s = await findCustomerStats(db, { newSince, thisMonth, lastMonth });
  return {
    totalCustomers: s.total,
    growthPercent: s.joinedLastMonth ? Math.round(((s.joinedThisMonth - s.joinedLastMonth) / s.joinedLastMonth) * 1000) / 10 : null,
    newThisMonth: s.newCustomers,
    vipCustomers: s.vip,
    avgOrderValueCents: averageOrderValueCents(s.spentCents, s.orderCount),
  };
}

/**
 * One page of the customers matching the search and tab in the chosen order, how many match, and
 * the stat cards over all customers; paged, filtered, sorted and aggregated by the database.
 */
export async function listCustomers(db: Db, q: CustomerListQuery): Promise<AdminCustomerListDto> {
  const now = new Date();
  const newSince = newCustomerSince(now);
  const [page, s] = await Promise.all([findCustomersPage(db, filterOf(q, newSince), q), stats(db, now, newSince)]);
  return { items: page.rows.map((c) => toDto(c, newSince)), total: page.total, stats: s };
}

const STATUS_LABEL = { vip: 'VIP', active: 'Active', inactive: 'Inactive' } as const;

/** customers.csv: its header and one row per matching customer in the list's order (Total Spent in dollars, Join Date as YYYY-MM-DD). */
export async function customersCsv(db: Db, q: CustomerFilterQuery): Promise<{ header: string[]; rows: unknown[][] }> {
  const newSince = newCustomerSince();
  const rows = (await findCustomersMatching(db, filterOf(q, newSince))).map((row) => {
    const c = toDto(row, newSince);
    return [c.displayName, c.email, c.orderCount, centsToDecimalString(c.totalSpentCents), STATUS_LABEL[c.status], c.createdAt.slice(0, 10)];
  });
  return { header: ['Name', 'Email', 'Orders', 'Total Spent', 'Status', 'Join Date'], rows };
}

/** One customer with their orders and activity from real events, newest first; 404 when unknown. */
export async function customerDetail(db: Db, id: string): Promise<AdminCustomerDetailDto> {
  const row = await findCustomer(db, id);
  if (!row) throw notFound(NOT_FOUND);
  const customer = toDto(row, newCustomerSince());
  const [orderRows, events, notes] = await Promise.all([
    findCustomerOrders(db, customer.id),
    findCustomerShipmentEvents(db, customer.id),
    findRecentNotificationsOfType(db, customer.id, 'system', 20),
  ]);
  const activity: CustomerActivityDto[] = [
    { at: customer.createdAt, kind: 'joined' as const, text: 'Joined the shop' },
    ...(customer.lastLogin ? [{ at: customer.lastLogin, kind: 'login' as const, text: 'Last signed in' }] : []),
    ...orderRows.map((o) => ({ at: o.createdAt.toISOString(), kind: 'order' as const, text: `Placed order #${o.orderNumber}` })),
    ...events
      .filter((e) => e.status !== 'confirmed')
      .map((e) => ({ at: e.at.toISOString(), kind: 'status' as const, text: `Order #${e.orderNumber}: ${e.status}` })),
    ...notes.map((n) => ({ at: n.createdAt.toISOString(), kind: 'notification' as const, text: `Notification sent: ${n.title}` })),
  ].sort((a, b) => b.at.localeCompare(a.at));
  return { customer, orders: orderRows.map((o) => ({ ...o, createdAt: o.createdAt.toISOString() })), activity };
}

/**
 * Send Notification (§7): a 'system' notification to the customer (default title 'Account Update'
 * and a greeting by name), audited in the same transaction. Returns the confirmation text; 404 when unknown.
 */
export async function notifyCustomer(
  db: Db,
  admin: Pick<SessionUser, 'id' | 'email'>,
  userId: string,
  body: { title: string; message?: string },
): Promise<{ message: string }> {
  const p = await findCustomerName(db, userId);
  if (!p) throw notFound(NOT_FOUND);
  const name = nameOf(p.displayName);
  const message = body.message ?? `Hello ${name}, we have important updates for your account.`;
  await withTransaction(db, async (tx) => {
    const n = await createNotification(tx, { userId: p.userId, title: body.title, message, type: 'system' });
    await insertAudit(tx, admin, { action: 'notify', entity: 'customer', entityId: p.userId, label: `${name} (${p.email})`, after: n });
  });
  return { message: `Notification sent to ${name}` };
}
