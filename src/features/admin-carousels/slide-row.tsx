/**
 * One slide in the admin's lists: image, heading, subtitle, sort order and an Active or Inactive
 * badge, with Edit (the edit form opens inside the row) and the row's action (Deactivate or
 * Reactivate). Also the lists' loading rows.
 */
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { Slide } from '@/api/queries/slides';
import { ChangedBadge, useHighlight } from '@/components/ui/highlight';
import { Skeleton } from '@/components/ui/skeleton';
import { EditSlide } from './edit-slide';

interface SlideRowProps {
  slide: Slide;
  editing: boolean;
  onEdit: () => void;
  onEditDone: (message: string | undefined, editButton: HTMLButtonElement | null) => void;
  /** Deactivate on an active slide, Reactivate on an inactive one. */
  action: ReactNode;
  /** Just added: marked 'New', brought to view, and given the focus the emptied form let go of. */
  added?: boolean;
}

export function SlideRow({ slide, editing, onEdit, onEditDone, action, added = false }: SlideRowProps) {
  const image = slide.image_url ?? undefined;
  const formId = `edit-slide-${slide.id}`;
  const editButton = useRef<HTMLButtonElement>(null);
  const rowRef = useHighlight<HTMLLIElement>(added);
  useEffect(() => {
    // The add form starts again empty, so its button no longer holds the focus: the new row does.
    if (added && (!document.activeElement || document.activeElement === document.body))
      editButton.current?.focus({ preventScroll: true });
  }, [added]);
  return (
    <li
      ref={rowRef}
      className={`rounded-2xl border bg-white p-3 sm:p-4 ${added ? 'border-brand-400 ring-1 ring-brand-400' : 'border-ink-200'}`}
    >
      <div className="grid grid-cols-[5rem_minmax(0,1fr)] gap-x-3 gap-y-3 sm:grid-cols-[8rem_minmax(0,1fr)_auto] sm:items-center sm:gap-x-4">
        <img
          src={image}
          alt={slide.alt ?? ''}
          className="aspect-[16/10] w-full rounded-lg bg-ink-100 object-cover"
          loading="lazy"
        />
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-ink-900">{slide.heading}</h3>
          {slide.subtitle && <p className="text-sm break-words text-ink-600">{slide.subtitle}</p>}
          <p className="mt-1.5 flex flex-wrap items-center gap-2 text-sm text-ink-600">
            {added && <ChangedBadge>New</ChangedBadge>}
            <span>Sort order {slide.sort_order}</span>
            {slide.is_active ? (
              <span className="rounded-full bg-green-100 px-2.5 py-0.5 text-xs font-semibold text-green-800">
                Active
              </span>
            ) : (
              <span className="rounded-full bg-ink-100 px-2.5 py-0.5 text-xs font-semibold text-ink-700">Inactive</span>
            )}
          </p>
        </div>
        <div className="col-span-2 flex flex-wrap gap-2 sm:col-span-1 sm:justify-end">
          <button
            ref={editButton}
            type="button"
            className="btn-secondary min-h-11 px-4"
            onClick={onEdit}
            aria-expanded={editing}
            aria-controls={editing ? formId : undefined}
          >
            {editing ? 'Close' : 'Edit'} <span className="sr-only">{slide.heading}</span>
          </button>
          {action}
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

export function SlideRowsSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div role="status" aria-label={label} className="mt-4 space-y-3">
      {Array.from({ length: rows }, (_, i) => (
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

/**
 * When the form or dialog that had focus goes: back to the preferred element (a row's Edit
 * button), or, when it has left the page, to the list's heading.
 */
export function useRefocus(fallback: RefObject<HTMLElement | null>) {
  return (preferred?: HTMLElement | null) =>
    setTimeout(() => {
      if (document.activeElement && document.activeElement !== document.body) return;
      (preferred?.isConnected ? preferred : fallback.current)?.focus();
    }, 0);
}

interface SlideRowsProps {
  label: string;
  slides: readonly Slide[];
  onNotice: (message: string) => void;
  refocus: (preferred?: HTMLElement | null) => void;
  /** The row's own action (Deactivate, Reactivate); `done` closes the row's edit form if open. */
  action: (slide: Slide, done: () => void) => ReactNode;
  /** The slide just added, if it is in this list. */
  addedId?: number;
}

/** A list of slide rows: Edit opens the form in its row (one at a time), beside the row's action. */
export function SlideRows({ label, slides, onNotice, refocus, action, addedId }: SlideRowsProps) {
  const [editing, setEditing] = useState<number | null>(null);
  return (
    <ul aria-label={label} className="mt-4 space-y-3">
      {slides.map((slide) => (
        <SlideRow
          key={slide.id}
          slide={slide}
          editing={editing === slide.id}
          added={slide.id === addedId}
          onEdit={() => setEditing(editing === slide.id ? null : slide.id)}
          onEditDone={(message, editButton) => {
            setEditing(null);
            if (message) onNotice(message);
            refocus(editButton);
          }}
          action={action(slide, () => {
            if (editing === slide.id) setEditing(null);
          })}
        />
      ))}
    </ul>
  );
}
