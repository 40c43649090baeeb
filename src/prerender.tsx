/**
 * Build-time prerendering (docs/decisions/0020-performance-choices.md): the same router,
 * query client and components as the browser, rendered to HTML in Node for one URL.
 *
 * The route's loaders run first; then every query a component asked for while rendering (the
 * hero's slides, a home grid's products, a product's related products) is fetched, and the page
 * is rendered again, until nothing more is asked for. What the queries hold is returned beside
 * the HTML, so the browser starts from exactly the data the HTML was made from.
 *
 * Runs only in Node (scripts/prerender.ts loads it through Vite); nothing in the app imports it.
 */
import { dehydrate, QueryClientProvider, type DehydratedState } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { isApiError } from '@/api/errors';
import { createQueryClient } from '@/api/query-client';
import { createAppRouter } from './router';

export interface PrerenderedPage {
  /** The markup inside #root. */
  html: string;
  /** The page's title, as the route's `head` sets it. */
  title: string;
  /** The queries the markup was rendered from. */
  state: DehydratedState;
  /** When it was rendered (epoch ms). */
  madeAt: number;
  /** 200, or 404 for a path no route claims (the not-found page). */
  status: number;
  /** The queries that failed, but for a 401 (the page then shows their error state). */
  failed: string[];
}

/** Rounds of "render, fetch what was asked for" before giving up on a page that keeps asking. */
const MAX_ROUNDS = 4;

export async function prerender(url: string): Promise<PrerenderedPage> {
  const queryClient = createQueryClient();
  // A failed answer is reported (below), not asked again with the browser's back-off.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false } });
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  // On a server the router would add an inline script that restores the scroll position before
  // hydration; the CSP allows no inline script, and the browser's router restores it anyway.
  router.update({ ...router.options, scrollRestoration: false });
  await router.load();

  const render = () =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </StrictMode>,
    );

  let html = render();
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const asked = queryClient
      .getQueryCache()
      .findAll()
      .filter(
        (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle' && query.options.queryFn,
      );
    if (asked.length === 0) break;
    await Promise.all(asked.map((query) => query.fetch().catch(() => undefined)));
    html = render();
  }

  const title = router.state.matches.reduce<string>((found, match) => {
    const meta = match.meta?.find((entry) => entry && 'title' in entry && typeof entry.title === 'string');
    return meta?.title ?? found;
  }, '');
  const status = router.state.matches.some((match) => match.routeId.endsWith('/$')) ? 404 : 200;
  const failed = queryClient
    .getQueryCache()
    .findAll()
    // Signed out, as every prerendered page is: a 401 (who am I?) is the answer expected.
    .filter(
      (query) => query.state.status === 'error' && !(isApiError(query.state.error) && query.state.error.status === 401),
    )
    .map((query) => JSON.stringify(query.queryKey));
  const state = dehydrate(queryClient);
  // Its queries' garbage-collection timers would keep Node running for minutes.
  queryClient.clear();
  return { html, title, state, status, failed, madeAt: Date.now() };
}
