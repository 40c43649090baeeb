/**
 * Reactivate: PATCHes is_active true at once (nothing is lost by it, so it does not ask); the
 * slide is back in the active list and on the home page. A failure shows beside the button (the
 * server's message or error, else 'Update failed').
 */
import { useReactivateSlide } from '@/api/queries/admin-slides';
import type { Slide } from '@/api/queries/slides';
import { SLIDE_MESSAGES, slideErrorMessage } from './slide-messages';

export function ReactivateSlide({ slide, onReactivated }: { slide: Slide; onReactivated: () => void }) {
  const reactivate = useReactivateSlide();
  return (
    <div className="flex flex-col items-end gap-1">
      <button
        type="button"
        className="btn-primary min-h-11 px-4"
        disabled={reactivate.isPending}
        aria-busy={reactivate.isPending}
        onClick={() => reactivate.mutateAsync(slide.id).then(onReactivated, () => undefined)}
      >
        {reactivate.isPending ? 'Reactivating…' : 'Reactivate'} <span className="sr-only">{slide.heading}</span>
      </button>
      {reactivate.isError && (
        <p role="alert" className="text-sm text-red-700">
          {slideErrorMessage(reactivate.error, SLIDE_MESSAGES.updateFailed)}
        </p>
      )}
    </div>
  );
}
