import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, within } from 'storybook/test';
import type { AdminOrder, OrderStatus } from '@/api/queries/admin';
import { adminOrderId } from '@/testing/story-data';
import { desktop, phone } from '@/testing/story-frames';
import { OrdersHarness } from './story-support';

const meta = {
  title: 'Admin/Orders/Detail',
  component: OrdersHarness,
  args: { initial: {} },
  parameters: { session: 'admin', route: '/admin/orders' },
} satisfies Meta<typeof OrdersHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One order of each status: its badge colour and which actions are open. */
function statusStory(
  status: OrderStatus,
  enabled: { fulfil: boolean; cancel: boolean; refund: boolean },
  viewport = desktop,
): Story {
  return {
    globals: viewport,
    loaders: [async () => ({ orderId: await adminOrderId((o) => o.status === status && (o.items?.length ?? 0) > 0) })],
    render: (_args, { loaded }) => <OrdersHarness initial={{ highlight: loaded.orderId as number }} />,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(await canvas.findByRole('heading', { name: /^Order #\d+$/ })).toBeVisible();
      await expect(canvas.getByRole('button', { name: /Back to list/ })).toBeVisible();
      await expect(canvasElement.querySelector(`[data-status="${status}"]`)).not.toBeNull();
      const button = (name: string) => within(canvas.getByRole('form', { name })).getByRole('button', { name });
      await expect(button('Mark as fulfilled')).toHaveProperty('disabled', !enabled.fulfil);
      await expect(button('Cancel order')).toHaveProperty('disabled', !enabled.cancel);
      await expect(button('Issue refund')).toHaveProperty('disabled', !enabled.refund);
    },
  };
}

export const Pending = statusStory('pending', { fulfil: true, cancel: true, refund: true });
export const Paid = statusStory('paid', { fulfil: true, cancel: true, refund: true });
export const PaidPhone = statusStory('paid', { fulfil: true, cancel: true, refund: true }, phone);
export const Fulfilled = statusStory('fulfilled', { fulfil: false, cancel: false, refund: true });
export const FulfilledPhone = statusStory('fulfilled', { fulfil: false, cancel: false, refund: true }, phone);
export const Cancelled = statusStory('cancelled', { fulfil: false, cancel: false, refund: false });
export const Refunded = statusStory('refunded', { fulfil: false, cancel: false, refund: false });
export const Failed = statusStory('failed', { fulfil: false, cancel: true, refund: true });

/** An order whose items are gone (say, products removed since): 'No items'. */
const NO_ITEMS: AdminOrder = {
  id: 5001,
  user_id: 2,
  email: 'ada.obi@example.com',
  status: 'paid',
  created_at: '2026-11-20T09:30:00.000Z',
  updated_at: '2026-11-20T09:35:00.000Z',
  paid_at: '2026-11-20T09:35:00.000Z',
  currency: 'NGN',
  items: [],
  amount_subtotal: 12500,
  amount_shipping: 0,
  amount_total: 12500,
  amount_paid_kobo: 1_250_000,
  amount_refunded_kobo: 0,
  amount_discount: 0,
  promo_code: null,
  paystack_reference: 'BS-20261120-NOITEMS1',
  paystack_status: 'success',
  paystack_transaction_id: '4099260516',
  shipping_address: {
    type: 'ship',
    state: 'Lagos',
    lga: 'Ikeja',
    street: '14 Oba Akran Avenue',
    contact_name: 'Ada Obi',
    contact_phone: '08031234567',
  },
  fulfillment: null,
  cancel_reason: null,
  refunds: [],
};

export const NoItems: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({
          orders: [NO_ITEMS],
          pagination: { page: 1, per_page: 10, total: 1, total_pages: 1, has_prev: false, has_next: false },
        }),
      ),
    );
  },
  render: () => <OrdersHarness initial={{ highlight: NO_ITEMS.id }} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No items')).toBeVisible();
  },
};

/** An order placed with the first-order promo code (decision 0034): the discount is a line of its own, with the code. */
const WITH_PROMO: AdminOrder = {
  ...NO_ITEMS,
  id: 5002,
  paystack_reference: 'BS-20261120-PROMO001',
  amount_subtotal: 12500,
  amount_discount: 625,
  promo_code: 'WELCOME-7K3Q9X',
  amount_total: 11875,
  amount_paid_kobo: 1_187_500,
};

export const WithPromoCode: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/admin/orders', () =>
        HttpResponse.json({
          orders: [WITH_PROMO],
          pagination: { page: 1, per_page: 10, total: 1, total_pages: 1, has_prev: false, has_next: false },
        }),
      ),
    );
  },
  render: () => <OrdersHarness initial={{ highlight: WITH_PROMO.id }} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const discount = (await canvas.findByText('Discount')).nextElementSibling;
    await expect(discount).toHaveTextContent('−₦625');
    await expect(discount).toHaveTextContent('Promo code WELCOME-7K3Q9X');
  },
};

export const NotFound: Story = {
  globals: desktop,
  render: () => <OrdersHarness initial={{ highlight: 999999 }} />,
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Order #999999 was not found' }),
    ).toBeVisible();
  },
};

export const LoadingOne: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get('*/api/admin/orders', hang));
  },
  render: () => <OrdersHarness initial={{ highlight: 42 }} />,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading order #42…')).toBeVisible();
  },
};
