/**
 * The cart's island (issue 26, decision 093), a build entry of its own: on a cart page the server
 * rendered, the cart's screen (features/cart/cart-island.tsx) is made live by
 * app/island-runtime.tsx with the service countries and the user the server rendered it with.
 * index.html's script loader (vite.config.ts) adds this entry instead of the whole app's when the
 * server's HTML has the cart's island.
 */
import type { ServiceCountryDto } from '@phonexport/contracts/shipping';
import type { MeDto } from '@phonexport/contracts/accounts';
import { CartIsland } from '../features/cart/cart-island';
import { CART_ISLAND } from '../features/cart/cart-view';
import { served, startIslands, type IslandSource } from './island-runtime';

/** The cart's island, or null (the whole app then renders the page) when the page came without the service countries. */
function islandOf({ name, ssr }: IslandSource) {
  if (name !== CART_ISLAND.name) return null;
  const countries = served<ServiceCountryDto[]>(ssr, ['countries']);
  if (!countries?.length) return null;
  return <CartIsland countries={countries} signedIn={Boolean(served<MeDto | null>(ssr, ['me']))} />;
}

startIslands(islandOf);
