/**
 * The right panel: 'Select a customer to view details.' until one is chosen; then 'Loading
 * details…', or 'Could not load user details.' with Retry, or the customer: email, joined date,
 * role badge, Orders, Total spent, Last order, the role and session actions, and the latest orders
 * (each a link to /admin/orders?highlight={id}), or 'No orders yet.'.
 */
import { useQuery } from '@tanstack/react-query';
import { RetryButton } from '@/components/ui/refresh-button';
import { Link } from '@tanstack/react-router';
import type { Ref } from 'react';
import { adminUserQueryOptions, type AdminUserDetail } from '@/api/queries/admin';
import { failureText, isApiError } from '@/api/errors';
import { StatusBadge } from '@/components/ui/status-badge';
import { formatNaira } from '@/lib/money';
import { CustomerActions } from './customer-actions';
import { formatDate } from '@/lib/dates';
import { RoleBadge } from './role-badge';

export interface CustomerPanelProps {
  id: number | undefined;
  /** The way back to the list on phones, where the panel takes the list's place. */
  back?: React.ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function CustomerPanel({ id, back, headingRef }: CustomerPanelProps) {
  if (id === undefined) {
    return <p className="px-5 py-16 text-center text-ink-600">Select a customer to view details.</p>;
  }
  return <CustomerDetail key={id} id={id} back={back} headingRef={headingRef} />;
}

function CustomerDetail({
  id,
  back,
  headingRef,
}: {
  id: number;
  back?: React.ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const query = useQuery(adminUserQueryOptions(id));

  if (query.isPending) {
    return (
      <div className="p-5">
        {back}
        <p role="status" className="flex items-center justify-center gap-2 py-12 text-ink-600">
          <span
            aria-hidden="true"
            className="size-4 animate-spin rounded-full border-2 border-ink-300 border-t-brand-600"
          />
          Loading details…
        </p>
      </div>
    );
  }

  if (query.isError) {
    const notFound = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="p-5">
        {back}
        <div role="alert" className="mt-2 rounded-xl border border-red-200 bg-red-50 px-4 py-6 text-center">
          <p className="font-semibold text-red-900">Could not load user details.</p>
          <p className="mt-1 text-sm text-red-800">
            {failureText(query.error, 'Check your connection and try again.')}
          </p>
          {!notFound && (
            <RetryButton className="btn-primary mt-4" onClick={() => void query.refetch()} busy={query.isFetching} />
          )}
        </div>
      </div>
    );
  }

  return <CustomerDetails detail={query.data} back={back} headingRef={headingRef} refreshing={query.isFetching} />;
}

function CustomerDetails({
  detail,
  back,
  headingRef,
  refreshing,
}: {
  detail: AdminUserDetail;
  back?: React.ReactNode;
  headingRef?: Ref<HTMLHeadingElement>;
  refreshing: boolean;
}) {
  const { user, stats, recent_orders: orders } = detail;
  return (
    <article aria-labelledby="customer-title" aria-busy={refreshing} className="p-5">
      {back}
      <header className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <h2
          id="customer-title"
          ref={headingRef}
          tabIndex={-1}
          className="min-w-0 break-all font-display text-xl font-bold text-ink-900"
        >
          {user.email}
        </h2>
        <RoleBadge role={user.role} />
        <p className="w-full text-sm text-ink-600">
          Joined <time dateTime={user.created_at}>{formatDate(user.created_at, { none: '—' })}</time>
        </p>
      </header>

      <dl className="mt-5 grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
        <Stat label="Orders" value={String(stats.orders_count)} />
        <Stat label="Total spent" value={formatNaira(stats.total_spent)} />
        <Stat
          label="Last order"
          value={
            stats.last_order_at ? <time dateTime={stats.last_order_at}>{formatDate(stats.last_order_at)}</time> : '—'
          }
        />
      </dl>

      <div className="mt-5">
        <CustomerActions user={user} />
      </div>

      <section aria-labelledby="customer-orders" className="mt-6">
        <h3 id="customer-orders" className="text-base font-semibold text-ink-900">
          Recent orders
        </h3>
        {orders.length === 0 ? (
          <p className="mt-2 text-ink-600">No orders yet.</p>
        ) : (
          <ul className="mt-2 divide-y divide-ink-100 rounded-xl border border-ink-200" aria-label="Recent orders">
            {orders.map((order) => (
              <li key={order.id}>
                <Link
                  to="/admin/orders"
                  search={{ highlight: order.id }}
                  className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-1 px-4 py-3 outline-offset-[-3px] hover:bg-ink-50 sm:grid-cols-[1fr_auto_auto]"
                >
                  <span className="min-w-0">
                    <span className="block font-medium text-brand-800 underline decoration-brand-300 underline-offset-2">
                      Order #{order.id}
                    </span>
                    <time dateTime={order.created_at} className="block text-sm text-ink-600">
                      {formatDate(order.created_at, { none: '—' })}
                    </time>
                  </span>
                  <StatusBadge status={order.status} className="justify-self-end" />
                  <span className="col-span-2 text-sm font-semibold text-ink-900 sm:col-span-1 sm:justify-self-end">
                    {formatNaira(order.amount_total)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </article>
  );
}

function Stat({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div className="rounded-xl bg-ink-50 px-4 py-3 ring-1 ring-inset ring-ink-200">
      <dt className="text-xs font-medium uppercase tracking-wide text-ink-600">{label}</dt>
      <dd className="mt-1 text-base font-semibold text-ink-900 sm:text-lg lg:text-base">{value}</dd>
    </div>
  );
}
