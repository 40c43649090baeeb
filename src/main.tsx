/**
 * Boot: start the mock backend when no real host is configured, then render.
 * The condition reads `import.meta.env` directly: Vite replaces it with a literal at build time,
 * so with VITE_API_BASE_URL set the branch is dead and the mock chunk is not even emitted
 * (a property of an imported object would not be folded; e2e/real-host-build.e2e.ts checks this).
 *
 * A prerendered page (docs/decisions/0022-prerendered-shopper-pages.md) is hydrated: the queries
 * start from the data its markup was made from, React adopts the markup instead of drawing it
 * again, and the mock backend starts beside it (requests wait for it). Everywhere else, and when
 * the page was rendered for another address, the app renders as before.
 */
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { api } from '@/api/client';
import { signOut } from '@/api/queries/auth';
import { createQueryClient, signOutInAdminArea } from '@/api/query-client';
import { takePrerendered } from '@/lib/prerendered';
import { createAppRouter } from './router';

async function boot() {
  const container = document.getElementById('root')!;
  const prerendered = takePrerendered(document, location, !import.meta.env.VITE_API_BASE_URL);
  // Markup made for another address (/products?category=…) must not show meanwhile.
  if (!prerendered) container.replaceChildren();

  if (!import.meta.env.VITE_API_BASE_URL) {
    const starting = import('../mocks/browser').then(({ startMockBackend }) => startMockBackend());
    if (prerendered) api.holdRequestsUntil(starting);
    else await starting;
  }
  const queryClient = createQueryClient({ onUnauthorized: signOutInAdminArea(signOut) });
  const router = createAppRouter(queryClient);
  // The refresh failed: the tokens are gone; send the user to /account.
  api.setSessionExpiredHandler(() => {
    queryClient.clear();
    void router.navigate({ to: '/account' });
  });
  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>
  );
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  prerendered.hydrate(queryClient);
  // What the router's own server rendering sets in the browser: it then draws the same Suspense
  // boundaries as it did in Node (src/prerender.tsx), so the markup matches.
  router.ssr = { manifest: undefined };
  // The route's code and loaders first (its data is in the cache), so the first render is the page.
  await router.load();
  // A transition: React hydrates in slices and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) => console.warn('[hydrate] the prerendered markup did not match; React drew it again', error),
    });
  });
}

void boot();
