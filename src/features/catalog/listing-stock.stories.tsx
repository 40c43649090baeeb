import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, within } from 'storybook/test';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { desktop } from '@/testing/story-frames';
import { SHADES } from '@/testing/variants';
import { ProductListing } from './product-listing';

/**
 * The listing when the host counts stock (decision 0046): the first product's shades all sold out
 * (marked 'Out of stock'), the others with stock, so 'In stock only' is offered; with it on, the
 * host's answer is what can be added.
 */
const meta = {
  title: 'Catalog/Listing stock',
  component: ProductListing,
  args: { search: { page: 1, per_page: 8 } },
  parameters: { route: '/products' },
  beforeEach: async ({ msw }) => {
    const list = unwrap(await api.GET('/products', { params: { query: { page: 1, per_page: 8 } } }));
    const items = list.items.map((item, i) =>
      i === 0 ? { ...item, variants: SHADES.map((v) => ({ ...v, stock: 0 })) } : { ...item, stock: 7 },
    );
    msw.use(
      http.get('*/api/products', ({ request }) =>
        HttpResponse.json({
          ...list,
          items: new URL(request.url).searchParams.get('in_stock') === 'true' ? items.slice(1) : items,
        }),
      ),
    );
  },
} satisfies Meta<typeof ProductListing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SoldOutMark: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Out of stock')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'In stock only' })).not.toBeChecked();
  },
};

export const InStockOnly: Story = {
  globals: desktop,
  args: { search: { page: 1, per_page: 8, in_stock: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('checkbox', { name: 'In stock only' })).toBeChecked();
    await expect(canvas.queryByText('Out of stock')).toBeNull();
  },
};
