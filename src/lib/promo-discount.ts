/**
 * A promo code's discount (decision 0034): `percent_off` of the subtotal, rounded to the kobo
 * (half up), in naira. The host computes it at checkout by the same rule (the mock imports this);
 * the cart uses it to show the discount before Pay Now.
 */
export function promoDiscount(subtotalNaira: number, percentOff: number): number {
  const subtotalKobo = Math.round(subtotalNaira * 100);
  return Math.round((subtotalKobo * percentOff) / 100) / 100;
}
