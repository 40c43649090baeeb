/**
 * What a failed payment start tells the shopper (spec section 8, Checkout): the server's message,
 * or else its error code, or else 'Could not start payment.'. A reply without authorization_url
 * is a failure too (`useInitiateCheckout` turns it into 'Could not start payment.'). A promo code
 * refused at checkout (used or expired since it was applied: decision 0034) says so in the cart's
 * own words, and that it was taken off.
 */
import { isApiError, serverCode, serverMessage } from '@/api/errors';
import type { components } from '@/api/schema.gen';
import { lineKey, type CartLine } from '@/lib/cart-storage';
import { promoRefusal } from '@/api/queries/promo-codes';
import { tooManyAttemptsMessage } from '@/api/rate-limit';
import { promoTakenOffMessage } from './promo-messages';

export const PAYMENT_START_FAILED = 'Could not start payment.';

export type StockShortfall = components['schemas']['StockShortfalls'][number];

/**
 * The lines a checkout (or a payment again) was refused for, 409 out_of_stock (this project's
 * extension, decision 0046): each with what is left; null for any other failure. Entries that do
 * not read as the contract has them are left out.
 */
export function stockShortfalls(error: unknown): StockShortfall[] | null {
  if (!isApiError(error) || error.status !== 409 || error.code !== 'out_of_stock') return null;
  const lines = Array.isArray(error.lines) ? (error.lines as unknown[]) : [];
  return lines.filter(
    (line): line is StockShortfall =>
      !!line &&
      typeof line === 'object' &&
      typeof (line as StockShortfall).product_id === 'number' &&
      typeof (line as StockShortfall).available === 'number',
  );
}

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
