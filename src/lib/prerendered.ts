/**
 * Reading a prerendered page's data in the browser (docs/decisions/0022-prerendered-shopper-pages.md).
 * The page is hydrated only when its markup is what the app would draw now:
 * - it was rendered for this very address (path and search: `/products?category=…` gets the
 *   listing page's file, made for `/products`);
 * - with the mock backend, no mock scenario is on for this tab (a scenario changes the answers the
 *   markup was made from: QA's error states must show as the scenario says).
 * The data element is removed either way; its queries are stale at once, so every one is fetched
 * again from the backend after hydration, and what changed since the build shows.
 */
import { hydrate, type QueryClient } from '@tanstack/react-query';
import { PRERENDER_DATA_ID, type PrerenderData } from '@/config/prerender';
import { SCENARIO_PARAM, SCENARIO_STORAGE_KEY } from '../../mocks/scenarios/keys';

export interface Prerendered {
  url: string;
  /** Puts the page's queries into the client, as they were when the markup was made. */
  hydrate: (queryClient: QueryClient) => void;
}

/** '/products/' and '/products' are the same page. */
const normalise = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function scenarioOn(where: Pick<Location, 'search'>): boolean {
  if (new URLSearchParams(where.search).has(SCENARIO_PARAM)) return true;
  try {
    return Boolean(sessionStorage.getItem(SCENARIO_STORAGE_KEY));
  } catch {
    return false;
  }
}

function read(element: Element): PrerenderData | null {
  try {
    const data = JSON.parse(element.textContent ?? '') as Partial<PrerenderData> | null;
    if (!data || typeof data.url !== 'string' || !data.state || !Array.isArray(data.state.queries)) return null;
    return data as PrerenderData;
  } catch {
    return null;
  }
}

export function takePrerendered(doc: Document, where: Pick<Location, 'pathname' | 'search'>, mocks: boolean): Prerendered | null {
  const element = doc.getElementById(PRERENDER_DATA_ID);
  if (!element) return null;
  element.remove();
  const data = read(element);
  if (!data) return null;
  if (normalise(data.url) !== normalise(where.pathname) + where.search) return null;
  if (mocks && scenarioOn(where)) return null;
  return { url: data.url, hydrate: (queryClient) => hydrate(queryClient, data.state) };
}
