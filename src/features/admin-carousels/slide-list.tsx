/**
 * The active slides, in the order the home page shows them, at most `limit` of them (?limit=).
 * Each row has its image, heading, subtitle, sort order and an Active badge; Edit opens the
 * edit form inside the row and Deactivate asks first. Loading rows, 'Could not load slides.'
 * with Retry, and an empty state that says what the home page shows instead.
 */
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { slidesQueryOptions, type Slide } from '@/api/queries/slides';
import { Skeleton } from '@/components/ui/skeleton';
import { SLIDE_LIMIT_OPTIONS } from '@/config/constants';
import { DeactivateSlide } from './deactivate-slide';
import { EditSlide } from './edit-slide';
import { SLIDE_MESSAGES } from './slide-messages';

export interface SlideListProps {
  limit: number;
  onLimitChange: (limit: number) => void;
  /** Says what just happened ('Slide updated.'), in the page's status line. */
  onNotice: (message: string) => void;
}

export function SlideList({ limit, onLimitChange, onNotice }: SlideListProps) {
  const query = useQuery(slidesQueryOptions(limit));
  const [editing, setEditing] = useState<number | null>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  /**
   * When the form or dialog that had focus goes: back to the row's Edit button, or, when the
   * slide has left the list, to the list's heading.
   */
  const refocus = (preferred?: HTMLElement | null) =>
    setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      (preferred?.isConnected ? preferred : titleRef.current)?.focus();
    }, 0);

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
        <div className="flex items-center gap-2">
          <label htmlFor="slide-limit" className="text-sm font-medium text-ink-800">
            Show up to
          </label>
          <select id="slide-limit" className="field-input w-24" value={limit} onChange={(e) => onLimitChange(Number(e.target.value))}>
            {SLIDE_LIMIT_OPTIONS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>

      {query.isPending ? (
        <SlideListSkeleton />
      ) : query.isError ? (
        <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 px-6 py-8 text-center">
          <p className="font-semibold text-red-900">{SLIDE_MESSAGES.loadFailed}</p>
          <button type="button" className="btn-primary mt-4" onClick={() => void query.refetch()} disabled={query.isFetching} aria-busy={query.isFetching}>
            {query.isFetching ? 'Retrying…' : 'Retry'}
          </button>
        </div>
      ) : query.data.items.length === 0 ? (
        <div className="mt-4 rounded-2xl border border-dashed border-ink-300 bg-white px-6 py-10 text-center">
          <p className="font-semibold text-ink-900">No active slides</p>
          <p className="mt-1 text-sm text-ink-600">Until you add one, the home page shows its three built-in slides.</p>
        </div>
      ) : (
        <ul aria-label="Active slides" className="mt-4 space-y-3">
          {query.data.items.map((slide) => (
            <SlideRow
              key={slide.id}
              slide={slide}
              editing={editing === slide.id}
              onEdit={() => setEditing(editing === slide.id ? null : slide.id)}
              onEditDone={(message, editButton) => {
                setEditing(null);
                if (message) onNotice(message);
                refocus(editButton);
              }}
              onDeactivated={() => {
                if (editing === slide.id) setEditing(null);
                onNotice(`“${slide.heading}” was deactivated.`);
                refocus();
              }}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

const countLabel = (count: number) => (count === 1 ? '1 active slide' : `${count} active slides`);

interface SlideRowProps {
  slide: Slide;
  editing: boolean;
  onEdit: () => void;
  onEditDone: (message: string | undefined, editButton: HTMLButtonElement | null) => void;
  onDeactivated: () => void;
}

function SlideRow({ slide, editing, onEdit, onEditDone, onDeactivated }: SlideRowProps) {
  const image = slide.image_url ?? undefined;
  const formId = `edit-slide-${slide.id}`;
  const editButton = useRef<HTMLButtonElement>(null);
  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-3 sm:p-4">
      <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-4">
        <img src={image} alt={slide.alt ?? ''} className="aspect-[16/10] w-full rounded-lg bg-ink-100 object-cover" loading="lazy" />
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink-900">{slide.heading}</h3>
          {slide.subtitle && <p className="text-sm break-words text-ink-600">{slide.subtitle}</p>}
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-ink-600">
            <span>Sort order {slide.sort_order}</span>
            {slide.is_active && <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">Active</span>}
          </p>
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
          <button ref={editButton} type="button" className="btn-secondary min-h-10 px-4" onClick={onEdit} aria-expanded={editing} aria-controls={editing ? formId : undefined}>
            {editing ? 'Close' : 'Edit'} <span className="sr-only">{slide.heading}</span>
          </button>
          <DeactivateSlide slide={slide} onDeactivated={onDeactivated} />
        </div>
      </div>
      {editing && (
        <div id={formId} className="mt-4 border-t border-ink-200 pt-4">
          <EditSlide slide={slide} onDone={(message) => onEditDone(message, editButton.current)} />
        </div>
      )}
    </li>
  );
}

function SlideListSkeleton() {
  return (
    <div role="status" aria-label="Loading slides" className="mt-4 space-y-3">
      {Array.from({ length: 3 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 rounded-2xl border border-ink-100 bg-white p-4">
          <Skeleton className="h-12 w-20 sm:h-20 sm:w-32" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-48 max-w-full" />
            <Skeleton className="h-3 w-32" />
          </div>
          <Skeleton className="hidden h-10 w-40 rounded-full sm:block" />
        </div>
      ))}
    </div>
  );
}
