/**
 * Customer contracts of the back office (back office §2 Admin customers, §4 derived status, §7):
 * the list with stat cards, one customer's details (orders and activity from real events), the
 * CSV export and Send Notification (its request schema is here). Admins only; an unknown id answers
 * 404 'Customer not found'.
 */
import { z } from 'zod';
import { ORDER_STATUSES, SORT_DIRECTIONS } from '@phonexport/domain/admin';
import { cents, contractsOf, errorBody, file, isoDateTime, named } from './contract.ts';

const { admin } = contractsOf('customers');

/** Send Notification's body: a title (default 'Account Update') and a message. */
export const adminNotificationSchema = z.object({
  title: z.string().trim().min(1, 'Title is required').max(120).default('Account Update'),
  message: z.string().trim().min(1, 'Message is required').max(1000).optional(),
});

/** A customer with their counted orders and net spend (the one sales rule, decision 017). */
export const adminCustomer = named('AdminCustomer', {
  id: z.string(),
  displayName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  createdAt: isoDateTime,
  lastLogin: isoDateTime.nullable(),
  /** Counted orders (the sales rule: cancelled and fully refunded orders do not count); VIP and averages use it. */
  orderCount: z.number().int(),
  /** Every order placed, cancelled and refunded ones included: what the customer's Orders tab lists (issue 24). */
  placedOrderCount: z.number().int(),
  totalSpentCents: cents,
  status: z.enum(['vip', 'active', 'inactive']),
  isNew: z.boolean(),
});
export type AdminCustomerDto = z.infer<typeof adminCustomer>;

export const adminCustomerList = named('AdminCustomerList', {
  /** One page of the matching customers. */
  items: z.array(adminCustomer),
  /** How many customers match the search and tab (all pages). */
  total: z.number().int(),
  stats: z.object({
    totalCustomers: z.number().int(),
    /** Percent growth of sign-ups this month against last month (null without last month's). */
    growthPercent: z.number().nullable(),
    newThisMonth: z.number().int(),
    vipCustomers: z.number().int(),
    avgOrderValueCents: cents,
  }),
});
export type AdminCustomerListDto = z.infer<typeof adminCustomerList>;

/** One line of a customer's activity, from real events. */
export const customerActivity = named('CustomerActivity', { at: isoDateTime, kind: z.enum(['joined', 'login', 'order', 'status', 'notification']), text: z.string() });
export type CustomerActivityDto = z.infer<typeof customerActivity>;

export const adminCustomerDetail = named('AdminCustomerDetail', {
  customer: adminCustomer,
  orders: z.array(
    z.object({ id: z.string(), orderNumber: z.string(), createdAt: isoDateTime, totalCents: cents, status: z.enum(ORDER_STATUSES), itemCount: z.number().int() }),
  ),
  activity: z.array(customerActivity),
});
export type AdminCustomerDetailDto = z.infer<typeof adminCustomerDetail>;

/** Columns the customers list sorts by (server side): join date, name, e-mail, orders, total spent, last login. */
export const CUSTOMER_SORTS = ['joined', 'name', 'email', 'orders', 'spent', 'lastLogin'] as const;

/** Search (name or e-mail), tab, sort column and direction of the list and the export. */
export const customerFilterQuery = z.object({
  search: z.string().trim().max(100).optional(),
  tab: z.enum(['all', 'new', 'vip', 'active']).default('all'),
  sort: z.enum(CUSTOMER_SORTS).default('joined'),
  dir: z.enum(SORT_DIRECTIONS).default('desc'),
});
export type CustomerFilterQuery = z.output<typeof customerFilterQuery>;

/** The list's query: the filters and one page (`offset`, `limit` rows, at most 100). */
export const customerListQuery = customerFilterQuery.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type CustomerListQuery = z.output<typeof customerListQuery>;

const idParams = z.object({ id: z.string().min(1).max(100) });
const NOT_FOUND = 'Customer not found';
const adminErrors = { 401: errorBody, 403: errorBody } as const;

export const customersContracts = {
  list: admin('customers.view', 'GET', '/api/admin/customers', 'One page of customers (search, tab all|new|vip|active, sort), the matching total and the stat cards', {
    query: customerListQuery,
    responses: { 200: adminCustomerList, 400: errorBody, ...adminErrors },
  }),
  exportCsv: admin('customers.export', 'GET', '/api/admin/customers/export.csv', "customers.csv: Name, Email, Orders, Total Spent, Status, Join Date (every customer matching the filters, in the list's order)", {
    query: customerFilterQuery,
    responses: { 200: file('text/csv', 'customers.csv'), 400: errorBody, ...adminErrors },
  }),
  get: admin('customers.view', 'GET', '/api/admin/customers/:id', 'One customer with their orders and activity', {
    params: idParams,
    responses: { 200: adminCustomerDetail, 404: errorBody, ...adminErrors },
    notFoundMessage: NOT_FOUND,
  }),
  notify: admin('customers.manage', 'POST', '/api/admin/customers/:id/notifications', 'Send the customer a notification (audited)', {
    params: idParams,
    body: adminNotificationSchema,
    responses: { 201: z.object({ message: z.string() }), 400: errorBody, 404: errorBody, ...adminErrors },
    notFoundMessage: NOT_FOUND,
  }),
};
