import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { hang } from '@mocks/scenarios/hang';
import { expect, spyOn, userEvent, waitFor, within } from 'storybook/test';
import { Toaster } from '@/components/ui/toast';
import { CartPage } from '@/features/cart/cart-page';
import { CART_KEY, type CartLine } from '@/lib/cart-storage';
import type { NigerianState } from '@/lib/nigeria';
import { cartLinesOf } from '@/testing/story-data';
import { Checkout } from './checkout';
import type { CheckoutValues } from './checkout-schema';
import { DRAFT_KEY } from './use-checkout-draft';
import { desktop, phone } from '@/testing/story-frames';

function storeCart(lines: CartLine[]) {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
}

/** What the shopper had typed before (the checkout keeps a draft in sessionStorage). */
function storeDraft(values: Partial<CheckoutValues>) {
  sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
}

const CONTACT = { contact_name: 'Tolu Adebayo', contact_phone: '0803 555 0100' };
const SHIP: Partial<CheckoutValues> = {
  type: 'ship',
  state: 'Lagos',
  lga: 'Surulere',
  street: '24 Bode Thomas Street',
  ...CONTACT,
};

const meta = {
  title: 'Checkout/Checkout',
  component: Checkout,
  args: { lines: [] },
  parameters: { route: '/cart', session: 'customer' },
  // As the route renders it: the checkout beside the cart's lines.
  render: (args) => (
    <>
      <CartPage checkout={(lines) => <Checkout lines={lines} states={args.states} />} />
      <Toaster />
    </>
  ),
  beforeEach: async () => {
    // Runs after the loaders (which reset storage and the cart's and promo code's state, and sign in as the story asks).
    storeCart(await cartLinesOf([1, 2], [14, 1]));
    // Pay Now's failures alert; keep the dialog out of the story and let plays check it.
    const alert = spyOn(window, 'alert').mockImplementation(() => undefined);
    return () => alert.mockRestore();
  },
} satisfies Meta<typeof Checkout>;

export default meta;
type Story = StoryObj<typeof meta>;

const payButton = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('button', { name: /^(Pay Now|Missing details|Starting payment…)$/ });

export const SignedOut: Story = {
  parameters: { session: 'signed-out' },
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?next=%2Fcart');
    await userEvent.click(payButton(canvasElement));
    await expect(window.alert).toHaveBeenCalledWith('Please log in to place an order.');
  },
};

export const SignedOutPhone: Story = { ...SignedOut, globals: phone };

/** Signed in, nothing typed yet: pickup is the default and Pay Now says what is missing. */
export const MissingDetails: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Pick up from our store/ })).toBeChecked();
    await expect(payButton(canvasElement)).toHaveTextContent('Missing details');
    await expect(payButton(canvasElement)).toBeDisabled();
    await expect(canvas.getByText('To pay, add a contact name and a phone number.')).toBeVisible();
  },
};

export const MissingDetailsPhone: Story = { ...MissingDetails, globals: phone };

export const PickupReady: Story = {
  globals: desktop,
  beforeEach: () => storeDraft({ type: 'pickup', ...CONTACT }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Beauty Stars Store, 14 Adeola Odeku Street, Victoria Island, Lagos')).toBeVisible();
    await expect(payButton(canvasElement)).toHaveTextContent('Pay Now');
    await expect(payButton(canvasElement)).toBeEnabled();
  },
};

export const PickupReadyPhone: Story = { ...PickupReady, globals: phone };

export const PickupTyped: Story = {
  globals: desktop,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Contact name'), 'Ada Obi');
    await expect(canvas.getByText('To pay, add a phone number.')).toBeVisible();
    await userEvent.type(canvas.getByLabelText('Phone number'), '08031234567');
    await expect(payButton(canvasElement)).toHaveTextContent('Pay Now');
  },
};

export const ShipFilled: Story = {
  globals: desktop,
  beforeEach: () => storeDraft(SHIP),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: /Ship to my address/ })).toBeChecked();
    await expect(canvas.getByLabelText('State')).toHaveValue('Lagos');
    await expect(canvas.getByLabelText(/^LGA/)).toHaveValue('Surulere');
    await expect(payButton(canvasElement)).toBeEnabled();
  },
};

export const ShipFilledPhone: Story = { ...ShipFilled, globals: phone };

export const ShipStreetTooShort: Story = {
  globals: desktop,
  beforeEach: () => storeDraft({ ...SHIP, street: '24 Bo' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Street address'));
    await userEvent.tab();
    await expect(canvas.getByText('The street address must be at least 6 characters.')).toBeVisible();
    await expect(canvas.getByText('To pay, add a street address of at least 6 characters.')).toBeVisible();
    await expect(payButton(canvasElement)).toBeDisabled();
  },
};

const WITHOUT_LIST: NigerianState[] = [
  { name: 'Lagos', senatorialDistricts: ['Lagos Central', 'Lagos East', 'Lagos West'], lgas: ['Ikeja', 'Surulere'] },
  { name: 'A state with no list', senatorialDistricts: [], lgas: [] },
];

export const ShipFreeTextLga: Story = {
  globals: desktop,
  args: { states: WITHOUT_LIST },
  beforeEach: () => storeDraft({ ...SHIP, state: 'A state with no list', lga: '' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const lga = canvas.getByLabelText(/^LGA/);
    await expect(lga.tagName).toBe('INPUT');
    await userEvent.type(lga, 'Harbour Town');
    await expect(payButton(canvasElement)).toBeEnabled();
  },
};

export const StartingPayment: Story = {
  globals: desktop,
  beforeEach: () => storeDraft({ type: 'pickup', ...CONTACT }),
  parameters: {
    msw: {
      handlers: [
        http.post('*/api/orders/initiate', async () => {
          await hang();
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(payButton(canvasElement)).toHaveTextContent('Starting payment…'));
    await expect(payButton(canvasElement)).toBeDisabled();
  },
};

/** The cart holds a product the shop no longer has: the server's message is alerted and shown. */
export const PaymentStartFailed: Story = {
  globals: desktop,
  beforeEach: async () => {
    storeCart([
      ...(await cartLinesOf([1, 1])),
      { id: 99_999, name: 'Discontinued Night Cream 50g', price: 6000, images: [], qty: 1 },
    ]);
    storeDraft({ type: 'pickup', ...CONTACT });
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(payButton(canvasElement));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('Product 99999 does not exist.'));
    await expect(window.alert).toHaveBeenCalledWith('Product 99999 does not exist.');
    await expect(canvas.getByLabelText('Contact name')).toHaveValue('Tolu Adebayo');
  },
};

export const PaymentStartFailedPhone: Story = { ...PaymentStartFailed, globals: phone };
