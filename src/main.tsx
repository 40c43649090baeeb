/**
 * Boot: render the app; with no real host configured, the mock backend starts on demand.
 * The condition reads `import.meta.env` directly: Vite replaces it with a literal at build time,
 * so with VITE_API_BASE_URL set the branch is dead and the mock chunk is not even emitted
 * (a property of an imported object would not be folded; e2e/real-host-build.e2e.ts checks this).
 *
 * A prerendered page (docs/decisions/0020-performance-choices.md) is hydrated: the queries
 * start from the data its markup was made from, React adopts the markup instead of drawing it
 * again. Everywhere else, and when the page was rendered for another address, the app renders
 * from nothing. Either way it renders at once; requests wait for the mock backend, which starts
 * on demand, after the page's own code and first paint (below).
 */
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { holdRequestsUntil } from '@/api/backend-ready';
import { api } from '@/api/client';
import { signOut } from '@/api/queries/auth';
import { createQueryClient, signOutInAdminArea } from '@/api/query-client';
import { mockDataSaved, mockScenarioOn, takePrerendered } from '@/lib/prerendered';
import { createAppRouter, onSessionExpired } from './router';

/**
 * What tells that someone is about to use the page (a hover counts: links preload on intent).
 * Not focus: a page may move focus itself (the sign-in form's first field).
 */
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The mock's code (about 500 kB before gzip) in parts, each evaluated in a task of its own: msw,
 * zod, the database, the contract's validators, then the handlers and the rest. Imported at once,
 * it would be one long task, the longest of the back office's first load. The parts are chunks of
 * their own, which `mocks/browser` imports; the page names them (scripts/prerender.ts) and
 * `preloadMockChunks` asks for them. zod comes before the database: its schemas must be built
 * with zod's compiled parsers off (mocks/zod-jitless.ts).
 */
const MOCK_PARTS = [
  () => import('msw/browser'),
  () => import('../mocks/zod-jitless'),
  () => import('../mocks/db'),
  () => import('../mocks/contract/validator'),
];

/**
 * Asks for all of the mock's chunks side by side: the page names them (scripts/prerender.ts).
 * Without this, each part's download would wait for the previous part's evaluation.
 */
function preloadMockChunks() {
  const names = document.querySelector<HTMLMetaElement>('meta[name="mock-chunks"]')?.content.split(' ') ?? [];
  for (const href of names.filter(Boolean)) {
    const link = Object.assign(document.createElement('link'), {
      rel: 'modulepreload',
      href,
      crossOrigin: '',
      fetchPriority: 'low',
    });
    document.head.append(link);
  }
}

async function loadMockInParts() {
  preloadMockChunks();
  for (const part of MOCK_PARTS) {
    await part();
    await yieldToBrowser();
  }
  return import('../mocks/browser');
}

/**
 * The browser reads an origin's whole localStorage on the first access in a page, which is slow
 * where the mock has saved its database (about 560,000 characters). Done here, in a task of its
 * own, rather than inside whatever reads it first: the session's tokens in the first render, or
 * the check of a prerendered page below (docs/decisions/0020-performance-choices.md).
 */
function openStorage() {
  try {
    void localStorage.length;
  } catch {
    // Blocked storage: every reader copes with it.
  }
}

/**
 * Settles once the page has painted something (its first contentful paint, which a prerendered
 * page has done already), or after `ms` without a paint: a page that draws nothing before its data
 * must not wait longer for the mock that brings it.
 */
const firstPaint = (ms: number) =>
  new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = setTimeout(done, ms);
    try {
      observer = new PerformanceObserver(
        (list) => void (list.getEntriesByName('first-contentful-paint').length && done()),
      );
      observer.observe({ type: 'paint', buffered: true });
    } catch {
      done();
    }
  });

async function boot() {
  /** Called once the page's own code has loaded and it has painted (below). */
  let markPageShown = () => {};
  if (!import.meta.env.VITE_API_BASE_URL) {
    const pageShown = new Promise<void>((resolve) => (markPageShown = resolve));
    // The mock backend starts when it is first needed: the first request (which waits for it), or
    // the first sign of a person, so it is ready when they act. Wired at once, while the app's
    // code is evaluated: that sign may come next. A prerendered page, or one that
    // needs no data (the sign-in pages), draws without it. It starts at once when a scenario is on:
    // it reads the scenario from the address, which the person may be about to leave.
    let starting: Promise<unknown> | null = null;
    const startMock = () => {
      if (starting) return starting;
      // The page's own code first: downloaded beside it, the mock's 90 kB (gzip) would slow the
      // page's first paint on a slow network. Without saved data the mock restores the seed, a
      // chunk of its own: asked for beside the mock's chunks, not once the mock has loaded.
      return (starting = pageShown.then(() => {
        if (!mockDataSaved()) void import('../mocks/seed/default-seed').catch(() => undefined);
        return loadMockInParts().then(({ startMockBackend }) => startMockBackend());
      }));
    };
    holdRequestsUntil(startMock);
    if (mockScenarioOn(location)) void startMock();
    else
      for (const type of INTERACTIONS)
        addEventListener(type, () => void startMock(), { once: true, passive: true, capture: true });
  }
  // Then each step in a task of its own (the router's steps on a prerendered page only): opening
  // storage, reading the page's data, building the router, asking for the page's route code,
  // matching the page and loading the router, then rendering. Together they would be one long task
  // while the page loads, when the main thread gets only part of a core; apart, each stays short
  // enough that Lighthouse does not count it as blocking
  // (docs/decisions/0020-performance-choices.md). The marks name the steps in a trace;
  // e2e/prerendered.e2e.ts checks that they are in tasks of their own.
  await yieldToBrowser();
  openStorage();
  await yieldToBrowser();
  const container = document.getElementById('root')!;
  // Only a mock build is prerendered; for a real host this is dead code and leaves the bundle.
  const prerendered = import.meta.env.VITE_API_BASE_URL ? null : takePrerendered(document, location);
  // Markup made for another address (/products?category=…) must not show meanwhile.
  if (!prerendered) container.replaceChildren();
  await yieldToBrowser();
  const queryClient = createQueryClient({ onUnauthorized: signOutInAdminArea(signOut) });
  const router = createAppRouter(queryClient);
  performance.mark('boot: router built');
  // On a page drawn from nothing, the first render comes next and is the long task: no yield.
  if (prerendered) await yieldToBrowser();
  if (!import.meta.env.VITE_API_BASE_URL) {
    // The code of the page's routes (what the router loads before it can draw the page), never
    // their data: a route that waits for data waits for the mock, which waits for this.
    const pageRoutes = router.getMatchedRoutes(location.pathname)[0];
    void Promise.all(pageRoutes.map((route) => router.loadRouteChunk(route)))
      .catch(() => undefined)
      .then(() => firstPaint(300))
      .then(markPageShown);
  }
  // The refresh failed: the tokens are gone; send the user to /account?next= (where they were).
  api.setSessionExpiredHandler(onSessionExpired(router, queryClient));
  performance.mark('boot: route code asked for');
  if (prerendered) await yieldToBrowser();
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
  // The page's matches, its search params validated (its schema built on first use): the first
  // part of `router.load()`, which then finds the schema built.
  router.matchRoutes(router.state.location);
  performance.mark('boot: page matched');
  await yieldToBrowser();
  // The route's code and loaders first (its data is in the cache), so the first render is the page.
  performance.mark('boot: router loading');
  await router.load();
  // A transition: React hydrates in slices and yields to the browser between them.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) =>
        console.warn('[hydrate] the prerendered markup did not match; React drew it again', error),
    });
  });
}

void boot();
