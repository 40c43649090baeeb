/**
 * The shopper's orders, 10 a page with ?page= (spec section 2, Orders): each with its status badge,
 * item count, total and 'View details'. Empty: 'You have made no orders'. A 401 asks to sign in;
 * any other failure: "Couldn't load orders" with Retry.
 */
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ordersQueryOptions, type Order } from '@/api/queries/orders';
import { isApiError } from '@/api/errors';
import { PayOrderButton } from '@/components/orders/pay-order-button';
import { PrevNextPager } from '@/components/ui/pagination';
import { Price } from '@/components/ui/price';
import { listSearch } from './orders-search';
import { formatDate } from '@/lib/dates';
import { itemCount, itemCountLabel } from './order-values';
import { LoadError, OrdersListSkeleton, SignInPrompt } from './orders-states';
import { StatusBadge } from '@/components/ui/status-badge';

export function OrdersList({ page, next }: { page: number; next: string }) {
  const query = useQuery(ordersQueryOptions(page));

  if (query.isPending) return <OrdersListSkeleton />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 401) return <SignInPrompt next={next} />;
    return <LoadError title="Couldn't load orders" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  }

  const { orders, pagination } = query.data;
  const pageSize = pagination.page_size > 0 ? pagination.page_size : 10;
  const totalPages = Math.max(Math.ceil(pagination.total / pageSize), pagination.has_next ? page + 1 : page);

  if (orders.length === 0) {
    if (pagination.total === 0) {
      return (
        <div className="mx-auto mt-6 max-w-lg rounded-2xl border border-ink-200 bg-ink-50 px-6 py-10 text-center">
          <h2 className="text-xl font-semibold text-ink-900">You have made no orders</h2>
          <p className="mt-2 text-ink-600">
            When you buy something, it will show here with its payment and delivery status.
          </p>
          <Link to="/products" className="btn-primary mt-6">
            Start shopping
          </Link>
        </div>
      );
    }
    return (
      <div className="mx-auto mt-6 max-w-lg rounded-2xl border border-ink-200 bg-ink-50 px-6 py-10 text-center">
        <h2 className="text-xl font-semibold text-ink-900">No orders on this page</h2>
        <Link to="/orders" activeOptions={{ exact: true }} className="btn-primary mt-6">
          Go to the first page
        </Link>
      </div>
    );
  }

  const first = (page - 1) * pageSize + 1;
  return (
    <div
      className={`mt-6 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
      aria-busy={query.isPlaceholderData}
    >
      <p className="text-sm text-ink-600">
        Showing {first}–{first + orders.length - 1} of {pagination.total}
      </p>
      <ul
        className="mt-3 divide-y divide-ink-100 overflow-hidden rounded-2xl border border-ink-200"
        aria-label="Orders"
      >
        {orders.map((order) => (
          <OrderRow key={order.id} order={order} page={page} />
        ))}
      </ul>
      <OrdersPager
        page={page}
        totalPages={totalPages}
        hasPrev={pagination.has_prev || page > 1}
        hasNext={pagination.has_next}
      />
    </div>
  );
}

/** Prev and Next, from the API's has_prev and has_next, with the page in the URL. */
function OrdersPager({
  page,
  totalPages,
  hasPrev,
  hasNext,
}: {
  page: number;
  totalPages: number;
  hasPrev: boolean;
  hasNext: boolean;
}) {
  return (
    <PrevNextPager
      label="Pages of orders"
      hasPrev={hasPrev}
      hasNext={hasNext}
      className="mt-6 sm:justify-center sm:gap-6"
      renderLink={(step, props) => (
        <Link to="/orders" search={listSearch(page + step)} activeOptions={{ exact: true }} {...props} />
      )}
    >
      <span className="text-sm text-ink-600">
        Page {page} of {totalPages}
      </span>
    </PrevNextPager>
  );
}

/** The statuses an order can be paid again from (decision 0035): nothing was paid on it. */
const PAYABLE: readonly string[] = ['pending', 'failed'];

function OrderRow({ order, page }: { order: Order; page: number }) {
  const count = itemCount(order);
  const total = order.amount_total;
  return (
    <li className="grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-3 bg-white px-4 py-4 sm:grid-cols-[minmax(0,1.2fr)_7rem_minmax(0,1fr)_15rem] sm:px-5">
      <div className="min-w-0">
        <p className="font-semibold text-ink-900">Order #{order.id}</p>
        <p className="text-sm text-ink-600">
          <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
        </p>
      </div>
      <div className="justify-self-end sm:justify-self-start">
        <StatusBadge status={order.status} />
      </div>
      <p className="text-sm text-ink-700">
        {count !== null && <span>{itemCountLabel(count)}</span>}
        {count !== null && total !== null && <span aria-hidden="true"> · </span>}
        {total !== null && <Price value={total} className="font-semibold text-ink-900" />}
      </p>
      {/* A phone: View details beside the total, Pay now on a row of its own; wider: Pay now, then View details. */}
      <div className="contents sm:flex sm:items-start sm:justify-end sm:gap-2">
        <Link
          to="/orders"
          search={{ ...listSearch(page), order: order.id }}
          activeOptions={{ exact: true }}
          className="btn-secondary min-h-11 justify-self-end px-4"
        >
          View details <span className="sr-only">of order #{order.id}</span>
        </Link>
        {PAYABLE.includes(order.status) && (
          <PayOrderButton
            orderId={order.id}
            fallback="Open its details and use Buy again to pay for its items from your cart."
            className="col-span-full sm:order-first sm:min-w-0"
            buttonClassName="min-h-11 w-full px-4 sm:w-auto"
          />
        )}
      </div>
    </li>
  );
}
