import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { Checkout } from '@/features/checkout/checkout';
import { CART_KEY, resetCartStateForTests } from '@/lib/cart-storage';
import { cartLinesOf } from '@/testing/story-data';
import { desktop } from '@/testing/story-frames';
import { CartPage } from './cart-page';

/**
 * Cart lines with a shade or size and what is left (decision 0046): a line holding all that is left
 * says so, and its + is off.
 */
const meta = {
  title: 'Cart/Shades, sizes and stock',
  component: CartPage,
  parameters: { route: '/cart', session: 'signed-out' },
  render: () => (
    <>
      <CartPage checkout={(lines) => <Checkout lines={lines} />} />
      <Toaster />
    </>
  ),
  beforeEach: async () => {
    resetCartStateForTests();
    const [foundation, lotion] = await cartLinesOf([2, 2], [14, 1]);
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { ...foundation, variant: { id: 902, label: '02 Honey' }, left: 2 },
        { ...lotion, variant: { id: 912, label: '400 ml' }, left: 9 },
      ]),
    );
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CappedLine: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('02 Honey')).toBeVisible();
    await expect(canvas.getByText('400 ml')).toBeVisible();
    await expect(canvas.getByText('Only 2 left, and all of them are in your cart.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /^Increase quantity of .*, 02 Honey$/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Increase quantity of .*, 400 ml$/ })).toBeEnabled();
  },
};
