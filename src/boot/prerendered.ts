/**
 * Reading a prerendered page's data in the browser (docs/decisions/0020-performance-choices.md,
 * 0032-real-host-prerendering.md).
 *
 * The page is hydrated only when its markup was rendered for this very address (path and search:
 * `/products?category=…` gets the listing page's file, made for `/products`). Then:
 * - a real-host build's page was made from the host's answers at build time: they are shown as
 *   they are and asked for again at once (marked stale), so what changed on the host since (a
 *   price, a new product) shows as soon as the host answers;
 * - a mock build's page must also hold what the mock backend would answer now: no scenario is on
 *   for this tab (a scenario changes the answers: QA's error states must show as the scenario
 *   says), the mock's data has not changed in this browser (nothing is saved: the mock saves only
 *   after a change), and the seed's dates have not moved on (the page was made today, UTC; the
 *   seed's dates are relative to its day). Its answers are then dated from now and age like any
 *   fetched one.
 * Otherwise the app draws the page from the backend, as it does every page that is not prerendered.
 */
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { PRERENDER_DATA_ID, type PrerenderData } from '@/config/prerender';
import {
  CLOCK_PARAM,
  CLOCK_STORAGE_KEY,
  DATA_PARAM,
  DATABASE_STORAGE_KEY,
  SCENARIO_PARAM,
  SCENARIO_STORAGE_KEY,
} from '@/config/mock-storage-keys';

export interface Prerendered {
  url: string;
  /** Puts the page's queries into the client: dated now (mock build), or to be asked again (real host). */
  hydrate: (queryClient: QueryClient) => void;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** '/products/' and '/products' are the same page. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function stored(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function read(element: Element): PrerenderData | null {
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<PrerenderData> | null;
    if (
      !data ||
      typeof data.url !== 'string' ||
      typeof data.madeAt !== 'number' ||
      !data.state ||
      !Array.isArray(data.state.queries)
    )
      return null;
    return data as PrerenderData;
  } catch {
    return null;
  }
}

/** The state with every answer marked stale: each is asked for again as soon as the page uses it. */
function toAskAgain(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, isInvalidated: true } })),
  };
}

/** The state with every answer dated `now`, so each ages from the page's load like a fetched one. */
function asOf(state: DehydratedState, now: number): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })),
  };
}

/**
 * A mock scenario is on for this tab, or its clock is moved, or a data preset is asked for: in the
 * address (`?scenario=…`, `?clock=…`, `?data=…`) or kept from earlier.
 */
export function mockScenarioOn(where: Pick<Location, 'search'>): boolean {
  const params = new URLSearchParams(where.search);
  if (params.has(SCENARIO_PARAM) || params.has(CLOCK_PARAM) || params.has(DATA_PARAM)) return true;
  return Boolean(stored(() => sessionStorage, SCENARIO_STORAGE_KEY) || stored(() => sessionStorage, CLOCK_STORAGE_KEY));
}

/** The mock backend has saved its data in this browser: it has changed since the seed. */
export function mockDataSaved(): boolean {
  return Boolean(stored(() => localStorage, DATABASE_STORAGE_KEY));
}

/** Removes the page's data element; returns its data when it was made for this address, else null. */
function takeForHere(doc: Document, where: Pick<Location, 'pathname' | 'search'>): PrerenderData | null {
  const element = doc.getElementById(PRERENDER_DATA_ID);
  if (!element) return null;
  element.remove();
  const data = read(element);
  if (!data) return null;
  return normalise(data.url) === normalise(where.pathname) + where.search ? data : null;
}

/** A mock build's page: its data when the page may be hydrated (above), else null. */
export function takePrerendered(
  doc: Document,
  where: Pick<Location, 'pathname' | 'search'>,
  now = Date.now(),
): Prerendered | null {
  const data = takeForHere(doc, where);
  if (!data) return null;
  if (mockScenarioOn(where) || mockDataSaved()) return null;
  if (Math.floor(data.madeAt / DAY_MS) !== Math.floor(now / DAY_MS)) return null;
  return { url: data.url, hydrate: (queryClient) => hydrate(queryClient, asOf(data.state, now)) };
}

/** A real-host build's page: its data when it was made for this address, to be asked for again. */
export function takePrerenderedFromHost(
  doc: Document,
  where: Pick<Location, 'pathname' | 'search'>,
): Prerendered | null {
  const data = takeForHere(doc, where);
  if (!data) return null;
  return { url: data.url, hydrate: (queryClient) => hydrate(queryClient, toAskAgain(data.state)) };
}

/**
 * Start-up's step: the page's data when it may be hydrated; otherwise null, and the markup, made
 * for another address (`/products?category=…`), cleared so it does not show meanwhile. The
 * condition reads `import.meta.env` directly, so the mock's checks leave a real-host bundle.
 */
export function takePrerenderedPage(root: HTMLElement): Prerendered | null {
  const prerendered = import.meta.env.VITE_API_BASE_URL
    ? takePrerenderedFromHost(document, location)
    : takePrerendered(document, location);
  if (!prerendered) root.replaceChildren();
  return prerendered;
}
