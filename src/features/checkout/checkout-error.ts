/**
 * What a failed payment start tells the shopper (spec section 8, Checkout): the server's message,
 * or else its error code, or else 'Could not start payment.'. A reply without authorization_url
 * is a failure too (`useInitiateCheckout` turns it into 'Could not start payment.').
 */
import { isApiError } from '@/api/errors';

export const PAYMENT_START_FAILED = 'Could not start payment.';

export function checkoutErrorMessage(error: unknown): string {
  if (!isApiError(error)) return PAYMENT_START_FAILED;
  // `unwrap` fills these in when the body had none: they are not the server's words.
  const serverMessage = error.message && error.message !== `Request failed with status ${error.status}` ? error.message : '';
  const serverCode = error.code && error.code !== 'http_error' ? error.code : '';
  return serverMessage || serverCode || PAYMENT_START_FAILED;
}
