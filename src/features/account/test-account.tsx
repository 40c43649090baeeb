/**
 * For tests: the account screens in a memory router whose /account, /login and /register routes
 * validate their search as the app's routes do, with a home page and a catch-all to land on, and
 * a query client of their own. Talks to whatever the test file serves (`withMockBackend()`).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { AccountPage } from './account-page';
import { accountSearchSchema, nextSearchSchema } from './account-search';

export async function renderAccount(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <main>
        <Outlet />
      </main>
    ),
  });
  const accountRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/account',
    validateSearch: accountSearchSchema,
    component: function Account() {
      const { mode, next } = accountRoute.useSearch();
      return <AccountPage mode={mode ?? 'login'} next={next} />;
    },
  });
  const loginRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/login',
    validateSearch: nextSearchSchema,
    component: function Login() {
      const { next } = loginRoute.useSearch();
      return <AccountPage mode="login" next={next} />;
    },
  });
  const registerRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/register',
    validateSearch: nextSearchSchema,
    component: function Register() {
      const { next } = registerRoute.useSearch();
      return <AccountPage mode="register" next={next} />;
    },
  });
  const homeRoute = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home page</h1> });
  const otherRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '$',
    component: () => <h1>Another page</h1>,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([accountRoute, loginRoute, registerRoute, homeRoute, otherRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** Where the router is: the path, and the search as the URL spells it. */
export function where(router: { state: { location: { pathname: string; searchStr: string } } }): string {
  return router.state.location.pathname + router.state.location.searchStr;
}
