/**
 * For tests: the whole app (the real route tree, layouts and loaders) in a memory history, with
 * the app's query client except that retries do not wait. Talks to the mock backend that the test
 * file starts with `withMockBackend()` (mocks/test/server.ts).
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router';
import { createQueryClient } from '@/api/query-client';
import { ErrorPage } from '@/components/ui/error-page';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { PageLoading } from '@/components/ui/page-loading';
import { routeTree } from '@/routeTree.gen';

export interface RenderAppOptions {
  /** Runs once the router exists, before it loads the page (to wire what src/main.tsx wires). */
  beforeLoad?: (router: ReturnType<typeof createAppTestRouter>, queryClient: QueryClient) => void;
}

function createAppTestRouter(path: string, queryClient: QueryClient) {
  return createRouter({
    routeTree,
    history: createMemoryHistory({ initialEntries: [path] }),
    context: { queryClient },
    defaultPreloadStaleTime: 0,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PageLoading,
  });
}

export async function renderApp(path: string, options: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  const router = createAppTestRouter(path, queryClient);
  const history = router.history;
  options.beforeLoad?.(router, queryClient);
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, history, queryClient };
}

/** Where the app is: the path and the parsed search params. */
export function here(router: { state: { location: { pathname: string; search: unknown } } }) {
  return { pathname: router.state.location.pathname, search: router.state.location.search as Record<string, unknown> };
}

/** The path and search the app shows, as a URL reads. */
export function currentUrl(router: { state: { location: { href: string } } }): string {
  return router.state.location.href;
}
