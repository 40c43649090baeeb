import { createFileRoute, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { overviewQueryOptions } from '@/api/queries/admin';
import { sessionStore } from '@/api/session';
import { DASHBOARD_DEFAULT_RANGE } from '@/config/constants';
import { DashboardPage } from '@/features/admin-dashboard/dashboard-page';
import { DashboardPending } from '@/features/admin-dashboard/dashboard-states';
import { overviewQueryFromSearch, type DashboardSearch } from '@/features/admin-dashboard/dashboard-values';
import { queryEnums } from '@/api/enums.gen';
import { choiceParam, dateParam, searchSchema } from '@/lib/search-params';

/** The admin dashboard: ?range= (7d, 30d default and left out of the URL, 90d) or ?from=&to=. */
export const Route = createFileRoute('/admin/')({
  // Its loader and skeleton ride with the screen's own chunk: none of the dashboard's code is on a shopper's page.
  codeSplitGroupings: [['loader', 'pendingComponent', 'component'], ['errorComponent'], ['notFoundComponent']],
  validateSearch: searchSchema({
    range: choiceParam(queryEnums.getAdminOverview.range, DASHBOARD_DEFAULT_RANGE),
    from: dateParam(),
    to: dateParam(),
  }),
  search: { middlewares: [stripSearchParams({ range: DASHBOARD_DEFAULT_RANGE })] },
  // The search itself, not the query made from it: that code rides with the screen (below).
  loaderDeps: ({ search }) => ({ range: search.range, from: search.from, to: search.to }),
  loader: async ({ context, deps, cause }) => {
    // Only an admin sees the dashboard (the admin layout decides); nobody else fetches it.
    if (!sessionStore.get().isAdmin) return;
    // The screen reads the same query and shows a failure itself.
    const loading = context.queryClient
      .ensureQueryData(overviewQueryOptions(overviewQueryFromSearch(deps)))
      .catch(() => undefined);
    // A preload (a pointer on a link) fetches ahead. Otherwise the screen draws at once: the
    // heading and the window asked for above skeletons, the figures when they come; changing the
    // window keeps the previous figures on screen, dimmed. Waiting for the figures would leave the
    // page blank, and its largest paint late, until the mock backend has started and answered.
    if (cause === 'preload') await loading;
  },
  pendingComponent: DashboardPendingRoute,
  component: DashboardRoute,
});

function DashboardPendingRoute() {
  return <DashboardPending search={Route.useSearch()} />;
}

function DashboardRoute() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: Route.fullPath });
  const onSearchChange = (next: DashboardSearch) => void navigate({ search: next });
  return <DashboardPage search={search} onSearchChange={onSearchChange} />;
}
