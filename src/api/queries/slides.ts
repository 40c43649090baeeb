/** Homepage slides: stale after 5 minutes, retried once (spec section 7). */
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { CAROUSEL_RETRY, CAROUSEL_STALE_MS } from '@/config/constants';
import { api } from '../client';
import { unwrap } from '../errors';
import { normalizeSlide, normalizeSlideList, type SlideRecord } from '../normalize';
import type { components } from '../schema.gen';
import { sendWithProgress, type UploadProgress } from '../upload';

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
const SLIDE_LIST_MAX = 100;

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

/**
 * The multipart form of a slide body: every field a string (booleans 'true'/'false'), null as
 * an empty string (which the server reads as "clear it"; absent fields are left alone), and the
 * image file.
 */
export function slideFormData(body: SlideCreateBody | SlideUpdateBody, image: File): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    form.append(key, value === null ? '' : String(value));
  }
  form.append('image', image);
  return form;
}

/** After any slide change: every slide list (the admin list and the store's hero) refetches. */
function useSlidesChanged() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: slideKeys.all });
}

/** POST /admin/carousel/slides: JSON without a file, multipart (with upload progress) with one. */
export function useCreateSlide() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: async ({ body, image, onProgress }: { body: SlideCreateBody } & SlideImageUpload): Promise<Slide> => {
      if (image)
        return normalizeSlide(
          await sendWithProgress<components['schemas']['Slide']>({
            method: 'POST',
            path: '/admin/carousel/slides',
            body: slideFormData(body, image),
            onProgress,
          }),
        );
      return normalizeSlide(unwrap(await api.POST('/admin/carousel/slides', { body })));
    },
    onSuccess: changed,
  });
}

/**
 * PATCH /admin/carousel/slides/{id}: JSON without a file, multipart with one. A new image replaces
 * the old; `delete_previous` (default true) also deletes a previously uploaded one.
 */
export function useUpdateSlide() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      image,
      onProgress,
    }: { id: number; body: SlideUpdateBody } & SlideImageUpload): Promise<Slide> => {
      if (image)
        return normalizeSlide(
          await sendWithProgress<components['schemas']['Slide']>({
            method: 'PATCH',
            path: `/admin/carousel/slides/${id}`,
            body: slideFormData(body, image),
            onProgress,
          }),
        );
      return normalizeSlide(unwrap(await api.PATCH('/admin/carousel/slides/{id}', { params: { path: { id } }, body })));
    },
    onSuccess: changed,
  });
}

/** Deactivate: PATCH { is_active: false } (spec section 4, Slides); the slide leaves the active list. */
export function useDeactivateSlide() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: async (id: number): Promise<Slide> =>
      normalizeSlide(
        unwrap(
          await api.PATCH('/admin/carousel/slides/{id}', { params: { path: { id } }, body: { is_active: false } }),
        ),
      ),
    onSuccess: changed,
  });
}

/** Reactivate: PATCH { is_active: true }; the slide is back in the active list and on the home page. */
export function useReactivateSlide() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: async (id: number): Promise<Slide> =>
      normalizeSlide(
        unwrap(await api.PATCH('/admin/carousel/slides/{id}', { params: { path: { id } }, body: { is_active: true } })),
      ),
    onSuccess: changed,
  });
}
