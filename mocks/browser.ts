/**
 * The mock backend in the browser (dev, Storybook, e2e): a service worker over the same handlers.
 * The database is restored from localStorage when a saved copy exists (else seeded) and saved
 * again after every request that changed it, so it survives a reload and a killed tab.
 */
// First: the schemas below are built with zod's compiled parsers switched off (see the module).
import './zod-jitless';
import { setupWorker } from 'msw/browser';
import { db } from './db';
import { handlers } from './handlers';
import { gateHooks } from './handlers/gate';
import { DATABASE_STORAGE_KEY } from '../src/config/mock-storage-keys';
import { clearPersisted, loadPersisted, savePersisted } from './persistence';
import { rememberPreset } from './scenarios/browser-data';
import { startBrowserScenarios } from './scenarios/browser-scenarios';
import { applyRowSetUp, type RowSetUpParams } from './scenarios/row-setup';
import { restoreSeedSnapshot } from './seed/snapshot';
import { clock } from './services/clock';
import { rateLimits } from './services/rate-limits';
import { blobStore, indexedDbBlobStore, setBlobStore } from './services/uploads';

export const worker = setupWorker(...handlers);

/**
 * The default seed (about 80 kB gz) is a chunk of its own: a browser with saved data never
 * downloads it. The app's boot asks for it beside this chunk on a first visit (src/main.tsx).
 */
async function restoreDefaultSeed(): Promise<void> {
  const { default: seed } = await import('./seed/default-seed');
  await restoreSeedSnapshot(db, seed, clock.now());
}

/** True while a reset runs: the write-through must not save the data being thrown away. */
let resetting = false;

/** Puts the data back to the seed and forgets the saved copy and uploaded files. */
export async function resetMockData(): Promise<void> {
  // Set before the first await: a save for a call that answered just before the reset (its
  // response event can come a moment later) would otherwise bring the old data back.
  resetting = true;
  try {
    clearPersisted(localStorage);
    rememberPreset(null);
    await blobStore()
      .clear()
      .catch(() => undefined);
    db.clear();
    rateLimits.clear();
    await restoreDefaultSeed();
    db.markClean();
  } finally {
    resetting = false;
  }
}

/** `window.__mockBackend` in mock mode: for testers (console) and browser tests. */
export interface MockControl {
  /** Back to the seed (data, saved copy and uploads). Reload the page afterwards. */
  reset: () => Promise<void>;
  /** Mail the mock "sent": password reset codes. */
  outbox: () => Array<{ to: string; subject: string; code: string | null; created_at: string }>;
}

/**
 * Every tab runs its own copy of the mock database. When another tab saves a change, this tab
 * reloads the saved copy before answering its next request, so a session created in one tab is
 * known in the others (otherwise the other tab would answer 401 and sign everyone out).
 */
let syncing: Promise<void> | null = null;

function keepTabsInStep(): void {
  addEventListener('storage', (event) => {
    if (event.key !== DATABASE_STORAGE_KEY || !event.newValue) return;
    const saved = loadPersisted(localStorage);
    if (!saved) return;
    const previous = syncing ?? Promise.resolve();
    syncing = previous
      .then(() => db.restore(saved.snapshot, { checked: saved.intact }))
      .catch((error: unknown) => console.warn('[mock] could not load the data another tab saved', error))
      .finally(() => {
        syncing = null;
      });
  });
  const earlier = gateHooks.beforeOperation;
  gateHooks.beforeOperation = async (id, request) => {
    if (syncing) await syncing;
    return earlier?.(id, request);
  };
}

export interface MockReadiness {
  /** Milliseconds from the call to the worker answering. */
  readyMs: number;
  source: 'restored' | 'seeded';
}

export interface MockStartOptions {
  /** A catalogue row's `?as=` and `?setup=`, which the boot took off the address (./scenarios/row-setup.ts). */
  rowSetUp?: RowSetUpParams | null;
}

/**
 * msw asks a registration it finds to update and does not wait for the answer (mswjs/msw#2006).
 * When the page is left while that update runs, Chromium refuses it ("Not found"): an unhandled
 * rejection, though the worker in place goes on answering. Such a refusal is not reported; every
 * other rejection still is.
 */
function ignoreWorkerUpdateRefusals() {
  addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof DOMException && reason.message.startsWith('Failed to update a ServiceWorker'))
      event.preventDefault();
  });
}

export async function startMockBackend({ rowSetUp = null }: MockStartOptions = {}): Promise<MockReadiness> {
  const started = performance.now();
  ignoreWorkerUpdateRefusals();
  if (typeof indexedDB !== 'undefined') setBlobStore(indexedDbBlobStore());
  // The service worker registers while the data is restored: no request comes before both are done.
  const starting = worker.start({
    onUnhandledFrame: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  });
  const saved = loadPersisted(localStorage);
  let source: MockReadiness['source'] = 'seeded';
  try {
    if (saved) {
      await db.restore(saved.snapshot, { yieldToMain: true, checked: saved.intact });
      source = 'restored';
    } else {
      await restoreDefaultSeed();
    }
  } catch (error) {
    console.warn('[mock] the saved mock data could not be read; starting from the seed', error);
    db.clear();
    await restoreDefaultSeed();
  }
  // Data from the seed has no preset (a data:large that did not fit in storage is gone).
  if (source === 'seeded') rememberPreset(null);
  worker.events.on('response:mocked', () => {
    if (!resetting) savePersisted(localStorage, db);
  });
  keepTabsInStep();
  const setUpRow = async (params: RowSetUpParams) => {
    await applyRowSetUp(db, params);
    // The row's session is data: saved now, so another tab and a reload know it.
    savePersisted(localStorage, db);
  };
  await startBrowserScenarios(rowSetUp ? () => setUpRow(rowSetUp) : undefined);
  // A last save when the page goes away (the write-through above normally has it already).
  addEventListener('pagehide', () => void (resetting || savePersisted(localStorage, db)));
  await starting;
  const readyMs = Math.round(performance.now() - started);
  const control = window as unknown as { __mockReady?: MockReadiness; __mockBackend?: MockControl };
  control.__mockBackend = {
    reset: resetMockData,
    outbox: () => db.outbox.all().map(({ to, subject, code, created_at }) => ({ to, subject, code, created_at })),
  };
  control.__mockReady = { readyMs, source };
  // The devtools come once the page is idle (after the answers the page is waiting for), in a
  // chunk of their own (?devtools=off hides them).
  if (new URLSearchParams(location.search).get('devtools') !== 'off') {
    const mount = () => void import('./devtools/mount').then(({ mountDevtools }) => mountDevtools(resetMockData));
    if ('requestIdleCallback' in window) requestIdleCallback(mount, { timeout: 2000 });
    else setTimeout(mount, 200);
  }
  return { readyMs, source };
}
