/**
 * Failed payment starts whose replies openapi.yaml does not allow but a real host may send (spec
 * section 8: 'the server message, or error, or Could not start payment.'; a reply without
 * authorization_url is a failure). The contract check of `withMockBackend()` would reject these
 * replies, so this file runs msw/node on its own and answers POST /orders/initiate itself, signed
 * in with `signInAs` on the mock's seed.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { CartPage } from '@/features/cart/cart-page';
import { CART_KEY, resetCartStateForTests } from '@/lib/cart-storage';
import { resetMockBackend, server } from '@mocks/node';
import { Checkout } from './checkout';
import { paymentRedirect } from './payment-redirect';

beforeAll(async () => {
  server.listen({ onUnhandledFrame: 'error' });
  await resetMockBackend();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

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

async function payWith(reply: () => Response) {
  const user = userEvent.setup({ delay: null });
  let calls = 0;
  server.use(
    http.post('*/api/orders/initiate', () => {
      calls += 1;
      return reply();
    }),
  );
  await signInAs('customer');
  localStorage.setItem(
    CART_KEY,
    JSON.stringify([{ id: 1, name: 'Carrot Glow Lotion', price: 4500, images: [], qty: 1 }]),
  );
  await renderApp(<CartPage checkout={(lines) => <Checkout lines={lines} />} />, { url: '/cart', page: null });
  await user.type(screen.getByLabelText('Contact name'), 'Ada Obi');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
  expect(calls).toBe(1);
  expect(go).not.toHaveBeenCalled();
  const message = alert.mock.calls[0]![0];
  expect(screen.getByRole('alert').textContent).toBe(message);
  // The form is kept, and Pay Now is back for another try.
  expect((screen.getByLabelText('Contact name') as HTMLInputElement).value).toBe('Ada Obi');
  expect(screen.getByRole('button', { name: 'Pay Now' })).toBeTruthy();
  return message;
}

describe('a payment start that fails', { timeout: 20_000 }, () => {
  it('shows the server’s message when there is one', async () => {
    expect(
      await payWith(() =>
        HttpResponse.json(
          { error: 'paystack_unavailable', message: 'Paystack is not answering. Try again in a minute.' },
          { status: 502 },
        ),
      ),
    ).toBe('Paystack is not answering. Try again in a minute.');
  });

  it('shows the error code when the server gives no message', async () => {
    expect(await payWith(() => HttpResponse.json({ error: 'paystack_unavailable' }, { status: 502 }))).toBe(
      'paystack_unavailable',
    );
  });

  it('says ‘Could not start payment.’ when the reply says nothing', async () => {
    expect(await payWith(() => new HttpResponse(null, { status: 500 }))).toBe('Could not start payment.');
  });

  it('says ‘Could not start payment.’ for an error body with neither message nor error', async () => {
    expect(await payWith(() => HttpResponse.json({ detail: 'boom' }, { status: 503 }))).toBe(
      'Could not start payment.',
    );
  });

  it('counts a success without authorization_url as a failure: ‘Could not start payment.’', async () => {
    expect(await payWith(() => HttpResponse.json({ reference: 'ORD-1', order_id: 9 }, { status: 201 }))).toBe(
      'Could not start payment.',
    );
  });

  it('counts an empty authorization_url as a failure too', async () => {
    expect(await payWith(() => HttpResponse.json({ authorization_url: '' }, { status: 201 }))).toBe(
      'Could not start payment.',
    );
  });
});
