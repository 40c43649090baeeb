/**
 * Adding a slide: heading and an image (a URL or an uploaded file) are required; the rest is
 * optional. JSON without a file, multipart with upload progress with one. After a success the
 * form empties for the next slide; after a failure everything typed stays.
 */
import { useState } from 'react';
import { useCreateSlide, type CreatedSlide } from '@/api/queries/admin-slides';
import { SlideForm } from './slide-form';
import { createBody, EMPTY_SLIDE_FORM } from './slide-form-values';
import { SLIDE_MESSAGES } from './slide-messages';

export function CreateSlide({ onCreated }: { onCreated: (slide: CreatedSlide) => void }) {
  const create = useCreateSlide();
  // A new key after each success: a fresh, empty form.
  const [round, setRound] = useState(0);
  return (
    <section aria-labelledby="add-slide-title" className="rounded-2xl border border-ink-200 bg-white p-4 sm:p-6">
      <h2 id="add-slide-title" className="text-xl font-semibold text-ink-900">
        Add a slide
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-600">
        It shows in the home page’s hero as soon as it is added (when active).
      </p>
      <SlideForm
        key={round}
        mode="create"
        initial={EMPTY_SLIDE_FORM}
        label="Add a slide"
        submitLabel="Add slide"
        busyLabel="Adding…"
        failureFallback={SLIDE_MESSAGES.createFailed}
        onSubmit={async ({ values, file, onProgress }) => {
          const slide = await create.mutateAsync({ body: createBody(values, file !== null), image: file, onProgress });
          setRound((r) => r + 1);
          onCreated(slide);
        }}
      />
    </section>
  );
}
