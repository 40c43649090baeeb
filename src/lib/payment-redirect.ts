/**
 * Sends the browser to the hosted payment page (spec section 4, Checkout), from the cart's Pay Now
 * and from Pay now on an order. An object, so that tests can watch the call: jsdom cannot
 * navigate, and `location.assign` cannot be spied on.
 */
export const paymentRedirect = {
  go(url: string): void {
    window.location.assign(url);
  },
};
