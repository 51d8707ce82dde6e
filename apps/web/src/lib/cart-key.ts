/**
 * The localStorage key of the browser cart (cart-store.ts). Its own module: the build's script
 * loader (vite.config.ts) reads it too, to load the scripts at once on a device holding a cart.
 */
export const CART_KEY = 'phonexport.cart';
