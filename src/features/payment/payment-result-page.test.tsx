import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { withApp } from '@/testing/mock-backend';
import { signInAs } from '@/testing/session';
import { renderApp } from '@/testing/render-app';
import { CART_KEY } from '@/lib/cart-storage';
import { paymentRedirect } from '@/lib/payment-redirect';
import { formatNaira } from '@/lib/money';
import { db } from '@mocks/db';
import type { OrderRow } from '@mocks/db/schema';
import { server } from '@mocks/node';

withApp();

const CART = [
  { id: 1, name: 'Carrot & Papaya Glow Body Lotion 400ml', price: 8500, images: [], qty: 2 },
  { id: 2, name: 'Extra Whitening Body Lotion with Kojic Acid 500ml', price: 9600, images: [], qty: 1 },
];

/** The demo customer, signed in, with two lines in the cart. */
async function customerWithCart() {
  await signInAs('customer');
  localStorage.setItem(CART_KEY, JSON.stringify(CART));
  return db.users.getBy('email', 'customer@example.com')!;
}

function customerOrder(userId: number, match: (order: OrderRow) => boolean): OrderRow {
  const order = db.orders.where((o) => o.user_id === userId && match(o))[0];
  if (!order) throw new Error('the seed has no such order');
  return order;
}

const main = () => within(screen.getByRole('main'));
const storedCart = () => JSON.parse(localStorage.getItem(CART_KEY) ?? 'null') as unknown[];

/** Records the API calls the page makes, as "METHOD /path". */
function recordCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/orders/verify')) calls.push(`${request.method} ${url.pathname}`);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

describe('payment result', { timeout: 20_000 }, () => {
  it("says 'No reference found' without a reference, with links to /orders and /", async () => {
    await renderApp('/paystack/callback');
    expect(await main().findByRole('heading', { level: 1, name: 'No reference found' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'View your orders' }).getAttribute('href')).toBe('/orders');
    expect(main().getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('shows a paid order as a success, with its id, reference and amount, and clears the cart', async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'paid');
    await renderApp(`/paystack/callback?reference=${order.paystack_reference}`);
    expect(await main().findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(main().getByText(`#${order.id}`)).toBeTruthy();
    expect(main().getByText(order.paystack_reference)).toBeTruthy();
    expect(main().getByText(formatNaira(order.amount_total))).toBeTruthy();
    expect(storedCart()).toEqual([]);
    expect(main().getByRole('link', { name: 'View your orders' }).getAttribute('href')).toBe('/orders');
    expect(main().getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
  });

  it('reads trxref when there is no reference', async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'fulfilled');
    await renderApp(`/paystack/callback?trxref=${order.paystack_reference}`);
    expect(await main().findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(storedCart()).toEqual([]);
  });

  it("says 'Payment not completed' for a payment cancelled on the payment page, keeps the cart, and Pay now pays the same order again", async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'pending' && o.paystack_status === 'abandoned');
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    const ordersBefore = db.orders.count();
    await renderApp(`/paystack/callback?reference=${order.paystack_reference}&trxref=${order.paystack_reference}`);
    expect(await main().findByRole('heading', { level: 1, name: 'Payment not completed' })).toBeTruthy();
    expect(main().getByText(/You left the payment page before paying, so no money was taken/)).toBeTruthy();
    expect(main().getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    expect(storedCart()).toEqual(CART);

    await userEvent.click(main().getByRole('button', { name: `Pay now for order #${order.id}` }));
    await vi.waitFor(() => expect(go).toHaveBeenCalledTimes(1));
    const page = new URL(go.mock.calls[0]![0]);
    const paidAgain = db.orders.get(order.id)!;
    expect(page.searchParams.get('reference')).toBe(paidAgain.paystack_reference);
    expect(paidAgain.paystack_reference).not.toBe(order.paystack_reference);
    expect(paidAgain.status).toBe('pending');
    expect(db.orders.count()).toBe(ordersBefore);
  });

  it('shows a pending order the provider is still working on as pending, and checks again', async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'pending');
    await db.orders.update(order.id, (o) => void (o.paystack_status = 'ongoing'));
    await renderApp(`/paystack/callback?reference=${order.paystack_reference}`);
    expect(await main().findByRole('heading', { level: 1, name: 'Payment pending' })).toBeTruthy();
    expect(main().getByText(/still waiting for the payment provider/)).toBeTruthy();

    // The provider settles meanwhile: checking again shows the success.
    await db.orders.update(order.id, (o) => {
      o.status = 'paid';
      o.paystack_status = 'success';
      o.amount_paid_kobo = Math.round(o.amount_total * 100);
    });
    await userEvent.click(main().getByRole('button', { name: 'Check again' }));
    expect(await main().findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(storedCart()).toEqual([]);
  });

  it("shows a declined payment as 'Payment failed' and keeps the cart", async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'failed');
    await renderApp(`/paystack/callback?reference=${order.paystack_reference}`);
    expect(await main().findByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect(main().getByRole('link', { name: 'Back to cart' }).getAttribute('href')).toBe('/cart');
    expect(main().getByRole('link', { name: 'View your orders' })).toBeTruthy();
    expect(storedCart()).toEqual(CART);
  });

  it('Pay now after a declined payment, on a host that cannot pay an order again, says so and points to the cart', async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'failed');
    const go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
    await renderApp(`/paystack/callback?reference=${order.paystack_reference}`);
    const payNow = await main().findByRole('button', { name: `Pay now for order #${order.id}` });

    // A host without POST /orders/{id}/pay (decision 0035).
    server.use(
      http.post('*/api/orders/:id/pay', () =>
        HttpResponse.json({ error: 'not_found', message: 'Not found.' }, { status: 404 }),
      ),
    );
    await userEvent.click(payNow);
    expect((await main().findByRole('alert')).textContent).toBe(
      'This order can’t be paid again here. Go back to your cart to pay for your items.',
    );
    expect(go).not.toHaveBeenCalled();
  });

  it('Pay now on an order cancelled meanwhile says it cannot be paid again', async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'failed');
    await renderApp(`/paystack/callback?reference=${order.paystack_reference}`);
    const payNow = await main().findByRole('button', { name: `Pay now for order #${order.id}` });
    await db.orders.update(order.id, (o) => void (o.status = 'cancelled'));
    await userEvent.click(payNow);
    expect((await main().findByRole('alert')).textContent).toBe('An order that is cancelled cannot be paid again.');
  });

  it("says 'Couldn’t verify' when verification fails, and 'Try again' verifies again", async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'paid');
    server.use(
      http.get('*/api/orders/verify', () => HttpResponse.error(), { once: true }),
      http.post('*/api/orders/verify', () => HttpResponse.error(), { once: true }),
    );
    await renderApp(`/paystack/callback?reference=${order.paystack_reference}`);
    expect(await main().findByRole('heading', { level: 1, name: 'Couldn’t verify' })).toBeTruthy();
    expect(storedCart()).toEqual(CART);

    await userEvent.click(main().getByRole('button', { name: 'Try again' }));
    expect(await main().findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
    expect(storedCart()).toEqual([]);
  });

  it('falls back to POST /orders/verify when GET fails', async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'paid');
    server.use(http.get('*/api/orders/verify', () => HttpResponse.error()));
    const recorder = recordCalls();
    try {
      await renderApp(`/paystack/callback?reference=${order.paystack_reference}`);
      expect(await main().findByRole('heading', { level: 1, name: 'Payment successful' })).toBeTruthy();
      expect(recorder.calls).toEqual(['GET /api/orders/verify', 'POST /api/orders/verify']);
    } finally {
      recorder.stop();
    }
  });

  it('makes one GET call when GET answers', async () => {
    const user = await customerWithCart();
    const order = customerOrder(user.id, (o) => o.status === 'failed');
    const recorder = recordCalls();
    try {
      await renderApp(`/paystack/callback?reference=${order.paystack_reference}`);
      expect(await main().findByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
      expect(recorder.calls).toEqual(['GET /api/orders/verify']);
    } finally {
      recorder.stop();
    }
  });

  it('asks a signed-out shopper to sign in to verify', async () => {
    await renderApp('/paystack/callback?reference=BS-20261121-6LRTFUAX');
    expect(await main().findByRole('heading', { level: 1, name: 'Couldn’t verify' })).toBeTruthy();
    const login = main().getByRole('link', { name: 'Log in' });
    expect(login.getAttribute('href')).toBe(
      `/login?next=${encodeURIComponent('/paystack/callback?reference=BS-20261121-6LRTFUAX')}`,
    );
  });
});
