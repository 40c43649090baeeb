/**
 * Pay Now's call (decision 0035): when the basket and details are the same as those of the order
 * the cart last started and that order is not paid (a payment cancelled or declined, then Back to
 * cart), it pays that order again (POST /orders/{id}/pay) instead of making another. Otherwise, or
 * when that order can no longer be paid (409: paid or cancelled meanwhile; 404 or 405: gone, or a
 * host without the extension), it starts a new order (POST /orders/initiate) and remembers it.
 */
import { useMutation } from '@tanstack/react-query';
import { isApiError } from '@/api/errors';
import { initiateCheckout, payAgainUnavailable, payOrder, type CheckoutRequest } from '@/api/queries/orders';
import {
  checkoutKey,
  forgetPendingCheckout,
  readPendingCheckout,
  rememberPendingCheckout,
} from '@/lib/pending-checkout';

async function startPayment(payload: CheckoutRequest, email: string) {
  const key = checkoutKey(payload);
  const pending = readPendingCheckout(email);
  if (pending && pending.key === key) {
    try {
      return await payOrder(pending.orderId, payload.callback_url ?? `${window.location.origin}/paystack/callback`);
    } catch (error) {
      // 409 out_of_stock is not about the order's state: the shopper hears it, as at checkout.
      const cannotPayAgain =
        payAgainUnavailable(error) || (isApiError(error) && error.status === 409 && error.code !== 'out_of_stock');
      if (!cannotPayAgain) throw error;
      forgetPendingCheckout();
    }
  }
  const reply = await initiateCheckout(payload);
  // A host that does not answer with the order's id (the spec's answer is authorization_url only): nothing to pay again.
  if (typeof reply.order_id === 'number')
    rememberPendingCheckout({ email, orderId: reply.order_id, key, at: Date.now() });
  else forgetPendingCheckout();
  return reply;
}

export function useCheckoutPayment(email: string) {
  return useMutation({ mutationFn: (payload: CheckoutRequest) => startPayment(payload, email) });
}
