import { useId } from 'react';

/** Ratings rounded to half stars (spec section 9), with the figure spelled out for screen readers. */
export function roundToHalf(rating: number): number {
  return Math.round(rating * 2) / 2;
}

/** Five stars side by side, 20 units apart, as one path (viewBox 100 × 20). */
const FIVE_STARS = [0, 20, 40, 60, 80]
  .map((x) => `M${x + 10} 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L${x + 10} 14.9l-5.2 2.7 1-5.8L${x + 1.5} 7.7l5.9-.9z`)
  .join('');

/**
 * The stars are one SVG: the five in grey, and the same five in gold clipped to the rating's
 * width (3.5 shows three and a half gold stars). Six elements whatever the rating: a card grid
 * draws dozens of these, and a gradient per star made them most of the page's DOM.
 */
export function Stars({ rating, count, size = 'sm' }: { rating: number | null; count?: number; size?: 'sm' | 'md' }) {
  const id = useId();
  const value = rating === null ? 0 : roundToHalf(rating);
  const box = size === 'md' ? 'h-5 w-25' : 'h-4 w-20';
  const label = rating === null ? 'Not rated yet' : `Rated ${value} out of 5`;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      <span role="img" aria-label={label} className="inline-flex">
        <svg viewBox="0 0 100 20" className={box} aria-hidden="true">
          <defs>
            <clipPath id={`${id}-rated`}>
              <rect width={value * 20} height="20" />
            </clipPath>
          </defs>
          <path d={FIVE_STARS} fill="var(--color-ink-200)" />
          <path d={FIVE_STARS} fill="var(--color-gold-400)" clipPath={`url(#${id}-rated)`} />
        </svg>
      </span>
      {count !== undefined && (
        <span className="whitespace-nowrap text-sm text-ink-600">
          ({count} {count === 1 ? 'review' : 'reviews'})
        </span>
      )}
    </span>
  );
}
