/**
 * The admin's slide calls (spec section 7): create, update, deactivate and reactivate. Apart from
 * ./slides.ts, which the home page loads first, so that the upload code rides only with the back
 * office.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../client';
import { unwrap } from '../errors';
import { normalizeSlideList } from '../normalize';
import { sendWithProgress } from '../upload';
import { SLIDE_LIST_MAX, slideKeys, type SlideCreateBody, type SlideImageUpload, type SlideUpdateBody } from './slides';

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

/** A slide just added, as the back office tells of it: what was sent, and its id once the list shows it. */
export interface CreatedSlide {
  /** null when the refetched list does not show it (more than SLIDE_LIST_MAX slides, or a slow host). */
  id: number | null;
  heading: string;
  is_active: boolean;
}

/**
 * The new slide's id, read from the admin list rather than from the create answer (which the spec
 * does not show): the newest slide with the heading just sent.
 */
async function findCreatedSlide(heading: string): Promise<number | null> {
  try {
    const list = normalizeSlideList(
      unwrap(
        await api.GET('/carousel/slides', { params: { query: { limit: SLIDE_LIST_MAX, include_inactive: true } } }),
      ),
    );
    const ids = list.items.filter((slide) => slide.heading === heading).map((slide) => slide.id);
    return ids.length > 0 ? Math.max(...ids) : null;
  } catch {
    return null;
  }
}

/**
 * POST /admin/carousel/slides: JSON without a file, multipart (with upload progress) with one. The
 * answer is not read (spec section 7: not shown); every slide list refetches.
 */
export function useCreateSlide() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: async ({
      body,
      image,
      onProgress,
    }: { body: SlideCreateBody } & SlideImageUpload): Promise<CreatedSlide> => {
      if (image)
        await sendWithProgress<unknown>({
          method: 'POST',
          path: '/admin/carousel/slides',
          body: slideFormData(body, image),
          onProgress,
        });
      else unwrap(await api.POST('/admin/carousel/slides', { body }));
      const heading = body.heading ?? '';
      return { id: await findCreatedSlide(heading), heading, is_active: body.is_active ?? true };
    },
    onSuccess: changed,
  });
}

/**
 * PATCH /admin/carousel/slides/{id}: JSON without a file, multipart with one. A new image replaces
 * the old; `delete_previous` (default true) also deletes a previously uploaded one. The answer is
 * not read (not shown); the lists refetch.
 */
export function useUpdateSlide() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: async ({ id, body, image, onProgress }: { id: number; body: SlideUpdateBody } & SlideImageUpload) => {
      if (image)
        await sendWithProgress<unknown>({
          method: 'PATCH',
          path: `/admin/carousel/slides/${id}`,
          body: slideFormData(body, image),
          onProgress,
        });
      else unwrap(await api.PATCH('/admin/carousel/slides/{id}', { params: { path: { id } }, body }));
    },
    onSuccess: changed,
  });
}

/** Deactivate: PATCH { is_active: false } (spec section 4, Slides); the slide leaves the active list. */
export function useDeactivateSlide() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await api.PATCH('/admin/carousel/slides/{id}', { params: { path: { id } }, body: { is_active: false } }));
    },
    onSuccess: changed,
  });
}

/** Reactivate: PATCH { is_active: true }; the slide is back in the active list and on the home page. */
export function useReactivateSlide() {
  const changed = useSlidesChanged();
  return useMutation({
    mutationFn: async (id: number) => {
      unwrap(await api.PATCH('/admin/carousel/slides/{id}', { params: { path: { id } }, body: { is_active: true } }));
    },
    onSuccess: changed,
  });
}
