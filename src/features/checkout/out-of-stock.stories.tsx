import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { CartPage } from '@/features/cart/cart-page';
import { CART_KEY } from '@/lib/cart-storage';
import { cartLinesOf } from '@/testing/story-data';
import { desktop } from '@/testing/story-frames';
import { Checkout } from './checkout';
import { cartReadyToPay } from './story-support';

/**
 * Stock that ran out between the cart and Pay Now (409 out_of_stock, decision 0046): the host
 * answers what is left of two shades; the page says which and how many, the cart changes to match,
 * and nothing is charged.
 */
const meta = {
  title: 'Checkout/Out of stock at Pay Now',
  component: Checkout,
  args: { lines: [] },
  parameters: { route: '/cart', session: 'customer' },
  render: () => (
    <>
      <CartPage checkout={(lines) => <Checkout lines={lines} />} />
      <Toaster />
    </>
  ),
  beforeEach: async ({ msw }) => {
    const restore = await cartReadyToPay();
    const [foundation, soap] = await cartLinesOf([2, 2], [1, 1]);
    localStorage.setItem(
      CART_KEY,
      JSON.stringify([
        { ...foundation, variant: { id: 903, label: '03 Caramel' } },
        { ...foundation, qty: 1, variant: { id: 904, label: '04 Espresso' } },
        soap,
      ]),
    );
    msw.use(
      http.post('*/api/orders/initiate', () =>
        HttpResponse.json(
          {
            error: 'out_of_stock',
            message: 'Some items ran out.',
            lines: [
              {
                product_id: 2,
                variant_id: 903,
                name: foundation!.name,
                variant_label: '03 Caramel',
                requested: 2,
                available: 1,
              },
              {
                product_id: 2,
                variant_id: 904,
                name: foundation!.name,
                variant_label: '04 Espresso',
                requested: 1,
                available: 0,
              },
            ],
          },
          { status: 409 },
        ),
      ),
    );
    return restore;
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RaceLost: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getAllByRole('link').find((link) => link.getAttribute('href') === '/product/2')!.textContent!;
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    const message = `Only 1 left of ${name} (03 Caramel). ${name} (04 Espresso) is sold out. We’ve updated your cart to match, and nothing was charged.`;
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(window.alert).toHaveBeenCalledWith(message);
    await expect(canvas.queryByText('04 Espresso')).toBeNull();
    await expect(canvas.getByText('Only 1 left, and all of them are in your cart.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  },
};
