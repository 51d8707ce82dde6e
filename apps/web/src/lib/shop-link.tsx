/**
 * A link to a page of the shop in a part that may be an island (lib/island.tsx; issue 26, decision
 * 091): the same `<a>` React Router's `Link` renders (so an island hydrates the server's HTML
 * without a difference), without the router. Before the whole app runs, the browser follows it
 * (the server renders the page); once the app runs, a plain tap goes through the app's router, as
 * a `Link` does (no page load), from an island as from the app's own page. A tap with a modifier
 * key, or another mouse button, is left to the browser (a new tab).
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { appActions } from './island';
import { isPlainClick } from './plain-click';

/** `to`: a path of this shop with its query ('/product/p1', '/products?category=tablets'). */
export type ShopLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string };

/** True for a tap the app's router should take: a plain click on a link without another target. */
const routerTakes = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) => isPlainClick(event) && (!target || target === '_self');

/** A link to the shop's page `to` (see the module's comment). */
export function ShopLink({ to, onClick, target, ...props }: ShopLinkProps) {
  return (
    <a
      {...props}
      href={to}
      target={target}
      // As React Router's Link renders a link to a path of the app.
      data-discover="true"
      onClick={(event) => {
        onClick?.(event);
        const app = appActions();
        if (!app || !routerTakes(event, target)) return;
        event.preventDefault();
        app.navigate(to);
      }}
    />
  );
}
