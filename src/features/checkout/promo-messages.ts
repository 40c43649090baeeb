/**
 * What the cart says about a promo code (decision 0034): each refusal in its own words, whatever
 * the host's message, so a shopper always knows what to do next.
 */
import { promoRefusal, type PromoRefusal } from '@/api/queries/promo-codes';
import { tooManyAttemptsMessage } from '@/api/rate-limit';

export const PROMO_LABEL = 'Promo code';
export const PROMO_APPLY = 'Apply';
export const PROMO_REMOVE = 'Remove';

export const PROMO_MESSAGES = {
  empty: 'Enter your promo code.',
  signedOut: 'Log in to use a promo code.',
  promo_code_unknown: 'We don’t recognise this code. Check it against your welcome email.',
  promo_code_expired: 'This code has expired: a welcome code lasts 30 days.',
  promo_code_used: 'This code has already been used.',
  promo_code_not_first_order: 'This code is for a first order, and your account already has one.',
  unsupported: 'Promo codes can’t be used on this store yet.',
  failed: 'Could not check the code. Please try again.',
} as const satisfies Record<PromoRefusal | string, string>;

/** Letters, digits, hyphens and spaces: anything else cannot be a code (and is not sent). */
export const PROMO_CODE_PATTERN = /^[ A-Za-z0-9-]{1,64}$/;

/** Why the code cannot be used, from the check's (or checkout's) failure. */
export function promoFailureMessage(error: unknown): string {
  const refusal = promoRefusal(error);
  if (refusal) return PROMO_MESSAGES[refusal];
  return tooManyAttemptsMessage(error) ?? PROMO_MESSAGES.failed;
}

/** Taken off at checkout (the host refused it then): the reason, and what happens now. */
export function promoTakenOffMessage(error: unknown): string {
  return `${promoFailureMessage(error)} It has been taken off your order: check the total and press Pay Now again.`;
}
