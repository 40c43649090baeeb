import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { formatNaira } from '@/lib/money';
import { productAnswer } from '@/testing/story-data';
import { desktop } from '@/testing/story-frames';
import { SHADES, SIZES } from '@/testing/variants';
import { ProductPage } from './product-page';
import { loadReviewForm } from './review-form-slot';

/**
 * A product's shades or sizes and its stock line (decision 0046): a seeded foundation (65) or body
 * lotion (6) answered with the shades or sizes of src/testing/variants.ts, whatever the seed holds.
 */
const FOUNDATION = 65;
const LOTION = 6;

const meta = {
  title: 'Product/Shades, sizes and stock',
  component: ProductPage,
  args: { id: FOUNDATION, reviewsPage: 1, reviewsPerPage: 10 },
  parameters: { route: `/product/${FOUNDATION}` },
  loaders: [async () => (await loadReviewForm(), {})],
  render: (args) => (
    <>
      <ProductPage {...args} />
      <Toaster />
    </>
  ),
} satisfies Meta<typeof ProductPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's product as the API has it, with these variants. */
const withVariants = (variants: typeof SHADES): Story['beforeEach'] =>
  async function answer({ msw, args }) {
    const product = { ...(await productAnswer(args.id)), variants };
    msw.use(http.get(`*/api/products/${args.id}`, () => HttpResponse.json(product)));
  };

const group = async (canvasElement: HTMLElement, name: RegExp) =>
  within(canvasElement).findByRole('group', { name }, { timeout: 5000 });

/** The shades as swatches with their names; the first that can be added is chosen. */
export const ShadeChoice: Story = {
  globals: desktop,
  beforeEach: withVariants(SHADES),
  play: async ({ canvasElement }) => {
    const shades = within(await group(canvasElement, /^Shade: 01 Porcelain$/));
    await expect(shades.getByRole('radio', { name: '01 Porcelain' })).toBeChecked();
    await expect(shades.getByText('04 Espresso')).toBeVisible();
    await expect(within(canvasElement).getByText('In stock')).toBeVisible();
  },
};

/** Sizes as options; the 400 ml has its own price. */
export const SizeChoice: Story = {
  args: { id: LOTION },
  parameters: { route: `/product/${LOTION}` },
  globals: desktop,
  beforeEach: withVariants(SIZES),
  play: async ({ canvasElement }) => {
    const sizes = within(await group(canvasElement, /^Size: 250 ml$/));
    await userEvent.click(sizes.getByRole('radio', { name: '400 ml' }));
    await expect(within(canvasElement).getByText(formatNaira(5200))).toBeVisible();
    await expect(within(canvasElement).getByRole('group', { name: 'Size: 400 ml' })).toBeVisible();
  },
};

/** A shade with 3 left: "Only 3 left", still addable. */
export const LowStock: Story = {
  globals: desktop,
  beforeEach: withVariants(SHADES),
  play: async ({ canvasElement }) => {
    const shades = within(await group(canvasElement, /^Shade:/));
    await userEvent.click(shades.getByRole('radio', { name: '02 Honey' }));
    await expect(within(canvasElement).getByText('Only 3 left')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
  },
};

/** A sold-out shade chosen: "Out of stock", and Add to Cart is off. */
export const OutOfStock: Story = {
  globals: desktop,
  beforeEach: withVariants(SHADES),
  play: async ({ canvasElement }) => {
    const shades = within(await group(canvasElement, /^Shade:/));
    await userEvent.click(shades.getByRole('radio', { name: '04 Espresso (out of stock)' }));
    await expect(within(canvasElement).getByText('Out of stock')).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
  },
};
