import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MockPaystackPage } from './mock-paystack-page';
import type { PaystackTransaction } from './paystack-api';
import { desktop, phone } from '@/testing/story-frames';

const TRANSACTION: PaystackTransaction = {
  reference: 'BS-20261122-STORY01',
  access_code: 'ac_story0001',
  email: 'customer@example.com',
  amount_kobo: 2_610_000,
  currency: 'NGN',
  status: 'pending',
  callback_url: 'http://localhost:6006/paystack/callback',
};

const TRANSACTION_PATH = '*/__paystack/transactions/:reference';

/** The simulated provider, answering for the story's transaction only. */
function provider(overrides: Partial<PaystackTransaction> = {}) {
  return [
    http.get(TRANSACTION_PATH, ({ params }) =>
      params.reference === TRANSACTION.reference
        ? HttpResponse.json({ ...TRANSACTION, ...overrides })
        : HttpResponse.json({ error: 'not_found', message: 'No transaction has this reference.' }, { status: 404 }),
    ),
    http.post(`${TRANSACTION_PATH}/charge`, () =>
      HttpResponse.json({
        redirect_url: `${TRANSACTION.callback_url}?reference=${TRANSACTION.reference}&trxref=${TRANSACTION.reference}`,
      }),
    ),
  ];
}

const meta = {
  title: 'Payment/Simulated Paystack page',
  component: MockPaystackPage,
  args: { reference: TRANSACTION.reference, accessCode: TRANSACTION.access_code, onRedirect: fn() },
  beforeEach({ msw }) {
    msw.use(...provider());
  },
} satisfies Meta<typeof MockPaystackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('₦26,100')).toBeVisible();
    await expect(canvas.getByText('customer@example.com')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pay ₦26,100' })).toBeEnabled();
    await expect(canvas.getByRole('region', { name: 'Test cards' })).toBeVisible();
  },
};

export const Phone: Story = { ...Desktop, globals: phone };

export const PaysWithTheSuccessCard: Story = {
  globals: desktop,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Use the success card' }));
    await expect(canvas.getByLabelText('Card number')).toHaveValue('4084 0840 8408 4081');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₦26,100' }));
    await waitFor(() =>
      expect(args.onRedirect).toHaveBeenCalledWith(
        expect.stringContaining(`/paystack/callback?reference=${TRANSACTION.reference}&trxref=`),
      ),
    );
    await expect(canvas.getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
  },
};

export const CardErrors: Story = {
  globals: phone,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Card number'), '4084 0840');
    await userEvent.type(canvas.getByLabelText('Expiry (MM/YY)'), '0120');
    await userEvent.click(canvas.getByRole('button', { name: 'Pay ₦26,100' }));
    await expect(canvas.getByText('Enter a card number of 12 to 19 digits.')).toBeVisible();
    await expect(canvas.getByText('This card has expired.')).toBeVisible();
    await expect(canvas.getByText('Enter the 3 or 4 digit CVV.')).toBeVisible();
    await expect(args.onRedirect).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(http.get(TRANSACTION_PATH, hang));
  },
};

export const PaymentNotFound: Story = {
  globals: desktop,
  args: { reference: 'BS-20260101-UNKNOWN0' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: 'Payment not found' })).toBeVisible();
  },
};

export const IncompleteLink: Story = {
  globals: phone,
  args: { accessCode: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'This payment link is incomplete' })).toBeVisible();
  },
};

export const AlreadyProcessed: Story = {
  globals: desktop,
  beforeEach({ msw }) {
    msw.use(...provider({ status: 'paid' }));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'This payment has already been processed' }),
    ).toBeVisible();
  },
};

/** A build pointed at a real host: the provider's mock endpoints are not there. */
export const MockBackendOnly: Story = {
  globals: phone,
  beforeEach({ msw }) {
    msw.use(http.get(TRANSACTION_PATH, () => HttpResponse.error()));
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('This test payment page only works with the mock backend.'),
    ).toBeVisible();
  },
};
