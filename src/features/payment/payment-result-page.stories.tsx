import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { VerifyResponse } from '@/api/queries/orders';
import { PaymentResultPage } from './payment-result-page';
import { desktop, phone } from '@/testing/story-frames';

const REFERENCE = 'BS-20261122-STORY01';
const VERIFY = '*/api/orders/verify';

function verify(
  status: VerifyResponse['status'],
  provider: VerifyResponse['paystack']['status'],
  paid: boolean,
): VerifyResponse {
  return {
    status,
    verified: paid,
    message: paid ? 'Payment verified.' : status === 'failed' ? 'Payment failed.' : 'Payment is still pending.',
    paystack: { status: provider, currency: 'NGN' },
    order: {
      id: 318,
      paystack_reference: REFERENCE,
      amount_total: 26100,
      amount_paid_kobo: paid ? 2_610_000 : null,
      currency: 'NGN',
    },
  };
}

/** GET and POST /orders/verify answer the same. */
function answer(body: VerifyResponse) {
  return [http.get(VERIFY, () => HttpResponse.json(body)), http.post(VERIFY, () => HttpResponse.json(body))];
}

const meta = {
  title: 'Payment/Payment result',
  component: PaymentResultPage,
  args: { reference: REFERENCE },
  parameters: { session: 'customer' },
} satisfies Meta<typeof PaymentResultPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const heading =
  (name: string) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1, name })).toBeVisible();
  };

export const Success: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(...answer(verify('paid', 'success', true)));
  },
  play: async (context) => {
    await heading('Payment successful')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByText('#318')).toBeVisible();
    await expect(canvas.getByText('₦26,100')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/orders');
    await expect(canvas.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/');
  },
};
export const SuccessPhone: Story = { ...Success, globals: phone };

/** Cancelled on the payment page: said plainly, with Pay now (the same order again) and Back to cart. */
export const NotCompleted: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(...answer(verify('pending', 'abandoned', false)));
  },
  play: async (context) => {
    await heading('Payment not completed')(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByRole('button', { name: 'Pay now for order #318' })).toBeEnabled();
    await expect(canvas.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
  },
};
export const NotCompletedPhone: Story = { ...NotCompleted, globals: phone };

/** The provider has not settled the payment yet: Check again. */
export const Pending: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(...answer(verify('pending', 'ongoing', false)));
  },
  play: heading('Payment pending'),
};
export const PendingPhone: Story = { ...Pending, globals: phone };

export const Failed: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(...answer(verify('failed', 'failed', false)));
  },
  play: async (context) => {
    await heading('Payment failed')(context);
    await expect(within(context.canvasElement).getByRole('button', { name: 'Pay now for order #318' })).toBeEnabled();
  },
};
export const FailedPhone: Story = { ...Failed, globals: phone };

export const CouldNotVerify: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(
      http.get(VERIFY, () => HttpResponse.error()),
      http.post(VERIFY, () => HttpResponse.error()),
    );
  },
  play: async (context) => {
    await heading('Couldn’t verify')(context);
    await expect(within(context.canvasElement).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
};
export const CouldNotVerifyPhone: Story = { ...CouldNotVerify, globals: phone };

export const NoReference: Story = {
  globals: desktop,
  args: { reference: undefined },
  play: heading('No reference found'),
};
export const NoReferencePhone: Story = { ...NoReference, globals: phone };

export const Checking: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get(VERIFY, hang));
  },
  play: heading('Checking your payment…'),
};

/**
 * Pay now after a declined payment, refused by the server (the scenario QA would pick,
 * `?scenario=payOrder:invalid_transition`): the refusal is said under the button. The matrix in
 * docs/error-states.md points here.
 */
const payAgainRefused = (scenario: string, message: string): Story => ({
  globals: desktop,
  parameters: { scenarios: [scenario] },
  beforeEach({ msw }) {
    msw.use(...answer(verify('failed', 'failed', false)));
  },
  play: async (context) => {
    await heading('Payment failed')(context);
    const canvas = within(context.canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay now for order #318' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
  },
});

export const PayAgainRefused = payAgainRefused(
  'payOrder:invalid_transition',
  'An order that is paid cannot be paid again.',
);
export const PayAgainOutOfStock = payAgainRefused(
  'payOrder:out_of_stock',
  'Only 1 left of Full Coverage Liquid Foundation 30ml (04 Caramel).',
);
export const PayAgainTooManyAttempts = payAgainRefused(
  'payOrder:too_many_requests',
  'Too many attempts. Try again in 12 minutes.',
);
/** A host without the extension (decision 0035): no such path. */
export const PayAgainUnavailable = payAgainRefused('payOrder:404', 'This order can’t be paid again here.');
