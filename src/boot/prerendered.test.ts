import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRERENDER_DATA_ID, type PrerenderData } from '@/config/prerender';
import { CLOCK_STORAGE_KEY, DATABASE_STORAGE_KEY, SCENARIO_STORAGE_KEY } from '@/config/mock-storage-keys';
import { takePrerendered, takePrerenderedFromHost } from './prerendered';

const BUILT = Date.UTC(2026, 10, 23, 6, 0, 0);
const LATER_SAME_DAY = Date.UTC(2026, 10, 23, 21, 30, 0);
const NEXT_DAY = Date.UTC(2026, 10, 24, 0, 5, 0);
const KEY = ['products', 'detail', 1];

function state(): DehydratedState {
  return {
    mutations: [],
    queries: [
      {
        queryKey: KEY,
        queryHash: JSON.stringify(KEY),
        dehydratedAt: BUILT,
        state: {
          data: { id: 1, name: 'Carrot & Papaya Glow Body Lotion 400ml' },
          dataUpdateCount: 1,
          dataUpdatedAt: BUILT,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      },
    ],
  };
}

/** A document holding one data element, as a prerendered page does. */
function page(text: string | null) {
  const element = {
    textContent: text,
    removed: false,
    remove() {
      this.removed = true;
    },
  };
  const doc = {
    getElementById: (id: string) => (id === PRERENDER_DATA_ID && text !== null ? element : null),
  } as unknown as Document;
  return { doc, element };
}

const data = (url: string): string => JSON.stringify({ url, madeAt: BUILT, state: state() } satisfies PrerenderData);

function fakeStorage(entries: Record<string, string>): Storage {
  return { getItem: (key: string) => entries[key] ?? null } as unknown as Storage;
}

afterEach(() => vi.unstubAllGlobals());

describe('takePrerendered', () => {
  it('hands over the data of a page made for this address, and takes the element out', () => {
    const { doc, element } = page(data('/products'));
    const taken = takePrerendered(doc, { pathname: '/products', search: '' }, LATER_SAME_DAY);
    expect(taken?.url).toBe('/products');
    expect(element.removed).toBe(true);
    expect(
      takePrerendered(page(data('/products')).doc, { pathname: '/products/', search: '' }, LATER_SAME_DAY),
    ).not.toBeNull();
  });

  it('refuses a page made for another address: other filters, another product', () => {
    expect(
      takePrerendered(page(data('/products')).doc, { pathname: '/products', search: '?category=face-cream' }),
    ).toBeNull();
    expect(takePrerendered(page(data('/product/1')).doc, { pathname: '/product/2', search: '' })).toBeNull();
  });

  it('refuses data it cannot read, and a page with none', () => {
    const broken = page('{"url": "/products", ');
    expect(takePrerendered(broken.doc, { pathname: '/products', search: '' })).toBeNull();
    expect(broken.element.removed).toBe(true);
    expect(
      takePrerendered(page(JSON.stringify({ url: '/products' })).doc, { pathname: '/products', search: '' }),
    ).toBeNull();
    expect(takePrerendered(page(null).doc, { pathname: '/products', search: '' })).toBeNull();
  });

  it('refuses the page while a scenario is on (in the address or kept by the tab)', () => {
    const at = { pathname: '/products', search: '' };
    expect(
      takePrerendered(page(data('/products')).doc, { pathname: '/products', search: '?scenario=products:error' }),
    ).toBeNull();
    vi.stubGlobal('sessionStorage', fakeStorage({ [SCENARIO_STORAGE_KEY]: 'products:error' }));
    expect(takePrerendered(page(data('/products')).doc, at)).toBeNull();
  });

  it('refuses the page while the mock clock is moved or a data preset is asked for (its dates and data differ)', () => {
    const at = { pathname: '/products', search: '' };
    expect(takePrerendered(page(data('/products')).doc, { pathname: '/products', search: '?clock=%2B8d' })).toBeNull();
    expect(
      takePrerendered(page(data('/products')).doc, { pathname: '/products', search: '?data=long-text' }),
    ).toBeNull();
    vi.stubGlobal('sessionStorage', fakeStorage({ [CLOCK_STORAGE_KEY]: '691200000' }));
    expect(takePrerendered(page(data('/products')).doc, at)).toBeNull();
  });

  it('hands over answers dated now, on the day the page was made, while the mock data is untouched', () => {
    const taken = takePrerendered(page(data('/product/1')).doc, { pathname: '/product/1', search: '' }, LATER_SAME_DAY);
    const client = new QueryClient();
    taken!.hydrate(client);
    expect(client.getQueryState(KEY)?.dataUpdatedAt).toBe(LATER_SAME_DAY);
    expect(client.getQueryData(KEY)).toMatchObject({ name: 'Carrot & Papaya Glow Body Lotion 400ml' });
  });

  it('refuses the page once its data may differ: the mock data changed here, or the day moved on', () => {
    const at = { pathname: '/product/1', search: '' };
    expect(takePrerendered(page(data('/product/1')).doc, at, NEXT_DAY)).toBeNull();
    vi.stubGlobal('localStorage', fakeStorage({ [DATABASE_STORAGE_KEY]: '{"savedAt":"…"}' }));
    expect(takePrerendered(page(data('/product/1')).doc, at, LATER_SAME_DAY)).toBeNull();
  });

  it('from a real host: hands over the answers as the host gave them, marked to be asked for again, whatever the mock holds in this browser', () => {
    vi.stubGlobal('localStorage', fakeStorage({ [DATABASE_STORAGE_KEY]: '{"savedAt":"…"}' }));
    const at = { pathname: '/product/1', search: '' };
    const taken = takePrerenderedFromHost(page(data('/product/1')).doc, at);
    const client = new QueryClient();
    taken!.hydrate(client);
    expect(client.getQueryData(KEY)).toMatchObject({ name: 'Carrot & Papaya Glow Body Lotion 400ml' });
    expect(client.getQueryState(KEY)).toMatchObject({ dataUpdatedAt: BUILT, isInvalidated: true });
    expect(takePrerenderedFromHost(page(data('/product/1')).doc, { pathname: '/product/2', search: '' })).toBeNull();
  });
});
