/**
 * The one way a test draws the app, in a memory history, with a query client of its own:
 *
 * - `renderApp('/products?q=soap')`: the whole app (the real route tree, layouts and loaders) with
 *   the app's query client, except that retries do not wait. It talks to the mock backend that the
 *   test file starts with `withMockBackend()` (./mock-backend.ts).
 * - `renderApp(<Header />, { url: '/cart' })`: a piece of the layout above a stub page (`page`, or
 *   'Page content'), on an index route and a catch-all, so every link it makes lands somewhere and
 *   `currentUrl(router)` tells where. No retries.
 * - `renderApp('/account?mode=register', { routes: accountRoutes })`: the test's own routes inside
 *   a `<main>` (./account-routes.tsx). No retries.
 *
 * `session` signs a demo account in first (`signInAs`, ./session.ts) and `scenarios` turns mock
 * scenarios on for the test, as `?scenario=` does in the browser; `withMockBackend()` resets both
 * after each test.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
  type AnyRootRoute,
  type AnyRoute,
  type AnyRouter,
} from '@tanstack/react-router';
import { isValidElement, type ReactNode } from 'react';
import { createQueryClient } from '@/api/query-client';
import { ErrorPage } from '@/components/ui/error-page';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { PageLoading } from '@/components/ui/page-loading';
import { routeTree } from '@/routeTree.gen';
import type { DemoRole } from './session';

configure({ asyncUtilTimeout: 5000 });

export interface RenderAppOptions {
  /** A piece: where the memory history starts (default '/'). The whole app takes it as the first argument. */
  url?: string;
  /** A piece: what the routes below it render (default: 'Page content' in a paragraph). */
  page?: ReactNode;
  /** The test's own routes, under a root that draws them inside a `<main>`. */
  routes?: (rootRoute: AnyRootRoute) => AnyRoute[];
  /** A demo account's role: signed in first with `signInAs` (./session.ts). */
  session?: DemoRole;
  /** Mock scenarios on for this test (`operationId:variant`, mocks/scenarios). */
  scenarios?: string[];
  /** The whole app: runs once the router exists, before it loads the page (to wire what src/boot/app.tsx wires). */
  beforeLoad?: (router: ReturnType<typeof appRouter>, queryClient: QueryClient) => void;
}

function appRouter(path: string, queryClient: QueryClient) {
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

/** The app's query client, its retries without the back-off. */
function appQueryClient() {
  const queryClient = createQueryClient();
  const defaults = queryClient.getDefaultOptions();
  queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  return queryClient;
}

const noRetries = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

/** Routes of the test's own (`routes`), or the piece above a stub page. */
function stubRouter(ui: ReactNode, path: string, { page, routes }: RenderAppOptions) {
  if (routes) {
    const rootRoute = createRootRoute({
      component: () => (
        <main>
          <Outlet />
        </main>
      ),
    });
    return createRouter({
      routeTree: rootRoute.addChildren(routes(rootRoute)),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  }
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui}
        <Outlet />
      </>
    ),
  });
  const PageStub = () => page ?? <p>Page content</p>;
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: PageStub });
  const anyRoute = createRoute({ getParentRoute: () => rootRoute, path: '$', component: PageStub });
  return createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
}

export async function renderApp(what: string | ReactNode, options: RenderAppOptions = {}) {
  if (options.scenarios) {
    const { scenarioStore } = await import('@mocks/scenarios/store');
    scenarioStore.set(options.scenarios);
  }
  if (options.session) await (await import('./session')).signInAs(options.session);
  const wholeApp = typeof what === 'string' && !isValidElement(what) && !options.routes;
  const queryClient = wholeApp ? appQueryClient() : noRetries();
  let router: AnyRouter;
  if (wholeApp) {
    const app = appRouter(what, queryClient);
    options.beforeLoad?.(app, queryClient);
    router = app;
  } else {
    const path = typeof what === 'string' ? what : (options.url ?? '/');
    router = stubRouter(typeof what === 'string' ? null : what, path, options);
  }
  const history = router.history;
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, history, queryClient };
}

/**
 * The one way a unit test reads where the app is: the path, search and hash as the address bar
 * shows them after the origin (`/products?category=face-cream&page=2`). Journeys read theirs with
 * `currentUrl(page)` (e2e/support/browser.ts).
 */
export function currentUrl(router: { state: { location: { href: string } } }): string {
  return router.state.location.href;
}
