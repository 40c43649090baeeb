/**
 * One page of reviews. Everything a reviewer wrote is rendered as text (React escapes it), so
 * markup in a review shows as characters and never runs.
 */
import type { components } from '@/api/schema.gen';
import { Stars } from '@/components/ui/stars';
import { once } from '@/lib/once';

export type Review = components['schemas']['Review'];

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
/** Lagos has kept West Africa Time (UTC+1, no summer time) since 1919. */
const WAT_MS = 60 * 60 * 1000;
const WAT_SINCE = Date.UTC(1920, 0, 1);
/** For older dates (not a real review's): Intl knows Lagos's earlier offsets. */
const dateFormat = once(() => new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Africa/Lagos' }));

/**
 * 22 November 2026, the day in Lagos: what Intl en-NG writes, written out so that the product
 * page's first draw does not start the browser's locale library (@/lib/money says why).
 */
export function formatReviewDate(iso: string): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  if (time < WAT_SINCE) return dateFormat().format(time);
  const lagos = new Date(time + WAT_MS);
  return `${lagos.getUTCDate()} ${MONTHS[lagos.getUTCMonth()]} ${lagos.getUTCFullYear()}`;
}

export function ReviewList({ reviews }: { reviews: Review[] }) {
  return (
    <ul className="divide-y divide-ink-200">
      {reviews.map((review) => (
        <li key={review.id} className="py-5 first:pt-0">
          <article aria-label={`Review by ${review.author_name || 'Anonymous'}`}>
            <Stars rating={review.rating} />
            {review.title && <h3 className="mt-2 font-semibold break-words text-ink-900">{review.title}</h3>}
            <p className="mt-1 text-sm text-ink-600">
              <span className="font-medium text-ink-800">{review.author_name || 'Anonymous'}</span>
              <span aria-hidden="true"> · </span>
              <time dateTime={review.created_at}>{formatReviewDate(review.created_at)}</time>
            </p>
            {review.body && <p className="mt-2 break-words whitespace-pre-line text-ink-700">{review.body}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
