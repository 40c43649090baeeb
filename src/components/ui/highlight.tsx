/**
 * Where a change lands in a list (a slide just added, an order just fulfilled), shown where the
 * admin is looking: the row is scrolled into view and its background fades from the brand tint
 * (no fade, and no smooth scroll, with reduced motion). The fade is a cue for the eye only; the
 * row also carries a text badge (`ChangedBadge`), and a toast says what happened in its live region.
 * The Web Animations API rather than a keyframe in the shell's CSS: only the back office uses it.
 */
import { useEffect, useRef, type RefObject } from 'react';

const FADE_MS = 2000;
const FALLBACK_TINT = '#f6e4ec';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** A ref for the row; when `on` is true as the row mounts (or turns true), it is brought to view. */
export function useHighlight<T extends HTMLElement>(on: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!on || !element) return;
    const reduced = prefersReducedMotion();
    element.scrollIntoView?.({ block: 'center', behavior: reduced ? 'auto' : 'smooth' });
    if (reduced || typeof element.animate !== 'function') return;
    const tint =
      getComputedStyle(document.documentElement).getPropertyValue('--color-brand-100').trim() || FALLBACK_TINT;
    const animation = element.animate(
      [{ backgroundColor: tint }, { backgroundColor: getComputedStyle(element).backgroundColor }],
      { duration: FADE_MS, easing: 'ease-out' },
    );
    return () => animation.cancel();
  }, [on]);
  return ref;
}

/** The row's text cue beside the fade ('New', 'Updated'): not colour alone. */
export function ChangedBadge({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-semibold text-white">
      {children}
    </span>
  );
}
