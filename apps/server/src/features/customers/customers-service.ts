/**
 * Customers of the back office (back office §2 Admin customers, §4 derived status, §7): the list
 * with its stat cards, one customer's orders and activity from real events, the CSV export rows and
 * Send Notification (audited, in one transaction with the notification).
 */
import type { AdminCustomerDto, AdminCustomerDetailDto, AdminCustomerListDto, CustomerActivityDto, CustomerListQuery } from '@phonexport/contracts/customers';
import { customerStatus, isNewCustomer } from '@phonexport/domain/admin';
import { centsToDecimalString } from '@phonexport/domain/money';
import { averageOrderValueCents } from '@phonexport/domain/refunds';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/errors.ts';
import type { SessionUser } from '../../http/session.ts';
import { writeAudit } from '../audit/audit-service.ts';
import { createNotification, recentNotificationsOfType } from '../notifications/notifications-service.ts';
import { customerOrders, customerShipmentEvents, customersWithTotals, findCustomerName } from './customers-repository.ts';
import { withTransaction } from '../../db/client.ts';

const NOT_FOUND = 'Customer not found';
const nameOf = (displayName: string) => displayName || 'Unknown Customer';

/** Every customer with order count, total spent, derived status (§4) and whether they are new (§9). */
async function allCustomers(db: Db): Promise<AdminCustomerDto[]> {
  const now = new Date();
  return (await customersWithTotals(db)).map((c) => ({
    id: c.userId,
    displayName: nameOf(c.displayName),
    email: c.email,
    phone: c.phone,
    createdAt: c.createdAt.toISOString(),
    lastLogin: c.lastLogin?.toISOString() ?? null,
    orderCount: c.orderCount,
    totalSpentCents: c.totalSpentCents,
    status: customerStatus(c.orderCount, c.totalSpentCents),
    isNew: isNewCustomer(c.createdAt, now),
  }));
}

function filter(list: AdminCustomerDto[], q: CustomerListQuery): AdminCustomerDto[] {
  const s = q.search?.toLowerCase();
  return list.filter(
    (c) =>
      (!s || c.displayName.toLowerCase().includes(s) || c.email.toLowerCase().includes(s)) &&
      (q.tab === 'all' || (q.tab === 'new' && c.isNew) || (q.tab === 'vip' && c.status === 'vip') || (q.tab === 'active' && c.status === 'active')),
  );
}

function stats(list: AdminCustomerDto[]): AdminCustomerListDto['stats'] {
  const now = new Date();
  const thisMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const joinedThis = list.filter((c) => new Date(c.createdAt) >= thisMonth).length;
  const joinedLast = list.filter((c) => new Date(c.createdAt) >= lastMonth && new Date(c.createdAt) < thisMonth).length;
  const orderTotal = list.reduce((n, c) => n + c.orderCount, 0);
  const spentTotal = list.reduce((n, c) => n + c.totalSpentCents, 0);
  return {
    totalCustomers: list.length,
    growthPercent: joinedLast ? Math.round(((joinedThis - joinedLast) / joinedLast) * 1000) / 10 : null,
    newThisMonth: list.filter((c) => c.isNew).length,
    vipCustomers: list.filter((c) => c.status === 'vip').length,
    avgOrderValueCents: averageOrderValueCents(spentTotal, orderTotal),
  };
}

/** The customers matching the search and tab, with stat cards over all customers. */
export async function listCustomers(db: Db, q: CustomerListQuery): Promise<AdminCustomerListDto> {
  const list = await allCustomers(db);
  return { items: filter(list, q), stats: stats(list) };
}

const STATUS_LABEL = { vip: 'VIP', active: 'Active', inactive: 'Inactive' } as const;

/** customers.csv: its header and one row per matching customer (Total Spent in dollars, Join Date as YYYY-MM-DD). */
export async function customersCsv(db: Db, q: CustomerListQuery): Promise<{ header: string[]; rows: unknown[][] }> {
  const rows = filter(await allCustomers(db), q).map((c) => [
    c.displayName,
    c.email,
    c.orderCount,
    centsToDecimalString(c.totalSpentCents),
    STATUS_LABEL[c.status],
    c.createdAt.slice(0, 10),
  ]);
  return { header: ['Name', 'Email', 'Orders', 'Total Spent', 'Status', 'Join Date'], rows };
}

/** One customer with their orders and activity from real events, newest first; 404 when unknown. */
export async function customerDetail(db: Db, id: string): Promise<AdminCustomerDetailDto> {
  const customer = (await allCustomers(db)).find((c) => c.id === id);
  if (!customer) throw notFound(NOT_FOUND);
  const [orderRows, events, notes] = await Promise.all([
    customerOrders(db, customer.id),
    customerShipmentEvents(db, customer.id),
    recentNotificationsOfType(db, customer.id, 'system', 20),
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
    await writeAudit(tx, admin, { action: 'notify', entity: 'customer', entityId: p.userId, after: n });
  });
  return { message: `Notification sent to ${name}` };
}
