/**
 * The route table's React half (decision 055): each entry of lib/route-table.ts gets its page
 * (loaded on demand) and, for a page the server renders, `prefetch`: the queries it
 * shows first, answered before the server renders it (entry-server.tsx) so its content is in the
 * first HTML. The type makes a table entry without a view a compile error.
 */
import { isLive } from '../lib/page-live';
import { preloadable, type PreloadableComponent } from './preloadable';
import type { Language } from '@phonexport/domain/settings';
import type { QueryClient } from '@tanstack/react-query';
import { matchRoute, type RouteId } from '../lib/route-table';
import type { ApiGet } from '../lib/api-client';
import { countriesQuery } from '../lib/use-countries';
import { heroesQuery } from '../features/catalog/api/use-heroes';
import { brandsQuery } from '../features/catalog/api/use-brands';
import { reviewsQuery } from '../features/reviews/api/use-reviews';
import { featuredProductsQuery } from '../features/catalog/api/use-featured-products';
import { productPagesQuery } from '../features/catalog/api/use-product-pages';
import { productQuery } from '../features/catalog/api/use-product';
import { filtersFromParams } from '../features/catalog/product-filters';
import { faqQuery } from '../features/help/api/use-faq';
import { ordersQuery } from '../features/orders/api/use-orders';
import { orderQuery } from '../features/orders/api/use-order';
import { orderReturnsQuery } from '../features/returns/api/use-order-returns';
import { invoicesQuery } from '../features/invoices/api/use-invoices';
import { invoiceQuery } from '../features/invoices/api/use-invoice';
import { addressesQuery } from '../features/addresses/api/use-addresses';
import { settingsQuery } from '../features/settings/api/use-settings';
import { loadTexts } from '../i18n/i18n';

/** What a page's prefetch gets: the request's query client, reads, path params, query string and interface language. */
export interface PrefetchContext {
  qc: QueryClient;
  get: ApiGet;
  params: Record<string, string>;
  search: URLSearchParams;
  language: Language;
}

/** A page loaded on demand that can be loaded ahead (`preload`): once loaded it renders without suspending. */
export type PageComponent = PreloadableComponent;

export interface RouteView {
  /** The page's component. */
  Page: PageComponent;
  /** The reads the page shows first (server rendering); each a prefetch promise. */
  prefetch?: (ctx: PrefetchContext) => Promise<unknown>[];
}

/** A page: loaded on demand, preloaded by the browser for the page it hydrates and by the server for the page it renders (app/preloadable.ts). */
const page = preloadable;

/** The texts of the customer's own pages (i18n/locales/<language>-account.ts), in the language in effect. */
const accountTexts = () => loadTexts(['account']);

/** A customer page's module `load` with its texts (kept out of every storefront page's script, issue 26): it renders once both are in. */
const withAccountTexts =
  <T,>(load: () => Promise<T>) =>
  (): Promise<T> =>
    Promise.all([load(), accountTexts()]).then(([m]) => m);

/** A customer page (orders, invoices, addresses, tracking, checkout, legal and policy pages) that uses en-account.ts's texts. */
const accountPage: typeof preloadable = (load, name) => preloadable(withAccountTexts(load), name);

/** The not-found page (storefront and back office), answered with status 404 by the server. */
export const NotFoundPage = page(() => import('../components/not-found-page'), 'NotFoundPage');

const OrderDetailPage = accountPage(() => import('./order-route'), 'OrderRoute');
const InvoiceDetailPage = accountPage(() => import('../features/invoices/invoice-detail-page'), 'InvoiceDetailPage');
/**
 * A page composed of several chunks (`parts`: those below its first screen) loads them together
 * on the server and on a page already live, so all of it shows at once; the page the browser
 * hydrates does not wait for them: they hydrate once it is live (decision 088).
 */
const withParts =
  <M,>(load: () => Promise<M>, parts: (m: M) => Promise<unknown>) =>
  (): Promise<M> =>
    load().then(async (m) => (isLive() ? (await parts(m).catch(() => undefined), m) : m));
const ProductRoute = page(withParts(() => import('./product-route'), (m) => m.preloadProductParts()), 'ProductRoute');

// The product's first page of reviews too: the page is whole before its scripts (and without them in data-saver mode).
const product: RouteView = { Page: ProductRoute, prefetch: ({ qc, get, params }) => [qc.prefetchQuery(productQuery(params.id ?? '', get)), qc.prefetchInfiniteQuery(reviewsQuery(params.id ?? '', get))] };
// The order's returns too (issue 27): the Return or exchange link and the requests are in the first HTML.
const order: RouteView = { Page: OrderDetailPage, prefetch: ({ qc, get, params }) => [qc.prefetchQuery(orderQuery(params.id ?? null, get)), qc.prefetchQuery(orderReturnsQuery(params.id ?? null, get))] };
const invoice: RouteView = { Page: InvoiceDetailPage, prefetch: ({ qc, get, params }) => [qc.prefetchQuery(invoiceQuery(params.id ?? null, get))] };
const countries: RouteView['prefetch'] = ({ qc, get }) => [qc.prefetchQuery(countriesQuery(get))];

/** Every route's view, by the table's id. */
export const ROUTE_VIEWS: Record<RouteId, RouteView> = {
  // Loaded on demand like every page (issue 26): the other pages' first script no longer carries home's carousel and grid.
  home: { Page: page(withParts(() => import('./home-route'), (m) => m.preloadHomeParts()), 'HomeRoute'), prefetch: ({ qc, get }) => [qc.prefetchQuery(heroesQuery(get)), qc.prefetchQuery(featuredProductsQuery(get)), qc.prefetchInfiniteQuery(reviewsQuery(undefined, get))] },
  products: {
    Page: page(() => import('../features/catalog/product-list-page'), 'ProductListPage'),
    prefetch: ({ qc, get, search }) => [qc.prefetchInfiniteQuery(productPagesQuery(filtersFromParams(search), get)), qc.prefetchQuery(brandsQuery(get))],
  },
  product,
  productAlias: product,
  cart: { Page: page(() => import('../features/cart/cart-page'), 'CartPage'), prefetch: countries },
  checkout: { Page: accountPage(() => import('../features/checkout/checkout-page'), 'CheckoutPage'), prefetch: countries },
  orderConfirmation: { Page: accountPage(() => import('../features/orders/order-confirmation-page'), 'OrderConfirmationPage') },
  login: { Page: page(() => import('../features/accounts/login-page'), 'LoginPage') },
  register: { Page: page(() => import('../features/accounts/register-page'), 'RegisterPage') },
  account: { Page: accountPage(() => import('../features/accounts/account-page'), 'AccountPage') },
  terms: { Page: accountPage(() => import('../features/accounts/legal-pages'), 'TermsPage') },
  privacy: { Page: accountPage(() => import('../features/accounts/legal-pages'), 'PrivacyPage') },
  resetPassword: { Page: page(() => import('../features/accounts/reset-password-page'), 'ResetPasswordPage') },
  trackOrder: { Page: accountPage(() => import('../features/tracking/track-order-page'), 'TrackOrderPage') },
  help: { Page: page(() => import('../features/help/help-page'), 'HelpPage'), prefetch: ({ qc, get, language }) => [qc.prefetchQuery(faqQuery(language, get))] },
  policies: { Page: accountPage(() => import('../features/help/policies-page'), 'PoliciesPage'), prefetch: countries },
  orders: { Page: accountPage(() => import('../features/orders/orders-page'), 'OrdersPage'), prefetch: ({ qc, get }) => [qc.prefetchQuery(ordersQuery(get))] },
  order,
  orderDetail: order,
  orderDetailQuery: { Page: OrderDetailPage },
  invoices: { Page: accountPage(() => import('../features/invoices/invoices-page'), 'InvoicesPage'), prefetch: ({ qc, get }) => [qc.prefetchQuery(invoicesQuery(get))] },
  invoice,
  invoiceDetail: invoice,
  invoiceDetailQuery: { Page: InvoiceDetailPage },
  addresses: { Page: accountPage(() => import('../features/addresses/addresses-page'), 'AddressesPage'), prefetch: ({ qc, get }) => [qc.prefetchQuery(addressesQuery(get))] },
  settings: { Page: page(() => import('../features/settings/settings-page'), 'SettingsPage'), prefetch: ({ qc, get }) => [qc.prefetchQuery(settingsQuery(get))] },
  adminDashboard: { Page: page(() => import('../features/reports/dashboard-page'), 'DashboardPage') },
  adminProducts: { Page: page(() => import('../features/catalog/products-page'), 'ProductsPage') },
  adminHero: { Page: page(() => import('../features/catalog/heroes-page'), 'HeroesPage') },
  adminBrands: { Page: page(() => import('../features/catalog/brands-page'), 'BrandsPage') },
  adminOrders: { Page: page(() => import('../features/orders/admin-orders-page'), 'AdminOrdersPage') },
  adminReturns: { Page: page(() => import('../features/returns/admin-returns-page'), 'AdminReturnsPage') },
  orderReturn: { Page: accountPage(() => import('../features/returns/return-request-page'), 'ReturnRequestPage') },
  adminCustomers: { Page: page(() => import('../features/customers/customers-page'), 'CustomersPage') },
  adminServiceCountries: { Page: page(() => import('../features/shipping/service-countries-page'), 'ServiceCountriesPage') },
  adminReviews: { Page: page(() => import('../features/reviews/admin-reviews-page'), 'default') },
  adminChat: { Page: page(() => import('../features/chat/admin-chat-page'), 'default') },
  adminSettings: { Page: page(() => import('../features/shop-settings/settings-page'), 'SettingsPage') },
  adminAuditLog: { Page: page(() => import('../features/audit/audit-log-page'), 'AuditLogPage') },
  adminImport: { Page: page(() => import('../features/catalog/import-page'), 'ImportPage') },
  adminCurrencies: { Page: page(() => import('../features/currency/currencies-page'), 'CurrenciesPage') },
  adminStaff: { Page: page(() => import('../features/staff/staff-page'), 'StaffPage') },
  adminSecurity: { Page: page(() => import('./admin-security'), 'AdminSecurityPage') },
  staffInvitation: { Page: page(() => import('../features/staff/accept-invitation-page'), 'AcceptInvitationPage') },
};

/** Loads the page of `pathname` ahead (and the not-found page for a path the table does not know); resolves when it is ready. */
export function preloadPage(pathname: string): Promise<unknown> {
  const match = matchRoute(pathname);
  const view = match ? ROUTE_VIEWS[match.route.id as RouteId] : null;
  return Promise.resolve(view ? view.Page.preload?.() : pathname.startsWith('/admin') ? undefined : NotFoundPage.preload?.()).catch(() => undefined);
}
