/**
 * Asks before something that is hard to undo (WAI-ARIA alertdialog, via Radix: focus moves into
 * the dialog and stays there, Escape cancels, focus returns to the button that opened it).
 * The dialog is opened by its caller's own button, not by an AlertDialog.Trigger, so Radix does
 * not know where to send focus back: the element that had focus when it opened is kept and
 * focused again on close (if it is still on the page; if not, the caller decides).
 * While `busy`, the confirm button shows progress and nothing can be dismissed; an `error` shows
 * what went wrong (the form kit's `FormAlert`), and the dialog stays open so the person can try
 * again or cancel.
 */
import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useRef, type ReactNode } from 'react';
import { FormAlert } from './form-alert';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** The confirm button's text while busy, e.g. 'Refunding…'. */
  busyLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  busy?: boolean;
  error?: string | null;
  tone?: 'danger' | 'primary';
  /** Extra content between the description and the buttons (a summary of what will be sent). */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  busy = false,
  error,
  tone = 'primary',
  children,
}: ConfirmDialogProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-ink-900/50" />
        <AlertDialog.Content
          className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
          onEscapeKeyDown={(event) => busy && event.preventDefault()}
          // Radix has not moved focus yet: what has it is what opened the dialog.
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            const target = opener.current;
            opener.current = null;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <AlertDialog.Title className="break-words font-display text-xl font-bold text-ink-900">
            {title}
          </AlertDialog.Title>
          <AlertDialog.Description asChild>
            <div className="mt-2 break-words text-sm text-ink-700">{description}</div>
          </AlertDialog.Description>
          {children}
          {error && <FormAlert className="mt-4">{error}</FormAlert>}
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <AlertDialog.Cancel className="btn-secondary" disabled={busy}>
              {cancelLabel}
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action: that closes at once, and the dialog must stay while busy. */}
            <button
              type="button"
              className={tone === 'danger' ? 'btn-danger' : 'btn-primary'}
              onClick={onConfirm}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? (busyLabel ?? `${confirmLabel}…`) : confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
