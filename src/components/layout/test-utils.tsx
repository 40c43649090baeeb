/**
 * Rendering a layout piece for a test: inside a memory router and a query client of its own.
 * The route tree is a root route that renders the piece above an <Outlet />, an index route and a
 * catch-all, so every link the layout makes lands somewhere and `router.state.location` tells
 * where. Nothing here talks to the network.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { sessionStore } from '@/api/session';
import { tokens, type User } from '@/api/tokens';

configure({ asyncUtilTimeout: 5000 });
// Vitest runs without globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

export interface RenderOptions {
  /** Where the memory history starts (default '/'). */
  path?: string;
  /** What the routes below the piece render (default: the path's name in a paragraph). */
  page?: ReactNode;
}

export async function renderWithRouter(ui: ReactNode, { path = '/', page }: RenderOptions = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
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
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, anyRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

/** Where the router is now: the path and the parsed search params. */
export function currentLocation(router: { state: { location: { pathname: string; search: unknown } } }) {
  return { pathname: router.state.location.pathname, search: router.state.location.search as Record<string, unknown> };
}

export const CUSTOMER: User = {
  id: 1,
  email: 'customer@example.com',
  role: 'user',
  created_at: '2026-01-01T00:00:00Z',
  orders_count: 0,
};

export const ADMIN: User = { ...CUSTOMER, id: 2, email: 'admin@example.com', role: 'admin' };

/** Stores a session as a login would (no request is made) and lets the session store see it. */
export function signInAs(user: User = CUSTOMER): void {
  tokens.setSession({ access_token: 'x', refresh_token: 'y', user });
  sessionStore.refresh();
}

/** Back to signed out (tokens, cached user) and an empty cart. */
export function resetBrowserState(): void {
  tokens.clear();
  sessionStore.refresh();
  localStorage.clear();
  sessionStorage.clear();
}
