import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render-app';
import { call, signIn, withApp } from '@/testing/mock-backend';
import { formatNaira } from '@/lib/money';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { CARD_REFUSALS } from '@mocks/paystack/cards';
import { checkCard, futureExpiry } from './card-fields';
import { MockPaystackPage } from './mock-paystack-page';
import { TEST_CARDS } from './test-cards';

withApp();

/** A checkout as the store starts it: a pending order and the payment page's address. */
async function startCheckout() {
  const { access_token } = await signIn('customer@example.com');
  const response = await call('/orders/initiate', {
    method: 'POST',
    token: access_token,
    json: {
      items: [
        { product_id: 1, quantity: 2 },
        { product_id: 2, quantity: 1 },
      ],
      shipping_address: { type: 'pickup', contact_name: 'Tolu Adebayo', contact_phone: '08031234567' },
      shipping_amount: 0,
      currency: 'NGN',
      callback_url: `${location.origin}/paystack/callback`,
    },
  });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { authorization_url: string; order_id: number };
  const url = new URL(body.authorization_url);
  expect(url.pathname).toBe('/mock-paystack');
  const order = db.orders.get(body.order_id)!;
  return { reference: url.searchParams.get('reference')!, accessCode: url.searchParams.get('access_code')!, order };
}

async function renderPage(props: { reference?: string; accessCode?: string }) {
  const onRedirect = vi.fn();
  const view = await renderApp(<MockPaystackPage {...props} onRedirect={onRedirect} />);
  return { ...view, onRedirect };
}

const page = () => within(screen.getByRole('main', { name: 'Payment' }));

async function payWith(cardNumber: string) {
  const user = userEvent.setup({ delay: null });
  await user.type(page().getByLabelText('Card number'), cardNumber);
  await user.type(page().getByLabelText('Expiry (MM/YY)'), futureExpiry().replace('/', ''));
  await user.type(page().getByLabelText('CVV'), '408');
  await user.click(page().getByRole('button', { name: /^Pay ₦/ }));
}

function expectCallback(url: string, reference: string) {
  const target = new URL(url);
  expect(target.origin).toBe(location.origin);
  expect(target.pathname).toBe('/paystack/callback');
  expect(target.searchParams.get('reference')).toBe(reference);
  expect(target.searchParams.get('trxref')).toBe(reference);
}

describe('the simulated Paystack page', { timeout: 20_000 }, () => {
  it('shows the amount in naira, the customer’s email, the store and the test cards', async () => {
    const { reference, accessCode, order } = await startCheckout();
    await renderPage({ reference, accessCode });
    expect(await page().findByText(formatNaira(order.amount_total))).toBeTruthy();
    expect(page().getByText('customer@example.com')).toBeTruthy();
    expect(page().getByText('Beauty Stars Cosmetics')).toBeTruthy();
    expect(page().getByRole('button', { name: `Pay ${formatNaira(order.amount_total)}` })).toBeTruthy();
    const cards = within(page().getByRole('region', { name: 'Test cards' }));
    expect(cards.getByText(TEST_CARDS.success)).toBeTruthy();
    expect(cards.getByText(TEST_CARDS.decline)).toBeTruthy();
    expect(page().getByText(/Secured by/).textContent).toBe('Secured by Paystack (simulated)');
  });

  it('pays with the success card: the order is paid and the browser goes to the callback', async () => {
    const { reference, accessCode, order } = await startCheckout();
    const { onRedirect } = await renderPage({ reference, accessCode });
    await page().findByLabelText('Card number');
    await payWith(TEST_CARDS.success);
    await waitFor(() => expect(onRedirect).toHaveBeenCalledTimes(1));
    expectCallback(onRedirect.mock.calls[0]![0] as string, reference);
    expect(db.orders.get(order.id)).toMatchObject({
      status: 'paid',
      paystack_status: 'success',
      amount_paid_kobo: Math.round(order.amount_total * 100),
    });
    expect(page().getByRole('button', { name: 'Redirecting…' })).toHaveProperty('disabled', true);
  });

  it('declines the decline card: the order fails', async () => {
    const { reference, accessCode, order } = await startCheckout();
    const { onRedirect } = await renderPage({ reference, accessCode });
    await page().findByLabelText('Card number');
    await payWith(TEST_CARDS.decline);
    await waitFor(() => expect(onRedirect).toHaveBeenCalledTimes(1));
    expectCallback(onRedirect.mock.calls[0]![0] as string, reference);
    expect(db.orders.get(order.id)).toMatchObject({ status: 'failed', paystack_status: 'failed' });
  });

  it('declines any other valid-looking number', async () => {
    const { reference, accessCode, order } = await startCheckout();
    const { onRedirect } = await renderPage({ reference, accessCode });
    await page().findByLabelText('Card number');
    await payWith('5060 6666 6666 6666 666');
    await waitFor(() => expect(onRedirect).toHaveBeenCalledTimes(1));
    expect(db.orders.get(order.id)!.status).toBe('failed');
  });

  it("'Cancel payment' abandons: the order stays pending, the provider says abandoned", async () => {
    const { reference, accessCode, order } = await startCheckout();
    const { onRedirect } = await renderPage({ reference, accessCode });
    await userEvent.click(await page().findByRole('button', { name: 'Cancel payment' }));
    await waitFor(() => expect(onRedirect).toHaveBeenCalledTimes(1));
    expectCallback(onRedirect.mock.calls[0]![0] as string, reference);
    expect(db.orders.get(order.id)).toMatchObject({ status: 'pending', paystack_status: 'abandoned' });
  });

  it('fills a test card with a future expiry and a CVV', async () => {
    const { reference, accessCode } = await startCheckout();
    const { onRedirect } = await renderPage({ reference, accessCode });
    await userEvent.click(await page().findByRole('button', { name: 'Use the decline card' }));
    expect(page().getByLabelText('Card number')).toHaveProperty('value', TEST_CARDS.decline);
    expect(page().getByLabelText('Expiry (MM/YY)')).toHaveProperty(
      'value',
      `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
    );
    expect(page().getByLabelText('CVV')).toHaveProperty('value', '408');
    await userEvent.click(page().getByRole('button', { name: /^Pay ₦/ }));
    await waitFor(() => expect(onRedirect).toHaveBeenCalledTimes(1));
  });

  it('checks the card before charging, and names each problem', async () => {
    const { reference, accessCode, order } = await startCheckout();
    const { onRedirect } = await renderPage({ reference, accessCode });
    const user = userEvent.setup({ delay: null });
    await user.type(await page().findByLabelText('Card number'), '4084 0840');
    await user.type(page().getByLabelText('Expiry (MM/YY)'), '1320');
    await user.click(page().getByRole('button', { name: /^Pay ₦/ }));
    expect(page().getByText('Enter a card number of 12 to 19 digits.')).toBeTruthy();
    expect(page().getByText('Enter the expiry date as MM/YY.')).toBeTruthy();
    expect(page().getByText('Enter the 3 or 4 digit CVV.')).toBeTruthy();
    const number = page().getByLabelText('Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
    expect(onRedirect).not.toHaveBeenCalled();
    expect(db.orders.get(order.id)!.paystack_status).toBe('ongoing');
  });

  it('shows the provider’s refusal and stays on the page', async () => {
    const { reference, accessCode } = await startCheckout();
    server.use(
      http.post('*/__paystack/transactions/:reference/charge', () =>
        HttpResponse.json(
          { error: 'not_pending', message: 'This transaction is already settled: the order is paid.' },
          { status: 409 },
        ),
      ),
    );
    const { onRedirect } = await renderPage({ reference, accessCode });
    await page().findByLabelText('Card number');
    await payWith(TEST_CARDS.success);
    expect((await page().findByRole('alert')).textContent).toBe(
      'This transaction is already settled: the order is paid.',
    );
    expect(onRedirect).not.toHaveBeenCalled();
    expect(page().getByRole('button', { name: /^Pay ₦/ })).toHaveProperty('disabled', false);
  });

  it('says when the link misses its reference or access code', async () => {
    await renderPage({ reference: 'BS-20261121-6LRTFUAX' });
    expect(page().getByRole('heading', { name: 'This payment link is incomplete' })).toBeTruthy();
  });

  it('says when no payment has the reference', async () => {
    await renderPage({ reference: 'BS-00000000-NOSUCH', accessCode: 'abc' });
    expect(await page().findByRole('heading', { name: 'Payment not found' })).toBeTruthy();
  });

  it('refuses an access code that does not match', async () => {
    const { reference } = await startCheckout();
    await renderPage({ reference, accessCode: 'ac_wrong' });
    expect(await page().findByRole('heading', { name: 'This payment link is not valid' })).toBeTruthy();
  });

  it('says a settled payment has nothing more to pay, and links back to the store', async () => {
    const { reference, accessCode, order } = await startCheckout();
    await db.orders.update(order.id, (o) => void (o.status = 'paid'));
    await renderPage({ reference, accessCode });
    expect(await page().findByRole('heading', { name: 'This payment has already been processed' })).toBeTruthy();
    expectCallback(page().getByRole('link', { name: 'Return to the store' }).getAttribute('href')!, reference);
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    [
      'a 404 that is not the mock’s',
      () =>
        new HttpResponse('<!doctype html><title>Not found</title>', {
          status: 404,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    [
      'a page instead of a transaction',
      () =>
        new HttpResponse('<!doctype html><div id="root"></div>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
  ])('works only with the mock backend: %s', async (_case, answer) => {
    server.use(http.get('*/__paystack/transactions/:reference', answer));
    await renderPage({ reference: 'BS-20261121-6LRTFUAX', accessCode: 'abc' });
    expect(await page().findByText('This test payment page only works with the mock backend.')).toBeTruthy();
  });

  it('is a page of its own at /mock-paystack, without the store header', async () => {
    await renderApp('/mock-paystack?reference=BS-20261121-6LRTFUAX');
    expect(await screen.findByRole('heading', { name: 'This payment link is incomplete' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
  });
});

/**
 * The page checks the fields with the store's rules, the provider judges the card with its own
 * (mocks/paystack/cards.ts): where they disagree, the shopper sees the provider's answer.
 */
describe('the page and the provider disagreeing', { timeout: 20_000 }, () => {
  it.each([
    ['a number that fails the Luhn check', { number: '4084 0840 8408 4082', cvv: '408' }, CARD_REFUSALS.number],
    ['a 4-digit CVV', { number: TEST_CARDS.success, cvv: '4081' }, CARD_REFUSALS.cvv],
  ])(
    'shows the provider’s refusal of a card the page accepts (%s), and the order can still be paid',
    async (_, typed, refusal) => {
      // The premise: the store's own checks find nothing wrong with this card.
      expect(checkCard({ ...typed, expiry: futureExpiry() })).toEqual({});
      const { reference, accessCode, order } = await startCheckout();
      const before = JSON.stringify(db.orders.get(order.id));
      const { onRedirect } = await renderPage({ reference, accessCode });
      const user = userEvent.setup({ delay: null });
      await user.type(await page().findByLabelText('Card number'), typed.number);
      await user.type(page().getByLabelText('Expiry (MM/YY)'), futureExpiry().replace('/', ''));
      await user.type(page().getByLabelText('CVV'), typed.cvv);
      await user.click(page().getByRole('button', { name: /^Pay ₦/ }));

      expect((await page().findByRole('alert')).textContent).toBe(refusal);
      for (const label of ['Card number', 'Expiry (MM/YY)', 'CVV'])
        expect(page().getByLabelText(label).getAttribute('aria-invalid'), label).not.toBe('true');
      expect(onRedirect).not.toHaveBeenCalled();
      expect(JSON.stringify(db.orders.get(order.id))).toBe(before);

      // The success card, as the provider wants it, still pays the same order.
      await user.click(page().getByRole('button', { name: 'Use the success card' }));
      await user.click(page().getByRole('button', { name: /^Pay ₦/ }));
      await waitFor(() => expect(onRedirect).toHaveBeenCalledTimes(1));
      expect(db.orders.get(order.id)!.status).toBe('paid');
    },
  );
});
