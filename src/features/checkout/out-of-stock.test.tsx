/**
 * Stock that runs out between the cart and Pay Now (409 out_of_stock, decision 0046): the shopper
 * hears which line and how many are left, the cart changes to match, nothing is charged.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { call, recordCalls, signIn, withApp } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { CartPage } from '@/features/cart/cart-page';
import { CART_KEY, type CartLine } from '@/lib/cart-storage';
import { server } from '@mocks/node';
import { Checkout } from './checkout';
import { paymentRedirect } from './payment-redirect';

withApp();

let go: ReturnType<typeof vi.spyOn>;
let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});

const CARAMEL: CartLine = {
  id: 2,
  name: 'Velvet Matte Foundation',
  price: 6500,
  images: [],
  qty: 2,
  variant: { id: 903, label: '03 Caramel' },
};
const ESPRESSO: CartLine = { ...CARAMEL, qty: 1, variant: { id: 904, label: '04 Espresso' } };
const LOTION: CartLine = { id: 1, name: 'Carrot Glow Lotion', price: 4500, images: [], qty: 1 };

async function payNow(lines: CartLine[], shortfalls: Array<Record<string, unknown>> | null, scenarios?: string[]) {
  const user = userEvent.setup({ delay: null });
  if (shortfalls)
    server.use(
      http.post('*/api/orders/initiate', () =>
        HttpResponse.json(
          { error: 'out_of_stock', message: 'Some items ran out.', lines: shortfalls },
          { status: 409 },
        ),
      ),
    );
  const sent = recordCalls('POST', /\/orders\/initiate$/);
  await signInAs('customer');
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  await renderApp(<CartPage checkout={(l) => <Checkout lines={l} />} />, { url: '/cart', page: null, scenarios });
  await user.type(screen.getByLabelText('Contact name'), 'Ada Obi');
  await user.type(screen.getByLabelText('Phone number'), '08031234567');
  await user.click(screen.getByRole('button', { name: 'Pay Now' }));
  await waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
  sent.stop();
  expect(go).not.toHaveBeenCalled();
  return { message: alert.mock.calls[0]![0] as string, sent: sent.calls };
}

describe('stock that ran out before Pay Now', { timeout: 20_000 }, () => {
  it('names each line and what is left, cuts the cart to match, and charges nothing', async () => {
    const { message, sent } = await payNow(
      [CARAMEL, ESPRESSO, LOTION],
      [
        { product_id: 2, variant_id: 903, name: CARAMEL.name, variant_label: '03 Caramel', requested: 2, available: 1 },
        {
          product_id: 2,
          variant_id: 904,
          name: CARAMEL.name,
          variant_label: '04 Espresso',
          requested: 1,
          available: 0,
        },
      ],
    );
    expect(message).toBe(
      'Only 1 left of Velvet Matte Foundation (03 Caramel). Velvet Matte Foundation (04 Espresso) is sold out. We’ve updated your cart to match, and nothing was charged.',
    );
    expect(sent[0]!.body).toMatchObject({
      items: [
        { product_id: 2, quantity: 2, variant_id: 903 },
        { product_id: 2, quantity: 1, variant_id: 904 },
        { product_id: 1, quantity: 1 },
      ],
    });
    // Beside Pay Now, and the cart as it is now: the caramel line at 1, capped; the espresso line gone.
    expect(screen.getByRole('alert').textContent).toBe(message);
    const items = within(screen.getByRole('region', { name: /in your cart/ }));
    expect(items.queryByText('04 Espresso')).toBeNull();
    expect(items.getByText('03 Caramel')).toBeTruthy();
    expect((items.getByLabelText('Quantity of Velvet Matte Foundation, 03 Caramel') as HTMLInputElement).value).toBe(
      '1',
    );
    expect(items.getByText('Only 1 left, and all of them are in your cart.')).toBeTruthy();
    expect(
      items.getByRole('button', { name: 'Increase quantity of Velvet Matte Foundation, 03 Caramel' }),
    ).toHaveProperty('disabled', true);
    expect((items.getByLabelText('Quantity of Carrot Glow Lotion') as HTMLInputElement).value).toBe('1');
  });

  it('keeps the sentence at the top of a cart that had nothing left', async () => {
    const { message } = await payNow([ESPRESSO], [{ product_id: 2, variant_id: 904, requested: 1, available: 0 }]);
    expect(message).toBe(
      'Velvet Matte Foundation (04 Espresso) is sold out. We’ve updated your cart to match, and nothing was charged.',
    );
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getAllByRole('status').some((status) => status.textContent === `${message}Dismiss`)).toBe(true);
  });

  it('on the mock, loses the race for a seeded shade (stock:race): what is left, the cart cut, no order made', async () => {
    const found = (await (await call('/products?q=Full%20Coverage%20Liquid%20Foundation')).json()) as {
      items: Array<{
        id: number;
        name: string;
        price: number;
        variants: Array<{ id: number; label: string; stock: number }>;
      }>;
    };
    const foundation = found.items[0]!;
    const shade = foundation.variants.find((v) => v.stock >= 3)!;
    const { access_token } = await signIn('customer@example.com');
    const orders = async () =>
      (
        (await (await call('/orders?page=1&page_size=1', { token: access_token })).json()) as {
          pagination: { total: number };
        }
      ).pagination.total;
    const before = await orders();
    const { message } = await payNow(
      [
        {
          id: foundation.id,
          name: foundation.name,
          price: foundation.price,
          images: [],
          qty: 2,
          variant: { id: shade.id, label: shade.label },
        },
        LOTION,
      ],
      null,
      ['stock:race'],
    );
    expect(message).toBe(
      `Only 1 left of ${foundation.name} (${shade.label}). We’ve updated your cart to match, and nothing was charged.`,
    );
    expect((screen.getByLabelText(`Quantity of ${foundation.name}, ${shade.label}`) as HTMLInputElement).value).toBe(
      '1',
    );
    expect(await orders()).toBe(before);
  });
});
