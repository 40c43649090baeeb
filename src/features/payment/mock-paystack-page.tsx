/**
 * /mock-paystack: the simulated hosted payment page that checkout's authorization_url opens in
 * mock mode. It shows the amount and the customer's email from the provider, takes a card and
 * settles the payment, then sends the browser back to the store's callback with ?reference= and
 * ?trxref=, as Paystack does.
 */
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CardForm } from './card-form';
import { callbackHref, PaystackError, transactionQueryOptions, type PaystackTransaction } from './paystack-api';
import { PaystackNotice, PaystackShell, Spinner } from './paystack-shell';
import { settledMessage } from './settled-messages';

export interface MockPaystackPageProps {
  reference?: string;
  accessCode?: string;
  /** Where a settled payment sends the browser; a full page load by default. */
  onRedirect?: (url: string) => void;
}

function assignLocation(url: string) {
  window.location.assign(url);
}

export function MockPaystackPage({ reference, accessCode, onRedirect = assignLocation }: MockPaystackPageProps) {
  const ready = Boolean(reference && accessCode);
  const query = useQuery({ ...transactionQueryOptions(reference ?? ''), enabled: ready });
  const email = query.data?.access_code === accessCode ? query.data?.email : undefined;
  // One frame for every state, so the page does not flash while it moves between them.
  return (
    <PaystackShell email={email}>
      <PageState ready={ready} query={query} accessCode={accessCode} onRedirect={onRedirect} />
    </PaystackShell>
  );
}

interface PageStateProps {
  ready: boolean;
  query: UseQueryResult<PaystackTransaction, Error>;
  accessCode?: string;
  onRedirect: (url: string) => void;
}

function PageState({ ready, query, accessCode, onRedirect }: PageStateProps) {
  if (!ready) {
    return (
      <PaystackNotice title="This payment link is incomplete" action={<CartLink />}>
        <p>The link is missing its payment reference or access code. Start the payment again from your cart.</p>
      </PaystackNotice>
    );
  }

  if (query.isPending) {
    return (
      <div role="status" className="flex items-center justify-center gap-3 px-6 py-16 text-gray-700">
        <Spinner className="size-5 text-emerald-700" />
        Loading payment details…
      </div>
    );
  }

  if (query.isError) {
    const error = query.error;
    const kind = error instanceof PaystackError ? error.kind : 'failed';
    if (kind === 'mock-unavailable') {
      return (
        <PaystackNotice title="Test payment page unavailable">
          <p>This test payment page only works with the mock backend.</p>
        </PaystackNotice>
      );
    }
    if (kind === 'not-found') {
      return (
        <PaystackNotice title="Payment not found" action={<CartLink />}>
          <p>No payment has this reference. The link may be old or mistyped: start the payment again from your cart.</p>
        </PaystackNotice>
      );
    }
    return (
      <PaystackNotice
        title="Payment details could not be loaded"
        action={
          <button
            type="button"
            className="btn-primary"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            Try again
          </button>
        }
      >
        <p>{error.message}</p>
      </PaystackNotice>
    );
  }

  const transaction = query.data;
  if (transaction.access_code !== accessCode) {
    return (
      <PaystackNotice title="This payment link is not valid" action={<CartLink />}>
        <p>The access code does not match this payment. Start the payment again from your cart.</p>
      </PaystackNotice>
    );
  }

  if (transaction.status !== 'pending') {
    return (
      <section className="px-5 py-8 text-center sm:px-8" aria-labelledby="settled-title">
        <h1 id="settled-title" className="text-xl font-bold text-gray-900">
          This payment has already been processed
        </h1>
        <p className="mt-2 text-gray-700">{settledMessage(transaction.status)} There is nothing more to pay here.</p>
        <a href={callbackHref(transaction)} className="btn-primary mt-6">
          Return to the store
        </a>
      </section>
    );
  }

  return <CardForm transaction={transaction} onRedirect={onRedirect} />;
}

function CartLink() {
  return (
    <Link to="/cart" className="btn-primary">
      Go to your cart
    </Link>
  );
}
