import { cleanup, render, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { formatReviewDate, ReviewList, type Review } from './review-list';
import { checkReview, reviewErrorMessage } from './review-rules';

afterEach(cleanup);

const review = (over: Partial<Review>): Review => ({
  id: 1,
  product_id: 2,
  rating: 4,
  title: 'Soft skin',
  body: 'Two weeks in.',
  author_name: 'Ngozi A.',
  created_at: '2026-01-14T22:30:00Z',
  ...over,
});

describe('review list', () => {
  it('names a reviewer without a name Anonymous and dates reviews the Nigerian way', () => {
    render(
      <ReviewList
        reviews={[review({ id: 1, author_name: null }), review({ id: 2, author_name: '' }), review({ id: 3 })]}
      />,
    );
    const items = screen.getAllByRole('article');
    expect(within(items[0]!).getByText('Anonymous')).toBeTruthy();
    expect(within(items[1]!).getByText('Anonymous')).toBeTruthy();
    expect(within(items[2]!).getByText('Ngozi A.')).toBeTruthy();
    // 22:30 UTC is 23:30 in Lagos: still the 14th.
    expect(within(items[2]!).getByText('14 January 2026').getAttribute('dateTime')).toBe('2026-01-14T22:30:00Z');
    expect(within(items[2]!).getByRole('img', { name: 'Rated 4 out of 5' })).toBeTruthy();
    expect(formatReviewDate('2026-03-31T23:30:00Z')).toBe('1 April 2026');
  });

  it('writes a review date as Intl en-NG writes the day in Lagos, for any date', () => {
    const lagos = new Intl.DateTimeFormat('en-NG', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    });
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }),
        (date) => {
          expect(formatReviewDate(date.toISOString())).toBe(lagos.format(date));
        },
      ),
      { numRuns: 2000 },
    );
    expect(formatReviewDate('not a date')).toBe('');
  });

  it('renders markup in a review as text', () => {
    const { container } = render(
      <ReviewList reviews={[review({ title: '<img src=x onerror=alert(1)>', body: '<script>alert(1)</script>' })]} />,
    );
    expect(screen.getByRole('heading').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(screen.getByText('<script>alert(1)</script>')).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });
});

describe('review rules', () => {
  const valid = { rating: 5, title: 'Great', body: '' };

  it('checks sign-in first, then rating and title length', () => {
    expect(checkReview({ rating: 0, title: 'x'.repeat(300), body: '' }, false)).toEqual({
      fields: {},
      form: 'Please sign in to leave a review.',
    });
    const rating = { fields: { rating: 'Please select a rating between 1 and 5.' } };
    expect(checkReview({ ...valid, rating: 0 }, true)).toEqual(rating);
    expect(checkReview({ ...valid, rating: 6 }, true)).toEqual(rating);
    expect(checkReview({ ...valid, title: 'x'.repeat(256) }, true)).toEqual({
      fields: { title: 'Title must be 255 characters or fewer.' },
    });
    expect(checkReview({ ...valid, title: 'x'.repeat(255) }, true)).toBeNull();
    expect(checkReview({ ...valid, title: '' }, true)).toBeNull();
  });

  it('maps the server’s answers to the spec’s messages', () => {
    expect(reviewErrorMessage(new ApiError(400, 'invalid_rating', 'Rating must be 1 to 5.'))).toBe(
      'Rating must be 1 to 5.',
    );
    expect(reviewErrorMessage(new ApiError(400, 'title_too_long', 'whatever'))).toBe('Title is too long.');
    expect(reviewErrorMessage(new ApiError(400, 'author_name_too_long', 'whatever'))).toBe('Name is too long.');
    expect(reviewErrorMessage(new ApiError(400, 'invalid_payload', 'whatever'))).toBe('Failed to submit review.');
    expect(reviewErrorMessage(new ApiError(401, 'unauthorized', 'whatever'))).toBe('Please sign in to leave a review.');
    expect(reviewErrorMessage(new TypeError('Failed to fetch'))).toBe('Failed to submit review.');
  });
});
