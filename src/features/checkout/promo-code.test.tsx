/**
 * The cart's Promo code field (decision 0034) against the real mock API: a new shopper applies the
 * code from their welcome email, sees the discount and the new total, keeps them across a reload,
 * removes them, and pays with the code sent (the host computes the discount). Each refusal has its
 * own words; a visitor is asked to log in; a host without promo codes hides the field and a
 * checkout it refuses for the field goes through without it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '@/features/cart/cart-page';
import { CART_KEY, resetCartStateForTests, type CartLine } from '@/lib/cart-storage';
import { formatNaira } from '@/lib/money';
import { call, recordCalls, withMockBackend } from '@/testing/mock-backend';
import { renderApp } from '@/testing/render-app';
import { signInAs } from '@/testing/session';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { resetPromoState } from './applied-promo';
import { Checkout } from './checkout';
import { paymentRedirect } from './payment-redirect';
import { PROMO_MESSAGES } from './promo-messages';
import { DRAFT_KEY } from './use-checkout-draft';

withMockBackend();

let go: ReturnType<typeof vi.spyOn>;
let alert: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  resetCartStateForTests();
  resetPromoState();
  go = vi.spyOn(paymentRedirect, 'go').mockImplementation(() => undefined);
  alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
});
afterEach(() => {
  resetCartStateForTests();
  resetPromoState();
});

let shoppers = 0;

/** A new account (its welcome email sent by the mock), signed in; returns its code. */
async function newShopper(): Promise<string> {
  const email = `promo.dom${++shoppers}@example.com`;
  await call('/register', { method: 'POST', json: { email, password: 'password123' } });
  await signInAs({ email });
  return db.outbox.all().find((mail) => mail.to === email)!.code!;
}

/** Two of product 1 and one of product 3, and the pickup details filled in (a draft). */
function renderCart(scenarios?: string[]) {
  const lines: CartLine[] = [
    [1, 2],
    [3, 1],
  ].map(([id, qty]) => {
    const product = db.products.get(id!)!;
    return { id: id!, name: product.name, price: product.price, images: [], qty: qty! };
  });
  localStorage.setItem(CART_KEY, JSON.stringify(lines));
  sessionStorage.setItem(
    DRAFT_KEY,
    JSON.stringify({ type: 'pickup', contact_name: 'Ada Obi', contact_phone: '08031234567' }),
  );
  const subtotal = lines.reduce((sum, line) => sum + Number(line.price) * line.qty, 0);
  return {
    subtotal,
    view: renderApp(<CartPage checkout={(current) => <Checkout lines={current} />} />, {
      url: '/cart',
      page: null,
      scenarios,
    }),
  };
}

const summary = () => within(screen.getByRole('complementary', { name: 'Order summary' }));
const totalText = () => summary().getByText('Total').nextElementSibling?.textContent;
const promoInput = () => screen.getByLabelText('Promo code');

async function apply(user: ReturnType<typeof userEvent.setup>, code: string) {
  await user.type(promoInput(), code);
  await user.click(screen.getByRole('button', { name: 'Apply' }));
}

describe('the promo code field', { timeout: 20_000 }, () => {
  it('applies the welcome code: a discount line and the new total, kept across a reload, and Remove takes it off', async () => {
    const user = userEvent.setup({ delay: null });
    const code = await newShopper();
    const { subtotal, view } = renderCart();
    await view;
    expect(totalText()).toBe(formatNaira(subtotal));

    await apply(user, code.toLowerCase());
    const discount = Math.round(subtotal * 5) / 100;
    const line = await summary().findByText(`Discount (${code}, 5% off)`);
    expect(line.nextElementSibling?.textContent).toBe(`−${formatNaira(discount)}`);
    expect(totalText()).toBe(formatNaira(subtotal - discount));
    expect(screen.getByText(code)).toBeTruthy();

    // A reload: the code and the discount are still there (checked again with the host).
    const calls = recordCalls('POST', /\/promo-codes\/check$/);
    (await view).unmount();
    await renderCart().view;
    expect(await summary().findByText(`Discount (${code}, 5% off)`)).toBeTruthy();
    await waitFor(() => expect(calls.calls).toHaveLength(1));
    calls.stop();

    await user.click(screen.getByRole('button', { name: `Remove promo code ${code}` }));
    expect(summary().queryByText(/^Discount/)).toBeNull();
    expect(totalText()).toBe(formatNaira(subtotal));
    expect(promoInput()).toBeTruthy();
  });

  it('Pay Now sends the code, not a discounted price, and the host’s order carries the discount', async () => {
    const user = userEvent.setup({ delay: null });
    const code = await newShopper();
    const { subtotal, view } = renderCart();
    await view;
    await apply(user, code);
    await summary().findByText(`Discount (${code}, 5% off)`);

    const initiate = recordCalls('POST', /\/orders\/initiate$/);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    initiate.stop();
    const body = initiate.calls[0]!.body as Record<string, unknown>;
    expect(body.promo_code).toBe(code);
    // The spec's payload and the code: no price, no discount, no total.
    expect(Object.keys(body).sort()).toEqual([
      'callback_url',
      'currency',
      'items',
      'promo_code',
      'shipping_address',
      'shipping_amount',
    ]);
    expect(body.shipping_amount).toBe(0);
    const order = db.orders.all().at(-1)!;
    expect(order).toMatchObject({ promo_code: code, amount_discount: Math.round(subtotal * 5) / 100 });
  });

  it.each([
    ['promo_code_expired', PROMO_MESSAGES.promo_code_expired],
    ['promo_code_used', PROMO_MESSAGES.promo_code_used],
    ['promo_code_not_first_order', PROMO_MESSAGES.promo_code_not_first_order],
  ])('says why the host refused it: %s', async (refusal, message) => {
    const user = userEvent.setup({ delay: null });
    await newShopper();
    await renderCart([`checkPromoCode:${refusal}`]).view;
    await apply(user, 'WELCOME-ABCDEF');
    expect(await screen.findByText(message)).toBeTruthy();
    expect(promoInput().getAttribute('aria-invalid')).toBe('true');
    expect(summary().queryByText(/^Discount/)).toBeNull();
  });

  it('an unknown code, another account’s code, and a visitor each get their own words', async () => {
    const user = userEvent.setup({ delay: null });
    const others = await newShopper();
    await newShopper();
    await renderCart().view;
    await apply(user, others);
    expect(await screen.findByText(PROMO_MESSAGES.promo_code_unknown)).toBeTruthy();

    await user.clear(promoInput());
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(screen.getByText(PROMO_MESSAGES.empty)).toBeTruthy();
  });

  it('a visitor is asked to log in, and nothing is sent', async () => {
    const user = userEvent.setup({ delay: null });
    const checks = recordCalls('POST', /\/promo-codes\/check$/);
    await renderCart().view;
    await apply(user, 'WELCOME-ABCDEF');
    expect(screen.getByText(PROMO_MESSAGES.signedOut)).toBeTruthy();
    checks.stop();
    expect(checks.calls).toHaveLength(0);
  });

  it('a code used since it was applied is taken off at Pay Now, saying why', async () => {
    const user = userEvent.setup({ delay: null });
    const code = await newShopper();
    const { subtotal, view } = renderCart();
    await view;
    await apply(user, code);
    await summary().findByText(`Discount (${code}, 5% off)`);
    server.use(
      http.post('*/api/orders/initiate', () =>
        HttpResponse.json({ error: 'promo_code_used', message: 'Used.' }, { status: 400 }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    const message = `${PROMO_MESSAGES.promo_code_used} It has been taken off your order: check the total and press Pay Now again.`;
    await waitFor(() => expect(alert).toHaveBeenCalledWith(message));
    expect(screen.getByRole('alert').textContent).toBe(message);
    expect(summary().queryByText(/^Discount/)).toBeNull();
    expect(totalText()).toBe(formatNaira(subtotal));
    expect(go).not.toHaveBeenCalled();
  });
});

describe('a host without promo codes', { timeout: 20_000 }, () => {
  it('hides the field once its check is not there (shapes:spec)', async () => {
    const user = userEvent.setup({ delay: null });
    const code = await newShopper();
    await renderCart(['shapes:spec']).view;
    await apply(user, code);
    expect(await screen.findByText(PROMO_MESSAGES.unsupported)).toBeTruthy();
    expect(screen.queryByLabelText('Promo code')).toBeNull();
  });

  it('checks out without the code when the host refuses the field, never failing the payment', async () => {
    const user = userEvent.setup({ delay: null });
    const code = await newShopper();
    await renderCart().view;
    await apply(user, code);
    await summary().findByText(`Discount (${code}, 5% off)`);
    // The check answered, but this host's checkout does not know the field (as a strict host answers).
    const initiate = recordCalls('POST', /\/orders\/initiate$/);
    server.use(
      http.post('*/api/orders/initiate', async ({ request }) => {
        const body = (await request.clone().json()) as Record<string, unknown>;
        if ('promo_code' in body)
          return HttpResponse.json(
            {
              error: 'invalid_payload',
              message: 'Unknown field: promo_code.',
              fields: { promo_code: 'is not allowed' },
            },
            { status: 400 },
          );
        return undefined;
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(go).toHaveBeenCalled());
    initiate.stop();
    expect(initiate.calls.map((c) => 'promo_code' in (c.body as object))).toEqual([true, false]);
    expect(alert).not.toHaveBeenCalled();
  });
});
