import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { retryDelay, shouldRetry } from './query-client';

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
