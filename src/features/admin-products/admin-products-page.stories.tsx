import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, within } from 'storybook/test';
import { AdminProductsPage } from './admin-products-page';
import { desktop, noRetries, phone } from '@/testing/story-frames';

const meta = {
  title: 'Admin/Products/Product list',
  component: AdminProductsPage,
  args: { search: { page: 1, per_page: 20 } },
  parameters: { session: 'admin', route: '/admin/products' },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-ink-50 p-4 md:p-8">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof AdminProductsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(20);
    await expect(canvas.getByRole('combobox', { name: 'Subcategory' })).toBeDisabled();
    await expect(canvas.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/admin/create');
  },
};
export const PopulatedPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Products' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(20);
    // No filter in force: the button says just 'Filters', and the panel is folded.
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('combobox', { name: 'Subcategory' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Add product' })).toHaveAttribute('href', '/admin/create');
  },
};

export const Filtered: Story = {
  globals: desktop,
  args: { search: { category: 'face-cream', rating_min: 4, sort: 'price', order: 'asc', page: 1, per_page: 20 } },
  parameters: { route: '/admin/products?category=face-cream&rating_min=4&sort=price&order=asc' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Face Cream', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Subcategory' })).toBeEnabled();
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
  },
};
/** From 768 px the filters stay open: no 'Filters' button. */
export const FilteredDesktopOpen: Story = {
  ...Filtered,
  play: async (context) => {
    await Filtered.play!(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.queryByRole('button', { name: 'Filters (2)' })).not.toBeInTheDocument();
  },
};

/** On a phone the filters fold into 'Filters (2)': the products come first; the button opens the rest. */
export const FilteredPhone: Story = {
  ...Filtered,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', { name: 'Filters (2)' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Folded away: out of sight and out of the accessibility tree.
    await expect(canvas.queryByRole('group', { name: 'Category' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    await expect(await canvas.findByRole('list', { name: 'Products' })).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Face Cream', pressed: true })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Minimum rating' })).toBeVisible();
  },
};

export const Empty: Story = {
  globals: desktop,
  args: { search: { q: 'nothing-matches', page: 1, per_page: 20 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No products match your filters.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Clear filters' })).toBeEnabled();
  },
};
export const EmptyPhone: Story = { ...Empty, globals: phone };

export const LoadError: Story = {
  globals: desktop,
  decorators: [noRetries],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Could not load products. Check your network or permissions.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
export const LoadErrorPhone: Story = { ...LoadError, globals: phone };

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/products', hang));
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading products…')).toBeVisible();
  },
};
export const LoadingPhone: Story = { ...Loading, globals: phone };

/** The price boxes apply when left, not on each keystroke. */
export const TypingAPrice: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Products' });
    await userEvent.type(canvas.getByRole('spinbutton', { name: 'Min price (₦)' }), '5000');
    await expect(canvas.getByRole('spinbutton', { name: 'Min price (₦)' })).toHaveValue(5000);
  },
};
