import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageSettled, SETTLE_CAP_MS } from './fonts';

type RouterState = { status: 'pending' | 'idle'; isLoading: boolean };

function app(state: RouterState) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = { state } as unknown as Parameters<typeof pageSettled>[0]['router'];
  return { router, queryClient };
}

/** A query that answers when `answer()` is called. */
function slowQuery(queryClient: QueryClient) {
  let answer = () => {};
  void queryClient.fetchQuery({
    queryKey: ['overview'],
    queryFn: () => new Promise<string>((resolve) => (answer = () => resolve('data'))),
  });
  return () => answer();
}

describe('pageSettled: when a page drawn from nothing asks for the typefaces', () => {
  let settled: boolean;
  const track = (promise: Promise<void>) => void promise.then(() => (settled = true));
  const frames = async (count: number) => {
    for (let i = 0; i < count; i++) {
      vi.advanceTimersToNextFrame();
      await vi.advanceTimersByTimeAsync(0);
    }
  };

  beforeEach(() => {
    settled = false;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame'] });
  });
  afterEach(() => vi.useRealTimers());

  it('waits while the router loads and a query fetches, then settles two quiet frames after the answer', async () => {
    const state: RouterState = { status: 'pending', isLoading: true };
    const { router, queryClient } = app(state);
    track(pageSettled({ router, queryClient }));
    await frames(5);
    expect(settled).toBe(false);

    Object.assign(state, { status: 'idle', isLoading: false });
    const answer = slowQuery(queryClient);
    await frames(5);
    expect(settled).toBe(false);

    answer();
    await frames(1);
    expect(settled).toBe(false);
    await frames(2);
    expect(settled).toBe(true);
  });

  it('settles at once on a page that asks for no data (the sign-in forms)', async () => {
    const { router, queryClient } = app({ status: 'idle', isLoading: false });
    track(pageSettled({ router, queryClient }));
    await frames(2);
    expect(settled).toBe(true);
  });

  it('gives up waiting after the cap: a query still retrying does not hold the typefaces back', async () => {
    const { router, queryClient } = app({ status: 'idle', isLoading: false });
    slowQuery(queryClient);
    track(pageSettled({ router, queryClient }));
    await vi.advanceTimersByTimeAsync(SETTLE_CAP_MS - 100);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(true);
  });
});
