/**
 * The admin's slide calls (spec section 7): create, update, deactivate and reactivate. Apart from
 * ./slides.ts, which the home page loads first, so that the upload code rides only with the back
 * office.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { unwrap } from '../errors';
import { normalizeSlide } from '../normalize';
import type { components } from '../schema.gen';
import { sendWithProgress } from '../upload';
import { slideKeys, type Slide, type SlideCreateBody, type SlideImageUpload, type SlideUpdateBody } from './slides';

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
