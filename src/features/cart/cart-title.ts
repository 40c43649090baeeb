/**
 * The cart page's heading, also its document title. A module of its own: the route's head reads
 * it from the app's entry chunk, which should not carry the cart page with it.
 */
export const CART_TITLE = 'Your cart';
