/**
 * One page of reviews. Everything a reviewer wrote is rendered as text (React escapes it), so
 * markup in a review shows as characters and never runs.
 */
import type { components } from '@/api/schema.gen';
import { Stars } from '@/components/ui/stars';
import { formatDateTime, parseTimestamp } from '@/lib/dates';

export type Review = components['schemas']['Review'];

/** 22 November 2026, the day in Lagos (@/lib/dates: as Intl en-NG writes it, without Intl). */
export function formatReviewDate(iso: string): string {
  const time = parseTimestamp(iso);
  if (Number.isNaN(time)) return '';
  return formatDateTime(time, 'long', 'lagos');
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
