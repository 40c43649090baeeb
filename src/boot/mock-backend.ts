/**
 * The mock backend, started on demand (docs/decisions/0020-performance-choices.md). The condition
 * reads `import.meta.env` directly: Vite replaces it with a literal at build time, so with
 * VITE_API_BASE_URL set the branch is dead and the mock chunks are not even emitted (a property of
 * an imported object would not be folded; e2e/real-host.e2e.ts checks this).
 */
import { holdRequestsUntil } from '@/api/backend-ready';
import { AS_PARAM, SETUP_PARAM } from '@/config/mock-storage-keys';
import { mockDataSaved, mockScenarioOn } from './prerendered';
import { nextTask } from './tasks';

/**
 * What tells that someone is about to use the page (a hover counts: links preload on intent).
 * Not focus: a page may move focus itself (the sign-in form's first field).
 */
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

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
  () => import('../../mocks/zod-jitless'),
  () => import('../../mocks/db'),
  () => import('../../mocks/contract/validator'),
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
    await nextTask();
  }
  return import('../../mocks/browser');
}

/** Settles once the mock has set up the catalogue row the address asked for (`rowSetUp`). */
let rowSetUpDone: Promise<unknown> = Promise.resolve();

/**
 * A catalogue row's link (`?as=customer&setup=checkout`, decision 0041): the parameters,
 * taken off the address before the router reads it, so a reload does not set the row up again.
 * Null when the address has neither.
 */
function takeRowSetUp(): { as: string | null; setup: string | null } | null {
  const url = new URL(location.href);
  const as = url.searchParams.get(AS_PARAM);
  const setup = url.searchParams.get(SETUP_PARAM);
  if (as === null && setup === null) return null;
  url.searchParams.delete(AS_PARAM);
  url.searchParams.delete(SETUP_PARAM);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return { as, setup };
}

/**
 * In a mock build, wires the mock backend: every request waits for it, and it starts on the first
 * request or the first sign of a person, so it is ready when they act. Wired at once, while the
 * app's code is evaluated: that sign may come next. A prerendered page, or one that needs no data
 * (the sign-in pages), draws without it. It starts at once when a scenario is on: it reads the
 * scenario from the address, which the person may be about to leave. A catalogue row's link
 * (`?as=`, `?setup=`) starts it at once too, and the first render waits for it (`rowSetUpApplied`).
 *
 * Returns what to call once the page's own code has loaded and it has painted (`askForPageCode`):
 * the mock's start waits for it. With a real host, it does nothing.
 */
export function startMockOnDemand(): () => void {
  let markPageShown = () => {};
  if (!import.meta.env.VITE_API_BASE_URL) {
    const rowSetUp = takeRowSetUp();
    const pageShown = new Promise<void>((resolve) => (markPageShown = resolve));
    let starting: Promise<unknown> | null = null;
    const startMock = () => {
      if (starting) return starting;
      // The page's own code first: downloaded beside it, the mock's 90 kB (gzip) would slow the
      // page's first paint on a slow network. Without saved data the mock restores the seed, a
      // chunk of its own: asked for beside the mock's chunks, not once the mock has loaded.
      return (starting = pageShown.then(() => {
        if (!mockDataSaved()) void import('../../mocks/seed/default-seed').catch(() => undefined);
        return loadMockInParts().then(({ startMockBackend }) => startMockBackend({ rowSetUp }));
      }));
    };
    holdRequestsUntil(startMock);
    if (rowSetUp) rowSetUpDone = startMock().catch(() => undefined);
    else if (mockScenarioOn(location)) void startMock();
    else
      for (const type of INTERACTIONS)
        addEventListener(type, () => void startMock(), { once: true, passive: true, capture: true });
  }
  return markPageShown;
}

/**
 * What the first render waits for: in a mock build opened by a catalogue row's link, the mock
 * signing in and filling the cart as the row needs (mocks/scenarios/row-setup.ts), so the page is
 * drawn with them; otherwise nothing.
 */
export function rowSetUpApplied(): Promise<unknown> {
  return rowSetUpDone;
}
