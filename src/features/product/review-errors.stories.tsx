import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { expect, userEvent, within } from 'storybook/test';
import { productPageQueryOptions } from './product-query';
import { ReviewsSection } from './reviews-section';
import { desktop } from '@/testing/story-frames';

/** The reviews of product 2, first page. */
function Reviews() {
  const query = useQuery(productPageQueryOptions(2, 1, 10));
  if (!query.data) return <p className="p-6">Loading reviews…</p>;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
      <ReviewsSection
        productId={2}
        rating={query.data.rating}
        reviewCount={query.data.reviewCount}
        reviews={query.data.reviews}
        totalPages={query.data.reviewsPagination?.totalPages ?? 1}
        page={1}
        perPage={10}
        updating={false}
        onPage={() => undefined}
      />
    </div>
  );
}

/**
 * A review the server refuses, each driven by the mock scenario QA would pick
 * (`?scenario=createReview:too_many_requests`): the matrix in docs/error-states.md points here.
 */
const meta = {
  title: 'Product/Reviews: server refusals',
  component: Reviews,
  parameters: { route: '/product/2', session: 'customer' },
  globals: desktop,
} satisfies Meta<typeof Reviews>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A valid review, sent; the form's alert says `message` and the review typed is kept. */
const refused = (scenario: string, message: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const form = within(await within(canvasElement).findByRole('form', { name: 'Write a review' }));
    await userEvent.click(form.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(form.getByLabelText('Title'), 'Glowing');
    await userEvent.click(form.getByRole('button', { name: 'Submit review' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(message);
    await expect(form.getByLabelText('Title')).toHaveValue('Glowing');
  },
});

export const TooManyAttempts = refused('createReview:too_many_requests', 'Too many attempts. Try again in 12 minutes.');
export const InvalidRating = refused('createReview:invalid_rating', 'Please select a rating between 1 and 5.');
export const TitleTooLong = refused('createReview:title_too_long', 'Title is too long.');
export const AuthorNameTooLong = refused('createReview:author_name_too_long', 'Name is too long.');
export const InvalidPayload = refused('createReview:invalid_payload', 'Failed to submit review.');
export const ProductGone = refused('createReview:404', 'Failed to submit review.');
export const SessionRefused = refused('createReview:401', 'Please sign in to leave a review.');
