/**
 * The home page hero (spec sections 2 and 4, Hero carousel), as a WAI-ARIA APG carousel: a region
 * with aria-roledescription="carousel", each slide a group with aria-roledescription="slide" and
 * the label "n of N", the pause/play control first, then previous, the dots and next. The slides
 * are a live region: silent while they rotate on their own, polite once rotation stops.
 *
 * Which slides show:
 * - while GET /carousel/slides loads: the first default slide's frame (same image, same size) and
 *   'Loading slides…', so nothing jumps when the slides arrive;
 * - the server's slides (those without an image are dropped by `normalizeSlides`);
 * - on an empty list or an error: the three built-in default slides.
 *
 * So 'No slides to display' never shows on the page: it needs an empty list *and* no default
 * slides, which only happens if DEFAULT_SLIDES were emptied. `HeroCarouselView` still renders it
 * for `slides={[]}` (its story and test pass that directly).
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { normalizeSlides, type SlideView } from '@/api/normalize';
import { slidesQueryOptions, type Slide } from '@/api/queries/slides';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/layout/icons';
import { REDUCED_MOTION_QUERY, useMediaQuery } from '@/components/layout/use-media-query';
import { DEFAULT_SLIDES } from './default-slides';
import { HeroSlide, HeroSlideLoading, SLIDE_FRAME } from './hero-slide';
import { useCarousel, type Carousel } from './use-carousel';

export const HERO_LABEL = 'Featured products';

const selectSlides = (data: { items: Slide[] }) => normalizeSlides(data.items);

export function HeroCarousel() {
  const { data: slides, isPending } = useQuery({ ...slidesQueryOptions(), select: selectSlides });
  if (isPending) return <HeroLoading />;
  // An error with no earlier data, or an empty list: the built-in slides.
  return <HeroCarouselView slides={slides && slides.length > 0 ? slides : DEFAULT_SLIDES} />;
}

export function HeroLoading() {
  return (
    <section aria-label={HERO_LABEL} aria-busy="true" className="relative flex flex-col bg-white">
      <HeroSlideLoading slide={DEFAULT_SLIDES[0]!} />
      {/* The phone layout's control row, reserved. */}
      <div aria-hidden="true" className="h-15 md:hidden" />
    </section>
  );
}

/** True once the page's load event has fired and the main thread has had an idle moment. */
function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let idle: number | undefined;
    const settle = () => {
      idle =
        typeof window.requestIdleCallback === 'function'
          ? window.requestIdleCallback(() => setSettled(true), { timeout: 2000 })
          : window.setTimeout(() => setSettled(true), 200);
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      if (idle === undefined) return;
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return settled;
}

const MOTION_EASING = 'cubic-bezier(0.22, 0.61, 0.36, 1)';

export function HeroCarouselView({ slides }: { slides: SlideView[] }) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const settled = usePageSettled();
  const carousel = useCarousel({ count: slides.length, reducedMotion });
  const { count, canNavigate, index, position, animate, dragOffset, transitionMs } = carousel;
  // Once the slides have moved, every slide keeps its image, even back on the first one.
  const [moved, setMoved] = useState(false);
  if (index !== 0 && !moved) setMoved(true);

  if (count === 0) {
    return (
      <section aria-label={HERO_LABEL} className="bg-ink-50">
        <div className={`${SLIDE_FRAME} min-h-72 items-center justify-center`}>
          <p className="flex h-full min-h-72 items-center justify-center px-6 text-center text-lg text-ink-600 md:min-h-0">
            No slides to display
          </p>
        </div>
      </section>
    );
  }

  // A copy of the last slide before the first and of the first after the last, for the loop.
  const items = canNavigate
    ? [
        { slide: slides[count - 1]!, real: count - 1, copy: true },
        ...slides.map((slide, i) => ({ slide, real: i, copy: false })),
        { slide: slides[0]!, real: 0, copy: true },
      ]
    : [{ slide: slides[0]!, real: 0, copy: false }];
  const offset = canNavigate ? position + 1 : 0;
  const near = (i: number) => Math.min(Math.abs(i - index), count - Math.abs(i - index)) <= 1;
  // Until the page has loaded and gone idle, or the slides move, only the slide in view loads its
  // image: each of these illustrations costs the main thread a parse, a layout and a paint, which
  // the first seconds of a phone's visit need for the page itself
  // (docs/decisions/0020-performance-choices.md).
  const warm = settled || moved;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={HERO_LABEL}
      // The region takes focus so that its keys work (APG carousel).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      // The focus ring is drawn above the slides (an outline would sit under the moving track).
      className="relative flex flex-col bg-white after:pointer-events-none after:absolute after:inset-0 after:z-20 focus-visible:outline-none focus-visible:after:ring-3 focus-visible:after:ring-brand-500 focus-visible:after:ring-inset"
      {...carousel.regionProps}
    >
      {canNavigate && <HeroControls carousel={carousel} slides={slides} />}
      <div
        className={`overflow-hidden select-none ${canNavigate ? 'touch-pan-y' : ''}`}
        aria-live={carousel.rotating ? 'off' : 'polite'}
        {...(canNavigate ? carousel.viewportProps : {})}
      >
        <div
          className="flex"
          data-testid="hero-track"
          style={{
            transform: `translate3d(calc(${-offset * 100}% + ${dragOffset}px), 0, 0)`,
            transition: animate && !reducedMotion ? `transform ${transitionMs}ms ${MOTION_EASING}` : 'none',
          }}
        >
          {items.map(({ slide, real, copy }, i) =>
            copy ? (
              <div key={`copy-${i}`} aria-hidden="true" inert className="w-full shrink-0">
                <HeroSlide slide={slide} eager={near(real)} withheld={!warm} />
              </div>
            ) : (
              <div
                key={slide.id}
                role="group"
                aria-roledescription="slide"
                aria-label={`${real + 1} of ${count}`}
                inert={real !== index}
                className="w-full shrink-0"
              >
                <HeroSlide slide={slide} priority={real === 0} eager={near(real)} withheld={!warm && real !== index} />
              </div>
            ),
          )}
        </div>
      </div>
    </section>
  );
}

const controlButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-ink-800 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-offset-0';

function HeroControls({ carousel, slides }: { carousel: Carousel; slides: SlideView[] }) {
  const { index, count, paused } = carousel;
  return (
    <div className="order-last flex justify-center px-1 py-2 md:absolute md:inset-x-0 md:bottom-5 md:z-10 md:py-0 lg:bottom-7">
      <div className="flex w-full max-w-7xl justify-center md:justify-start md:px-6">
        <div className="flex items-center md:rounded-full md:bg-white/85 md:p-1 md:shadow-lg md:ring-1 md:shadow-ink-900/10 md:ring-ink-900/5 md:backdrop-blur">
          <button
            data-carousel-pause=""
            type="button"
            className={controlButton}
            aria-label={paused ? 'Play slides' : 'Pause slides'}
            onClick={carousel.togglePause}
          >
            <span className="flex size-8 items-center justify-center rounded-full border border-ink-300">
              {paused ? <PlayIcon className="size-3.5" /> : <PauseIcon className="size-3.5" />}
            </span>
          </button>
          <button type="button" className={controlButton} aria-label="Previous slide" onClick={carousel.previous}>
            <ChevronLeftIcon className="size-5" />
          </button>
          <div className="hidden items-center sm:flex">
            {slides.map((slide, i) => (
              <button
                key={slide.id}
                type="button"
                className="group/dot inline-flex h-11 w-6 items-center justify-center rounded-full focus-visible:outline-offset-0"
                aria-label={`Go to slide ${i + 1}: ${slide.heading}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => carousel.goTo(i)}
              >
                <span
                  className={`block h-2.5 rounded-full transition-all duration-300 ${
                    i === index ? 'w-5 bg-brand-700' : 'w-2.5 bg-ink-300 group-hover/dot:bg-ink-500'
                  }`}
                />
              </button>
            ))}
          </div>
          <button type="button" className={controlButton} aria-label="Next slide" onClick={carousel.next}>
            <ChevronRightIcon className="size-5" />
          </button>
          {/* On phones a chip in the image's corner; from md up the end of the control bar. */}
          <p className="absolute top-3 right-3 z-10 rounded-full bg-white/85 px-2.5 py-1 text-xs font-semibold text-ink-800 tabular-nums shadow-sm md:static md:bg-transparent md:px-3 md:text-sm md:shadow-none">
            {`${index + 1} / ${count}`}
          </p>
        </div>
      </div>
    </div>
  );
}
