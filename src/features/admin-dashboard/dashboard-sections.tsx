/**
 * The dashboard's blocks (spec section 2, Admin dashboard): the all-time totals, the window
 * summary with the net revenue trend and status count chips, Top products by revenue, Recent
 * orders and Recent users.
 */
import { Link } from '@tanstack/react-router';
import { enums } from '@/api/enums.gen';
import type { ReactNode } from 'react';
import type { Overview } from '@/api/queries/admin';
import { StatusBadge, statusBadgeClass, statusLabel } from '@/components/ui/status-badge';
import { NEW_USER_DAYS } from '@/config/constants';
import { formatNaira } from '@/lib/money';
import { formatCount } from '@/lib/count';
import { formatDate } from '@/lib/dates';
import { CHIP, CHIP_COUNT, NOTE, NOTE_ROOM, NOTED_CARD } from './dashboard-states';
import { isNewUser, netTrend } from './dashboard-values';

const card = 'rounded-2xl bg-white p-4 ring-1 ring-ink-200 sm:p-5';
const STATUSES = enums.OrderStatus;

/**
 * A figure's card. `room`: the longest note it can show under its figure (NOTE_ROOM), whose room
 * the card keeps in its third row whether or not a note comes, as the skeleton does.
 */
function Stat({ label, value, room, children }: { label: string; value: string; room?: string; children?: ReactNode }) {
  return (
    <div className={room ? `${card} ${NOTED_CARD}` : card} data-room={room}>
      <dt className="text-sm font-medium text-ink-600">{label}</dt>
      <dd className="mt-1 break-words font-display text-xl sm:text-2xl font-bold tabular-nums text-ink-900">{value}</dd>
      {children}
    </div>
  );
}

export function AllTimeTotals({ totals }: { totals: Overview['totals_all_time'] }) {
  return (
    <section aria-labelledby="dashboard-totals-title">
      <h2 id="dashboard-totals-title" className="text-lg font-semibold text-ink-900">
        All time
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Stat label="Users" value={formatCount(totals.users)} />
        <Stat label="Products" value={formatCount(totals.products)} />
        <Stat label="Reviews" value={formatCount(totals.reviews)} />
        <Stat label="Orders" value={formatCount(totals.orders)} />
      </dl>
    </section>
  );
}

const TREND_COLOURS = { up: 'text-green-700', down: 'text-red-700', flat: 'text-ink-600' } as const;

export function WindowSummary({ overview }: { overview: Overview }) {
  const revenue = overview.revenue_window;
  const trend = netTrend(revenue.net, revenue.previous_net, overview.range);
  const counts = overview.orders_window.status_counts;
  return (
    <section aria-labelledby="dashboard-window-title">
      <h2 id="dashboard-window-title" className="text-lg font-semibold text-ink-900">
        In this range
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3 xl:grid-cols-4">
        <Stat label="Gross" value={formatNaira(revenue.paid_gross)} room={NOTE_ROOM.gross}>
          {/* What was received: promo discounts (decision 0034) were never paid, so gross and net leave them out. */}
          {revenue.discounts !== null && revenue.discounts > 0 && (
            <dd className={`${NOTE} text-ink-600`}>{`After ${formatNaira(revenue.discounts)} in promo discounts`}</dd>
          )}
        </Stat>
        <Stat label="Refunds" value={formatNaira(revenue.refunds)} />
        <Stat label="Net revenue" value={formatNaira(revenue.net)} room={NOTE_ROOM.net}>
          {trend && (
            <dd className={`${NOTE} font-medium ${TREND_COLOURS[trend.direction]}`} data-trend={trend.direction}>
              <span aria-hidden="true">{trend.arrow} </span>
              <span className="sr-only">{trend.words} </span>
              {trend.change ? `${trend.change} vs ${trend.period}` : `No change vs ${trend.period}`}
            </dd>
          )}
        </Stat>
        {/* An average: to the naira, like the other figures (kobo of an average mean nothing to a reader). */}
        <Stat label="AOV" value={formatNaira(Math.round(revenue.aov))} room={NOTE_ROOM.aov}>
          <dd className={`${NOTE} text-ink-600`}>{NOTE_ROOM.aov}</dd>
        </Stat>
        <div className={`${card} col-span-2 xl:col-span-4`}>
          <dt className="text-sm font-medium text-ink-600">Orders in range</dt>
          <dd className="mt-1 font-display text-2xl font-bold tabular-nums text-ink-900">
            {formatCount(overview.orders_window.total)}
          </dd>
          <dd>
            <ul aria-label="Orders in range by status" className="mt-3 flex flex-wrap gap-2">
              {STATUSES.map((status) => (
                <li
                  key={status}
                  data-status={status}
                  className={`${CHIP} ring-1 ring-inset ${statusBadgeClass(status)}`}
                >
                  {statusLabel(status)}
                  <span className={CHIP_COUNT}>{formatCount(counts[status] ?? 0)}</span>
                </li>
              ))}
            </ul>
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Panel({
  id,
  title,
  children,
  className = '',
}: {
  id: string;
  title: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`${card} min-w-0 ${className}`}>
      <h2 id={id} className="text-lg font-semibold text-ink-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-xl bg-ink-50 px-4 py-6 text-center text-sm text-ink-600">{children}</p>;
}

export function TopProducts({ products }: { products: Overview['top_products_window'] }) {
  return (
    <Panel id="dashboard-top-title" title="Top products by revenue">
      {products.length === 0 ? (
        <Empty>No products sold in this range.</Empty>
      ) : (
        <table className="w-full table-fixed text-sm">
          <thead className="text-left text-ink-600">
            <tr>
              <th scope="col" className="pb-2 font-medium">
                Name
              </th>
              <th scope="col" className="w-12 pb-2 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="w-28 pb-2 text-right font-medium">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-ink-100">
            {products.map((product) => (
              <tr key={product.product_id}>
                <th scope="row" className="py-2 pr-2 text-left font-normal">
                  <Link
                    to="/admin/product/$id"
                    params={{ id: product.product_id }}
                    className="link -my-2 block min-h-11 py-2 break-words"
                  >
                    {product.name}
                  </Link>
                </th>
                <td className="py-2 text-right tabular-nums">{formatCount(product.quantity)}</td>
                <td className="py-2 text-right tabular-nums">{formatNaira(product.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Panel>
  );
}

export function RecentOrders({ orders, className }: { orders: Overview['recent']['orders']; className?: string }) {
  return (
    <Panel id="dashboard-orders-title" title="Recent orders" className={className}>
      {orders.length === 0 ? (
        <Empty>No orders yet.</Empty>
      ) : (
        <ul aria-label="Recent orders" className="divide-y divide-ink-100">
          {orders.map((order) => (
            <li
              key={order.id}
              className="grid grid-cols-[4rem_minmax(0,1fr)_auto] items-center gap-x-3 gap-y-1 py-2.5 text-sm sm:grid-cols-[4rem_minmax(0,1fr)_auto_6rem]"
            >
              <Link
                to="/admin/orders"
                search={{ highlight: order.id }}
                className="link -my-3 inline-flex min-h-11 min-w-11 items-center font-semibold"
                aria-label={`Order #${order.id}`}
              >
                #{order.id}
              </Link>
              <span className="truncate text-ink-700" title={order.email}>
                {order.email}
              </span>
              <span className="order-last col-span-3 flex flex-wrap items-center gap-x-3 gap-y-1 sm:order-none sm:col-span-1 sm:grid sm:grid-cols-[7rem_6.5rem] sm:justify-items-start">
                <time dateTime={order.created_at} className="text-ink-600 sm:text-right">
                  {formatDate(order.created_at)}
                </time>
                <StatusBadge status={order.status} />
              </span>
              <span className="text-right font-semibold tabular-nums text-ink-900">
                {formatNaira(order.amount_total)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

export function RecentUsers({ users }: { users: Overview['recent']['users'] }) {
  return (
    <Panel id="dashboard-users-title" title="Recent users">
      {users.length === 0 ? (
        <Empty>No users yet.</Empty>
      ) : (
        <>
          <ul aria-label="Recent users" className="divide-y divide-ink-100">
            {users.map((user) => (
              <li key={user.id} className="py-2.5 text-sm">
                <div className="flex items-center justify-between gap-2">
                  <span className="min-w-0 truncate text-ink-800" title={user.email}>
                    {user.email}
                  </span>
                  {isNewUser(user.created_at) && (
                    <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-inset ring-brand-600/25">
                      New
                    </span>
                  )}
                </div>
                <p className="text-ink-600">
                  Joined <time dateTime={user.created_at}>{formatDate(user.created_at)}</time>
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-3 text-xs text-ink-600">
            New: joined in the last {NEW_USER_DAYS} days.{' '}
            <Link to="/admin/users" className="link py-1.5">
              All customers
            </Link>
          </p>
        </>
      )}
    </Panel>
  );
}
