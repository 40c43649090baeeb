/**
 * The inactive slides (created with Active unticked, or deactivated): not on the home page, kept
 * here so they can be found, edited and brought back with Reactivate. They come from the slide
 * list with include_inactive=true (this project's extension); a host without it sends none.
 */
import { useQuery } from '@tanstack/react-query';
import { RetryButton } from '@/components/ui/refresh-button';
import { useRef } from 'react';
import { inactiveSlidesQueryOptions } from '@/api/queries/slides';
import { ReactivateSlide } from './reactivate-slide';
import { SLIDE_MESSAGES } from './slide-messages';
import { SlideRows, SlideRowsSkeleton, useRefocus } from './slide-row';

const countLabel = (count: number) =>
  `${count === 1 ? '1 inactive slide' : `${count} inactive slides`}: not on the home page until reactivated`;

export function InactiveSlides({ onNotice, addedId }: { onNotice: (message: string) => void; addedId?: number }) {
  const query = useQuery(inactiveSlidesQueryOptions());
  const titleRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRefocus(titleRef);

  return (
    <section aria-labelledby="inactive-slides-title" className="mt-10 min-w-0">
      <h2 id="inactive-slides-title" ref={titleRef} tabIndex={-1} className="text-xl font-semibold text-ink-900">
        Inactive slides
      </h2>
      {query.isSuccess && query.data.items.length > 0 && (
        <p className="mt-1 text-sm text-ink-600">
          {countLabel(query.data.items.length)}
          {query.data.listed >= query.data.max && ` (among the first ${query.data.max} slides)`}
        </p>
      )}
      {query.isPending ? (
        <SlideRowsSkeleton label="Loading inactive slides" rows={1} />
      ) : query.isError ? (
        <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-6 text-center">
          <p className="font-semibold text-red-900">{SLIDE_MESSAGES.loadFailed}</p>
          <RetryButton className="btn-primary mt-4" onClick={() => void query.refetch()} busy={query.isFetching} />
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-6 text-center">
          <p className="font-semibold text-ink-900">No inactive slides</p>
          <p className="mt-1 text-sm text-ink-600">
            A slide you deactivate, or add with Active unticked, waits here until you reactivate it.
          </p>
        </div>
      ) : (
        <SlideRows
          label="Inactive slides"
          slides={query.data.items}
          addedId={addedId}
          onNotice={onNotice}
          refocus={refocus}
          action={(slide, done) => (
            <ReactivateSlide
              slide={slide}
              onReactivated={() => {
                done();
                onNotice(`“${slide.heading}” is active again.`);
                refocus();
              }}
            />
          )}
        />
      )}
    </section>
  );
}
