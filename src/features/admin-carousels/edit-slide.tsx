/**
 * Editing one slide: the slide form filled in. Only a replaced image is sent (a file, or a URL
 * other than the current one), with 'Delete the previous image' (checked by default). A failure
 * shows the server's message or error, else 'Update failed', and keeps the form.
 */
import { useMemo } from 'react';
import { useUpdateSlide } from '@/api/queries/admin-slides';
import type { Slide } from '@/api/queries/slides';
import { SlideForm } from './slide-form';
import { slideToForm, updateBody } from './slide-form-values';
import { SLIDE_MESSAGES } from './slide-messages';

export function EditSlide({ slide, onDone }: { slide: Slide; onDone: (message?: string) => void }) {
  const update = useUpdateSlide();
  const initial = useMemo(() => slideToForm(slide), [slide]);
  return (
    <SlideForm
      mode="edit"
      initial={initial}
      label={`Edit ${slide.heading}`}
      submitLabel="Save changes"
      busyLabel="Saving…"
      failureFallback={SLIDE_MESSAGES.updateFailed}
      onCancel={() => onDone()}
      onSubmit={async ({ values, file, onProgress }) => {
        await update.mutateAsync({
          id: slide.id,
          body: updateBody(values, initial, file !== null),
          image: file,
          onProgress,
        });
        // What was sent, not the answer (the spec shows none).
        const heading = values.heading.trim() || slide.heading;
        onDone(values.is_active ? `“${heading}” was updated.` : `“${heading}” was updated and is no longer active.`);
      }}
    />
  );
}
