/**
 * The checkout on /cart against the real mock API: every rule of Pay Now, the exact payload, the
 * redirect, a failure with the server's message, the signed-out alert and the kept draft.
 * Replies the contract does not allow (no message, no body, no authorization_url) are in
 * checkout-failures.test.tsx.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { limits } from '@/api/limits.gen';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '@/api/session';
import { tokens } from '@/api/tokens';
import { holdAnswer } from '@/testing/held-answer';
import { renderApp } from '@/testing/render-app';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { brand } from '@/config/brand';
import { CartPage } from '@/features/cart/cart-page';
import { CART_KEY, resetCartStateForTests, type CartLine } from '@/lib/cart-storage';
import type { NigerianState } from '@/lib/nigeria';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { Checkout } from './checkout';
import { paymentRedirect } from './payment-redirect';
import { DRAFT_KEY } from './use-checkout-draft';

withMockBackend();

let go: ReturnType<typeof vi.spyOn>;
let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetCartStateForTests();
  sessionStorage.clear();
  go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  resetCartStateForTests();
  sessionStorage.clear();
});

function cartOf(...ids: Array<[number, number]>): CartLine[] {
  return ids.map(([id, qty]) => {
    const product = db.products.get(id)!;
    return { id, name: product.name, price: product.price, images: [], qty };
  });
}

/** /cart as the route renders it. */
function renderCart(lines: CartLine[] = cartOf([1, 2], [3, 1]), states?: readonly NigerianState[]) {
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  return renderApp(<CartPage checkout={(current) => <Checkout lines={current} states={states} />} />, {
    url: '/cart',
    page: null,
  });
}

const payButton = () => screen.getByRole('button', { name: /^(Pay Now|Missing details|Starting payment…)$/ });
const field = (name: string | RegExp) => screen.getByLabelText(name);

async function fillContact(user: ReturnType<typeof userEvent.setup>, name = 'Ada Obi', phone = '08031234567') {
  await user.type(field('Contact name'), name);
  await user.type(field('Phone number'), phone);
}

async function chooseShip(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('radio', { name: /Ship to my address/ }));
}

function expectBlocked(missing: string) {
  expect(payButton().textContent).toBe('Missing details');
  expect((payButton() as HTMLButtonElement).disabled).toBe(true);
  const hint = document.getElementById(payButton().getAttribute('aria-describedby')!.split(' ')[0]!);
  expect(hint?.textContent).toBe(`To pay, add ${missing}.`);
}

function expectReady() {
  expect(payButton().textContent).toBe('Pay Now');
  expect((payButton() as HTMLButtonElement).disabled).toBe(false);
}

describe('checkout, signed out', { timeout: 20_000 }, () => {
  it('asks to sign in, linking to /login?next=/cart, and Pay Now alerts ‘Please log in to place an order.’', async () => {
    const user = userEvent.setup({ delay: null });
    await renderCart();
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login?next=%2Fcart');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register?next=%2Fcart');
    expect(screen.queryByRole('form')).toBeNull();

    await user.click(payButton());
    expect(alert).toHaveBeenCalledWith('Please log in to place an order.');
    expect(go).not.toHaveBeenCalled();
  });

  it('shows the order summary: subtotal of price times quantity, shipping agreed after the order, total', async () => {
    const lines = cartOf([1, 2], [3, 1]);
    lines[1] = { ...lines[1]!, price: '₦4,500' };
    await renderCart(lines);
    const summary = within(screen.getByRole('complementary', { name: 'Order summary' }));
    const subtotal = lines[0]!.qty * Number(lines[0]!.price) + 4500;
    const naira = new Intl.NumberFormat('en-NG', {
      style: 'currency',
      currency: 'NGN',
      maximumFractionDigits: 0,
    }).format(subtotal);
    expect(summary.getByText('Subtotal (3 items)').nextElementSibling?.textContent).toBe(naira);
    expect(summary.getByText('Shipping').nextElementSibling?.textContent).toBe('Agreed after your order');
    expect(summary.getByText('Total').nextElementSibling?.textContent).toBe(naira);
  });
});

describe('checkout rules, signed in', { timeout: 20_000 }, () => {
  it('picks up by default: the store’s address, and Pay Now waits for a contact name and phone', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    expect(screen.getByRole('form', { name: 'Delivery details' })).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Pick up from our store/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText(brand.pickupAddress)).toBeTruthy();
    expect(screen.getByText('customer@example.com')).toBeTruthy();
    expect(screen.queryByLabelText('State')).toBeNull();

    expectBlocked('a contact name and a phone number');
    await user.type(field('Contact name'), 'Ada Obi');
    expectBlocked('a phone number');
    await user.type(field('Phone number'), '   ');
    expectBlocked('a phone number');
    await user.clear(field('Contact name'));
    await user.type(field('Phone number'), '08031234567');
    expectBlocked('a contact name');
    await user.type(field('Contact name'), 'Ada Obi');
    expectReady();
  });

  it('takes a Nigerian mobile number as people write it, and refuses anything else with a clear message', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    await user.type(field('Contact name'), 'Ada Obi');
    const phone = field('Phone number');
    await user.type(phone, 'abc');
    expectBlocked('a Nigerian mobile number');
    await user.tab();
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Enter a Nigerian mobile number, like 0803 123 4567.',
    );
    for (const written of ['0803 123 4567', '+234 803 123 4567', '2348031234567', '(0803) 123-4567']) {
      await user.clear(phone);
      await user.type(phone, written);
      expectReady();
    }
    await user.clear(phone);
    await user.type(phone, '0803 123 456');
    expectBlocked('a Nigerian mobile number');
  });

  it("holds each text to the contract's limit: one character past it is said, Pay Now waits and nothing is sent", async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    const bodies: unknown[] = [];
    server.use(
      http.post('*/api/orders/initiate', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    await fillContact(user);
    await chooseShip(user);
    await user.selectOptions(field('State'), 'Lagos');
    await user.selectOptions(field(/^LGA/), 'Ikeja');
    const street = field('Street address');
    await user.click(street);
    await user.paste('s'.repeat(limits.initiateOrder['shipping_address.street'].maxLength));
    expectReady();
    await user.type(street, 't');
    expectBlocked('a shorter street address');
    await user.tab();
    expect(street.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(street.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'Must be 300 characters or fewer.',
    );
    await user.click(payButton());
    expect(bodies).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });

  it('shows a field’s problem once it is left, wired to the field', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    const name = field('Contact name');
    expect(name.getAttribute('aria-invalid')).toBe('false');
    await user.click(name);
    await user.tab();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby')!)?.textContent).toBe('Enter a contact name.');
    await user.type(name, 'Ada');
    expect(name.getAttribute('aria-invalid')).toBe('false');
  });

  it('to ship needs state, LGA and a street of at least 6 characters as well', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    await fillContact(user);
    expectReady();
    await chooseShip(user);
    expect(screen.queryByText(brand.pickupAddress)).toBeNull();
    expectBlocked('your state, your LGA and a street address of at least 6 characters');

    await user.selectOptions(field('State'), 'Lagos');
    expectBlocked('your LGA and a street address of at least 6 characters');
    await user.selectOptions(field(/^LGA/), 'Ikeja');
    expectBlocked('a street address of at least 6 characters');
    await user.type(field('Street address'), '12 Ab');
    expect((field('Street address') as HTMLInputElement).value).toHaveLength(5);
    expectBlocked('a street address of at least 6 characters');
    await user.type(field('Street address'), 'c');
    expectReady();

    await user.clear(field('Phone number'));
    expectBlocked('a phone number');
  });

  it('counts the street after trimming: 6 spaces and 5 letters are not 6 characters', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    await fillContact(user);
    await chooseShip(user);
    await user.selectOptions(field('State'), 'Kano');
    await user.selectOptions(field(/^LGA/), 'Nasarawa');
    await user.type(field('Street address'), '   Abcde   ');
    expectBlocked('a street address of at least 6 characters');
    await user.tab();
    expect(
      document.getElementById(field('Street address').getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent,
    ).toBe('The street address must be at least 6 characters.');
  });

  it('offers the 37 states, then that state’s LGAs; a new state clears an LGA it does not have', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    await chooseShip(user);
    const state = field('State') as HTMLSelectElement;
    expect([...state.options].slice(1)).toHaveLength(37);
    const lga = field(/^LGA/) as HTMLSelectElement;
    expect(lga.disabled).toBe(true);
    await user.selectOptions(state, 'Lagos');
    expect([...lga.options].slice(1)).toHaveLength(20);
    expect(screen.getByText(/^Senatorial districts: /)).toBeTruthy();
    await user.selectOptions(lga, 'Ikeja');
    await user.selectOptions(state, 'Ogun');
    expect(lga.value).toBe('');
    expect([...lga.options].map((o) => o.value)).not.toContain('Ikeja');
  });

  it('takes the LGA as free text for a state that has no list', async () => {
    const user = userEvent.setup({ delay: null });
    const states: NigerianState[] = [
      { name: 'Lagos', senatorialDistricts: ['Lagos Central'], lgas: ['Ikeja', 'Surulere'] },
      { name: 'Newland', senatorialDistricts: [], lgas: [] },
    ];
    await signInAs('customer');
    await renderCart(undefined, states);
    await fillContact(user);
    await chooseShip(user);
    await user.selectOptions(field('State'), 'Newland');
    const lga = field(/^LGA/);
    expect(lga.tagName).toBe('INPUT');
    expect(screen.getByText('Type your LGA: we have no list for this state.')).toBeTruthy();
    await user.type(field('Street address'), '3 Harbour Road');
    expectBlocked('your LGA');
    await user.type(lga, 'Port Town');
    expectReady();
    await user.selectOptions(field('State'), 'Lagos');
    expect(field(/^LGA/).tagName).toBe('SELECT');
    expect((field(/^LGA/) as HTMLSelectElement).value).toBe('');
  });

  it('needs the account’s email to look like x@y.z', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    tokens.setUser({ ...tokens.getUser()!, email: 'customer-at-example' });
    sessionStore.refresh();
    await renderCart();
    await fillContact(user);
    expectBlocked('a valid email address on your account');
  });
});

describe('starting the payment', { timeout: 20_000 }, () => {
  function capture() {
    const bodies: unknown[] = [];
    // Returning nothing lets the real handler answer.
    server.use(
      http.post('*/api/orders/initiate', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    return bodies;
  }

  it('sends the pickup payload exactly, shows progress, and goes to authorization_url', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    const me = tokens.getUser()!;
    const lines = cartOf([1, 2], [3, 1]);
    await renderCart(lines);
    const bodies = capture();
    // The answer is held until the progress has been seen.
    const answer = holdAnswer();
    server.use(
      http.post('*/api/orders/initiate', async () => {
        await answer.held;
      }),
    );
    await fillContact(user, '  Ada Obi ', '08031234567');
    await user.click(payButton());

    await waitFor(() => expect(payButton().textContent).toBe('Starting payment…'));
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    answer.release();
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        items: [
          { product_id: 1, quantity: 2 },
          { product_id: 3, quantity: 1 },
        ],
        shipping_address: {
          type: 'pickup',
          address: brand.pickupAddress,
          contact_name: 'Ada Obi',
          contact_phone: '+2348031234567',
        },
        shipping_amount: 0,
        currency: 'NGN',
        callback_url: `${window.location.origin}/paystack/callback`,
      },
    ]);
    const order = db.orders.where((o) => o.user_id === me.id && o.status === 'pending').at(-1)!;
    const url = new URL(go.mock.calls[0]![0] as string);
    expect(url.pathname).toBe('/mock-paystack');
    expect(url.searchParams.get('reference')).toBe(order.paystack_reference);
    // Leaving for the payment page: the button stays busy, so no second order can start.
    expect(payButton().textContent).toBe('Starting payment…');
    expect(alert).not.toHaveBeenCalled();
  });

  it('sends the ship payload exactly', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart(cartOf([2, 1]));
    const bodies = capture();
    await chooseShip(user);
    await user.selectOptions(field('State'), 'Federal Capital Territory');
    await user.selectOptions(field(/^LGA/), 'Gwagwalada');
    await user.type(field('Street address'), ' 14 Aminu Kano Crescent ');
    await fillContact(user, 'Tolu Adebayo', '+234 803 555 0100');
    await user.click(payButton());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect(bodies).toEqual([
      {
        items: [{ product_id: 2, quantity: 1 }],
        shipping_address: {
          type: 'ship',
          state: 'Federal Capital Territory',
          lga: 'Gwagwalada',
          street: '14 Aminu Kano Crescent',
          contact_name: 'Tolu Adebayo',
          contact_phone: '+2348035550100',
        },
        shipping_amount: 0,
        currency: 'NGN',
        callback_url: `${window.location.origin}/paystack/callback`,
      },
    ]);
  });

  it('sends the cart as storage holds it when Pay Now is pressed (another tab may have changed it)', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart(cartOf([1, 1]));
    const bodies = capture();
    await fillContact(user);
    localStorage.setItem(CART_KEY, JSON.stringify(cartOf([1, 3], [4, 1])));
    await user.click(payButton());
    await waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    expect((bodies[0] as { items: unknown }).items).toEqual([
      { product_id: 1, quantity: 3 },
      { product_id: 4, quantity: 1 },
    ]);
  });

  it('refuses a saved cart past the 50 lines one order takes, saying how many to remove, and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    const bodies = capture();
    await renderCart(cartOf(...Array.from({ length: 52 }, (_, i) => [i + 1, 1] as [number, number])));
    const message = 'Your cart holds 52 different products; one order can take at most 50. Remove 2 products to pay.';
    expect(screen.getByRole('alert').textContent).toBe(message);
    await fillContact(user);
    await user.click(payButton());
    expect(alert).toHaveBeenCalledWith(message);
    expect(bodies).toEqual([]);
    expect(go).not.toHaveBeenCalled();
  });

  it('alerts the server’s message and shows it on the page; the form keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart([...cartOf([1, 1]), { id: 99_999, name: 'Discontinued cream', price: 1000, images: [], qty: 1 }]);
    await fillContact(user);
    await user.click(payButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Product 99999 does not exist.'));
    expect(screen.getByRole('alert').textContent).toBe('Product 99999 does not exist.');
    expect(go).not.toHaveBeenCalled();
    expect((field('Contact name') as HTMLInputElement).value).toBe('Ada Obi');
    expect((field('Phone number') as HTMLInputElement).value).toBe('08031234567');
    expectReady();
  });

  it('alerts the server’s message for a contract-shaped invalid_shipping too', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    server.use(
      http.post('*/api/orders/initiate', () =>
        HttpResponse.json(
          {
            error: 'invalid_shipping',
            message: 'The street address must be at least 6 characters.',
            fields: { 'shipping_address.street': 'At least 6 characters.' },
          },
          { status: 400 },
        ),
      ),
    );
    await fillContact(user);
    await user.click(payButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('The street address must be at least 6 characters.'));
    expect(screen.getByRole('alert').textContent).toBe('The street address must be at least 6 characters.');
  });

  it('says ‘Could not start payment.’ when the network fails', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    await renderCart();
    server.use(http.post('*/api/orders/initiate', () => HttpResponse.error()));
    await fillContact(user);
    await user.click(payButton());
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Could not start payment.'));
    expect(screen.getByRole('alert').textContent).toBe('Could not start payment.');
    expectReady();
  });
});

describe('the draft', { timeout: 20_000 }, () => {
  it('keeps the half-filled form across a reload (sessionStorage)', async () => {
    const user = userEvent.setup({ delay: null });
    await signInAs('customer');
    const first = await renderCart();
    await chooseShip(user);
    await user.selectOptions(field('State'), 'Lagos');
    await user.selectOptions(field(/^LGA/), 'Surulere');
    await user.type(field('Street address'), '5 Bode Thomas');
    await user.type(field('Contact name'), 'Ada');
    first.unmount();

    await renderCart();
    expect((screen.getByRole('radio', { name: /Ship to my address/ }) as HTMLInputElement).checked).toBe(true);
    expect((field('State') as HTMLSelectElement).value).toBe('Lagos');
    expect((field(/^LGA/) as HTMLSelectElement).value).toBe('Surulere');
    expect((field('Street address') as HTMLInputElement).value).toBe('5 Bode Thomas');
    expect((field('Contact name') as HTMLInputElement).value).toBe('Ada');
  });

  it('reads a damaged draft as an empty form, and drops a state that is not in the list', async () => {
    await signInAs('customer');
    sessionStorage.setItem(DRAFT_KEY, '{"type":"ship","state":"Lagos"');
    const first = await renderCart();
    expect((screen.getByRole('radio', { name: /Pick up from our store/ }) as HTMLInputElement).checked).toBe(true);
    first.unmount();

    sessionStorage.setItem(
      DRAFT_KEY,
      JSON.stringify({ type: 'ship', state: 'Atlantis', lga: 'Deep', street: 7, contact_name: 'Ada' }),
    );
    await renderCart();
    expect((screen.getByRole('radio', { name: /Ship to my address/ }) as HTMLInputElement).checked).toBe(true);
    expect((field('State') as HTMLSelectElement).value).toBe('');
    expect((field(/^LGA/) as HTMLSelectElement).value).toBe('');
    expect((field('Street address') as HTMLInputElement).value).toBe('');
    expect((field('Contact name') as HTMLInputElement).value).toBe('Ada');
  });
});
