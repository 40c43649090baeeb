import type { Meta, StoryObj } from '@storybook/react-vite';
import { useQuery } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { productPageQueryOptions, type ReviewPageSize } from './product-query';
import { ReviewsSection } from './reviews-section';
import { loadReviewForm } from './review-form-slot';
import { phone } from '@/testing/story-frames';

/** The reviews of one seeded product, paged in the story's own state. */
function ReviewsOfProduct({ productId = 2 }: { productId?: number }) {
  const [paging, setPaging] = useState<{ page: number; perPage: ReviewPageSize }>({ page: 1, perPage: 10 });
  const query = useQuery(productPageQueryOptions(productId, paging.page, paging.perPage));
  if (!query.data) return <p className="p-6">Loading reviews…</p>;
  return (
    <div className="mx-auto max-w-7xl px-4 pb-10 sm:px-6">
      <ReviewsSection
        productId={productId}
        rating={query.data.rating}
        reviewCount={query.data.reviewCount}
        reviews={query.data.reviews}
        totalPages={query.data.reviewsPagination?.totalPages ?? 1}
        page={paging.page}
        perPage={paging.perPage}
        updating={query.isPlaceholderData}
        onPage={(page, perPage) => setPaging({ page, perPage })}
      />
    </div>
  );
}

const meta = {
  title: 'Product/Reviews',
  component: ReviewsOfProduct,
  parameters: { route: '/product/2', session: 'customer' },
  // The form's code loaded first (it loads when near on a page, ./review-form-slot.tsx): the
  // pictures show the form, not its stand-in.
  loaders: [async () => (await loadReviewForm(), {})],
} satisfies Meta<typeof ReviewsOfProduct>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product's review count as the mock API has it. */
async function reviewCount(): Promise<number> {
  return ((await (await fetch('/api/products/2')).json()) as { review_count: number }).review_count;
}

const form = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('form', { name: 'Write a review' }));

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Show reviews' })).toHaveAttribute('aria-expanded', 'false');
    // Closed, the list shows only the two newest reviews, beside the form.
    await expect(canvas.getByText('Recent reviews')).toBeVisible();
    await expect(canvas.queryAllByRole('article')).toHaveLength(2);
  },
};

export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const pages = Math.ceil((await reviewCount()) / 10);
    await userEvent.click(await canvas.findByRole('button', { name: 'Show reviews' }));
    await expect(canvas.getAllByRole('article').length).toBeGreaterThan(0);
    await expect(canvas.getByText(`Page 1 of ${pages}`)).toBeVisible();
    if (pages > 1) {
      await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
      await expect(await canvas.findByText(`Page 2 of ${pages}`)).toBeVisible();
    }
  },
};

export const OpenPhone: Story = { ...Open, globals: phone };

export const SignInFirst: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('button', { name: 'Submit review' }));
    const alert = f.getByRole('alert');
    await expect(alert).toHaveTextContent('Please sign in to leave a review.');
    await expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?next=%2Fproduct%2F2%23reviews',
    );
  },
};

export const RatingMissing: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.type(f.getByLabelText('Title'), 'Lovely');
    await userEvent.click(f.getByRole('button', { name: 'Submit review' }));
    await expect(f.getByText('Please select a rating between 1 and 5.')).toBeVisible();
    await expect(f.getByRole('radio', { name: '1 star' })).toHaveFocus();
  },
};

export const TitleTooLong: Story = {
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: '4 stars' }));
    await userEvent.click(f.getByLabelText('Title'));
    await userEvent.paste('A'.repeat(256));
    await userEvent.click(f.getByRole('button', { name: 'Submit review' }));
    await expect(f.getByText('Title must be 255 characters or fewer.')).toBeVisible();
    await expect(f.getByText('256/255')).toBeVisible();
    // The field shows its text from the start, as after a blur: where a focused field scrolls its
    // long text depends on resizes, so the picture would vary between runs.
    f.getByLabelText('Title').blur();
  },
};

export const ServerRejectsTitle: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/products/:id/reviews', () =>
        HttpResponse.json({ error: 'title_too_long', message: 'Title is too long.' }, { status: 400 }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(f.getByLabelText('Title'), 'Glowing');
    await userEvent.click(f.getByRole('button', { name: 'Submit review' }));
    await expect(await f.findByRole('alert')).toHaveTextContent('Title is too long.');
    await expect(f.getByLabelText('Title')).toHaveValue('Glowing');
  },
};

export const ServerFails: Story = {
  beforeEach({ msw }) {
    msw.use(http.post('*/api/products/:id/reviews', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(f.getByRole('button', { name: 'Submit review' }));
    await expect(await f.findByRole('alert')).toHaveTextContent('Failed to submit review.');
  },
};

export const Submitted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const before = await reviewCount();
    const f = await form(canvasElement);
    await userEvent.click(f.getByRole('radio', { name: '5 stars' }));
    await userEvent.type(f.getByLabelText('Title'), '<img src=x onerror=alert(1)>');
    await userEvent.type(f.getByLabelText('Your review'), 'My knuckles are lighter after three weeks.');
    await userEvent.click(f.getByRole('button', { name: 'Submit review' }));
    await expect(await f.findByText('Thanks for your review!')).toBeVisible();
    await expect(f.getByLabelText('Title')).toHaveValue('');
    await expect(await canvas.findByText(`${before + 1} reviews`, { exact: false })).toBeVisible();
    const newest = (await canvas.findAllByRole('article'))[0]!;
    await expect(within(newest).getByRole('heading')).toHaveTextContent('<img src=x onerror=alert(1)>');
  },
};
