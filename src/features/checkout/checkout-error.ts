/**
 * What a failed payment start tells the shopper (spec section 8, Checkout): the server's message,
 * or else its error code, or else 'Could not start payment.'. A reply without authorization_url
 * is a failure too (`useInitiateCheckout` turns it into 'Could not start payment.').
 */
import { serverCode, serverMessage } from '@/api/errors';
import { tooManyAttemptsMessage } from '@/api/rate-limit';

export const PAYMENT_START_FAILED = 'Could not start payment.';

export function checkoutErrorMessage(error: unknown): string {
  return tooManyAttemptsMessage(error) ?? serverMessage(error) ?? serverCode(error) ?? PAYMENT_START_FAILED;
}
