import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LowStockCard } from './low-stock-card';
import { productListAnswer } from '@/testing/story-data';
import { desktop, phone } from '@/testing/story-frames';

/** Four seeded products, as the overview's lowest lines: a shade sold out, a size low, two own stocks. */
async function lines() {
  const [a, b, c, d] = (await productListAnswer({ sort: 'created_at', order: 'desc', per_page: 4 })).items;
  const name = (p: typeof a) => p!.name ?? p!.title ?? '';
  return {
    lowStock: {
      threshold: 3,
      count: 4,
      lines: [
        { product_id: a!.id, name: name(a), variant_id: 9104, variant_label: '08 Espresso', stock: 0 },
        { product_id: b!.id, name: name(b), variant_id: null, variant_label: null, stock: 0 },
        { product_id: c!.id, name: name(c), variant_id: 9302, variant_label: '400 ml', stock: 2 },
        { product_id: d!.id, name: name(d), variant_id: null, variant_label: null, stock: 3 },
      ],
    },
  };
}

const meta = {
  title: 'Admin/Dashboard/Low stock card',
  component: LowStockCard,
  args: { lowStock: { threshold: 3, count: 0, lines: [] } },
  parameters: { session: 'admin', route: '/admin' },
  decorators: [
    (Story) => (
      <main className="min-h-screen bg-ink-50 px-4 py-6 md:px-8">
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof LowStockCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Some products low: the count, the lowest lines linking to each product, and the filtered list. */
export const Some: Story = {
  globals: desktop,
  loaders: [lines],
  render: (_args, { loaded }) => <LowStockCard lowStock={loaded.lowStock as typeof meta.args.lowStock} />,
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Low stock' }));
    await expect(card.getByText('4 products')).toBeVisible();
    await expect(within(card.getByRole('list', { name: 'Lowest stock' })).getAllByRole('listitem')).toHaveLength(4);
    await expect(card.getByRole('link', { name: 'See all low-stock products' })).toHaveAttribute(
      'href',
      '/admin/products?low_stock=true',
    );
  },
};
export const SomePhone: Story = { ...Some, globals: phone };

/** Nothing low. */
export const None: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const card = within(await within(canvasElement).findByRole('region', { name: 'Low stock' }));
    await expect(card.getByText('Nothing is low on stock.')).toBeVisible();
  },
};
