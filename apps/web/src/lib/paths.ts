/**
 * Every route path of the web app (storefront spec §2), read from the route table
 * (lib/route-table.ts): a path written here that the table does not have is a compile error.
 */
import { fillPath, routeById, type RouteId } from './route-table';

const at = (id: RouteId) => routeById(id).path;
const withId = (id: RouteId) => (value: string) => fillPath(at(id), { id: value });

export const paths = {
  home: at('home'),
  products: at('products'),
  product: withId('product'),
  cart: at('cart'),
  checkout: at('checkout'),
  orderConfirmation: at('orderConfirmation'),
  trackOrder: (tracking?: string) => (tracking ? `${at('trackOrder')}?tracking=${encodeURIComponent(tracking)}` : at('trackOrder')),
  help: at('help'),
  policies: at('policies'),
  login: at('login'),
  register: at('register'),
  account: at('account'),
  orders: at('orders'),
  orderDetail: withId('orderDetail'),
  orderReturn: withId('orderReturn'),
  invoices: at('invoices'),
  invoiceDetail: withId('invoiceDetail'),
  addresses: at('addresses'),
  settings: at('settings'),
  resetPassword: at('resetPassword'),
  terms: at('terms'),
  privacy: at('privacy'),
  admin: at('adminDashboard'),
  adminProducts: at('adminProducts'),
  adminHero: at('adminHero'),
  adminBrands: at('adminBrands'),
  adminOrders: at('adminOrders'),
  adminReturns: at('adminReturns'),
  adminCustomers: at('adminCustomers'),
  adminServiceCountries: at('adminServiceCountries'),
  adminReviews: at('adminReviews'),
  adminChat: at('adminChat'),
  adminSettings: at('adminSettings'),
  adminAuditLog: at('adminAuditLog'),
} as const;
