/**
 * The route table (lib/route-table.ts, decision 055) is the one list of pages: the router, the
 * paths, the admin menu and the server's page statuses are built from it. Every path the router
 * knows is in the table and the other way round; the server's matcher agrees with the router.
 */
import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { ROUTES, adminMenuRoutes, fillPath, matchRoute } from '../../src/lib/route-table';
import { routes } from '../../src/app/app';
import { paths } from '../../src/lib/paths';
import { ADMIN_MENU } from '../../src/app/admin-layout';
import { ROUTE_VIEWS } from '../../src/app/route-views';

/** Every full path of the router's tree, but the not-found catch-alls. */
function routerPaths(tree: RouteObject[], base = ''): string[] {
  return tree.flatMap((r) => {
    if (r.path === '*') return [];
    const here = r.index ? base || '/' : r.path === undefined ? base : `${base}/${r.path}`.replace(/\/+/g, '/');
    const own = r.index || (r.path !== undefined && !r.children) ? [here || '/'] : [];
    const inner = r.children ? routerPaths(r.children, r.path === undefined ? base : here) : [];
    return [...own, ...inner];
  });
}

describe('the route table', () => {
  it('holds every path the router knows, and the router every path of the table', () => {
    const known = routerPaths(routes).sort();
    expect(known.length).toBeGreaterThan(30);
    expect(known).toEqual(ROUTES.map((r) => r.path).sort());
  });

  it('gives every entry a view and a unique id and path', () => {
    expect(Object.keys(ROUTE_VIEWS).sort()).toEqual(ROUTES.map((r) => r.id).sort());
    expect(new Set(ROUTES.map((r) => r.id)).size).toBe(ROUTES.length);
    expect(new Set(ROUTES.map((r) => r.path)).size).toBe(ROUTES.length);
  });

  it('matches paths as the router does: params decoded, a trailing slash and letter case ignored, anything else unknown', () => {
    expect(matchRoute('/admin/brands')?.route.id).toBe('adminBrands');
    expect(matchRoute('/product/abc%20d')).toMatchObject({ route: { id: 'product' }, params: { id: 'abc d' } });
    expect(matchRoute('/orders/')?.route.id).toBe('orders');
    expect(matchRoute('/Help')?.route.id).toBe('help');
    for (const unknown of ['/nope', '/admin/nope', '/product', '/product/a/b', '/orders/1/2', '/product/%E0%A4%A']) expect(matchRoute(unknown), unknown).toBeNull();
    // Where the table matches, so does the router, on the same entry's path.
    for (const route of ROUTES) {
      const url = fillPath(route.path, { id: 'x-1', token: 'x-1' });
      const hit = matchRoutes(routes, url)?.at(-1)?.route.path;
      expect(hit, url).not.toBe('*');
      expect(matchRoute(url)?.route.id, url).toBe(route.id);
    }
  });

  it('builds the paths helpers and the admin menu from the table', () => {
    expect(paths.product('p1')).toBe('/product/p1');
    expect(paths.orderDetail('o 1')).toBe('/order-detail/o%201');
    expect(paths.adminBrands).toBe('/admin/brands');
    for (const path of Object.values(paths)) if (typeof path === 'string') expect(matchRoute(path), path).not.toBeNull();
    expect(ADMIN_MENU.map((m) => m.to)).toEqual(adminMenuRoutes().map((r) => r.path));
    expect(ADMIN_MENU.map((m) => m.label)).toContain('Brands');
    expect(ADMIN_MENU.filter((m) => m.end).map((m) => m.to)).toEqual(['/admin']);
  });

  it('renders the storefront on the server and leaves the back office to the browser; private pages are marked', () => {
    for (const r of ROUTES) if (r.access === 'staff') expect(r, r.id).toMatchObject({ ssr: false, private: true });
    for (const id of ['home', 'products', 'product', 'help', 'orders', 'order', 'invoices', 'addresses', 'login', 'register']) expect(ROUTES.find((r) => r.id === id)?.ssr, id).toBe(true);
    for (const r of ROUTES) if (r.access === 'customer') expect(r.private, r.id).toBe(true);
  });
});
