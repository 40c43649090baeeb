import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InvalidProductUrl } from '@/components/ui/invalid-product-url';
import { Toaster } from '@/components/ui/toast';
import { REVIEW_PAGE_SIZES } from '@/config/constants';
import { formatNaira } from '@/lib/money';
import { ProductPage } from './product-page';
import type { ReviewPageSize } from './product-query';
import { loadReviewForm } from './review-form-slot';
import { desktop, phone, tablet } from '@/testing/story-frames';

/**
 * The product page as /product/{id} shows it, reading the id and the reviews' page from the story's
 * URL. Leaving the page (Add to Cart goes to /cart) shows where it went.
 */
function ProductAtUrl() {
  const location = useRouterState({ select: (state) => state.location });
  const match = /^\/product\/(\d+)$/.exec(location.pathname);
  const search = location.search as Record<string, unknown>;
  const page = typeof search.reviews_page === 'number' && search.reviews_page >= 1 ? search.reviews_page : 1;
  const perPage = REVIEW_PAGE_SIZES.find((size) => size === search.reviews_per_page) ?? 10;
  return (
    <>
      {match ? (
        <ProductPage
          key={match[1]}
          id={Number(match[1])}
          reviewsPage={page}
          reviewsPerPage={perPage as ReviewPageSize}
        />
      ) : (
        <p className="p-6 text-lg">{`Now at ${location.pathname}`}</p>
      )}
      <Toaster />
    </>
  );
}

/** The app's query client, but retries do not wait (the product's own two retries still happen). */
function QuickRetries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const meta = {
  title: 'Product/Product page',
  component: ProductAtUrl,
  parameters: { route: '/product/2' },
  // The form's code loaded first (it loads when near on a page, ./review-form-slot.tsx): the
  // pictures show the form, not its stand-in.
  loaders: [async () => (await loadReviewForm(), {})],
} satisfies Meta<typeof ProductAtUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The product as the mock API has it, to compare the page with. */
async function apiProduct(id: number): Promise<{ name: string; price: number }> {
  return (await fetch(`/api/products/${id}`)).json() as Promise<{ name: string; price: number }>;
}

async function expectLoaded(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const product = await apiProduct(2);
  await expect(await canvas.findByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(canvas.getByText(formatNaira(product.price))).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Uses' })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: 'Details' })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Show reviews' })).toBeVisible();
  return canvas;
}

export const Loaded: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = await expectLoaded(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'You may also like' })).toBeVisible();
    // Beside the review form, the reviews' column leaves no tall empty space (issue 49: it left about 450 px).
    const form = (await canvas.findByRole('form', { name: 'Write a review' })).getBoundingClientRect();
    const column = canvas.getByRole('heading', { name: 'Customer reviews' }).parentElement!;
    const shown = [...column.children].filter((part) => part.checkVisibility());
    const bottom = Math.max(...shown.map((part) => part.getBoundingClientRect().bottom));
    await expect(form.left).toBeGreaterThan(column.getBoundingClientRect().right);
    await expect(form.bottom - bottom).toBeLessThan(100);
  },
};
export const LoadedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => void (await expectLoaded(canvasElement)),
};
export const LoadedTablet: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => void (await expectLoaded(canvasElement)),
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/products/:id', async () => {
        await hang();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('status', { name: 'Loading product' })).toBeVisible();
  },
};

export const GalleryThumbnail: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectLoaded(canvasElement);
    const thumbnails = within(canvas.getByRole('list', { name: 'Product images' })).getAllByRole('button');
    await userEvent.click(thumbnails[1]!);
    await expect(thumbnails[1]).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(thumbnails[2]).toHaveFocus();
    await expect(thumbnails[2]).toHaveAttribute('aria-pressed', 'true');
  },
};

export const AddToCart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = await expectLoaded(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to Cart' }));
    await expect(canvas.getByRole('button', { name: 'Added' })).toBeVisible();
    await expect(await canvas.findByText('Added to cart')).toBeVisible();
    await expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      expect.objectContaining({ id: 2, qty: 1 }),
    ]);
    await waitFor(() => expect(canvas.getByText('Now at /cart')).toBeVisible());
  },
};

export const NotFound: Story = {
  parameters: { route: '/product/99999' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Product not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse products' })).toBeVisible();
  },
};

export const LoadFailed: Story = {
  decorators: [(Story) => <QuickRetries>{Story()}</QuickRetries>],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products/:id', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Failed to load product' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LoadFailedPhone: Story = { ...LoadFailed, globals: phone };

/** /product/abc: the route shows this before any product is asked for. */
export const InvalidUrl: Story = {
  render: () => <InvalidProductUrl />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Invalid product URL' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
  },
};
