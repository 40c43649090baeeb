/**
 * Closing a disclosure (account panel, category submenu) the way people expect: a press outside
 * closes it, and so does Escape, which also puts focus back on the button that opened it.
 * Focus leaving the whole widget closes it too (as in the WAI-ARIA disclosure navigation example).
 */
import { useEffect, useEffectEvent, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';

export function useDismiss({
  open,
  rootRef,
  buttonRef,
  onClose,
}: {
  open: boolean;
  rootRef: RefObject<HTMLElement | null>;
  buttonRef: RefObject<HTMLElement | null>;
  onClose: () => void;
}) {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef]);

  return {
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      if (event.key !== 'Escape' || !open) return;
      event.preventDefault();
      onClose();
      buttonRef.current?.focus();
    },
    onBlur(event: FocusEvent<HTMLElement>) {
      const next = event.relatedTarget as Node | null;
      // relatedTarget is null when focus goes to the page itself (a click on nothing): the pointer handler covers that.
      if (open && next && !event.currentTarget.contains(next)) onClose();
    },
  };
}
