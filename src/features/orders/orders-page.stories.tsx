import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, within } from 'storybook/test';
import { customerOrder, customerOrderId } from '@/testing/story-data';
import { OrdersPage } from './orders-page';
import { desktop, noRetries, phone } from '@/testing/story-frames';

const meta = {
  title: 'Orders/Orders page',
  component: OrdersPage,
  args: { page: 1 },
  parameters: { session: 'customer', route: '/orders' },
} satisfies Meta<typeof OrdersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Populated: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Orders' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await expect(canvas.getByRole('navigation', { name: 'Pages of orders' })).toBeVisible();
  },
};
export const PopulatedPhone: Story = { ...Populated, globals: phone };

/** The list as the spec's backend may send it (`data`, `orders` or a bare array; totals from `amount_paid_kobo`). */
export const SpecShapes: Story = {
  globals: desktop,
  parameters: { scenarios: ['shapes:spec'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: 'Orders' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.length).toBeGreaterThan(0);
    for (const item of items) await expect(item.textContent).toMatch(/₦[\d,]+/);
  },
};

export const SecondPage: Story = {
  globals: desktop,
  args: { page: 2 },
  parameters: { route: '/orders?page=2' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText(/^Showing 11–/)).toBeVisible();
  },
};

/** Driven by a mock scenario (mocks/scenarios), as QA would pick it with ?scenario=listOrders:empty. */
export const Empty: Story = {
  globals: desktop,
  parameters: { scenarios: ['listOrders:empty'] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'You have made no orders' })).toBeVisible();
  },
};
export const EmptyPhone: Story = { ...Empty, globals: phone };

export const LoadError: Story = {
  globals: desktop,
  decorators: [noRetries],
  beforeEach({ msw }) {
    msw.use(http.get('*/api/orders', () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Couldn't load orders" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
export const LoadErrorPhone: Story = { ...LoadError, globals: phone };

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/orders', hang));
  },
};

export const SignedOut: Story = {
  globals: desktop,
  parameters: { session: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in to see your orders' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Forders');
  },
};
export const SignedOutPhone: Story = { ...SignedOut, globals: phone };

const detailPlay: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(await canvas.findByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
  await expect(canvas.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  await expect(canvas.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/orders');
  await expect(canvas.getByText('Payment provider status')).toBeVisible();
};

export const DetailPickup: Story = {
  globals: desktop,
  loaders: [
    async () => ({
      orderId: await customerOrderId((o) => o.status === 'paid' && o.shipping_address.type === 'pickup'),
    }),
  ],
  render: (args, { loaded }) => <OrdersPage {...args} orderId={loaded.orderId as number} />,
  play: async (context) => {
    await detailPlay(context);
    await expect(within(context.canvasElement).getByRole('region', { name: 'Pickup' })).toBeVisible();
  },
};
export const DetailPickupPhone: Story = { ...DetailPickup, globals: phone };

export const DetailShip: Story = {
  globals: desktop,
  loaders: [
    async () => ({
      orderId: await customerOrderId((o) => o.status === 'fulfilled' && o.shipping_address.type === 'ship'),
    }),
  ],
  render: (args, { loaded }) => <OrdersPage {...args} orderId={loaded.orderId as number} />,
  play: async (context) => {
    await detailPlay(context);
    await expect(within(context.canvasElement).getByRole('region', { name: 'Delivery address' })).toBeVisible();
  },
};
export const DetailShipPhone: Story = { ...DetailShip, globals: phone };

export const DetailPending: Story = {
  globals: desktop,
  loaders: [
    async () => ({
      orderId: await customerOrderId((o) => o.status === 'pending' && o.shipping_address.type === 'ship'),
    }),
  ],
  render: (args, { loaded }) => <OrdersPage {...args} orderId={loaded.orderId as number} />,
  play: async (context) => {
    await detailPlay(context);
    await expect(within(context.canvasElement).getByRole('link', { name: 'Check payment' })).toBeVisible();
  },
};

/** A cancelled order after Buy again: how many went into the cart, and which product is gone. */
export const DetailBuyAgain: Story = {
  globals: desktop,
  beforeEach({ msw, loaded }) {
    // One of its products has since left the catalogue.
    msw.use(
      http.get('*/api/products/:id', ({ params }) =>
        Number(params.id) === loaded.goneId
          ? HttpResponse.json({ error: 'not_found', message: 'Product not found' }, { status: 404 })
          : undefined,
      ),
    );
  },
  loaders: [
    async () => {
      const order = await customerOrder((o) => o.status === 'cancelled' && (o.items?.length ?? 0) >= 2);
      return { orderId: order.id, goneId: order.items![1]!.product_id };
    },
  ],
  render: (args, { loaded }) => <OrdersPage {...args} orderId={loaded.orderId as number} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Buy again' }));
    const status = await canvas.findByRole('status', { name: 'Buy again' });
    await expect(await within(status).findByRole('link', { name: 'Go to cart' })).toBeVisible();
    await expect(status).toHaveTextContent('added to your cart at today’s prices.');
    await expect(status).toHaveTextContent('is no longer sold, so it was left out.');
  },
};
export const DetailBuyAgainPhone: Story = { ...DetailBuyAgain, globals: phone };

export const DetailError: Story = {
  globals: phone,
  args: { orderId: 999_999 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: "Couldn't load order" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
