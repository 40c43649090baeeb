/**
 * The rotating promo strip above the header (spec section 2, Header): three messages, one every
 * PROMO_ROTATION_MS.
 *
 * Accessibility (WAI-ARIA APG carousel): a visible pause/play button comes first; rotation also
 * stops while the pointer is over the strip or keyboard focus is inside it; with
 * `prefers-reduced-motion` it does not rotate on its own (Play is still there for whoever wants
 * it). The message is a live region that is silent while rotating and polite otherwise, so a
 * screen reader hears a message when the person steps to it, never every 4 seconds.
 */
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { PROMO_FIRST_ORDER_PERCENT, PROMO_ROTATION_MS } from '@/config/constants';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from './icons';
import { REDUCED_MOTION_QUERY, useMediaQuery } from './use-media-query';

export const PROMO_MESSAGES = [
  { text: `Get ${PROMO_FIRST_ORDER_PERCENT}% off your first order`, to: '/first-order' },
  { text: 'Sign up for email exclusives', to: '/newsletter' },
  { text: 'Earn Beauty Stars Status Points', to: '/status-point' },
] as const;

export type PromoMessage = (typeof PROMO_MESSAGES)[number];

const stripButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-brand-100 transition hover:bg-white/10 hover:text-white focus-visible:-outline-offset-4 focus-visible:outline-white';

export function PromoStrip({ intervalMs = PROMO_ROTATION_MS }: { intervalMs?: number }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [index, setIndex] = useState(0);
  /** The person's own choice; until they make one, reduced motion decides. */
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);

  const paused = userPaused ?? reducedMotion;
  const rotating = !paused && !hovered && !focusInside;
  const count = PROMO_MESSAGES.length;
  const message = PROMO_MESSAGES[index % count]!;

  useEffect(() => {
    if (!rotating) return;
    // A timeout per message: stepping by hand restarts the full interval for the new message.
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearTimeout(id);
  }, [rotating, index, intervalMs, count]);

  const step = (delta: number) => setIndex((i) => (i + delta + count) % count);

  // Focus on the pause/play button itself does not hold the rotation, so pressing Play shows it playing.
  const onFocus = (event: FocusEvent<HTMLElement>) => setFocusInside(event.target !== toggleRef.current);
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusInside(false);
  };

  return (
    <section
      aria-label="Promotions"
      className="bg-brand-900 text-white"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-1 sm:px-6">
        <button
          ref={toggleRef}
          type="button"
          className={stripButton}
          aria-label={paused ? 'Play promotions' : 'Pause promotions'}
          onClick={() => setUserPaused(!paused)}
        >
          <span className="flex size-7 items-center justify-center rounded-full border border-white/30">
            {paused ? <PlayIcon className="size-3.5" /> : <PauseIcon className="size-3.5" />}
          </span>
        </button>
        <div className="flex min-w-0 flex-1 items-center justify-center gap-1 sm:gap-3">
          <button type="button" className={stripButton} aria-label="Previous promotion" onClick={() => step(-1)}>
            <ChevronLeftIcon className="size-4" />
          </button>
          <div
            className="flex min-h-11 min-w-0 items-center justify-center text-center sm:min-w-72"
            aria-live={rotating ? 'off' : 'polite'}
            aria-atomic="true"
          >
            <Link
              key={index}
              to={message.to}
              className="inline-flex min-h-11 items-center rounded text-[0.8125rem] leading-snug font-medium tracking-wide text-white underline-offset-4 transition-opacity duration-500 hover:underline focus-visible:outline-white starting:opacity-0 sm:text-sm"
            >
              {message.text}
            </Link>
          </div>
          <button type="button" className={stripButton} aria-label="Next promotion" onClick={() => step(1)}>
            <ChevronRightIcon className="size-4" />
          </button>
        </div>
        {/* Balances the pause button so the message sits in the middle of the strip. */}
        <span className="hidden size-11 shrink-0 sm:block" aria-hidden="true" />
      </div>
    </section>
  );
}
