/** Homepage slides: stale after 5 minutes, retried once (spec section 7). */
import { queryOptions } from '@tanstack/react-query';
import { CAROUSEL_RETRY, CAROUSEL_STALE_MS } from '@/config/constants';
import { api } from '../client';
import { unwrap } from '../errors';
import { normalizeSlideList, type SlideRecord } from '../normalize';
import type { components } from '../schema.gen';
import type { UploadProgress } from '../upload';

/** What the slide screens read: a slide after `normalizeSlide` (src/api/normalize.ts). */
export type Slide = SlideRecord;
export type SlideCreateBody = components['schemas']['SlideCreate'];
export type SlideUpdateBody = components['schemas']['SlideUpdate'];

export const slideKeys = {
  all: ['slides'] as const,
  list: (limit?: number) => [...slideKeys.all, 'list', limit ?? 'default'] as const,
  inactive: () => [...slideKeys.all, 'inactive'] as const,
};

/** The most slides one list call returns (the largest `limit` the contract allows). */
export const SLIDE_LIST_MAX = 100;

export const slidesQueryOptions = (limit?: number) =>
  queryOptions({
    queryKey: slideKeys.list(limit),
    queryFn: async ({ signal }) =>
      normalizeSlideList(
        unwrap(await api.GET('/carousel/slides', { params: { query: limit ? { limit: limit as 20 } : {} }, signal })),
      ),
    staleTime: CAROUSEL_STALE_MS,
    retry: CAROUSEL_RETRY,
  });

/**
 * The admin's inactive slides: GET /carousel/slides?include_inactive=true (this project's
 * extension, honoured for an admin) at the largest limit, keeping the inactive ones. A host without
 * the extension answers only active slides, so the list is empty there. `listed` is how many
 * slides the answer held: at SLIDE_LIST_MAX, later inactive slides may be cut off.
 */
export const inactiveSlidesQueryOptions = () =>
  queryOptions({
    queryKey: slideKeys.inactive(),
    queryFn: async ({ signal }) => {
      const list = normalizeSlideList(
        unwrap(
          await api.GET('/carousel/slides', {
            params: { query: { limit: SLIDE_LIST_MAX, include_inactive: true } },
            signal,
          }),
        ),
      );
      return { items: list.items.filter((slide) => !slide.is_active), listed: list.items.length, max: SLIDE_LIST_MAX };
    },
    retry: CAROUSEL_RETRY,
  });

/** An image file to send with a slide, and who to tell how far the upload has got. */
export interface SlideImageUpload {
  image?: File | null;
  onProgress?: (progress: UploadProgress) => void;
}
