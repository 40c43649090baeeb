import { useId } from 'react';

/** Ratings rounded to half stars (spec section 9), with the figure spelled out for screen readers. */
export function roundToHalf(rating: number): number {
  return Math.round(rating * 2) / 2;
}

const STAR = 'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z';

export function Stars({ rating, count, size = 'sm' }: { rating: number | null; count?: number; size?: 'sm' | 'md' }) {
  const id = useId();
  const value = rating === null ? 0 : roundToHalf(rating);
  const px = size === 'md' ? 'size-5' : 'size-4';
  const label = rating === null ? 'Not rated yet' : `Rated ${value} out of 5`;
  return (
    <span className="inline-flex flex-wrap items-center gap-x-1.5">
      <span role="img" aria-label={label} className="inline-flex">
        {[1, 2, 3, 4, 5].map((n) => {
          const fill = value >= n ? 1 : value >= n - 0.5 ? 0.5 : 0;
          return (
            <svg key={n} viewBox="0 0 20 20" className={px} aria-hidden="true">
              <defs>
                <linearGradient id={`${id}-star-${n}`}>
                  <stop offset={`${fill * 100}%`} stopColor="var(--color-gold-400)" />
                  <stop offset={`${fill * 100}%`} stopColor="var(--color-ink-200)" />
                </linearGradient>
              </defs>
              <path d={STAR} fill={`url(#${id}-star-${n})`} />
            </svg>
          );
        })}
      </span>
      {count !== undefined && <span className="whitespace-nowrap text-sm text-ink-600">({count} {count === 1 ? 'review' : 'reviews'})</span>}
    </span>
  );
}
