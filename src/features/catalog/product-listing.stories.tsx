import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { useState, type ReactNode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { ListingSearch } from './listing-search';
import { ProductListing } from './product-listing';
import { desktop, phone, tablet } from '@/testing/story-frames';

/**
 * The listing as /products shows it, reading its state from the story's URL (`parameters.route`)
 * the way the route does, so filters and page links really move it.
 */
function ListingAtUrl() {
  const raw = useRouterState({ select: (state) => state.location.search as Record<string, unknown> });
  const text = (value: unknown) => (typeof value === 'string' && value ? value : undefined);
  const count = (value: unknown, fallback: number) =>
    typeof value === 'number' && Number.isInteger(value) && value >= 1 ? value : fallback;
  const search: ListingSearch = {
    q: text(raw.q),
    category: text(raw.category),
    subcategory: text(raw.subcategory),
    brand: text(raw.brand),
    page: count(raw.page, 1),
    per_page: count(raw.per_page, 20),
  };
  return <ProductListing search={search} />;
}

/** A failure shows at once here, instead of after the app's three spaced-out retries. */
function WithoutRetries({ children }: { children: ReactNode }) {
  const [client] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: false } } }));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const meta = {
  title: 'Catalog/Products listing',
  component: ListingAtUrl,
  parameters: { route: '/products' },
} satisfies Meta<typeof ListingAtUrl>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/products', async () => {
        await hang();
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status', { name: 'Loading products' })).toBeVisible();
    await expect(canvas.getByText('Loading products…')).toBeVisible();
  },
};

async function expectPopulated(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await expect(await canvas.findByText(/^Showing 1–20 of \d+$/)).toBeVisible();
  await expect(canvas.getAllByRole('article')).toHaveLength(20);
  await expect(canvas.getByRole('navigation', { name: 'Pages of results' })).toBeVisible();
  return canvas;
}

export const Populated: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => void (await expectPopulated(canvasElement)),
};
export const PopulatedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => void (await expectPopulated(canvasElement)),
};
export const PopulatedTablet: Story = {
  globals: tablet,
  play: async ({ canvasElement }) => void (await expectPopulated(canvasElement)),
};

/** The mock answering as the spec's backend may: `title` for the name, `image_urls`, a price as a string (docs/mock-backend.md). */
export const SpecShapes: Story = {
  globals: desktop,
  parameters: { scenarios: ['shapes:spec'] },
  play: async ({ canvasElement }) => {
    const canvas = await expectPopulated(canvasElement);
    for (const card of canvas.getAllByRole('article').slice(0, 4)) {
      await expect(within(card).getByRole('heading').textContent).not.toBe('');
      await expect(card.textContent).toMatch(/₦[\d,]+/);
    }
  },
};

export const SecondPage: Story = {
  parameters: { route: '/products?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Showing 21–40 of \d+$/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Prev' })).toBeVisible();
  },
};

export const ChangingAFilter: Story = {
  parameters: { route: '/products?page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(/^Showing 21–40 of \d+$/);
    await userEvent.selectOptions(canvas.getByLabelText('Category'), 'Bathing Soap');
    // Page 1 of the new filter.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Bathing Soap' })).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/^Showing 1–\d+ of \d+$/)).toBeVisible());
  },
};

export const FilteredBySubcategory: Story = {
  parameters: { route: '/products?subcategory=acne-pimples-treatment-cream' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Acne/Pimples Treatment Cream' })).toBeVisible();
    await expect(canvas.getByLabelText('Category')).toHaveValue('skin-treatment-cream');
    await expect(canvas.getByRole('button', { name: 'Remove filter: Acne/Pimples Treatment Cream' })).toBeVisible();
    await expect(await canvas.findByText(/^Showing 1–\d+ of \d+$/)).toBeVisible();
  },
};

export const FilteredBySubcategoryPhone: Story = { ...FilteredBySubcategory, globals: phone };

export const SearchResults: Story = {
  parameters: { route: '/products?q=shea&brand=BS%20Naturals' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Search results for “shea”' })).toBeVisible();
    await expect(canvas.getByLabelText('Brand')).toHaveValue('BS Naturals');
  },
};

export const Empty: Story = {
  parameters: { route: '/products?q=zzzz-nothing' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing here yet — coming soon' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeVisible();
  },
};

/** The spec's placeholder category: accepted from a URL, and nothing carries it yet. */
export const PlaceholderCategory: Story = {
  parameters: { route: '/products?category=serum' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing here yet — coming soon' })).toBeVisible();
    await expect(canvas.getByLabelText('Category')).toHaveValue('serum');
  },
};

export const EmptyPhone: Story = { ...Empty, globals: phone };

export const LoadError: Story = {
  decorators: [(Story) => <WithoutRetries>{Story()}</WithoutRetries>],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Could not load products. Check your network or permissions.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const LoadErrorPhone: Story = { ...LoadError, globals: phone };
