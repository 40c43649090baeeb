/**
 * The hero carousel's behaviour, apart from its markup (spec section 4, Hero carousel).
 *
 * - Loops forever. The track holds a copy of the last slide before the first and a copy of the
 *   first after the last, so stepping past either end still slides the right way; once the
 *   transition has run, the track jumps (without animation) to the real slide.
 * - Advances every HERO_AUTO_ADVANCE_MS while nothing holds it: hover, focus inside, a drag in
 *   progress, a hidden tab, or the person's own pause (P or the pause button). With
 *   prefers-reduced-motion it starts paused and never animates; Play still works.
 * - A drag past min(SWIPE_THRESHOLD_PX, SWIPE_THRESHOLD_RATIO × width) changes the slide (dragging
 *   right goes back, left goes forward); a shorter one snaps back.
 * - With one slide or none there is no navigation and no auto-advance.
 */
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from 'react';
import {
  HERO_AUTO_ADVANCE_MS,
  HERO_TRANSITION_MS,
  SWIPE_THRESHOLD_PX,
  SWIPE_THRESHOLD_RATIO,
} from '@/config/constants';

/** The distance a drag must go beyond to change the slide: min(140 px, 20% of the width). */
export function swipeThreshold(width: number): number {
  return Math.min(SWIPE_THRESHOLD_PX, width * SWIPE_THRESHOLD_RATIO);
}

/** Where a drag of `dx` px on a carousel `width` px wide leads: -1 back, 1 forward, 0 nowhere. */
export function swipeStep(dx: number, width: number): -1 | 0 | 1 {
  if (Math.abs(dx) <= swipeThreshold(width)) return 0;
  return dx < 0 ? 1 : -1;
}

/** Marks the pause/play button (`data-carousel-pause`), whose focus does not pause the rotation. */
export const PAUSE_BUTTON_ATTR = 'data-carousel-pause';

/** Movement below this is a click or a tap, not a drag. */
const DRAG_START_PX = 6;

const mod = (n: number, m: number) => ((n % m) + m) % m;

export interface CarouselOptions {
  count: number;
  reducedMotion: boolean;
  autoAdvanceMs?: number;
  transitionMs?: number;
}

interface Drag {
  pointerId: number;
  startX: number;
  width: number;
  dx: number;
  moved: boolean;
}

export function useCarousel({
  count,
  reducedMotion,
  autoAdvanceMs = HERO_AUTO_ADVANCE_MS,
  transitionMs = HERO_TRANSITION_MS,
}: CarouselOptions) {
  const canNavigate = count > 1;
  /** The track position: 0…count-1 are the slides, -1 and count their copies at either end. */
  const [position, setPosition] = useState(0);
  const [animate, setAnimate] = useState(false);
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const [dragOffset, setDragOffset] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [tabHidden, setTabHidden] = useState(
    () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  );
  const drag = useRef<Drag | null>(null);
  const suppressClick = useRef(false);

  const index = count > 0 ? mod(position, count) : 0;
  const wrapping = position < 0 || position >= count;
  const paused = userPaused ?? reducedMotion;
  const rotating = canNavigate && !paused && !hovered && !focusInside && !dragging && !tabHidden;

  const step = useCallback(
    (delta: -1 | 1) => {
      if (!canNavigate) return;
      // While the track is on a copy (mid-wrap), wait for it to settle on the real slide.
      setPosition((p) => (p < 0 || p >= count ? p : reducedMotion ? mod(p + delta, count) : p + delta));
      setAnimate(!reducedMotion);
    },
    [canNavigate, count, reducedMotion],
  );

  const goTo = useCallback(
    (target: number) => {
      if (!canNavigate) return;
      setPosition(mod(target, count));
      setAnimate(!reducedMotion);
    },
    [canNavigate, count, reducedMotion],
  );

  // After a wrap, jump from the copy to the real slide once the transition is over.
  useEffect(() => {
    if (count === 0 || !wrapping) return;
    const id = window.setTimeout(() => {
      setAnimate(false);
      setPosition((p) => mod(p, count));
    }, transitionMs);
    return () => window.clearTimeout(id);
  }, [wrapping, count, transitionMs]);

  // One timeout per slide shown: moving by hand restarts the full interval for the new slide.
  useEffect(() => {
    if (!rotating) return;
    const id = window.setTimeout(() => step(1), autoAdvanceMs);
    return () => window.clearTimeout(id);
  }, [rotating, index, step, autoAdvanceMs]);

  useEffect(() => {
    const onChange = () => setTabHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  const togglePause = useCallback(() => setUserPaused(!paused), [paused]);

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (!canNavigate || event.altKey || event.ctrlKey || event.metaKey) return;
    switch (event.key) {
      case 'ArrowRight':
        step(1);
        break;
      case 'ArrowLeft':
        step(-1);
        break;
      case 'Home':
        goTo(0);
        break;
      case 'End':
        goTo(count - 1);
        break;
      case 'p':
      case 'P':
        togglePause();
        break;
      default:
        return;
    }
    event.preventDefault();
  }

  // Focus on the pause/play button itself does not hold the rotation, so pressing Play shows it playing.
  function onFocus(event: FocusEvent<HTMLElement>) {
    setFocusInside(!(event.target instanceof HTMLElement && event.target.hasAttribute(PAUSE_BUTTON_ATTR)));
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  }

  function onPointerEnter(event: PointerEvent<HTMLElement>) {
    if (event.pointerType === 'mouse') setHovered(true);
  }
  function onPointerLeave() {
    setHovered(false);
  }

  function onPointerDown(event: PointerEvent<HTMLElement>) {
    if (!canNavigate || (event.pointerType === 'mouse' && event.button !== 0)) return;
    suppressClick.current = false;
    drag.current = {
      pointerId: event.pointerId,
      startX: event.clientX,
      width: event.currentTarget.getBoundingClientRect().width,
      dx: 0,
      moved: false,
    };
    setDragging(true);
  }

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    const width = current.width || 1;
    current.dx = Math.max(-width, Math.min(width, event.clientX - current.startX));
    if (!current.moved && Math.abs(current.dx) >= DRAG_START_PX) {
      current.moved = true;
      // Captured only once it is a drag, so a plain click still reaches the link or button under it.
      event.currentTarget.setPointerCapture?.(event.pointerId);
    }
    if (current.moved) {
      setAnimate(false);
      setDragOffset(current.dx);
    }
  }

  function endDrag(event: PointerEvent<HTMLElement>, cancelled: boolean) {
    const current = drag.current;
    if (!current || current.pointerId !== event.pointerId) return;
    drag.current = null;
    setDragging(false);
    if (!current.moved) return;
    suppressClick.current = true;
    setDragOffset(0);
    const direction = cancelled ? 0 : swipeStep(current.dx, current.width);
    if (direction === 0 || wrapping) {
      setAnimate(!reducedMotion); // snap back
      return;
    }
    step(direction);
  }

  /** A drag that ends over a link must not follow it. */
  function onClickCapture(event: MouseEvent<HTMLElement>) {
    if (!suppressClick.current) return;
    suppressClick.current = false;
    event.preventDefault();
    event.stopPropagation();
  }

  return {
    count,
    canNavigate,
    index,
    position,
    animate,
    dragOffset,
    dragging,
    paused,
    rotating,
    transitionMs,
    next: () => step(1),
    previous: () => step(-1),
    goTo,
    togglePause,
    regionProps: { onKeyDown, onFocus, onBlur, onPointerEnter, onPointerLeave },
    viewportProps: {
      onPointerDown,
      onPointerMove,
      onPointerUp: (event: PointerEvent<HTMLElement>) => endDrag(event, false),
      onPointerCancel: (event: PointerEvent<HTMLElement>) => endDrag(event, true),
      onClickCapture,
    },
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
