/**
 * What a failed payment start tells the shopper (spec section 8, Checkout): the server's message,
 * or else its error code, or else 'Could not start payment.'. A reply without authorization_url
 * is a failure too (`useInitiateCheckout` turns it into 'Could not start payment.'). A promo code
 * refused at checkout (used or expired since it was applied: decision 0034) says so in the cart's
 * own words, and that it was taken off.
 */
import { serverCode, serverMessage } from '@/api/errors';
import { promoRefusal } from '@/api/queries/promo-codes';
import { tooManyAttemptsMessage } from '@/api/rate-limit';
import { promoTakenOffMessage } from './promo-messages';

export const PAYMENT_START_FAILED = 'Could not start payment.';

export function checkoutErrorMessage(error: unknown): string {
  if (promoRefusal(error)) return promoTakenOffMessage(error);
  return tooManyAttemptsMessage(error) ?? serverMessage(error) ?? serverCode(error) ?? PAYMENT_START_FAILED;
}
