/** The one query client, with the spec's caching, freshness and retry figures (section 9). */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { QUERY_CACHE_MS, QUERY_RETRIES, QUERY_RETRY_CAP_MS } from '@/config/constants';
import { isApiError } from './errors';

/** Retry up to three times, never on a 4xx (a 404 will not become a 200 by asking again). */
export function shouldRetry(failureCount: number, error: unknown, max = QUERY_RETRIES): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < max;
}

/** Exponential back-off from 1 s, capped at 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, QUERY_RETRY_CAP_MS);
}

export interface QueryClientOptions {
  /** Runs when a call still answers 401 after the client's refresh (for example a revoked session). */
  onUnauthorized?: (client: QueryClient) => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isApiError(error) && error.status === 401) options.onUnauthorized?.(client);
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // retryOnMount off: a query that a route loader already tried (with its retries) shows its
      // error at once instead of starting a second round of retries; Retry buttons still refetch.
      queries: {
        retry: shouldRetry,
        retryDelay,
        gcTime: QUERY_CACHE_MS,
        refetchOnWindowFocus: false,
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
  return client;
}

/** The app's rule (spec section 4): a 401 that survives the refresh signs out in the admin area. */
export function signOutInAdminArea(
  signOut: (client: QueryClient) => void,
  pathname: () => string = () => window.location.pathname,
) {
  return (client: QueryClient) => {
    if (pathname() === '/admin' || pathname().startsWith('/admin/')) signOut(client);
  };
}
