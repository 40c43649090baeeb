import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { CartPage } from '@/features/cart/cart-page';
import { Checkout } from './checkout';
import { cartReadyToPay } from './story-support';
import { desktop } from '@/testing/story-frames';

/**
 * Pay Now when the server refuses to start the payment, each driven by the mock scenario QA
 * would pick (`?scenario=initiateOrder:invalid_shipping`): the matrix in docs/error-states.md
 * points here. The cart holds two seeded products and the pickup details are filled in.
 */
const meta = {
  title: 'Checkout/Server refusals',
  component: Checkout,
  args: { lines: [] },
  parameters: { route: '/cart', session: 'customer' },
  globals: desktop,
  render: () => (
    <>
      <CartPage checkout={(lines) => <Checkout lines={lines} />} />
      <Toaster />
    </>
  ),
  beforeEach: cartReadyToPay,
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pay Now; the page shows `message` (and alerts it), and the details typed stay. */
const refused = (scenario: string, message: string): Story => ({
  parameters: { scenarios: [scenario] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(message));
    await expect(window.alert).toHaveBeenCalledWith(message);
    await expect(canvas.getByLabelText('Contact name')).toHaveValue('Tolu Adebayo');
  },
});

export const TooManyAttempts = refused(
  'initiateOrder:too_many_requests',
  'Too many attempts. Try again in 12 minutes.',
);
export const UnknownProduct = refused('initiateOrder:unknown_product', 'Product 999999 does not exist.');
export const InvalidShipping = refused(
  'initiateOrder:invalid_shipping',
  'The street address must be at least 6 characters.',
);
export const InvalidPayload = refused('initiateOrder:invalid_payload', 'The request is invalid.');
/** Variants and stock (decision 0046): a line the host cannot fill, a line without its shade. */
export const OutOfStock = refused(
  'initiateOrder:out_of_stock',
  'Only 1 left of Full Coverage Liquid Foundation 30ml (04 Caramel).',
);
export const UnknownVariant = refused(
  'initiateOrder:unknown_variant',
  'Choose a shade or size of Full Coverage Liquid Foundation 30ml.',
);
export const ItemsMissing = refused('initiateOrder:invalid_payload.items', 'Missing required: items');
export const ShippingAddressMissing = refused(
  'initiateOrder:invalid_payload.shipping_address',
  'Missing required: shipping_address',
);
export const SessionRefused = refused('initiateOrder:401', 'Authentication required.');
export const NoAnswer = refused('initiateOrder:network_error', 'Could not start payment.');
