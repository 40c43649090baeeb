import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { CartPage } from '@/features/cart/cart-page';
import { Checkout } from './checkout';
import { cartReadyToPay } from './story-support';
import { signInAs } from '@/testing/session';
import { desktop, phone } from '@/testing/story-frames';

/**
 * The cart's Promo code field (decision 0034): the welcome code applied, and each refusal in its
 * own words, driven by the mock scenario QA would pick (`?scenario=checkPromoCode:promo_code_used`).
 * The error-state matrix (docs/error-states.md) and the error catalogue point here. The cart holds
 * two seeded products and the pickup details are filled in.
 */
const meta = {
  title: 'Checkout/Promo code',
  component: Checkout,
  args: { lines: [] },
  parameters: { route: '/cart', session: 'customer' },
  globals: desktop,
  render: () => <CartPage checkout={(lines) => <Checkout lines={lines} />} />,
  beforeEach: cartReadyToPay,
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new account, signed in, as a shopper who just registered: its code read from the mock's outbox. */
async function newShopper(): Promise<string> {
  // One address: each story starts from the seed, and the same words every run keep its picture (visual snapshots).
  const email = 'story.shopper@example.com';
  // The mock draws the code from the story's seed (.storybook/visual.ts): the same code every run.
  unwrap(await api.POST('/register', { body: { email, password: 'password123' } }));
  const mock = window as unknown as { __mockBackend: { outbox: () => Array<{ to: string; code: string | null }> } };
  const code = mock.__mockBackend.outbox().find((mail) => mail.to === email)?.code ?? '';
  await signInAs({ email });
  return code;
}

async function apply(canvasElement: HTMLElement, code: string) {
  const canvas = within(canvasElement);
  await userEvent.type(canvas.getByLabelText('Promo code'), code);
  await userEvent.click(canvas.getByRole('button', { name: 'Apply' }));
  return canvas;
}

/** The welcome code applied: its discount is a line of its own and the total is the new one. */
export const Applied: Story = {
  play: async ({ canvasElement }) => {
    const code = await newShopper();
    const canvas = await apply(canvasElement, code);
    await expect(await canvas.findByText(`Discount (${code}, 5% off)`)).toBeVisible();
    await expect(canvas.getByRole('button', { name: `Remove promo code ${code}` })).toBeVisible();
  },
};
export const AppliedPhone: Story = { ...Applied, globals: phone };

/** Apply with the host's refusal `scenario`: `message` under the field. */
const refused = (scenario: string, message: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement, 'WELCOME-TEST23');
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByLabelText('Promo code')).toHaveAttribute('aria-invalid', 'true');
  },
});

export const Unknown = refused(
  'checkPromoCode:promo_code_unknown',
  'We don’t recognise this code. Check it against your welcome email.',
);
export const UnknownPhone: Story = { ...Unknown, globals: phone };
export const Expired = refused(
  'checkPromoCode:promo_code_expired',
  'This code has expired: a welcome code lasts 30 days.',
);
export const Used = refused('checkPromoCode:promo_code_used', 'This code has already been used.');
export const NotFirstOrder = refused(
  'checkPromoCode:promo_code_not_first_order',
  'This code is for a first order, and your account already has one.',
);
export const TooManyAttempts = refused(
  'checkPromoCode:too_many_requests',
  'Too many attempts. Try again in 12 minutes.',
);
export const CheckFailed = refused('checkPromoCode:invalid_payload', 'Could not check the code. Please try again.');

/** A visitor: asked to log in, and nothing is sent. */
export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement, 'WELCOME-TEST23');
    await expect(canvas.getByText('Log in to use a promo code.')).toBeVisible();
  },
};

/** A host without promo codes (its check is not there): the field goes, and says why. */
export const HostWithoutPromoCodes: Story = {
  parameters: { scenarios: ['checkPromoCode:404'] },
  play: async ({ canvasElement }) => {
    const canvas = await apply(canvasElement, 'WELCOME-TEST23');
    await expect(await canvas.findByText('Promo codes can’t be used on this store yet.')).toBeVisible();
    await expect(canvas.queryByLabelText('Promo code')).toBeNull();
  },
};

/** The code was used (another tab) after it was applied: Pay Now takes it off and says why. */
export const TakenOffAtCheckout: Story = {
  parameters: { scenarios: ['initiateOrder:promo_code_used'] },
  play: async ({ canvasElement }) => {
    const code = await newShopper();
    const canvas = await apply(canvasElement, code);
    await canvas.findByText(`Discount (${code}, 5% off)`);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    const message =
      'This code has already been used. It has been taken off your order: check the total and press Pay Now again.';
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(canvas.queryByText(/^Discount/)).toBeNull();
  },
};
