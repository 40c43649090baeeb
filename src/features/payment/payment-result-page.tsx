/**
 * /paystack/callback (spec section 2, "Payment result"): where the payment page sends the shopper
 * back with ?reference= (or ?trxref=). It verifies the payment (GET /orders/verify, falling back to
 * POST) and shows success, pending or failed by the rule of section 4; success clears the cart.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { verifyQueryOptions } from '@/api/queries/orders';
import { isApiError } from '@/api/errors';
import { PayOrderButton } from '@/components/orders/pay-order-button';
import { Price } from '@/components/ui/price';
import { writeCart } from '@/lib/cart-storage';
import { forgetPendingCheckout } from '@/lib/pending-checkout';
import { paymentOutcome, type PaymentOutcome } from './payment-outcome';
import { ResultIcon } from './result-icon';

export interface PaymentResultPageProps {
  /** `reference`, or else `trxref`, from the URL. */
  reference?: string;
}

export function PaymentResultPage({ reference }: PaymentResultPageProps) {
  if (!reference) {
    return (
      <ResultLayout tone="neutral" title="No reference found">
        <p>
          This page needs the payment reference that the payment page sends back. Your orders show whether a payment
          went through.
        </p>
      </ResultLayout>
    );
  }
  return <Verification key={reference} reference={reference} />;
}

function Verification({ reference }: { reference: string }) {
  const query = useQuery(verifyQueryOptions(reference));
  const outcome = query.data ? paymentOutcome(query.data) : null;

  // A payment that went through empties the cart (spec section 4), and the cart has no unpaid order to pay again.
  useEffect(() => {
    if (outcome !== 'success') return;
    forgetPendingCheckout();
    try {
      writeCart([]);
    } catch {
      // Storage that refuses a write of "[]" has nothing in it worth clearing.
    }
  }, [outcome]);

  if (query.isPending) {
    return (
      <ResultLayout tone="neutral" title="Checking your payment…" busy>
        <p>This takes a moment. Please keep this page open.</p>
      </ResultLayout>
    );
  }

  if (query.isError) {
    const signedOut = isApiError(query.error) && query.error.status === 401;
    return (
      <ResultLayout
        tone="neutral"
        title="Couldn’t verify"
        reference={reference}
        action={
          <button
            type="button"
            className="btn-primary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
            aria-busy={query.isFetching}
          >
            Try again
          </button>
        }
      >
        {signedOut ? (
          <p>
            Sign in to check this payment.{' '}
            <Link
              to="/login"
              search={{ next: `/paystack/callback?reference=${encodeURIComponent(reference)}` }}
              className="link"
            >
              Log in
            </Link>
          </p>
        ) : (
          <p>
            We couldn’t confirm this payment just now. If your card was charged, the order will show as paid once it is
            confirmed.
          </p>
        )}
      </ResultLayout>
    );
  }

  const verify = query.data;
  const state = outcome as PaymentOutcome;
  // The total is read once, in the query layer (normalizeVerify): amount_total, or amount_paid_kobo / 100.
  const details = {
    reference: verify.order?.paystack_reference ?? reference,
    orderId: verify.order?.id,
    amount: verify.order?.amount_total ?? null,
  };
  const recheck = (
    <button
      type="button"
      className="btn-secondary"
      onClick={() => void query.refetch()}
      disabled={query.isFetching}
      aria-busy={query.isFetching}
    >
      {query.isFetching ? 'Checking…' : 'Check again'}
    </button>
  );

  if (state === 'success') {
    return (
      <ResultLayout tone="success" title="Payment successful" {...details}>
        <p>Thank you! Your payment went through and your order is confirmed. Your cart has been cleared.</p>
      </ResultLayout>
    );
  }
  // Pay now pays the same order again (decision 0035): only an order that is pending or failed can be.
  const payable = details.orderId !== undefined && (verify.status === 'pending' || verify.status === 'failed');
  const payAgain = (
    <>
      {payable && (
        <PayOrderButton
          orderId={details.orderId!}
          fallback="Go back to your cart to pay for your items."
          buttonClassName="w-full"
        />
      )}
      <Link to="/cart" className="btn-secondary">
        Back to cart
      </Link>
    </>
  );

  if (state === 'pending' && verify.paystack?.status === 'abandoned') {
    // Cancelled on the payment page (issue 34): said plainly, with the way to pay and the way back.
    return (
      <ResultLayout tone="pending" title="Payment not completed" action={payAgain} primaryAction={payable} {...details}>
        <p>
          You left the payment page before paying, so no money was taken. Your order is waiting for payment, and your
          cart still holds your items.
        </p>
      </ResultLayout>
    );
  }
  if (state === 'pending') {
    return (
      <ResultLayout tone="pending" title="Payment pending" action={recheck} {...details}>
        <p>We are still waiting for the payment provider to confirm this payment. This can take a minute.</p>
      </ResultLayout>
    );
  }
  return (
    <ResultLayout tone="failed" title="Payment failed" action={payAgain} primaryAction={payable} {...details}>
      <p>
        The payment did not go through and no money was taken. Your cart still holds your items, so you can try again.
      </p>
    </ResultLayout>
  );
}

type Tone = 'success' | 'pending' | 'failed' | 'neutral';

interface ResultLayoutProps {
  tone: Tone;
  title: string;
  children: ReactNode;
  reference?: string;
  orderId?: number;
  amount?: number | null;
  action?: ReactNode;
  /** The action is the page's main one (Pay now): 'View your orders' then steps back to a secondary button. */
  primaryAction?: boolean;
  busy?: boolean;
}

function ResultLayout({
  tone,
  title,
  children,
  reference,
  orderId,
  amount,
  action,
  primaryAction = false,
  busy = false,
}: ResultLayoutProps) {
  const known = orderId !== undefined || reference || (amount !== null && amount !== undefined);
  return (
    <section className="mx-auto max-w-xl px-4 py-12 sm:py-16" aria-labelledby="payment-result-title">
      <div
        className="rounded-2xl border border-ink-200 bg-white px-5 py-8 text-center shadow-sm sm:px-10"
        aria-live="polite"
        aria-busy={busy}
      >
        <ResultIcon tone={tone} busy={busy} />
        <h1 id="payment-result-title" className="mt-4 font-display text-2xl font-bold text-ink-900 sm:text-3xl">
          {title}
        </h1>
        <div className="mt-3 text-ink-700">{children}</div>

        {known && (
          <dl className="mx-auto mt-6 max-w-sm divide-y divide-ink-100 rounded-xl bg-ink-50 px-4 text-left text-sm">
            {orderId !== undefined && <Detail term="Order" value={`#${orderId}`} />}
            {reference && (
              <Detail term="Reference" value={<span className="font-mono text-xs sm:text-sm">{reference}</span>} />
            )}
            {amount !== null && amount !== undefined && (
              <Detail term="Amount" value={<Price value={amount} className="font-semibold text-ink-900" />} />
            )}
          </dl>
        )}

        <div className="mt-7 flex flex-col items-stretch gap-3 sm:flex-row sm:flex-wrap sm:justify-center">
          {action}
          <Link to="/orders" className={primaryAction ? 'btn-secondary' : 'btn-primary'}>
            View your orders
          </Link>
          <Link to="/" className="btn-secondary">
            Continue shopping
          </Link>
        </div>
      </div>
    </section>
  );
}

function Detail({ term, value }: { term: string; value: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 py-2.5">
      <dt className="text-ink-600">{term}</dt>
      <dd className="ml-auto text-right whitespace-nowrap text-ink-900">{value}</dd>
    </div>
  );
}
