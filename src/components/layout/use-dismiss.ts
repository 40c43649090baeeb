/**
 * Closing a disclosure (account panel, category submenu) the way people expect: a press outside
 * closes it, and so does Escape, which also puts focus back on the button that opened it.
 * Focus leaving the whole widget closes it too (as in the WAI-ARIA disclosure navigation example).
 * The listeners sit on the widget's root element, attached here rather than as JSX props on a
 * non-interactive wrapper.
 */
import { useEffect, useEffectEvent, type RefObject } from 'react';

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
}): void {
  const close = useEffectEvent(onClose);

  useEffect(() => {
    const root = rootRef.current;
    if (!open || !root) return;
    const onPointerDown = (event: Event) => {
      if (!root.contains(event.target as Node)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
      buttonRef.current?.focus();
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      // Null when focus goes to nothing in particular (a press on the page): the pointer handler covers that.
      if (next && !root.contains(next)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    root.addEventListener('keydown', onKeyDown);
    root.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      root.removeEventListener('keydown', onKeyDown);
      root.removeEventListener('focusout', onFocusOut);
    };
  }, [open, rootRef, buttonRef]);
}
