/**
 * Providers and routes, shared by the browser (main.tsx) and the server's rendering
 * (entry-server.tsx). Every page but home is loaded on demand, so a first visit downloads only
 * the shell and the page it opens.
 */
import { Suspense, lazy, useEffect, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { ApiError } from '../lib/api';
import { Layout } from './layout';
import { HomeRoute } from './home-route';
import { RequireAuth } from '../features/accounts/require-auth';
import { Spinner } from '../components/spinner';
import { RouteError } from '../components/route-error';
import { LazyToaster } from '../components/lazy-toaster';

/** A query client with the shop's defaults (one per page load; one per request on the server). */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // §9: retention 5 minutes; 3 retries with exponential delay capped at 30 s (never for 4xx).
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        retry: (count, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && count < 3,
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        refetchOnWindowFocus: false,
      },
    },
  });

const page = <T extends Record<string, unknown>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => ({ default: (await load())[name] as React.ComponentType }));

const ProductListPage = page(() => import('../features/catalog/product-list-page'), 'ProductListPage');
const ProductRoute = page(() => import('./product-route'), 'ProductRoute');
const CartPage = page(() => import('../features/cart/cart-page'), 'CartPage');
const CheckoutPage = page(() => import('../features/checkout/checkout-page'), 'CheckoutPage');
const OrderConfirmationPage = page(() => import('../features/orders/order-confirmation-page'), 'OrderConfirmationPage');
const LoginPage = page(() => import('../features/accounts/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/accounts/register-page'), 'RegisterPage');
const AccountPage = page(() => import('../features/accounts/account-page'), 'AccountPage');
const OrdersPage = page(() => import('../features/orders/orders-page'), 'OrdersPage');
const OrderDetailPage = page(() => import('../features/orders/order-detail-page'), 'OrderDetailPage');
const InvoicesPage = page(() => import('../features/invoices/invoices-page'), 'InvoicesPage');
const InvoiceDetailPage = page(() => import('../features/invoices/invoice-detail-page'), 'InvoiceDetailPage');
const AddressesPage = page(() => import('../features/addresses/addresses-page'), 'AddressesPage');
const TermsPage = page(() => import('../features/accounts/legal-pages'), 'TermsPage');
const PrivacyPage = page(() => import('../features/accounts/legal-pages'), 'PrivacyPage');
const SettingsPage = page(() => import('../features/settings/settings-page'), 'SettingsPage');
const ResetPasswordPage = page(() => import('../features/accounts/reset-password-page'), 'ResetPasswordPage');
const NotFoundPage = page(() => import('../components/not-found-page'), 'NotFoundPage');
const TrackOrderPage = page(() => import('../features/tracking/track-order-page'), 'TrackOrderPage');
const HelpPage = page(() => import('../features/help/help-page'), 'HelpPage');
const PoliciesPage = page(() => import('../features/help/policies-page'), 'PoliciesPage');

// Back office (back office spec §2): its own layout and chunks, never part of a storefront page.
const AdminLayout = page(() => import('./admin-layout'), 'AdminLayout');
const AdminReviews = lazy(() => import('../features/reviews/admin-reviews-page'));
const AdminChat = lazy(() => import('../features/chat/admin-chat-page'));
const AdminDashboard = page(() => import('../features/reports/dashboard-page'), 'DashboardPage');
const AdminProducts = page(() => import('../features/catalog/products-page'), 'ProductsPage');
const AdminImport = page(() => import('../features/catalog/import-page'), 'ImportPage');
const AdminHeroes = page(() => import('../features/catalog/heroes-page'), 'HeroesPage');
const AdminBrands = page(() => import('../features/catalog/brands-page'), 'BrandsPage');
const AdminOrders = page(() => import('../features/orders/admin-orders-page'), 'AdminOrdersPage');
const AdminCustomers = page(() => import('../features/customers/customers-page'), 'CustomersPage');
const AdminCountries = page(() => import('../features/shipping/service-countries-page'), 'ServiceCountriesPage');
const AdminSettings = page(() => import('../features/shop-settings/settings-page'), 'SettingsPage');
const AdminAuditLog = page(() => import('../features/audit/audit-log-page'), 'AuditLogPage');
const AdminCurrencies = page(() => import('../features/currency/currencies-page'), 'CurrenciesPage');
const AdminStaff = page(() => import('../features/staff/staff-page'), 'StaffPage');
const AdminSecurity = page(() => import('./admin-security'), 'AdminSecurityPage');
const AcceptInvitationPage = page(() => import('../features/staff/accept-invitation-page'), 'AcceptInvitationPage');

/** Every screen's route (storefront spec §2, back office spec §2). */
export const routes: RouteObject[] = [
  {
    path: 'admin',
    errorElement: <RouteError />,
    element: (
      <Suspense fallback={<Spinner />}>
        <AdminLayout />
      </Suspense>
    ),
    children: [
      { index: true, element: <AdminDashboard /> },
      { path: 'products', element: <AdminProducts /> },
      { path: 'products/import', element: <AdminImport /> },
      { path: 'hero', element: <AdminHeroes /> },
      { path: 'brands', element: <AdminBrands /> },
      { path: 'orders', element: <AdminOrders /> },
      { path: 'customers', element: <AdminCustomers /> },
      { path: 'service-countries', element: <AdminCountries /> },
      { path: 'reviews', element: <AdminReviews /> },
      { path: 'chat', element: <AdminChat /> },
      { path: 'settings', element: <AdminSettings /> },
      { path: 'audit-log', element: <AdminAuditLog /> },
      { path: 'currencies', element: <AdminCurrencies /> },
      { path: 'staff', element: <AdminStaff /> },
      { path: 'security', element: <AdminSecurity /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    element: <Layout />,
    errorElement: <RouteError />,
    children: [
      {
        // A page that fails (e.g. its chunk did not arrive) shows the error inside the shop's layout.
        errorElement: <RouteError />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'products', element: <ProductListPage /> },
          { path: 'product/:id', element: <ProductRoute /> },
          { path: 'products/:id', element: <ProductRoute /> },
          { path: 'cart', element: <CartPage /> },
          { path: 'checkout', element: <CheckoutPage /> },
          { path: 'order-confirmation', element: <OrderConfirmationPage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'account', element: <AccountPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },
          { path: 'track-order', element: <TrackOrderPage /> },
          { path: 'help', element: <HelpPage /> },
          { path: 'policies', element: <PoliciesPage /> },
          { path: 'staff-invitation/:token', element: <AcceptInvitationPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: 'orders', element: <OrdersPage /> },
              { path: 'orders/:id', element: <OrderDetailPage /> },
              { path: 'order-detail/:id', element: <OrderDetailPage /> },
              { path: 'order-detail', element: <OrderDetailPage /> },
              { path: 'invoices', element: <InvoicesPage /> },
              { path: 'invoices/:id', element: <InvoiceDetailPage /> },
              { path: 'invoice-detail/:id', element: <InvoiceDetailPage /> },
              { path: 'invoice-detail', element: <InvoiceDetailPage /> },
              { path: 'addresses', element: <AddressesPage /> },
              { path: 'settings', element: <SettingsPage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/** The app around its router (`children`): the query client and the toaster. */
/**
 * Marks `<html data-hydrated>` once React has taken over the page (hydrated from the server's HTML,
 * or rendered here): before that, a server-rendered button shows but does not act yet. Journeys wait
 * for it before they click.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

export function App({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <HydrationMark />
      {children}
      <LazyToaster />
    </QueryClientProvider>
  );
}
