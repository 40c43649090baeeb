import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import type { components } from '@/api/schema.gen';
import { AdminProductsPage } from './admin-products-page';
import { productListAnswer } from '@/testing/story-data';
import { desktop, phone } from '@/testing/story-frames';

type Product = components['schemas']['Product'];

/** Stock for the i-th product of the page: shades with one sold out, sold out, low, plenty, sizes. */
function stockOf(i: number): Pick<Product, 'variants' | 'stock'> {
  const shade = (id: number, label: string, swatch: string, stock: number) =>
    ({ id, kind: 'shade', label, swatch, price: null, stock, on_sale: true }) as const;
  const size = (id: number, label: string, stock: number) =>
    ({ id, kind: 'size', label, swatch: null, price: null, stock, on_sale: true }) as const;
  switch (i % 5) {
    case 0:
      return {
        variants: [shade(i * 10 + 1, '01 Ivory', '#F3D9C4', 12), shade(i * 10 + 2, '08 Espresso', '#4A2C1D', 0)],
      };
    case 1:
      return { variants: [], stock: 0 };
    case 2:
      return { variants: [], stock: 2 };
    case 3:
      return { variants: [], stock: 40 };
    default:
      return { variants: [size(i * 10 + 1, '250 ml', 18), size(i * 10 + 2, '400 ml', 3)] };
  }
}
const isLow = (stock: Pick<Product, 'variants' | 'stock'>) =>
  stock.variants?.length ? stock.variants.some((v) => v.stock <= 3) : (stock.stock ?? 4) <= 3;

/** The newest products, each given stock; `low_stock=true` keeps the low ones, as a host that counts stock does. */
const answer = async () => {
  const list = await productListAnswer({ sort: 'created_at', order: 'desc', page: 1, per_page: 20 });
  return { list: { ...list, items: list.items.map((item, i) => ({ ...item, ...stockOf(i) })) } };
};
const answered = ({ msw, loaded }: StoryContext) =>
  msw.use(
    http.get('*/api/products', ({ request }) => {
      const list = loaded.list as { items: Product[]; pagination: object };
      if (new URL(request.url).searchParams.get('low_stock') !== 'true') return HttpResponse.json(list);
      const items = list.items.filter(isLow);
      return HttpResponse.json({ items, pagination: { page: 1, per_page: 20, total: items.length, total_pages: 1 } });
    }),
  );

const meta = {
  title: 'Admin/Products/Product list with stock',
  component: AdminProductsPage,
  args: { search: { page: 1, per_page: 20 } },
  parameters: { session: 'admin', route: '/admin/products' },
  loaders: [answer],
  beforeEach: answered,
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

/** Each card says its stock at a glance; Low stock only is offered. */
export const WithStock: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('list', { name: 'Products' }));
    await expect(grid.getAllByText('12 in stock · 1 shade sold out').length).toBeGreaterThan(0);
    await expect(grid.getAllByText('Out of stock').length).toBeGreaterThan(0);
    await expect(grid.getAllByText('Low: 2 left').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('checkbox', { name: 'Low stock only' })).not.toBeChecked();
  },
};
/** On a phone Low stock only folds into Filters with the rest. */
export const WithStockPhone: Story = {
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('list', { name: 'Products' }));
    await expect(grid.getAllByText('Out of stock').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('button', { name: 'Filters' })).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Low stock only, from the URL: only products with something low. */
export const LowStockFilterOn: Story = {
  globals: desktop,
  args: { search: { low_stock: true, page: 1, per_page: 20 } },
  parameters: { route: '/admin/products?low_stock=true' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = within(await canvas.findByRole('list', { name: 'Products' }));
    await expect(grid.queryByText('40 in stock')).toBeNull();
    await expect(grid.getAllByText('Low: 2 left').length).toBeGreaterThan(0);
    await expect(canvas.getByRole('checkbox', { name: 'Low stock only' })).toBeChecked();
  },
};
export const LowStockFilterOnPhone: Story = {
  ...LowStockFilterOn,
  globals: phone,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Filters (1)' })).toBeVisible();
    const grid = within(await canvas.findByRole('list', { name: 'Products' }));
    await expect(grid.queryByText('40 in stock')).toBeNull();
  },
};
