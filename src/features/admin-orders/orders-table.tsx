/**
 * The orders table (spec section 2, Admin orders): Order, Customer, Status, Total, Placed,
 * Actions; Customer, Total and Placed hide on small screens (the Order cell then carries the
 * email). 6 skeleton rows while loading, 'No orders found' when empty, and the footer
 * 'Page N • count result(s) of total' with Prev and Next disabled by has_prev and has_next.
 */
import type { AdminOrder, AdminOrderList } from '@/api/queries/admin';
import { ChangedBadge, useHighlight } from '@/components/ui/highlight';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { StatusBadge } from '@/components/ui/status-badge';
import { ORDERS_SKELETON_ROWS } from '@/config/constants';
import { pageSummary } from './orders-search';
import { formatDate } from '@/lib/dates';

export const NO_ORDERS = 'No orders found';

const wide = 'hidden md:table-cell';
const th = 'px-3 py-3 text-left text-xs font-semibold uppercase tracking-wide text-ink-600 sm:px-4';
const td = 'px-3 py-3 align-middle text-sm text-ink-900 sm:px-4';

export interface OrdersTableProps {
  data: AdminOrderList | undefined;
  loading: boolean;
  /** The previous page is on screen while the next one loads. */
  stale: boolean;
  page: number;
  /** The row of the order last opened, marked on return to the list. */
  markedId?: number;
  /** The row of the order an action just changed: 'Updated', brought to view and briefly tinted. */
  changedId?: number;
  onView: (id: number) => void;
  onPage: (page: number) => void;
}

export function OrdersTable({ data, loading, stale, page, markedId, changedId, onView, onPage }: OrdersTableProps) {
  const orders = data?.orders ?? [];
  return (
    <div
      className={`overflow-hidden rounded-2xl border border-ink-200 bg-white transition-opacity ${stale ? 'opacity-60' : ''}`}
      aria-busy={loading || stale}
    >
      <table className="w-full table-fixed border-collapse md:table-auto">
        <caption className="sr-only">
          Orders{data ? `, ${pageSummary(data.pagination.page || page, orders.length, data.pagination.total)}` : ''}
        </caption>
        <thead className="border-b border-ink-200 bg-ink-50">
          <tr>
            <th scope="col" className={th}>
              Order
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Customer
            </th>
            <th scope="col" className={`${th} w-28 md:w-auto`}>
              Status
            </th>
            <th scope="col" className={`${th} ${wide} text-right`}>
              Total
            </th>
            <th scope="col" className={`${th} ${wide}`}>
              Placed
            </th>
            <th scope="col" className={`${th} w-22 text-right md:w-auto`}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {loading ? (
            <SkeletonRows />
          ) : orders.length === 0 ? (
            <tr>
              <td colSpan={6} className="px-4 py-12 text-center text-ink-600">
                {NO_ORDERS}
              </td>
            </tr>
          ) : (
            orders.map((order) => (
              <OrderRow
                key={order.id}
                order={order}
                marked={order.id === markedId}
                changed={order.id === changedId}
                onView={onView}
              />
            ))
          )}
        </tbody>
      </table>
      {data && !loading && (
        <Footer
          page={data.pagination.page || page}
          count={orders.length}
          total={data.pagination.total}
          hasPrev={data.pagination.has_prev}
          hasNext={data.pagination.has_next}
          onPage={onPage}
        />
      )}
    </div>
  );
}

/** One order's row: marked when it was the last opened; 'Updated' and brought to view when an action changed it. */
function OrderRow({
  order,
  marked,
  changed,
  onView,
}: {
  order: AdminOrder;
  marked: boolean;
  changed: boolean;
  onView: (id: number) => void;
}) {
  const total = order.amount_total;
  const ref = useHighlight<HTMLTableRowElement>(changed);
  return (
    <tr ref={ref} aria-current={marked ? 'true' : undefined} className={marked ? 'bg-brand-50' : 'hover:bg-ink-50'}>
      <td className={td}>
        <span className="font-semibold">#{order.id}</span>
        {changed && (
          <span className="ml-2">
            <ChangedBadge>Updated</ChangedBadge>
          </span>
        )}
        <span className="block truncate font-mono text-xs text-ink-600" title={order.paystack_reference}>
          {order.paystack_reference}
        </span>
        <span className="block truncate text-xs text-ink-600 md:hidden" title={order.email}>
          {order.email}
        </span>
      </td>
      <td className={`${td} ${wide} max-w-64 truncate`} title={order.email}>
        {order.email}
      </td>
      <td className={td}>
        <StatusBadge status={order.status} />
      </td>
      <td className={`${td} ${wide} text-right tabular-nums`}>{total === null ? '—' : <Price value={total} />}</td>
      <td className={`${td} ${wide} whitespace-nowrap`}>
        <time dateTime={order.created_at}>{formatDate(order.created_at)}</time>
      </td>
      <td className={`${td} text-right`}>
        <button
          type="button"
          className="btn-secondary min-h-11 px-3 sm:px-4"
          onClick={() => onView(order.id)}
          aria-label={`View order #${order.id}`}
          data-order-view={order.id}
        >
          View
        </button>
      </td>
    </tr>
  );
}

function Footer({
  page,
  count,
  total,
  hasPrev,
  hasNext,
  onPage,
}: {
  page: number;
  count: number;
  total: number;
  hasPrev: boolean;
  hasNext: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav
      aria-label="Pages of orders"
      className="flex flex-wrap items-center justify-between gap-3 border-t border-ink-200 px-3 py-3 sm:px-4"
    >
      <p className="text-sm text-ink-700">{pageSummary(page, count, total)}</p>
      <div className="flex gap-2">
        <button
          type="button"
          className="btn-secondary min-h-11 px-4"
          disabled={!hasPrev}
          onClick={() => onPage(page - 1)}
        >
          <span aria-hidden="true">←</span> Prev
        </button>
        <button
          type="button"
          className="btn-secondary min-h-11 px-4"
          disabled={!hasNext}
          onClick={() => onPage(page + 1)}
        >
          Next <span aria-hidden="true">→</span>
        </button>
      </div>
    </nav>
  );
}

function SkeletonRows() {
  return (
    <>
      {Array.from({ length: ORDERS_SKELETON_ROWS }, (_, i) => (
        <tr key={i} data-skeleton-row="">
          <td className={td}>
            <Skeleton className="h-4 w-16" />
            <Skeleton className="mt-1.5 h-3 w-28" />
          </td>
          <td className={`${td} ${wide}`}>
            <Skeleton className="h-4 w-40" />
          </td>
          <td className={td}>
            <Skeleton className="h-5 w-16 rounded-full" />
          </td>
          <td className={`${td} ${wide}`}>
            <Skeleton className="ml-auto h-4 w-20" />
          </td>
          <td className={`${td} ${wide}`}>
            <Skeleton className="h-4 w-24" />
          </td>
          <td className={td}>
            <Skeleton className="ml-auto h-10 w-20 rounded-full" />
          </td>
        </tr>
      ))}
    </>
  );
}
