/**
 * Deactivate: asks first, then PATCHes is_active false; the slide leaves the active list and the
 * home page, and waits under Inactive slides. A failure stays in the dialog (the server's message or error, else 'Update failed').
 */
import { useState } from 'react';
import { useDeactivateSlide } from '@/api/queries/admin-slides';
import type { Slide } from '@/api/queries/slides';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SLIDE_MESSAGES, slideErrorMessage } from './slide-messages';

export function DeactivateSlide({ slide, onDeactivated }: { slide: Slide; onDeactivated: () => void }) {
  const [open, setOpen] = useState(false);
  const deactivate = useDeactivateSlide();
  return (
    <>
      <button
        type="button"
        className="btn-ghost min-h-11 border border-transparent px-4 text-red-700 hover:bg-red-50 hover:text-red-800"
        onClick={() => {
          deactivate.reset();
          setOpen(true);
        }}
      >
        Deactivate <span className="sr-only">{slide.heading}</span>
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Deactivate this slide?"
        description={
          <p>
            “{slide.heading}” will no longer show on the home page. It moves to Inactive slides, where you can
            reactivate it.
          </p>
        }
        confirmLabel="Deactivate"
        busyLabel="Deactivating…"
        tone="danger"
        busy={deactivate.isPending}
        error={deactivate.isError ? slideErrorMessage(deactivate.error, SLIDE_MESSAGES.updateFailed) : null}
        onConfirm={() => {
          // mutateAsync settles even if this row is gone by then (the list refetches first).
          deactivate.mutateAsync(slide.id).then(
            () => {
              setOpen(false);
              onDeactivated();
            },
            () => undefined, // shown in the dialog from the mutation's state
          );
        }}
      />
    </>
  );
}
