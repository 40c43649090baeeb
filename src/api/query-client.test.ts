import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient, retryDelay, shouldRetry, signOutInAdminArea } from './query-client';

describe('query defaults', () => {
  it('retries three times, never on a 4xx', () => {
    const server = new ApiError(503, 'unavailable', 'down');
    expect([0, 1, 2, 3].map((n) => shouldRetry(n, server))).toEqual([true, true, true, false]);
    expect(shouldRetry(0, new ApiError(404, 'not_found', 'gone'))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });
  it('backs off exponentially, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
});

describe('a 401 that survives the refresh', () => {
  it('reaches onUnauthorized from queries and mutations, and nothing else does', async () => {
    const onUnauthorized = vi.fn();
    const client = createQueryClient({ onUnauthorized });
    await client
      .fetchQuery({
        queryKey: ['x'],
        queryFn: () => Promise.reject(new ApiError(401, 'unauthorized', 'no')),
        retry: false,
      })
      .catch(() => undefined);
    await client
      .fetchQuery({ queryKey: ['y'], queryFn: () => Promise.reject(new ApiError(500, 'boom', 'no')), retry: false })
      .catch(() => undefined);
    await client
      .getMutationCache()
      .build(client, { mutationFn: () => Promise.reject(new ApiError(401, 'unauthorized', 'no')) })
      .execute(undefined)
      .catch(() => undefined);
    expect(onUnauthorized).toHaveBeenCalledTimes(2);
  });

  it('signs out only in the admin area', () => {
    const signOut = vi.fn();
    const client = createQueryClient();
    for (const path of ['/admin', '/admin/orders', '/', '/orders', '/administrator'])
      signOutInAdminArea(signOut, () => path)(client);
    expect(signOut).toHaveBeenCalledTimes(2);
  });
});
