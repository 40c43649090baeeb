import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { adminOrderId, type Order } from '@/testing/story-data';
import { desktop, phone } from '@/testing/story-frames';
import { OrdersHarness } from './story-support';

const paidOrder = (o: Order) => o.status === 'paid' && o.amount_refunded_kobo === 0 && (o.items?.length ?? 0) > 0;

const meta = {
  title: 'Admin/Orders/Actions',
  component: OrdersHarness,
  args: { initial: {} },
  parameters: { session: 'admin', route: '/admin/orders' },
  loaders: [async () => ({ orderId: await adminOrderId(paidOrder) })],
  render: (_args, { loaded }) => <OrdersHarness initial={{ highlight: loaded.orderId as number }} />,
} satisfies Meta<typeof OrdersHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const form = async (canvasElement: HTMLElement, name: string) => {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name: /^Order #\d+$/ });
  return within(canvas.getByRole('form', { name }));
};

/** Mark as fulfilled: carrier, tracking, shipped-at, then the confirmation with what will be sent. */
export const FulfilConfirm: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const fulfil = await form(canvasElement, 'Mark as fulfilled');
    await userEvent.type(fulfil.getByLabelText('Carrier'), 'GIG Logistics');
    await userEvent.type(fulfil.getByLabelText('Tracking number'), 'GIG-778812');
    await userEvent.type(fulfil.getByLabelText('Shipped at'), '2026-11-22');
    await userEvent.click(fulfil.getByRole('button', { name: 'Mark as fulfilled' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('GIG-778812')).toBeVisible();
  },
};
export const FulfilConfirmPhone: Story = { ...FulfilConfirm, globals: phone };

export const CancelConfirm: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const cancel = await form(canvasElement, 'Cancel order');
    await userEvent.type(cancel.getByLabelText('Reason'), 'Customer asked to cancel');
    await userEvent.click(cancel.getByRole('button', { name: 'Cancel order' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('Customer asked to cancel')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Keep order' })).toBeVisible();
  },
};

export const RefundPartConfirm: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const refund = await form(canvasElement, 'Issue refund');
    await userEvent.type(refund.getByLabelText('Amount (₦)'), '1000');
    await userEvent.type(refund.getByLabelText('Reason'), 'One jar arrived broken');
    await expect(refund.getByRole('checkbox', { name: /card provider/ })).toBeChecked();
    await userEvent.click(refund.getByRole('button', { name: 'Issue refund' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText('This refunds ₦1,000.')).toBeVisible();
    await expect(dialog.getByText('Card provider refund').nextElementSibling).toHaveTextContent('Yes');
  },
};

export const RefundFullConfirm: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const refund = await form(canvasElement, 'Issue refund');
    await userEvent.click(refund.getByRole('button', { name: 'Issue refund' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await expect(dialog.getByText(/^the full remaining amount \(₦/)).toBeVisible();
  },
};
export const RefundFullConfirmPhone: Story = { ...RefundFullConfirm, globals: phone };

export const RefundAmountError: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const refund = await form(canvasElement, 'Issue refund');
    await userEvent.type(refund.getByLabelText('Amount (₦)'), '0');
    await userEvent.click(refund.getByRole('button', { name: 'Issue refund' }));
    await expect(refund.getByText('Enter an amount above ₦0, or leave it blank for a full refund.')).toBeVisible();
  },
};

/** The server refuses: its message shows in the dialog, which stays open for another try. */
export const ActionFailure: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.post('*/api/orders/:id/refund', () =>
        HttpResponse.json(
          { error: 'refund_exceeds_paid', message: 'The refund exceeds what was paid: at most ₦18,100.00 is left.' },
          { status: 400 },
        ),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const refund = await form(canvasElement, 'Issue refund');
    await userEvent.type(refund.getByLabelText('Amount (₦)'), '999999');
    await userEvent.click(refund.getByRole('button', { name: 'Issue refund' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Issue refund' }));
    await expect(
      await dialog.findByText('The refund exceeds what was paid: at most ₦18,100.00 is left.'),
    ).toBeVisible();
  },
};
export const ActionFailurePhone: Story = { ...ActionFailure, globals: phone };

/** A confirmed action in progress: the dialog says so and cannot be dismissed. */
export const ActionInProgress: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.post('*/api/orders/:id/fulfill', hang));
  },
  play: async ({ canvasElement }) => {
    const fulfil = await form(canvasElement, 'Mark as fulfilled');
    await userEvent.click(fulfil.getByRole('button', { name: 'Mark as fulfilled' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as fulfilled' }));
    await expect(await dialog.findByRole('button', { name: 'Marking as fulfilled…' })).toBeDisabled();
  },
};

/**
 * Fulfilled, on a phone: back on the list (here searched by the order's id, so it stays listed),
 * the toast says so and the order's row says 'Updated', scrolled into view with its View button
 * focused. Last in the file: it fulfils an order of the file's shared mock.
 */
export const FulfilledPhone: Story = {
  globals: phone,
  render: (_args, { loaded }) => (
    <>
      <OrdersHarness initial={{ q: `#${loaded.orderId as number}`, highlight: loaded.orderId as number }} />
      <Toaster />
    </>
  ),
  play: async ({ canvasElement, loaded }) => {
    const id = loaded.orderId as number;
    const fulfil = await form(canvasElement, 'Mark as fulfilled');
    await userEvent.click(fulfil.getByRole('button', { name: 'Mark as fulfilled' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: 'Mark as fulfilled' }));
    await expect(await screen.findByText(`Order #${id} marked as fulfilled.`)).toBeVisible();
    const view = await within(canvasElement).findByRole('button', { name: `View order #${id}` });
    const row = view.closest('tr')!;
    await expect(within(row).getByText('Updated')).toBeVisible();
    await expect(within(row).getByText('Fulfilled')).toBeVisible();
    await expect(view).toHaveFocus();
    await waitFor(() => {
      const box = row.getBoundingClientRect();
      expect(box.top >= 0 && box.bottom <= window.innerHeight).toBe(true);
    });
  },
};
