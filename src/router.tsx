/** The router, with the query client in its context so loaders can `ensureQueryData`. */
import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { ErrorPage } from '@/components/ui/error-page';
import { NotFoundPage } from '@/components/ui/not-found-page';
import { PageLoading } from '@/components/ui/page-loading';
import { isSignInPath, returnPath } from '@/lib/safe-redirect';
import { routeTree } from './routeTree.gen';

export interface RouterContext {
  queryClient: QueryClient;
}

/** `history`: the browser's by default; a memory history when prerendering (src/prerender.tsx). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: 'intent',
    // Query freshness decides refetching; the router need not cache loader results itself.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    defaultPendingComponent: PageLoading,
  });
}

/**
 * When the session cannot be refreshed (the client has cleared both tokens): drop every cached
 * answer and go to /account with ?next= set to the page the person was on, store or admin, so
 * signing in brings them back there.
 */
export function onSessionExpired(
  router: Pick<ReturnType<typeof createAppRouter>, 'state' | 'navigate'>,
  queryClient: QueryClient,
) {
  return () => {
    const { href, pathname } = router.state.location;
    queryClient.clear();
    // Already signing in (a second call that failed with the first): keep the ?next= it has.
    if (isSignInPath(pathname)) return;
    const next = returnPath(href);
    void router.navigate({ to: '/account', search: { next: next === '/' ? undefined : next } });
  };
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
