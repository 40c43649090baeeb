/**
 * One hero slide: the image and, over its empty left side (below it on phones), the subtitle,
 * heading, description and two buttons. The frame has a fixed aspect ratio at every width, so
 * nothing moves when the image or the slides arrive.
 */
import type { SlideView } from '@/api/normalize';
import { imageCopy, SLIDE_SIZES } from '@/lib/image-copies';
import { HrefLink } from './href-link';

/**
 * The slide frame: on phones an image band over a text panel; from md up the text sits on the
 * image, 16:9, then 2:1, then the image's own 16:7 (43.75vw) up to 36rem high. Each size is fixed
 * by CSS alone.
 */
export const SLIDE_FRAME =
  'relative flex h-full flex-col md:block md:aspect-[16/9] lg:aspect-[2/1] xl:aspect-auto xl:h-[min(36rem,43.75vw)]';
const IMAGE =
  'block aspect-[16/10] w-full bg-ink-100 object-cover object-[86%_50%] md:absolute md:inset-0 md:aspect-auto md:size-full md:object-right';
/** On phones a tinted panel of fixed minimum height; from md up a scrim over the pale left side. */
const PANEL =
  'flex min-h-72 flex-1 items-center bg-gradient-to-b from-brand-50 to-white px-5 pt-5 pb-6 sm:min-h-80 sm:px-6 md:absolute md:inset-0 md:min-h-0 md:bg-gradient-to-r md:from-white/80 md:via-white/35 md:via-45% md:to-transparent md:to-70% md:px-0 md:pt-8 md:pb-20 lg:pb-28';
const COPY = 'mx-auto w-full max-w-7xl md:px-6';
const COPY_INNER = 'break-words md:w-[48%] lg:w-[44%] xl:max-w-xl';

/** `withheld`: no `src` yet (a slide out of view while the page is still loading). */
export function SlideImage({
  slide,
  priority,
  eager,
  withheld = false,
}: {
  slide: Pick<SlideView, 'imageUrl' | 'alt'>;
  priority: boolean;
  eager: boolean;
  withheld?: boolean;
}) {
  return (
    <img
      {...(withheld ? {} : imageCopy(slide.imageUrl, SLIDE_SIZES))}
      alt={slide.alt}
      width={1600}
      height={700}
      draggable={false}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
      className={IMAGE}
    />
  );
}

export function HeroSlide({
  slide,
  priority = false,
  eager = false,
  withheld = false,
}: {
  slide: SlideView;
  priority?: boolean;
  eager?: boolean;
  withheld?: boolean;
}) {
  return (
    <div className={SLIDE_FRAME}>
      <SlideImage slide={slide} priority={priority} eager={eager} withheld={withheld} />
      <div className={PANEL}>
        <div className={COPY}>
          <div className={COPY_INNER}>
            {slide.subtitle && (
              <p className="text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase sm:text-sm">
                {slide.subtitle}
              </p>
            )}
            <h2 className="mt-2 line-clamp-2 font-display text-3xl leading-tight text-balance text-ink-900 sm:text-4xl lg:text-5xl xl:text-6xl">
              {slide.heading}
            </h2>
            {slide.description && (
              <p className="mt-3 line-clamp-3 max-w-prose text-sm leading-relaxed text-ink-700 sm:text-base lg:mt-4 lg:text-lg">
                {slide.description}
              </p>
            )}
            <div className="mt-5 flex flex-wrap gap-2 sm:gap-3 lg:mt-7">
              <HrefLink
                href={slide.primary.href}
                className="btn-primary px-4 min-[360px]:px-5 sm:px-6 lg:min-h-12 lg:px-8 lg:text-base"
              >
                {slide.primary.label}
              </HrefLink>
              <HrefLink
                href={slide.secondary.href}
                className="btn-secondary bg-white/90 px-4 min-[360px]:px-5 sm:px-6 lg:min-h-12 lg:px-8 lg:text-base"
              >
                {slide.secondary.label}
              </HrefLink>
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}

/** The first default slide's frame while the slides load: same image, same size, a status line. */
export function HeroSlideLoading({ slide }: { slide: SlideView }) {
  return (
    <div className={SLIDE_FRAME}>
      <SlideImage slide={slide} priority eager />
      <div className={PANEL}>
        <div className={COPY}>
          <div className={COPY_INNER}>
            <span aria-hidden="true" className="block h-4 w-32 animate-pulse rounded bg-ink-200/70" />
            <span aria-hidden="true" className="mt-3 block h-9 w-4/5 animate-pulse rounded bg-ink-200/70 lg:h-12" />
            <span aria-hidden="true" className="mt-3 block h-4 w-full animate-pulse rounded bg-ink-200/70" />
            <span aria-hidden="true" className="mt-2 block h-4 w-2/3 animate-pulse rounded bg-ink-200/70" />
            <p role="status" className="mt-5 text-sm font-medium text-ink-700">
              Loading slides…
            </p>
          </div>
        </div>
      </div>
    </div>
  );
}
