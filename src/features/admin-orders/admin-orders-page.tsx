/**
 * /admin/orders (spec section 2, Admin orders): title, Refresh, CSV export, the filters and the
 * table, all in the URL; ?highlight={id} opens one order's detail in place of the list. Back on
 * the list, the row of the order just seen is marked and its View button has the focus; after an
 * action (fulfil, cancel, refund) its row also says 'Updated', is scrolled into view and briefly
 * tinted, beside the action's toast.
 */
import { useQuery } from '@tanstack/react-query';
import { RefreshButton } from '@/components/ui/refresh-button';
import { useEffect, useRef, useState } from 'react';
import { failureText } from '@/api/errors';
import { adminOrdersQueryOptions, fetchAllAdminOrders } from '@/api/queries/admin';
import { ExportCsvButton } from '@/components/ui/export-csv-button';
import { BackButton, OrderDetailPanel } from './order-detail-panel';
import { ordersCsv } from './orders-csv';
import { exportQuery, listQuery, withHighlight, withPage, type AdminOrdersSearch } from './orders-search';
import { OrdersTable } from './orders-table';
import { OrdersToolbar } from './orders-toolbar';

export interface AdminOrdersPageProps {
  search: AdminOrdersSearch;
  /** `resetScroll: false` keeps the window where it is (back on the list, the row brings itself to view). */
  onNavigate: (next: AdminOrdersSearch, options?: { resetScroll?: boolean }) => void;
}

export function AdminOrdersPage({ search, onNavigate }: AdminOrdersPageProps) {
  const list = useQuery(adminOrdersQueryOptions(listQuery(search)));
  const highlight = search.highlight;
  const onPage = highlight === undefined ? undefined : list.data?.orders.find((o) => o.id === highlight);
  // Not on this page (a link from elsewhere): ask for its id. '#42' matches only order 42; a bare
  // '42' would also match every email and payment reference containing "42".
  const single = useQuery({
    ...adminOrdersQueryOptions({ q: `#${highlight ?? ''}` }),
    enabled: highlight !== undefined && !onPage && !list.isPending,
  });
  const found = onPage ?? single.data?.orders.find((o) => o.id === highlight);

  // The order last opened: its row is marked, and its View button gets the focus back.
  const [lastViewed, setLastViewed] = useState<number | undefined>(highlight);
  // The order an action just changed (fulfilled, cancelled, refunded).
  const [changed, setChanged] = useState<number>();
  const returning = useRef(false);
  if (highlight !== undefined && highlight !== lastViewed) setLastViewed(highlight);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (highlight !== undefined || !returning.current || list.isPending) return;
    returning.current = false;
    const view = document.querySelector<HTMLButtonElement>(`[data-order-view="${lastViewed}"]`);
    // A changed row scrolls itself to the middle of the screen (OrdersTable), clear of the toast.
    (view ?? headingRef.current)?.focus({ preventScroll: view !== null && lastViewed === changed });
  }, [highlight, lastViewed, changed, list.isPending]);

  const back = () => {
    returning.current = true;
    onNavigate(withHighlight(search, undefined), { resetScroll: false });
  };

  const refreshing = (list.isFetching && !list.isPending) || single.isFetching;
  const refresh = () => {
    void list.refetch();
    if (highlight !== undefined && !onPage) void single.refetch();
  };

  return (
    <div className="mx-auto max-w-6xl space-y-5">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 ref={headingRef} tabIndex={-1} className="font-display text-3xl font-bold text-ink-900 focus:outline-none">
          Orders
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          <RefreshButton onClick={refresh} busy={refreshing}>
            {refreshing ? 'Refreshing…' : 'Refresh'}
          </RefreshButton>
          <ExportCsvButton
            stem="orders"
            what="orders"
            build={async (onProgress, signal) =>
              ordersCsv(await fetchAllAdminOrders(exportQuery(search), onProgress, signal))
            }
          />
        </div>
      </header>

      {highlight !== undefined ? (
        found ? (
          <OrderDetailPanel
            key={found.id}
            order={found}
            onBack={back}
            onDone={() => {
              setChanged(found.id);
              back();
            }}
          />
        ) : (
          <DetailState
            onBack={back}
            loading={list.isPending || single.isPending || single.isFetching}
            error={list.isError && !list.data ? list.error : single.isError ? single.error : null}
            id={highlight}
            onRetry={refresh}
          />
        )
      ) : (
        <>
          <OrdersToolbar search={search} onChange={onNavigate} />
          {list.isError && !list.data ? (
            <LoadFailure error={list.error} onRetry={() => void list.refetch()} retrying={list.isFetching} />
          ) : (
            <OrdersTable
              data={list.data}
              loading={list.isPending}
              stale={list.isPlaceholderData}
              page={search.page}
              markedId={lastViewed}
              changedId={changed}
              onView={(id) => {
                setChanged(undefined);
                onNavigate(withHighlight(search, id));
              }}
              onPage={(page) => onNavigate(withPage(search, page))}
            />
          )}
          {list.isError && list.data && (
            <p role="alert" className="text-sm text-red-700">
              Could not refresh the orders: {failureText(list.error, 'check your connection and try again.')}
            </p>
          )}
        </>
      )}
    </div>
  );
}

function LoadFailure({ error, onRetry, retrying }: { error: Error; onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
      <h2 className="text-xl font-semibold text-red-900">Could not load orders</h2>
      <p className="mt-2 text-red-900">{failureText(error, 'Check your connection and try again.')}</p>
      <button type="button" className="btn-primary mt-5" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </button>
    </div>
  );
}

function DetailState({
  id,
  loading,
  error,
  onBack,
  onRetry,
}: {
  id: number;
  loading: boolean;
  error: Error | null;
  onBack: () => void;
  onRetry: () => void;
}) {
  return (
    <div className="space-y-4">
      <BackButton onBack={onBack} />
      {loading ? (
        <p role="status" className="rounded-2xl border border-ink-200 bg-white px-6 py-8 text-ink-600">
          Loading order #{id}…
        </p>
      ) : error ? (
        <LoadFailure error={error} onRetry={onRetry} retrying={false} />
      ) : (
        <div role="alert" className="rounded-2xl border border-ink-200 bg-white px-6 py-8">
          <h2 className="text-xl font-semibold text-ink-900">Order #{id} was not found</h2>
          <p className="mt-2 text-ink-600">
            It may have been removed, or the link is wrong. Go back to the list to find it by email or reference.
          </p>
        </div>
      )}
    </div>
  );
}
