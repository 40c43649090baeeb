/** Homepage slides: stale after 5 minutes, retried once (spec section 7). */
import { queryOptions } from '@tanstack/react-query';
import { CAROUSEL_RETRY, CAROUSEL_STALE_MS } from '@/config/constants';
import { api } from '../client';
import { unwrap } from '../errors';

export const slideKeys = {
  all: ['slides'] as const,
  list: (limit?: number) => [...slideKeys.all, 'list', limit ?? 'default'] as const,
};

export const slidesQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: slideKeys.list(limit),
    queryFn: async ({ signal }) => unwrap(await api.GET('/carousel/slides', { params: { query: limit ? { limit: limit as 20 } : {} }, signal })),
    staleTime: CAROUSEL_STALE_MS,
    retry: CAROUSEL_RETRY,
  });
