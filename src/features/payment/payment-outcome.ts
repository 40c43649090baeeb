/**
 * The payment result's rule (spec section 4, "Payment result"), as one pure function:
 * - success if `verified` is true, or `status` is 'paid', or the provider's status is 'success';
 * - otherwise pending if `status` is 'pending' or the provider's status is 'abandoned';
 * - otherwise failed.
 * The answer is read loosely (a field may be missing or null on a real host): what is not there
 * simply does not count towards success or pending.
 */
import type { VerifyResponse } from '@/api/queries/orders';

export type PaymentOutcome = 'success' | 'pending' | 'failed';

/** The parts of the verify response that decide the outcome. */
export interface VerifyFacts {
  verified?: boolean | null;
  status?: VerifyResponse['status'] | (string & {}) | null;
  paystack?: { status?: VerifyResponse['paystack']['status'] | (string & {}) | null } | null;
}

export function paymentOutcome(verify: VerifyFacts): PaymentOutcome {
  const provider = verify.paystack?.status ?? null;
  if (verify.verified === true || verify.status === 'paid' || provider === 'success') return 'success';
  if (verify.status === 'pending' || provider === 'abandoned') return 'pending';
  return 'failed';
}
