import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { Checkout } from '@/features/checkout/checkout';
import { CART_KEY, resetCartStateForTests } from '@/lib/cart-storage';
import { cartLinesOf } from '@/testing/story-data';
import { CartPage } from './cart-page';
import { desktop, phone } from '@/testing/story-frames';

function storeCart(value: unknown) {
  localStorage.setItem(CART_KEY, typeof value === 'string' ? value : JSON.stringify(value));
}

const meta = {
  title: 'Cart/CartPage',
  component: CartPage,
  parameters: { route: '/cart', session: 'signed-out' },
  // As the route renders it: the cart with the checkout beside it.
  render: () => (
    <>
      <CartPage checkout={(lines) => <Checkout lines={lines} />} />
      <Toaster />
    </>
  ),
  beforeEach: () => {
    // Runs after the loaders (which reset storage): each story starts from a clean cart module.
    resetCartStateForTests();
    sessionStorage.clear();
  },
} satisfies Meta<typeof CartPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Shop products' })).toHaveAttribute('href', '/products');
  },
};

export const EmptyPhone: Story = { ...Empty, globals: phone };

/** The edges of the cart's list and of the order summary, as drawn. */
function listAndSummary(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const items = within(canvas.getByRole('region', { name: '6 items in your cart' }));
  return {
    list: items.getByRole('list').getBoundingClientRect(),
    summary: canvas.getByRole('complementary', { name: 'Order summary' }).getBoundingClientRect(),
  };
}

export const Full: Story = {
  globals: desktop,
  beforeEach: async () => storeCart(await cartLinesOf([1, 2], [14, 1], [27, 3])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '6 items in your cart' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(canvas.getByText('Agreed after your order')).toBeVisible();
    // Side by side, the summary's top edge on the list's.
    const { list, summary } = listAndSummary(canvasElement);
    await expect(summary.left).toBeGreaterThan(list.right);
    await expect(Math.abs(summary.top - list.top)).toBeLessThan(1);
  },
};

export const FullPhone: Story = {
  ...Full,
  globals: phone,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Agreed after your order')).toBeVisible();
    // Under the list, as wide as it.
    const { list, summary } = listAndSummary(canvasElement);
    await expect(summary.top).toBeGreaterThan(list.bottom);
    await expect(Math.abs(summary.width - list.width)).toBeLessThan(1);
  },
};

export const ChangingQuantities: Story = {
  globals: desktop,
  beforeEach: async () => storeCart(await cartLinesOf([1, 1], [14, 1])),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getAllByRole('link').find((link) => link.getAttribute('href') === '/product/1')!.textContent!;
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${name}` }));
    await expect(canvas.getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue(2);
    await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity of ${name}` }));
    await userEvent.click(canvas.getByRole('button', { name: `Decrease quantity of ${name}` }));
    await expect(await within(document.body).findByText('Removed from cart')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '1 item in your cart' })).toBeVisible();
  },
};

export const CorruptedCart: Story = {
  globals: desktop,
  beforeEach: () => storeCart('[{"id":1,"name":"Carrot'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('We couldn’t read your saved cart, so it was emptied.')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  },
};

export const CorruptedCartPhone: Story = { ...CorruptedCart, globals: phone };

export const OldFormatCartRepaired: Story = {
  globals: desktop,
  beforeEach: async () => {
    const [lotion, soap] = await cartLinesOf([1, 1], [14, 1]);
    storeCart({
      items: [
        { ...lotion, qty: '2', price: `₦${lotion!.price.toLocaleString('en-NG')}` },
        { ...soap, qty: '1' },
        { name: 'A line without an id', price: 100, qty: 1 },
      ],
    });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('We couldn’t read part of your saved cart, so some items were removed.'),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '3 items in your cart' })).toBeVisible();
  },
};

export const StorageFull: Story = {
  globals: desktop,
  beforeEach: async () => {
    storeCart(await cartLinesOf([1, 1]));
    const original = Storage.prototype.setItem;
    const setItem = spyOn(Storage.prototype, 'setItem').mockImplementation(function (
      this: Storage,
      key: string,
      value: string,
    ) {
      if (key === CART_KEY) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      // Other keys (the session) still work.
      original.call(this, key, value);
    });
    return () => setItem.mockRestore();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = canvas.getAllByRole('link').find((link) => link.getAttribute('href') === '/product/1')!.textContent!;
    await userEvent.click(canvas.getByRole('button', { name: `Increase quantity of ${name}` }));
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent('Your cart could not be saved on this device.'),
    );
    await expect(canvas.getByRole('spinbutton', { name: `Quantity of ${name}` })).toHaveValue(1);
  },
};
