/**
 * The checkout on /cart (spec sections 2, 4, 5 and 8): the details form when signed in, otherwise
 * 'Sign in to continue'; and the order summary with Pay Now.
 *
 * - Pay Now is enabled only under the schema's rules (checkout-schema.ts); otherwise it reads
 *   'Missing details', disabled, and the line beside it says what is missing. Signed out it stays
 *   pressable and answers with the alert 'Please log in to place an order.'.
 * - It sends the spec's payload (items from storage at that moment, not from a stale render) and
 *   sends the browser to authorization_url. A failure alerts the server's message, or its error
 *   code, or 'Could not start payment.', and shows it beside the button; the form keeps its values
 *   (also across a reload, as a sessionStorage draft).
 * - Stock that ran out meanwhile (409 out_of_stock, decision 0046): the lines are cut to what is
 *   left (or removed), and the alert and the line beside Pay Now say which and how many are left;
 *   nothing was charged. An emptied cart keeps the sentence at its top.
 * - The summary's Promo code field (decision 0034): an applied code is sent as `promo_code` (never
 *   a discounted price); the host checks it again and computes the amounts.
 *
 * Rendered inside the cart page's grid: the details go under the lines (column 1), the summary in
 * column 2 across both rows, sticky on wide screens.
 */
import { useId, useState, type FormEvent } from 'react';
import type { CheckoutRequest } from '@/api/queries/orders';
import { promoFieldRefused, promoRefusal } from '@/api/queries/promo-codes';
import { useSession } from '@/api/session';
import {
  CART_LINES_MAX,
  CartWriteError,
  readCart,
  showCartNotice,
  tooManyLinesMessage,
  type CartLine,
} from '@/lib/cart-storage';
import { NIGERIAN_STATES, type NigerianState } from '@/lib/nigeria';
import { checkoutErrorMessage, outOfStockMessage, stockShortfalls } from './checkout-error';
import { applyStockLeft } from './stock-left';
import { CheckoutForm } from './checkout-form';
import { useFormProblems } from '@/components/ui/use-form-problems';
import { CHECKOUT_FIELDS, CHECKOUT_MESSAGES, checkoutPayload, listMissing, validateCheckout } from './checkout-schema';
import { markPromoUnsupported, removePromo } from './applied-promo';
import { OrderSummary } from './order-summary';
import { PayNowButton } from './pay-now-button';
import { PromoCodeField } from './promo-code-field';
import { PROMO_MESSAGES, promoTakenOffMessage } from './promo-messages';
import { paymentRedirect } from './payment-redirect';
import { SignInPrompt } from './sign-in-prompt';
import { useCheckoutDraft } from './use-checkout-draft';
import { usePromoCode } from './use-promo-code';
import { useCheckoutPayment } from './use-checkout-payment';

export interface CheckoutProps {
  lines: readonly CartLine[];
  /** The states with their LGAs (for stories and tests; the app uses the bundled list). */
  states?: readonly NigerianState[];
}

export function Checkout({ lines, states = NIGERIAN_STATES }: CheckoutProps) {
  const formId = useId();
  const session = useSession();
  const email = session.user?.email ?? '';
  const [values, update] = useCheckoutDraft(states);
  // The promo code applied in the cart (decision 0034); the host checks it again at checkout.
  const promo = usePromoCode(email, session.isAuthenticated);
  // A new order, or the same one again when the basket is that of an order not yet paid (decision 0035).
  const initiate = useCheckoutPayment(email);
  // The last refusal for stock, in words taken before the cart changed to match it.
  const [stockMessage, setStockMessage] = useState<string | null>(null);
  // After a successful start the browser is leaving: keep the button busy, never submit twice.
  const starting = initiate.isPending || initiate.isSuccess;

  const validation = validateCheckout(values, email);
  // A field's problem shows once the shopper has left it, or after a submit, and follows the typing.
  const form = useFormProblems(CHECKOUT_FIELDS, { live: validation.problems });
  // A saved cart past the contract's 50 lines (another tab, an older version) cannot be paid as it is.
  const tooMany = lines.length > CART_LINES_MAX ? tooManyLinesMessage(lines.length) : null;
  const error = tooMany ?? (initiate.isError ? (stockMessage ?? checkoutErrorMessage(initiate.error)) : null);

  function start() {
    if (!session.isAuthenticated) {
      window.alert(CHECKOUT_MESSAGES.signedOut);
      return;
    }
    if (starting) return;
    if (!validation.ok) {
      // The line beside Pay Now says what is missing; the focus stays where it is.
      form.show(validation.problems);
      return;
    }
    const items = readCart();
    if (items.length === 0) return;
    if (items.length > CART_LINES_MAX) {
      window.alert(tooManyLinesMessage(items.length));
      return;
    }
    const payload = checkoutPayload(validation.data, items, window.location.origin);
    send(promo.applied ? { ...payload, promo_code: promo.applied.code } : payload, payload);
  }

  /**
   * Starts the payment. With a promo code, a host that refuses the field itself (one without the
   * extension: 400 for an unknown field) is asked again without it, so the payment never fails for
   * it (decision 0034); a code refused as used or expired is taken off, saying why.
   */
  function send(body: CheckoutRequest, withoutCode: CheckoutRequest) {
    initiate.mutate(body, {
      onSuccess: (reply) => {
        if (body === withoutCode && promo.applied) markPromoUnsupported(PROMO_MESSAGES.unsupported);
        paymentRedirect.go(reply.authorization_url);
      },
      onError: (failure) => {
        if (body.promo_code && promoFieldRefused(failure)) return send(withoutCode, withoutCode);
        if (body.promo_code && promoRefusal(failure)) removePromo(promoTakenOffMessage(failure));
        const shortfalls = stockShortfalls(failure);
        // An answer that names no line (a host that sends none) reads like any refusal.
        if (shortfalls?.length) {
          const message = outOfStockMessage(shortfalls, readCart());
          setStockMessage(message);
          try {
            applyStockLeft(shortfalls);
          } catch (error) {
            if (!(error instanceof CartWriteError)) throw error; // the cart page shows why it did not change
          }
          if (readCart().length === 0) showCartNotice(message);
          window.alert(message);
          return;
        }
        setStockMessage(null);
        window.alert(checkoutErrorMessage(failure));
      },
    });
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    start();
  }

  return (
    <>
      <section aria-label="Checkout" className="min-w-0 lg:col-start-1">
        {session.isAuthenticated ? (
          <CheckoutForm
            id={formId}
            values={values}
            problemsOf={form.fieldProps}
            email={email}
            states={states}
            disabled={starting}
            onChange={update}
            onLeave={form.leave}
            onSubmit={onSubmit}
          />
        ) : (
          <SignInPrompt />
        )}
      </section>
      <OrderSummary
        lines={lines}
        promo={promo.applied}
        promoField={<PromoCodeField promo={promo} />}
        className="lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1"
      >
        <PayNowButton
          signedIn={session.isAuthenticated}
          formId={formId}
          ready={validation.ok}
          starting={starting}
          missing={validation.ok ? '' : listMissing(validation.missing, validation.problems.fields)}
          error={error}
          onPress={start}
        />
      </OrderSummary>
    </>
  );
}
