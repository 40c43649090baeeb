/**
 * "Pay now" on an order that is not paid (pending or failed), on the orders list, an order's
 * detail and the payment result page: a new payment for the same order (POST /orders/{id}/pay,
 * decision 0035), then the browser goes to the payment page. A refusal is said under the button:
 * the order was paid or cancelled meanwhile (409, and the order is read again), too many attempts
 * (429), or a host that cannot pay an order again (404, 405), with what to do instead (`fallback`).
 */
import { useId } from 'react';
import { isApiError, serverMessage } from '@/api/errors';
import { payAgainUnavailable, usePayOrder } from '@/api/queries/orders';
import { tooManyAttemptsMessage } from '@/api/rate-limit';
import { paymentRedirect } from '@/lib/payment-redirect';

export const PAY_AGAIN = 'Pay now';
const STARTING = 'Starting payment…';
/** The spec's words for a payment that could not start (section 8, Checkout). */
const START_FAILED = 'Could not start payment.';

export function payAgainErrorText(error: unknown, fallback: string): string {
  if (payAgainUnavailable(error)) return `This order can’t be paid again here. ${fallback}`;
  if (isApiError(error) && error.status === 409) return serverMessage(error) ?? 'This order can no longer be paid.';
  return tooManyAttemptsMessage(error) ?? serverMessage(error) ?? START_FAILED;
}

export interface PayOrderButtonProps {
  orderId: number;
  /** What to do when this host cannot pay an order again, e.g. "Go back to your cart to pay for your items." */
  fallback: string;
  /** The primary button (the page's main action) or a secondary one. */
  tone?: 'primary' | 'secondary';
  className?: string;
  buttonClassName?: string;
}

export function PayOrderButton({
  orderId,
  fallback,
  tone = 'primary',
  className = '',
  buttonClassName = '',
}: PayOrderButtonProps) {
  const errorId = useId();
  const pay = usePayOrder();
  // After a successful start the browser is leaving: keep the button busy, never start twice.
  const starting = pay.isPending || pay.isSuccess;

  function start() {
    if (starting) return;
    pay.mutate(
      { id: orderId, callbackUrl: `${window.location.origin}/paystack/callback` },
      { onSuccess: (reply) => paymentRedirect.go(reply.authorization_url) },
    );
  }

  return (
    <div className={className}>
      <button
        type="button"
        className={`${tone === 'primary' ? 'btn-primary' : 'btn-secondary'} ${buttonClassName}`}
        onClick={start}
        disabled={starting}
        aria-busy={starting}
        aria-describedby={pay.isError ? errorId : undefined}
      >
        {starting ? STARTING : PAY_AGAIN} <span className="sr-only">for order #{orderId}</span>
      </button>
      {pay.isError && (
        <p id={errorId} role="alert" className="mt-2 text-left text-sm text-red-800">
          {payAgainErrorText(pay.error, fallback)}
        </p>
      )}
    </div>
  );
}
