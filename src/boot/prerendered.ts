/**
 * Reading a prerendered page's data in the browser (docs/decisions/0020-performance-choices.md).
 * Only a mock build is prerendered: a real host's data cannot be known at build time.
 *
 * The page is hydrated only when its markup is what the app would draw now:
 * - it was rendered for this very address (path and search: `/products?category=…` gets the
 *   listing page's file, made for `/products`);
 * - its data is what the mock backend would answer now: no scenario is on for this tab (a
 *   scenario changes the answers: QA's error states must show as the scenario says), the mock's
 *   data has not changed in this browser (nothing is saved: the mock saves only after a change),
 *   and the seed's dates have not moved on (the page was made today, UTC; the seed's dates are
 *   relative to its day);
 * Its answers are then dated from now and age like any fetched one. Otherwise the app draws the
 * page from the backend, as it does every page that is not prerendered.
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
  /** Puts the page's queries into the client, dated now. */
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

/** Removes the page's data element; returns its data when the page may be hydrated (above), else null. */
export function takePrerendered(
  doc: Document,
  where: Pick<Location, 'pathname' | 'search'>,
  now = Date.now(),
): Prerendered | null {
  const element = doc.getElementById(PRERENDER_DATA_ID);
  if (!element) return null;
  element.remove();
  const data = read(element);
  if (!data) return null;
  if (normalise(data.url) !== normalise(where.pathname) + where.search) return null;
  if (mockScenarioOn(where) || mockDataSaved()) return null;
  if (Math.floor(data.madeAt / DAY_MS) !== Math.floor(now / DAY_MS)) return null;
  return { url: data.url, hydrate: (queryClient) => hydrate(queryClient, asOf(data.state, now)) };
}

/**
 * Start-up's step: the page's data when it may be hydrated; otherwise null, and the markup, made
 * for another address (`/products?category=…`), cleared so it does not show meanwhile. Only a mock
 * build is prerendered: for a real host, `import.meta.env` folds this to null and
 * `takePrerendered` leaves the bundle.
 */
export function takePrerenderedPage(root: HTMLElement): Prerendered | null {
  const prerendered = import.meta.env.VITE_API_BASE_URL ? null : takePrerendered(document, location);
  if (!prerendered) root.replaceChildren();
  return prerendered;
}
