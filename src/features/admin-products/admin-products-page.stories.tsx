import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AdminProductsPage } from './admin-products-page';
import { desktop, noRetries, phone } from './story-support';

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
export const PopulatedPhone: Story = { ...Populated, globals: phone };

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
export const FilteredPhone: Story = { ...Filtered, globals: phone };

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
    msw.use(http.get('*/api/products', () => new Promise<never>(() => undefined)));
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
