/**
 * The active slides, in the order the home page shows them, at most `limit` of them (?limit=).
 * Each row has its image, heading, subtitle, sort order and an Active badge; Edit opens the
 * edit form inside the row and Deactivate asks first. Loading rows, 'Could not load slides.'
 * with Retry, and an empty state that says what the home page shows instead.
 */
import { useQuery } from '@tanstack/react-query';
import { RetryButton } from '@/components/ui/refresh-button';
import { SelectField } from '@/components/ui/field';
import { useRef } from 'react';
import { slidesQueryOptions } from '@/api/queries/slides';
import { SLIDE_LIMIT_OPTIONS } from '@/config/constants';
import { DeactivateSlide } from './deactivate-slide';
import { SLIDE_MESSAGES } from './slide-messages';
import { SlideRows, SlideRowsSkeleton, useRefocus } from './slide-row';

export interface SlideListProps {
  limit: number;
  onLimitChange: (limit: number) => void;
  /** Says what just happened ('Slide updated.'), in the page's status line. */
  onNotice: (message: string) => void;
  /** The slide just added: its row is marked and brought to view. */
  addedId?: number;
}

export function SlideList({ limit, onLimitChange, onNotice, addedId }: SlideListProps) {
  const query = useQuery(slidesQueryOptions(limit));
  const titleRef = useRef<HTMLHeadingElement>(null);
  const refocus = useRefocus(titleRef);

  return (
    <section aria-labelledby="active-slides-title" className="min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="active-slides-title" ref={titleRef} tabIndex={-1} className="text-xl font-semibold text-ink-900">
            Active slides
          </h2>
          {query.isSuccess && (
            <p className="mt-1 text-sm text-ink-600">
              {countLabel(query.data.count)}
              {query.data.count >= limit && ` (the first ${limit}; choose a higher limit to see more)`}
            </p>
          )}
        </div>
        <SelectField
          inline
          label="Show up to"
          inputClassName="w-24"
          value={limit}
          onChange={(e) => onLimitChange(Number(e.target.value))}
        >
          {SLIDE_LIMIT_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </SelectField>
      </div>

      {query.isPending ? (
        <SlideRowsSkeleton label="Loading slides" />
      ) : query.isError ? (
        <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
          <p className="font-semibold text-red-900">{SLIDE_MESSAGES.loadFailed}</p>
          <RetryButton className="btn-primary mt-4" onClick={() => void query.refetch()} busy={query.isFetching} />
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-ink-900">No active slides</p>
          <p className="mt-1 text-sm text-ink-600">Until you add one, the home page shows its three built-in slides.</p>
        </div>
      ) : (
        <SlideRows
          label="Active slides"
          slides={query.data.items}
          addedId={addedId}
          onNotice={onNotice}
          refocus={refocus}
          action={(slide, done) => (
            <DeactivateSlide
              slide={slide}
              onDeactivated={() => {
                done();
                onNotice(`“${slide.heading}” was deactivated.`);
                refocus();
              }}
            />
          )}
        />
      )}
    </section>
  );
}

const countLabel = (count: number) => (count === 1 ? '1 active slide' : `${count} active slides`);
