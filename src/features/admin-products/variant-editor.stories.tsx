import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { components } from '@/api/schema.gen';
import { ProductDetailPage } from './product-detail-page';
import { productAnswer, productIdWhere } from '@/testing/story-data';
import { desktop, phone } from '@/testing/story-frames';

type Product = components['schemas']['Product'];

/** A foundation's shades, fair to deep: one low, one sold out, one off sale. */
const SHADES: NonNullable<Product['variants']> = [
  { id: 9101, kind: 'shade', label: '01 Ivory', swatch: '#F3D9C4', price: null, stock: 14, on_sale: true },
  { id: 9102, kind: 'shade', label: '04 Caramel', swatch: '#A86B45', price: 6500, stock: 2, on_sale: true },
  { id: 9103, kind: 'shade', label: '06 Chestnut', swatch: '#7A4A2E', price: null, stock: 9, on_sale: false },
  { id: 9104, kind: 'shade', label: '08 Espresso', swatch: '#4A2C1D', price: null, stock: 0, on_sale: true },
];

/**
 * The seeded product the detail stories show, answered with this stock: the loader takes the
 * answer before the story's handler (`answered`) gives it back with `stock` in place of its own.
 */
const withStock = (stock: Pick<Product, 'variants' | 'stock'>) => async () => {
  const id = await productIdWhere((p) => p.images.length > 1 && p.reviewCount > 3);
  return { productId: id, answer: { ...(await productAnswer(id)), ...stock } };
};
const answered = ({ msw, loaded }: StoryContext) =>
  msw.use(http.get('*/api/products/:id', () => HttpResponse.json(loaded.answer as object)));

const meta = {
  title: 'Admin/Products/Stock and variants',
  component: ProductDetailPage,
  args: { id: 1, initialMode: 'edit' },
  parameters: { session: 'admin', route: '/admin/product/1' },
  decorators: [
    (Story) => (
      <div className="min-h-screen bg-ink-50 p-4 md:p-8">
        <Story />
      </div>
    ),
  ],
  render: (args, { loaded }) => <ProductDetailPage {...args} id={loaded.productId as number} />,
} satisfies Meta<typeof ProductDetailPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const editor = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('group', { name: 'Stock and variants' }));

/** No variants yet: the product's own stock, and Add a variant. */
export const EditorEmpty: Story = {
  globals: desktop,
  loaders: [withStock({ variants: [], stock: 12 })],
  beforeEach: answered,
  play: async ({ canvasElement }) => {
    const part = await editor(canvasElement);
    await expect(part.getByRole('textbox', { name: 'Stock' })).toHaveValue('12');
    await expect(part.getByRole('button', { name: 'Add a variant' })).toBeEnabled();
  },
};
export const EditorEmptyPhone: Story = { ...EditorEmpty, globals: phone };

/** A foundation's four shades, in order, each with its swatch, price, stock and On sale. */
export const EditorFilled: Story = {
  globals: desktop,
  loaders: [withStock({ variants: SHADES })],
  beforeEach: answered,
  play: async ({ canvasElement }) => {
    const part = await editor(canvasElement);
    const rows = within(part.getByRole('list', { name: 'Variants' })).getAllByRole('listitem');
    await expect(rows).toHaveLength(4);
    await expect(part.getByRole('button', { name: 'Move 01 Ivory up' })).toBeDisabled();
    await expect(within(rows[2]!).getByRole('checkbox', { name: 'On sale' })).not.toBeChecked();
  },
};
export const EditorFilledPhone: Story = { ...EditorFilled, globals: phone };

/** Save with a blank label, a swatch that is not a colour, a repeated label and half a unit. */
export const EditorWithProblems: Story = {
  globals: desktop,
  loaders: [withStock({ variants: SHADES })],
  beforeEach: answered,
  play: async ({ canvasElement }) => {
    const part = await editor(canvasElement);
    const rows = () => within(part.getByRole('list', { name: 'Variants' })).getAllByRole('listitem');
    await userEvent.clear(within(rows()[0]!).getByRole('textbox', { name: 'Label' }));
    const swatch = within(rows()[1]!).getByRole('textbox', { name: 'Swatch' });
    await userEvent.clear(swatch);
    await userEvent.type(swatch, 'caramel');
    const label = within(rows()[3]!).getByRole('textbox', { name: 'Label' });
    await userEvent.clear(label);
    await userEvent.type(label, '06 chestnut');
    const stock = within(rows()[3]!).getByRole('textbox', { name: 'Stock' });
    await userEvent.clear(stock);
    await userEvent.type(stock, '0.5');
    const form = within(within(canvasElement).getByRole('form', { name: 'Edit product' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent(
      'Some variants need fixing: variant 1, 04 Caramel, 06 chestnut',
    );
    await expect(within(rows()[3]!).getByText('Each label must be different.')).toBeVisible();
  },
};
export const EditorWithProblemsPhone: Story = { ...EditorWithProblems, globals: phone };

/** The host refused the list (400 invalid_variants, its scenario): its words above the form. */
export const EditorRefusedByHost: Story = {
  globals: desktop,
  loaders: [withStock({ variants: SHADES })],
  beforeEach: answered,
  parameters: { scenarios: ['updateProduct:invalid_variants'] },
  play: async ({ canvasElement }) => {
    await editor(canvasElement);
    const form = within(within(canvasElement).getByRole('form', { name: 'Edit product' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Variant 1: A shade needs a swatch colour.');
  },
};

/** The host named a field (as the mock's own check does): its words on that field. */
export const EditorRefusedOnAField: Story = {
  globals: desktop,
  loaders: [withStock({ variants: SHADES })],
  beforeEach(context) {
    answered(context);
    context.msw.use(
      http.patch('*/api/products/:id', () =>
        HttpResponse.json(
          {
            error: 'invalid_variants',
            message: 'Variant 2: A shade needs a swatch.',
            fields: { 'variants.1.swatch': 'A shade needs a swatch.' },
          },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    await editor(canvasElement);
    const form = within(within(canvasElement).getByRole('form', { name: 'Edit product' }));
    await userEvent.click(form.getByRole('button', { name: 'Save' }));
    await expect(await form.findByRole('alert')).toHaveTextContent('Variant 2: A shade needs a swatch.');
    await expect(form.getByText('A shade needs a swatch.', { selector: 'span' })).toBeVisible();
  },
};

/** View mode: each shade with its stock, the low and sold-out ones marked, one off sale. */
export const DetailsWithShades: Story = {
  globals: desktop,
  args: { initialMode: 'view' },
  loaders: [withStock({ variants: SHADES })],
  beforeEach: answered,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = within(await canvas.findByRole('list', { name: 'Variants' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getByText('16 in stock · 1 shade sold out · 1 low')).toBeVisible();
  },
};
