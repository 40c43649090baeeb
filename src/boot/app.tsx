/**
 * The app itself: its query client and router, drawn from nothing or adopted from a prerendered
 * page's markup (docs/decisions/0020-performance-choices.md). The `boot: …` User Timing marks name
 * the steps in a trace; e2e/prerendered.e2e.ts checks that each is in a task of its own on a
 * prerendered page.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api } from '@/api/client';
import { signOut } from '@/api/queries/auth';
import { createQueryClient, signOutInAdminArea } from '@/api/query-client';
import { createAppRouter, onSessionExpired } from '@/router';
import type { Prerendered } from './prerendered';

export interface App {
  queryClient: QueryClient;
  router: ReturnType<typeof createAppRouter>;
}

/** Where the app draws: `#root` of index.html. */
export const appRoot = () => document.getElementById('root')!;

/** The query client and the router; a refresh that fails sends the user to /account?next= (where they were). */
export function buildApp(): App {
  const queryClient = createQueryClient({ onUnauthorized: signOutInAdminArea(signOut) });
  const router = createAppRouter(queryClient);
  performance.mark('boot: router built');
  // The refresh failed: the tokens are gone; send the user to /account?next= (where they were).
  api.setSessionExpiredHandler(onSessionExpired(router, queryClient));
  return { queryClient, router };
}

function element({ queryClient, router }: App) {
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
}

/** A page drawn from nothing (the cart, the account, the back office, any page of a real-host build). */
export function renderApp(app: App) {
  createRoot(appRoot()).render(element(app));
}

/**
 * A prerendered page: its data into the query cache, and its matches, its search params validated
 * (its schema built on first use): the first part of `router.load()`, which then finds the schema built.
 */
export function adoptPage({ queryClient, router }: App, prerendered: Prerendered) {
  prerendered.hydrate(queryClient);
  // What the router's own server rendering sets in the browser: it then draws the same Suspense
  // boundaries as it did in Node (src/prerender.tsx), so the markup matches.
  router.ssr = { manifest: undefined };
  router.matchRoutes(router.state.location);
  performance.mark('boot: page matched');
}

/** The route's code and loaders first (its data is in the cache), so the first render is the page. */
export async function hydrateApp(app: App) {
  performance.mark('boot: router loading');
  await app.router.load();
  // A transition: React hydrates in slices and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(appRoot(), element(app), {
      onRecoverableError: (error) =>
        console.warn('[hydrate] the prerendered markup did not match; React drew it again', error),
    });
  });
}
