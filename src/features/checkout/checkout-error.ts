/**
 * What a failed payment start tells the shopper (spec section 8, Checkout): the server's message,
 * or else its error code, or else 'Could not start payment.'. A reply without authorization_url
 * is a failure too (`useInitiateCheckout` turns it into 'Could not start payment.'). A promo code
 * refused at checkout (used or expired since it was applied: decision 0034) says so in the cart's
 * own words, and that it was taken off.
 */
import { serverCode, serverMessage } from '@/api/errors';
import type { StockShortfall } from '@/api/queries/orders';
import { lineKey, type CartLine } from '@/lib/cart-storage';
import { promoRefusal } from '@/api/queries/promo-codes';
import { tooManyAttemptsMessage } from '@/api/rate-limit';
import { promoTakenOffMessage } from './promo-messages';

export const PAYMENT_START_FAILED = 'Could not start payment.';

/**
 * What the shopper reads when stock ran out between the cart and Pay Now (409 out_of_stock,
 * decision 0046): each line and what is left, then that the cart was changed and nothing charged.
 * Names come from the answer, else from the cart line.
 */
export function outOfStockMessage(shortfalls: readonly StockShortfall[], lines: readonly CartLine[]): string {
  const sentences = shortfalls.map((short) => {
    const line = lines.find(
      (l) =>
        lineKey(l) === lineKey({ id: short.product_id, variant: short.variant_id ? { id: short.variant_id } : null }),
    );
    const name = short.name ?? line?.name ?? 'One item';
    const label = short.variant_label ?? line?.variant?.label;
    const what = label ? `${name} (${label})` : name;
    return short.available > 0 ? `Only ${short.available} left of ${what}.` : `${what} is sold out.`;
  });
  return `${sentences.join(' ')} We’ve updated your cart to match, and nothing was charged.`;
}

export function checkoutErrorMessage(error: unknown): string {
  if (promoRefusal(error)) return promoTakenOffMessage(error);
  return tooManyAttemptsMessage(error) ?? serverMessage(error) ?? serverCode(error) ?? PAYMENT_START_FAILED;
}
