/**
 * The web app's route table (issue 23; decision 055): every page's path, title, who may see it,
 * whether the server renders it, whether it holds the shopper's own data, and the back-office
 * menu. Built from it: the router (app/app.tsx, with each entry's component and prefetch in
 * app/route-views.tsx, keyed by `id`), the paths helpers (lib/paths.ts), the admin menu
 * (app/admin-layout.tsx), the server's rendering (entry-server.tsx) and the server's page handler
 * (apps/server/src/web/web-routes.ts: 200 for a path in this table, 404 for any other).
 *
 * Plain data, no React: the API server imports this file (`@phonexport/web/route-table`) without
 * pulling the web app in.
 */

/** Who may see a page: anyone, a signed-in customer (else /login), or staff (the back office). */
export type RouteAccess = 'public' | 'customer' | 'staff';

/** The icons of the back-office menu, by name (admin-layout.tsx draws them). */
export type AdminMenuIcon = 'dashboard' | 'products' | 'heroes' | 'brands' | 'orders' | 'customers' | 'countries' | 'reviews' | 'chat' | 'settings' | 'audit' | 'currencies' | 'staff' | 'security' | 'returns';

export interface RouteEntry {
  /** A stable name: route-views.tsx gives each its component (and prefetch) by it. */
  readonly id: string;
  /** The path as React Router writes it: '/product/:id' (`:name` is one segment). */
  readonly path: string;
  /** The i18n key of the page's title (the first HTML's `<title>`; `routes.titles.*`). */
  readonly title: string;
  readonly access: RouteAccess;
  /** A staff permission the page needs (back office §2 Route guard); none: any staff member. */
  readonly permission?: string;
  /** Rendered on the server (its content in the first HTML); false: the browser renders the shell. */
  readonly ssr: boolean;
  /** Holds the shopper's own data or state: never indexed, and the page is sent `private, no-store`. */
  readonly private?: boolean;
  /**
   * Its first HTML is the whole page for a visitor (every read in it, nothing the browser fills in):
   * in data-saver mode its scripts load on the shopper's first act, not after the first paint
   * (decision 083).
   */
  readonly whole?: boolean;
  /** An entry of the back-office menu: its label and icon, in the table's order. */
  readonly menu?: { readonly label: string; readonly icon: AdminMenuIcon };
}

/** Every page of the app (storefront spec §2, back office spec §2), in the router's order. */
export const ROUTES = [
  // Storefront
  { id: 'home', path: '/', title: 'routes.titles.home', access: 'public', ssr: true, whole: true },
  { id: 'products', path: '/products', title: 'routes.titles.products', access: 'public', ssr: true, whole: true },
  { id: 'product', path: '/product/:id', title: 'routes.titles.product', access: 'public', ssr: true, whole: true },
  { id: 'productAlias', path: '/products/:id', title: 'routes.titles.product', access: 'public', ssr: true, whole: true },
  { id: 'cart', path: '/cart', title: 'routes.titles.cart', access: 'public', ssr: true, private: true },
  { id: 'checkout', path: '/checkout', title: 'routes.titles.checkout', access: 'public', ssr: false, private: true },
  { id: 'orderConfirmation', path: '/order-confirmation', title: 'routes.titles.orderConfirmation', access: 'public', ssr: false, private: true },
  { id: 'login', path: '/login', title: 'routes.titles.login', access: 'public', ssr: true },
  { id: 'register', path: '/register', title: 'routes.titles.register', access: 'public', ssr: true },
  { id: 'account', path: '/account', title: 'routes.titles.account', access: 'public', ssr: true, private: true },
  { id: 'terms', path: '/terms', title: 'routes.titles.terms', access: 'public', ssr: true },
  { id: 'privacy', path: '/privacy', title: 'routes.titles.privacy', access: 'public', ssr: true },
  { id: 'resetPassword', path: '/reset-password', title: 'routes.titles.resetPassword', access: 'public', ssr: false, private: true },
  { id: 'trackOrder', path: '/track-order', title: 'routes.titles.trackOrder', access: 'public', ssr: true },
  { id: 'help', path: '/help', title: 'routes.titles.help', access: 'public', ssr: true, whole: true },
  { id: 'policies', path: '/policies', title: 'routes.titles.policies', access: 'public', ssr: true },
  { id: 'staffInvitation', path: '/staff-invitation/:token', title: 'routes.titles.staffInvitation', access: 'public', ssr: false, private: true },
  // The customer's own pages (storefront §2: sign-in required)
  { id: 'orders', path: '/orders', title: 'routes.titles.orders', access: 'customer', ssr: true, private: true },
  { id: 'order', path: '/orders/:id', title: 'routes.titles.order', access: 'customer', ssr: true, private: true },
  { id: 'orderDetail', path: '/order-detail/:id', title: 'routes.titles.order', access: 'customer', ssr: true, private: true },
  { id: 'orderReturn', path: '/orders/:id/return', title: 'returns.titles.request', access: 'customer', ssr: false, private: true },
  { id: 'orderDetailQuery', path: '/order-detail', title: 'routes.titles.order', access: 'customer', ssr: false, private: true },
  { id: 'invoices', path: '/invoices', title: 'routes.titles.invoices', access: 'customer', ssr: true, private: true },
  { id: 'invoice', path: '/invoices/:id', title: 'routes.titles.invoice', access: 'customer', ssr: true, private: true },
  { id: 'invoiceDetail', path: '/invoice-detail/:id', title: 'routes.titles.invoice', access: 'customer', ssr: true, private: true },
  { id: 'invoiceDetailQuery', path: '/invoice-detail', title: 'routes.titles.invoice', access: 'customer', ssr: false, private: true },
  { id: 'addresses', path: '/addresses', title: 'routes.titles.addresses', access: 'customer', ssr: true, private: true },
  { id: 'settings', path: '/settings', title: 'routes.titles.settings', access: 'customer', ssr: true, private: true },
  // Back office (rendered by the browser)
  { id: 'adminDashboard', path: '/admin', title: 'routes.titles.adminDashboard', access: 'staff', ssr: false, private: true, menu: { label: 'Dashboard', icon: 'dashboard' } },
  { id: 'adminImport', path: '/admin/products/import', title: 'routes.titles.adminImport', access: 'staff', ssr: false, private: true },
  { id: 'adminProducts', path: '/admin/products', title: 'routes.titles.adminProducts', access: 'staff', ssr: false, private: true, menu: { label: 'Products', icon: 'products' } },
  { id: 'adminHero', path: '/admin/hero', title: 'routes.titles.adminHero', access: 'staff', ssr: false, private: true, menu: { label: 'Hero Banners', icon: 'heroes' } },
  { id: 'adminBrands', path: '/admin/brands', title: 'routes.titles.adminBrands', access: 'staff', ssr: false, private: true, menu: { label: 'Brands', icon: 'brands' } },
  { id: 'adminOrders', path: '/admin/orders', title: 'routes.titles.adminOrders', access: 'staff', ssr: false, private: true, menu: { label: 'Orders', icon: 'orders' } },
  { id: 'adminReturns', path: '/admin/returns', title: 'returns.titles.admin', access: 'staff', ssr: false, private: true, menu: { label: 'Returns', icon: 'returns' } },
  { id: 'adminCustomers', path: '/admin/customers', title: 'routes.titles.adminCustomers', access: 'staff', ssr: false, private: true, menu: { label: 'Customers', icon: 'customers' } },
  { id: 'adminServiceCountries', path: '/admin/service-countries', title: 'routes.titles.adminServiceCountries', access: 'staff', ssr: false, private: true, menu: { label: 'Service Countries', icon: 'countries' } },
  { id: 'adminCurrencies', path: '/admin/currencies', title: 'routes.titles.adminCurrencies', access: 'staff', ssr: false, private: true, menu: { label: 'Currencies', icon: 'currencies' } },
  { id: 'adminReviews', path: '/admin/reviews', title: 'routes.titles.adminReviews', access: 'staff', ssr: false, private: true, menu: { label: 'Reviews', icon: 'reviews' } },
  { id: 'adminChat', path: '/admin/chat', title: 'routes.titles.adminChat', access: 'staff', ssr: false, private: true, menu: { label: 'Live Chat', icon: 'chat' } },
  { id: 'adminSettings', path: '/admin/settings', title: 'routes.titles.adminSettings', access: 'staff', ssr: false, private: true, menu: { label: 'Settings', icon: 'settings' } },
  { id: 'adminAuditLog', path: '/admin/audit-log', title: 'routes.titles.adminAuditLog', access: 'staff', ssr: false, private: true, menu: { label: 'Audit Log', icon: 'audit' } },
  { id: 'adminStaff', path: '/admin/staff', title: 'routes.titles.adminStaff', access: 'staff', ssr: false, private: true, menu: { label: 'Staff', icon: 'staff' } },
  { id: 'adminSecurity', path: '/admin/security', title: 'routes.titles.adminSecurity', access: 'staff', ssr: false, private: true, menu: { label: 'My security', icon: 'security' } },
] as const satisfies readonly RouteEntry[];

export type RouteId = (typeof ROUTES)[number]['id'];

/** The entry of `id`. */
export const routeById = (id: RouteId): RouteEntry => ROUTES.find((r) => r.id === id)!;

/** A path matched against the table: the entry and its `:name` values (decoded). */
export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

/** One segment of an entry's path: a `:name` parameter, or a literal lower-cased (matched as React Router matches, case-insensitively). */
type Segment = { param: string; literal?: undefined } | { param?: undefined; literal: string };

/** Each entry with its path split once (a page request matches against all of them). */
const COMPILED: readonly { route: RouteEntry; segments: readonly Segment[] }[] = (ROUTES as readonly RouteEntry[]).map((route) => ({
  route,
  segments: route.path.split('/').map((seg): Segment => (seg.startsWith(':') ? { param: seg.slice(1) } : { literal: seg.toLowerCase() })),
}));

/**
 * The table's entry for `pathname` (a trailing slash is ignored), with its params; null for a
 * path the app does not know (the server answers it 404 with the app's not-found page).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const parts = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  const lower = parts.map((part) => part.toLowerCase());
  entries: for (const { route, segments } of COMPILED) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    for (let i = 0; i < segments.length; i++) {
      const seg = segments[i]!;
      if (seg.param === undefined) {
        if (seg.literal !== lower[i]) continue entries;
        continue;
      }
      const part = parts[i]!;
      if (!part) continue entries;
      try {
        params[seg.param] = decodeURIComponent(part);
      } catch {
        continue entries;
      }
    }
    return { route, params };
  }
  return null;
}

/** Fills a path's `:name` segments (URI-encoded): `fillPath('/product/:id', { id })`. */
export const fillPath = (path: string, params: Record<string, string>): string =>
  path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));

/** The back-office menu: the staff routes that have a `menu`, in the table's order. */
export const adminMenuRoutes = (): (RouteEntry & { menu: NonNullable<RouteEntry['menu']> })[] =>
  (ROUTES as readonly RouteEntry[]).filter((r): r is RouteEntry & { menu: NonNullable<RouteEntry['menu']> } => r.access === 'staff' && r.menu !== undefined);
