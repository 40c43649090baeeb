/**
 * The category circle strip (spec section 2, Home): a circle per category with its label. Only
 * Skin Treatment Cream opens (its href); the others carry a 'Soon' badge and answer a click with
 * the alert 'Coming soon'. When the circles do not fit (phones, tablets) the row scrolls sideways,
 * with previous and next buttons that move it by a page and are disabled (aria-disabled, so
 * they keep focus) at either end.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/layout/icons';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/components/layout/use-media-query';
import { imageCopy } from '@/lib/image-copies';
import { CATEGORY_STRIP_ITEMS, type CategoryStripItem } from './home-categories';
import { HrefLink } from './href-link';

export const COMING_SOON = 'Coming soon';

interface Edges {
  overflow: boolean;
  atStart: boolean;
  atEnd: boolean;
}

/** Whether a scroller overflows and whether it sits at either end (1 px of slack for rounding). */
export function scrollEdges(el: { scrollLeft: number; scrollWidth: number; clientWidth: number }): Edges {
  const max = el.scrollWidth - el.clientWidth;
  return { overflow: max > 1, atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft >= max - 1 };
}

const arrowButton =
  'inline-flex size-11 items-center justify-center rounded-full border border-ink-200 bg-white text-ink-800 shadow-sm transition hover:border-brand-300 hover:text-brand-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-40 aria-disabled:hover:border-ink-200 aria-disabled:hover:text-ink-800';

export function CategoryStrip({ items = CATEGORY_STRIP_ITEMS }: { items?: CategoryStripItem[] }) {
  const scrollerRef = useRef<HTMLUListElement>(null);
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [edges, setEdges] = useState<Edges>({ overflow: false, atStart: true, atEnd: true });

  const measure = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const next = scrollEdges(el);
    setEdges((prev) =>
      prev.overflow === next.overflow && prev.atStart === next.atStart && prev.atEnd === next.atEnd ? prev : next,
    );
  }, []);

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    // The observer reports the first size once layout is done anyway: measuring here instead would
    // force a layout of the whole page inside the first render (measured: about a third of the home
    // page's first-render task on a throttled phone, scripts/bench.ts).
    if (typeof ResizeObserver !== 'function') {
      measure();
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure]);

  function scrollByPage(direction: -1 | 1) {
    const el = scrollerRef.current;
    el?.scrollBy?.({ left: direction * el.clientWidth, behavior: reducedMotion ? 'auto' : 'smooth' });
  }

  return (
    <section aria-labelledby="category-strip-title" className="mx-auto max-w-7xl px-4 pt-10 pb-6 sm:px-6 lg:pt-14">
      <div className="flex items-end justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">Shop by category</p>
          <h2 id="category-strip-title" className="mt-1 font-display text-2xl text-ink-900 sm:text-3xl">
            Find your routine
          </h2>
        </div>
        {edges.overflow && (
          <div className="flex shrink-0 gap-2">
            {/* aria-disabled, not disabled: the button keeps keyboard focus when the row reaches its end. */}
            <button
              type="button"
              className={arrowButton}
              aria-label="Scroll categories left"
              aria-disabled={edges.atStart}
              onClick={() => !edges.atStart && scrollByPage(-1)}
            >
              <ChevronLeftIcon className="size-5" />
            </button>
            <button
              type="button"
              className={arrowButton}
              aria-label="Scroll categories right"
              aria-disabled={edges.atEnd}
              onClick={() => !edges.atEnd && scrollByPage(1)}
            >
              <ChevronRightIcon className="size-5" />
            </button>
          </div>
        )}
      </div>
      <ul
        ref={scrollerRef}
        onScroll={measure}
        className="relative -mx-4 mt-6 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pt-2 pb-3 [scrollbar-width:none] sm:-mx-6 sm:scroll-px-6 sm:gap-5 sm:px-6 lg:mx-0 lg:justify-between lg:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item) => (
          <li key={item.label} className="relative w-28 shrink-0 snap-start sm:w-32 lg:w-36">
            <CategoryCircle item={item} />
          </li>
        ))}
      </ul>
    </section>
  );
}

const itemClass =
  'group flex w-full flex-col items-center gap-3 rounded-2xl p-1 text-center focus-visible:outline-offset-0';
const circleClass =
  'relative block size-24 rounded-full bg-ink-50 ring-1 ring-ink-200 transition sm:size-28 lg:size-32';
const labelClass = 'text-sm leading-snug font-semibold text-balance text-ink-900';

function CategoryCircle({ item }: { item: CategoryStripItem }) {
  const image = (
    <img
      {...imageCopy(item.img)}
      alt=""
      width={160}
      height={160}
      loading="lazy"
      decoding="async"
      draggable={false}
      className="size-full rounded-full object-cover"
    />
  );
  if (item.available) {
    return (
      <HrefLink href={item.href} className={itemClass}>
        <span className={`${circleClass} group-hover:ring-2 group-hover:ring-brand-400`}>
          <span className="block size-full overflow-hidden rounded-full">{image}</span>
        </span>
        <span className={`${labelClass} group-hover:text-brand-800`}>{item.label}</span>
      </HrefLink>
    );
  }
  return (
    <button type="button" className={itemClass} onClick={() => window.alert(COMING_SOON)}>
      <span className={`${circleClass} group-hover:ring-ink-300`}>
        <span className="block size-full overflow-hidden rounded-full opacity-85 saturate-75">{image}</span>
        <span
          aria-hidden="true"
          className="absolute -top-1 -right-1 rounded-full bg-gold-100 px-2 py-0.5 text-[0.6875rem] font-bold tracking-wide text-ink-900 uppercase ring-1 ring-gold-400"
        >
          Soon
        </span>
      </span>
      <span className={labelClass}>
        {item.label} <span className="sr-only">(coming soon)</span>
      </span>
    </button>
  );
}
