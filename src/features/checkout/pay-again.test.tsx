/**
 * One order per purchase (issue 34, point 3; decision 0035): Pay Now after a payment that was
 * cancelled or declined, with the same basket and details, pays the same order again; a changed
 * basket, an order paid meanwhile or a host that cannot pay an order again makes a new order.
 */
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { tokens } from '@/api/tokens';
import { CartPage } from '@/features/cart/cart-page';
import { CART_KEY, resetCartStateForTests, type CartLine } from '@/lib/cart-storage';
import { withMockBackend } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { renderApp } from '@/testing/render-app';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { Checkout } from './checkout';
import { paymentRedirect } from './payment-redirect';

withMockBackend();

let go: MockInstance<(url: string) => void>;
let calls: string[];
const record = ({ request }: { request: Request }) => {
  const path = new URL(request.url).pathname;
  if (request.method === 'POST' && path.startsWith('/api/orders/')) calls.push(`POST ${path.replace(/\d+/, '{id}')}`);
};
beforeEach(() => {
  resetCartStateForTests();
  sessionStorage.clear();
  go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
  calls = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
  resetCartStateForTests();
  sessionStorage.clear();
});

function cartOf(...ids: Array<[number, number]>): CartLine[] {
  return ids.map(([id, qty]) => {
    const product = db.products.get(id)!;
    return { id, name: product.name, price: product.price, images: [], qty };
  });
}

/** /cart with these lines (the form's details come back from the draft on the next visit). */
async function openCart(lines: CartLine[]) {
  cleanup();
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  await renderApp(<CartPage checkout={(current) => <Checkout lines={current} />} />, { url: '/cart', page: null });
}

/** Pay Now (filling the contact the first time); the payment page's reference. */
async function payNow(): Promise<string> {
  const user = userEvent.setup({ delay: null });
  const name = screen.getByLabelText('Contact name') as HTMLInputElement;
  if (!name.value) {
    await user.type(name, 'Ada Obi');
    await user.type(screen.getByLabelText('Phone number'), '08031234567');
  }
  const before = go.mock.calls.length;
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  await vi.waitFor(() => expect(go.mock.calls.length).toBe(before + 1));
  return new URL(go.mock.calls.at(-1)![0]).searchParams.get('reference')!;
}

const orderOf = (reference: string) => db.orders.getBy('paystack_reference', reference)!;

describe('Pay Now again after a payment that did not go through', { timeout: 20_000 }, () => {
  it.each([
    ['cancelled on the payment page', { status: 'pending', paystack_status: 'abandoned' }],
    ['declined', { status: 'failed', paystack_status: 'failed' }],
  ] as const)('pays the same order again when the payment was %s and the basket is the same', async (_, outcome) => {
    await signInAs('customer');
    const shopper = tokens.getUser()!;
    const basket = cartOf([1, 2], [3, 1]);
    await openCart(basket);
    const first = await payNow();
    const order = orderOf(first);
    await db.orders.update(order.id, (o) => Object.assign(o, outcome));
    const orders = db.orders.where((o) => o.user_id === shopper.id).length;

    // Back to cart, the same lines in another order of the list, and Pay Now again.
    await openCart([basket[1]!, basket[0]!]);
    const second = await payNow();
    expect(second).not.toBe(first);
    expect(orderOf(second).id).toBe(order.id);
    expect(orderOf(second).status).toBe('pending');
    expect(db.orders.where((o) => o.user_id === shopper.id).length).toBe(orders);
    expect(calls).toEqual(['POST /api/orders/initiate', 'POST /api/orders/{id}/pay']);
  });

  it('makes a new order when the basket changed', async () => {
    await signInAs('customer');
    await openCart(cartOf([1, 2]));
    const first = await payNow();
    await openCart(cartOf([1, 3]));
    const second = await payNow();
    expect(orderOf(second).id).not.toBe(orderOf(first).id);
    expect(calls).toEqual(['POST /api/orders/initiate', 'POST /api/orders/initiate']);
  });

  it('makes a new order when the last one was paid meanwhile (409), or the host cannot pay an order again (404)', async () => {
    await signInAs('customer');
    await openCart(cartOf([4, 1]));
    const first = await payNow();
    await db.orders.update(orderOf(first).id, (o) => void (o.status = 'paid'));
    await openCart(cartOf([4, 1]));
    const second = await payNow();
    expect(orderOf(second).id).not.toBe(orderOf(first).id);

    // A host without the extension: its 404 for a path it does not have.
    server.use(
      http.post('*/api/orders/:id/pay', () =>
        HttpResponse.json({ error: 'not_found', message: 'Not found.' }, { status: 404 }),
      ),
    );
    await openCart(cartOf([4, 1]));
    const third = await payNow();
    expect(orderOf(third).id).not.toBe(orderOf(second).id);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls).toEqual([
      'POST /api/orders/initiate',
      'POST /api/orders/{id}/pay',
      'POST /api/orders/initiate',
      'POST /api/orders/{id}/pay',
      'POST /api/orders/initiate',
    ]);
  });
});
