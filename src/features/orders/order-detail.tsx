/**
 * One order inside /orders (?order={id}): payment-provider status, transaction ID, reference,
 * items, address, subtotal, shipping and total, with Refresh, Retry (after a failure) and Back
 * (to the list, on the same page). A pending or failed order offers 'Pay now' (the same order paid
 * again, decision 0035), a pending one 'Check payment' too; an order never paid (pending, failed,
 * cancelled) offers 'Buy again'.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { orderQueryOptions } from '@/api/queries/orders';
import { isApiError } from '@/api/errors';
import { PayOrderButton } from '@/components/orders/pay-order-button';
import { BuyAgain } from './buy-again';
import { AddressDetails, OrderItems, Panel } from '@/components/orders/order-parts';
import { Amounts, FulfilmentDetails, PaymentDetails } from './order-sections';
import { listSearch } from './orders-search';
import { formatDate } from '@/lib/dates';
import { LoadError, OrderDetailSkeleton, SignInPrompt } from './orders-states';
import { StatusBadge } from '@/components/ui/status-badge';

/** What a host that cannot pay an order again leaves the shopper (decision 0035). */
const PAY_FALLBACK = 'Use Buy again below to pay for its items from your cart.';

function BackLink({ page }: { page: number }) {
  return (
    <Link
      to="/orders"
      search={listSearch(page)}
      activeOptions={{ exact: true }}
      className="btn-secondary min-h-11 px-4"
    >
      <span aria-hidden="true">←</span> Back
    </Link>
  );
}

export function OrderDetail({ id, page, next }: { id: number; page: number; next: string }) {
  const query = useQuery(orderQueryOptions(id));

  if (query.isPending) {
    return (
      <div className="mt-6">
        <BackLink page={page} />
        <OrderDetailSkeleton />
      </div>
    );
  }

  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 401) return <SignInPrompt next={next} />;
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <LoadError
        title="Couldn't load order"
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        extra={<BackLink page={page} />}
      >
        {missing ? 'This order was not found in your account.' : undefined}
      </LoadError>
    );
  }

  const order = query.data;
  return (
    <article className="mt-6" aria-labelledby="order-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <BackLink page={page} />
        <button
          type="button"
          className="btn-secondary min-h-11 px-4"
          onClick={() => void query.refetch()}
          disabled={query.isFetching}
          aria-busy={query.isFetching}
        >
          <svg
            viewBox="0 0 20 20"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.8}
            aria-hidden="true"
            className={`size-4 ${query.isFetching ? 'animate-spin' : ''}`}
          >
            <path d="M16.5 10a6.5 6.5 0 1 1-1.9-4.6M16.5 3.5v3.5H13" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          Refresh
        </button>
      </div>

      <header className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2">
        <h2 id="order-title" className="font-display text-2xl font-bold text-ink-900">
          Order #{order.id}
        </h2>
        <StatusBadge status={order.status} />
        <p className="w-full text-sm text-ink-600">
          Placed <time dateTime={order.created_at}>{formatDate(order.created_at, { time: true })}</time>
        </p>
      </header>

      {order.status === 'pending' && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-amber-200 bg-amber-50 px-4 py-3">
          <p className="text-sm text-amber-950">
            This order is waiting for payment. Pay for it now, or if you have just paid, check the payment again.
          </p>
          <div className="flex w-full flex-wrap items-start gap-3 sm:w-auto">
            <PayOrderButton
              orderId={order.id}
              fallback={PAY_FALLBACK}
              className="min-w-0 flex-1 sm:flex-none"
              buttonClassName="min-h-11 w-full px-4"
            />
            <Link
              to="/paystack/callback"
              search={{ reference: order.paystack_reference }}
              className="btn-secondary min-h-11 flex-1 px-4 sm:flex-none"
            >
              Check payment
            </Link>
          </div>
        </div>
      )}
      {order.status === 'failed' && (
        <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3">
          <p className="text-sm text-red-950">
            The payment for this order failed and no money was taken. You can pay again.
          </p>
          <PayOrderButton
            orderId={order.id}
            fallback={PAY_FALLBACK}
            className="w-full sm:w-auto"
            buttonClassName="min-h-11 w-full px-4"
          />
        </div>
      )}
      {order.status === 'cancelled' && order.cancel_reason && (
        <p className="mt-4 text-sm text-ink-700">Cancelled: {order.cancel_reason}</p>
      )}
      <BuyAgain order={order} />

      <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Panel title="Items" id="order-items">
          <OrderItems items={order.items} />
        </Panel>
        <div className="space-y-4">
          <Panel title="Payment" id="order-payment">
            <PaymentDetails order={order} />
          </Panel>
          <Panel title={order.shipping_address.type === 'pickup' ? 'Pickup' : 'Delivery address'} id="order-address">
            <AddressDetails address={order.shipping_address} />
            <FulfilmentDetails fulfillment={order.fulfillment} />
          </Panel>
          <Panel title="Summary" id="order-summary">
            <Amounts order={order} />
          </Panel>
        </div>
      </div>
    </article>
  );
}
