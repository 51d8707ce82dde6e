/**
 * Providers and routes. Every page but home is loaded on demand, so a first visit downloads only
 * the shell and the page it opens (storefront routes stay under the 150 KB JavaScript budget).
 */
import { lazy, Suspense } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { ApiError } from '../lib/api';
import { Layout } from '../components/layout';
import { HomePage } from '../features/catalog/home-page';
import { RequireAuth } from '../features/accounts/require-auth';

const queryClient = new QueryClient({
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
const ProductDetailPage = page(() => import('../features/catalog/product-detail-page'), 'ProductDetailPage');
const CartPage = page(() => import('../features/cart/cart-page'), 'CartPage');
const CheckoutPage = page(() => import('../features/checkout/checkout-page'), 'CheckoutPage');
const OrderConfirmationPage = page(() => import('../features/checkout/order-confirmation-page'), 'OrderConfirmationPage');
const LoginPage = page(() => import('../features/accounts/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/accounts/register-page'), 'RegisterPage');
const AccountPage = page(() => import('../features/accounts/account-page'), 'AccountPage');
const OrdersPage = page(() => import('../features/orders/orders-page'), 'OrdersPage');
const OrderDetailPage = page(() => import('../features/orders/order-detail-page'), 'OrderDetailPage');
const TermsPage = page(() => import('../features/accounts/legal-pages'), 'TermsPage');
const PrivacyPage = page(() => import('../features/accounts/legal-pages'), 'PrivacyPage');
const NotFoundPage = page(() => import('../components/not-found-page'), 'NotFoundPage');
const TrackOrderPage = page(() => import('../features/tracking/track-order-page'), 'TrackOrderPage');
const HelpPage = page(() => import('../features/help/help-page'), 'HelpPage');
const PoliciesPage = page(() => import('../features/help/policies-page'), 'PoliciesPage');
/** Standalone until the admin layout is merged, then it moves under it. */
const AdminChatPage = lazy(() => import('../features/chat/admin-chat-page'));

const router = createBrowserRouter([
  {
    path: 'admin/chat',
    element: (
      <Suspense fallback={null}>
        <AdminChatPage />
      </Suspense>
    ),
  },
  {
    element: <Layout />,
    children: [
      { index: true, element: <HomePage /> },
      { path: 'products', element: <ProductListPage /> },
      { path: 'product/:id', element: <ProductDetailPage /> },
      { path: 'products/:id', element: <ProductDetailPage /> },
      { path: 'cart', element: <CartPage /> },
      { path: 'checkout', element: <CheckoutPage /> },
      { path: 'order-confirmation', element: <OrderConfirmationPage /> },
      { path: 'login', element: <LoginPage /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'account', element: <AccountPage /> },
      { path: 'terms', element: <TermsPage /> },
      { path: 'privacy', element: <PrivacyPage /> },
      { path: 'track-order', element: <TrackOrderPage /> },
      { path: 'help', element: <HelpPage /> },
      { path: 'policies', element: <PoliciesPage /> },
      {
        element: <RequireAuth />,
        children: [
          { path: 'orders', element: <OrdersPage /> },
          { path: 'orders/:id', element: <OrderDetailPage /> },
          { path: 'order-detail/:id', element: <OrderDetailPage /> },
        ],
      },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster position="top-center" richColors closeButton />
    </QueryClientProvider>
  );
}
