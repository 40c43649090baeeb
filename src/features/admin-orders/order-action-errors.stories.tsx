import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';
import { adminOrderId } from '@/testing/story-data';
import { desktop } from '@/testing/story-frames';
import { OrdersHarness } from './story-support';

/**
 * An order action the server refuses, each driven by the mock scenario QA would pick
 * (`?scenario=fulfillOrder:invalid_transition`): the server's message shows in the dialog, which
 * stays open for another try. The matrix in docs/error-states.md points here.
 */
const meta = {
  title: 'Admin/Orders/Server refusals',
  component: OrdersHarness,
  args: { initial: {} },
  parameters: { session: 'admin', route: '/admin/orders' },
  globals: desktop,
  loaders: [
    async () => ({
      orderId: await adminOrderId(
        (o) => o.status === 'paid' && o.amount_refunded_kobo === 0 && (o.items?.length ?? 0) > 0,
      ),
    }),
  ],
  render: (_args, { loaded }) => <OrdersHarness initial={{ highlight: loaded.orderId as number }} />,
} satisfies Meta<typeof OrdersHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

type Action = 'Mark as fulfilled' | 'Cancel order' | 'Issue refund';

/** Opens the action's form on the paid order, confirms it, and waits for `message` in the dialog. */
const refused = (action: Action, scenario: string, message: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: /^Order #\d+$/ });
    const form = within(canvas.getByRole('form', { name: action }));
    if (action === 'Cancel order') await userEvent.type(form.getByLabelText('Reason'), 'Customer asked to cancel');
    await userEvent.click(form.getByRole('button', { name: action }));
    const dialog = within(await screen.findByRole('alertdialog'));
    await userEvent.click(dialog.getByRole('button', { name: action }));
    await expect(await dialog.findByText(message)).toBeVisible();
  },
});

/** The contract's example for every 409 invalid_transition, which the mock sends. */
const NOT_ALLOWED = 'Cannot fulfil an order that is cancelled.';

export const FulfilNotAllowed = refused('Mark as fulfilled', 'fulfillOrder:invalid_transition', NOT_ALLOWED);
export const CancelNotAllowed = refused('Cancel order', 'cancelOrder:invalid_transition', NOT_ALLOWED);
export const RefundNotAllowed = refused('Issue refund', 'refundOrder:invalid_transition', NOT_ALLOWED);
export const RefundExceedsPaid = refused(
  'Issue refund',
  'refundOrder:refund_exceeds_paid',
  'The refund exceeds the amount paid minus earlier refunds (₦6,500.00 left).',
);
export const CancelForbidden = refused('Cancel order', 'cancelOrder:403', 'Admin access required.');
export const FulfilOrderGone = refused('Mark as fulfilled', 'fulfillOrder:404', 'Not found.');
export const RefundInvalidPayload = refused('Issue refund', 'refundOrder:invalid_payload', 'The request is invalid.');
export const CancelInvalidPayload = refused('Cancel order', 'cancelOrder:invalid_payload', 'The request is invalid.');
export const CancelOrderGone = refused('Cancel order', 'cancelOrder:404', 'Not found.');
export const FulfilInvalidPayload = refused(
  'Mark as fulfilled',
  'fulfillOrder:invalid_payload',
  'The request is invalid.',
);
export const FulfilForbidden = refused('Mark as fulfilled', 'fulfillOrder:403', 'Admin access required.');
export const RefundForbidden = refused('Issue refund', 'refundOrder:403', 'Admin access required.');
export const RefundOrderGone = refused('Issue refund', 'refundOrder:404', 'Not found.');
