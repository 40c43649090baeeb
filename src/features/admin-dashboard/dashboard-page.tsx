/**
 * /admin (spec section 2, Admin dashboard): the window chosen in the URL (?range= or ?from=&to=),
 * the all-time totals, the net revenue chart, the window summary, Top products by revenue, Recent
 * orders and Recent users, and the Low stock card when the host sends it (decision 0047). While
 * another window loads, the previous figures stay on screen, dimmed, with a loading hint.
 */
import { useQuery } from '@tanstack/react-query';
import { overviewQueryOptions } from '@/api/queries/admin';
import { serverMessage } from '@/api/errors';
import { AllTimeTotals, RecentOrders, RecentUsers, TopProducts, WindowSummary } from './dashboard-sections';
import { DashboardError, DashboardSkeleton, DashboardTitle } from './dashboard-states';
import { formatDay, overviewQueryFromSearch, requestedWindow, type DashboardSearch } from './dashboard-values';
import { LowStockCard } from './low-stock-card';
import { RangeSelector } from './range-selector';
import { RevenueChart } from './revenue-chart';

export interface DashboardPageProps {
  search: DashboardSearch;
  onSearchChange: (next: DashboardSearch) => void;
}

export function DashboardPage({ search, onSearchChange }: DashboardPageProps) {
  const query = useQuery(overviewQueryOptions(overviewQueryFromSearch(search)));
  const overview = query.data;
  const updating = query.isPlaceholderData && query.isFetching;
  // The API labels a custom window with its ISO dates; the dates follow in words anyway.
  const windowName = overview ? (/^\d{4}-/.test(overview.range.label) ? 'Custom range' : overview.range.label) : '';
  const dates = overview ? `${formatDay(overview.range.from)} – ${formatDay(overview.range.to)}` : '';

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        {/* Before the figures come, the window the URL asks for, worked out as the API does: the
            person sees at once which window is coming (it is also the page's largest text, so its
            first paint is the page's LCP). */}
        <DashboardTitle
          shown={
            overview ? { name: windowName, from: overview.range.from, to: overview.range.to } : requestedWindow(search)
          }
        />
        <p role="status" className="min-h-5 text-sm font-medium text-brand-800">
          {updating ? 'Loading the selected range…' : ''}
        </p>
      </div>
      <RangeSelector search={search} onChange={onSearchChange} shown={overview?.range} />

      {query.isPending ? (
        <DashboardSkeleton />
      ) : query.isError ? (
        <DashboardError
          detail={serverMessage(query.error)}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <div className={`space-y-8 transition-opacity ${updating ? 'opacity-60' : ''}`} aria-busy={updating}>
          <AllTimeTotals totals={query.data.totals_all_time} />
          <WindowSummary overview={query.data} />
          <RevenueChart
            days={query.data.revenue_window.timeseries_daily}
            plotted={query.data.revenue_window.plotted}
            label={`${windowName.toLowerCase()}, ${dates}`}
          />
          <div className="grid gap-6 lg:grid-cols-2">
            <TopProducts products={query.data.top_products_window} />
            <RecentUsers users={query.data.recent.users} />
            <RecentOrders orders={query.data.recent.orders} className="lg:col-span-2" />
            {/* Last: the skeleton draws the lists where they come, whether or not the host counts stock. */}
            {query.data.low_stock && <LowStockCard lowStock={query.data.low_stock} className="lg:col-span-2" />}
          </div>
        </div>
      )}
    </div>
  );
}
