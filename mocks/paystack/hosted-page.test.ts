/**
 * mock:server's own payment page (mocks/paystack/hosted-page.ts), over real HTTP on an ephemeral
 * port, with plain form posts as a browser with JavaScript off sends them.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { brand } from '../../src/config/brand';
import { formatNaira } from '../../src/lib/money';
import { db } from '../db';
import { seedDatabase, DEMO_PASSWORD } from '../seed';
import { HOSTILE, HOSTILE_CUSTOMER } from '../seed/hostile';
import { createMockHttpServer } from '../server';
import { CARD_REFUSALS, TEST_CARDS } from './cards';
import { close, listen } from '../server/test-helpers';
import { clock } from '../services/clock';
import { signIn } from '@/testing/mock-backend';

const STORE = 'http://127.0.0.1:5173';

/** The markup with every attribute value emptied (values are double-quoted, `"` escaped inside). */
const markupOutsideValues = (body: string) => body.replace(/"[^"]*"/g, '""');
const CALLBACK = `${STORE}/paystack/callback`;
/** The mock's now in every test (the setup puts the clock back after each): 2026 in UTC as in Lagos. */
const AT = Date.parse('2026-11-02T09:30:00Z');

describe('mock:server’s payment page', () => {
  const server = createMockHttpServer();
  let base = '';
  let customerToken = '';

  beforeAll(async () => {
    clock.set(AT);
    db.clear();
    await seedDatabase(db);
    base = await listen(server);
    customerToken = (await signIn('customer@example.com', DEMO_PASSWORD, `${base}/api`)).access_token;
  });
  beforeEach(() => clock.set(AT));
  afterAll(() => close(server));

  async function checkout(token = customerToken) {
    const [product] = db.products.all();
    const res = await fetch(`${base}/api/orders/initiate`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Origin: STORE },
      body: JSON.stringify({
        items: [{ product_id: product!.id, quantity: 2 }],
        shipping_address: { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '08031234567' },
        callback_url: CALLBACK,
      }),
    });
    expect(res.status).toBe(201);
    return (await res.json()) as {
      reference: string;
      access_code: string;
      order_id: number;
      authorization_url: string;
    };
  }

  const pageUrl = (reference: string) => `${base}/paystack/checkout/${encodeURIComponent(reference)}`;

  /** The form post a browser sends with JavaScript off. */
  function post(reference: string, fields: Record<string, string>) {
    return fetch(pageUrl(reference), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
    });
  }

  /** The test cards' expiry: December, three years after the mock's year. */
  const future = '12/29';
  const order = (id: number) => db.orders.get(id)!;

  it('points checkout’s authorization_url at the page on the server’s own origin', async () => {
    const started = await checkout();
    const url = new URL(started.authorization_url);
    expect(url.origin).toBe(base);
    expect(url.pathname).toBe(`/paystack/checkout/${started.reference}`);
    expect(url.searchParams.get('access_code')).toBe(started.access_code);
  });

  it('shows a pending order: the store, the amount in naira, the email, the test cards and the card form', async () => {
    const started = await checkout();
    const res = await fetch(started.authorization_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain(`form-action 'self' ${STORE}`);

    const body = await res.text();
    expect(body).toContain(brand.name);
    expect(body).toContain('customer@example.com');
    const amount = formatNaira(order(started.order_id).amount_total);
    expect(body).toContain(`<p class="amount" data-testid="amount">${amount}</p>`);
    expect(body).toContain(`Pay ${amount}`);
    for (const text of [
      'Card number',
      'Expiry (MM/YY)',
      'CVV',
      'Cancel payment',
      'Test cards',
      TEST_CARDS.success,
      TEST_CARDS.decline,
      'Use the success card',
      'Use the decline card',
    ]) {
      expect(body).toContain(text);
    }
    expect(body).toContain(
      `<form class="pay" method="post" action="/paystack/checkout/${started.reference}" novalidate>`,
    );
    // No script and nothing fetched from anywhere: the page works with JavaScript off.
    expect(body).not.toMatch(/<script|<link|<img|<iframe|\ssrc=|\sstyle=|\son[a-z]+=/i);
  });

  it('fills in a test card from its link', async () => {
    const started = await checkout();
    const body = await (await fetch(`${started.authorization_url}&card=decline`)).text();
    expect(body).toContain(`name="number" value="${TEST_CARDS.decline}"`);
    expect(body).toContain(`name="expiry" value="${future}"`);
    expect(body).toContain('name="cvv" value="408"');
  });

  it('pays with the success card: the order is paid and the browser goes to the callback with reference and trxref', async () => {
    const started = await checkout();
    const res = await post(started.reference, {
      access_code: started.access_code,
      action: 'pay',
      number: TEST_CARDS.success,
      expiry: future,
      cvv: '408',
    });
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('reference')).toBe(started.reference);
    expect(location.searchParams.get('trxref')).toBe(started.reference);
    expect(order(started.order_id)).toMatchObject({
      status: 'paid',
      paystack_status: 'success',
      amount_paid_kobo: Math.round(order(started.order_id).amount_total * 100),
    });
    expect(order(started.order_id).paid_at).not.toBeNull();
  });

  it('declines the decline card (typed without spaces): the order is failed, and back to the callback', async () => {
    const started = await checkout();
    const res = await post(started.reference, {
      access_code: started.access_code,
      number: TEST_CARDS.decline.replace(/\s/g, ''),
      expiry: future.replace('/', ''),
      cvv: '123',
    });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).searchParams.get('trxref')).toBe(started.reference);
    expect(order(started.order_id)).toMatchObject({
      status: 'failed',
      paystack_status: 'failed',
      amount_paid_kobo: null,
    });
  });

  it('redisplays the form with the provider’s words on a card it refuses, keeping what was typed, and changes nothing', async () => {
    const started = await checkout();
    const before = JSON.stringify(order(started.order_id));
    const res = await post(started.reference, {
      access_code: started.access_code,
      action: 'pay',
      number: '4084 0840',
      expiry: '13/40',
      cvv: '12',
    });
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain(CARD_REFUSALS.number);
    expect(body).toContain(CARD_REFUSALS.expiry);
    expect(body).toContain(CARD_REFUSALS.cvv);
    expect(body).toContain('name="number" value="4084 0840"');
    expect(body).toMatch(
      /id="card-number" name="number" [^>]*aria-invalid="true" aria-describedby="card-number-error" autofocus>/,
    );

    const expired = await (
      await post(started.reference, {
        access_code: started.access_code,
        number: TEST_CARDS.success,
        expiry: '01/20',
        cvv: '408',
      })
    ).text();
    expect(expired).toContain(CARD_REFUSALS.expired);
    expect(expired).not.toContain(CARD_REFUSALS.number);

    // Its own rules, not the store's page's: a number failing the Luhn check, a 4-digit CVV.
    const refused = await (
      await post(started.reference, {
        access_code: started.access_code,
        number: '4084 0840 8408 4082',
        expiry: future,
        cvv: '4081',
      })
    ).text();
    expect(refused).toContain(CARD_REFUSALS.number);
    expect(refused).toContain(CARD_REFUSALS.cvv);
    expect(refused).not.toContain(CARD_REFUSALS.expiry);
    expect(refused).toContain('name="number" value="4084 0840 8408 4082"');
    expect(JSON.stringify(order(started.order_id))).toBe(before);
  });

  it('cancels as the in-app page does: back to the callback, the order still pending and the payment abandoned', async () => {
    const started = await checkout();
    const res = await post(started.reference, { access_code: started.access_code, action: 'cancel' });
    expect(res.status).toBe(303);
    expect(new URL(res.headers.get('location')!).searchParams.get('reference')).toBe(started.reference);
    expect(order(started.order_id)).toMatchObject({ status: 'pending', paystack_status: 'abandoned' });
  });

  it('answers an unknown reference with a 404 page, for a look and for a payment', async () => {
    const res = await fetch(`${pageUrl('BS-NOPE')}?access_code=ac_x`);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await res.text()).toContain('Payment not found');
    expect(
      (await post('BS-NOPE', { access_code: 'ac_x', number: TEST_CARDS.success, expiry: future, cvv: '408' })).status,
    ).toBe(404);
  });

  it('refuses a wrong or missing access code and a settled payment, changing nothing', async () => {
    const started = await checkout();
    const wrong = await fetch(`${pageUrl(started.reference)}?access_code=ac_wrong`);
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('This payment link is not valid');
    expect((await fetch(pageUrl(started.reference))).status).toBe(400);
    expect(
      (
        await post(started.reference, {
          access_code: 'ac_wrong',
          number: TEST_CARDS.success,
          expiry: future,
          cvv: '408',
        })
      ).status,
    ).toBe(400);
    expect(order(started.order_id).status).toBe('pending');

    await post(started.reference, {
      access_code: started.access_code,
      number: TEST_CARDS.success,
      expiry: future,
      cvv: '408',
    });
    const again = await post(started.reference, {
      access_code: started.access_code,
      number: TEST_CARDS.decline,
      expiry: future,
      cvv: '408',
    });
    expect(again.status).toBe(409);
    expect(order(started.order_id).status).toBe('paid');
    const settled = await (await fetch(started.authorization_url)).text();
    expect(settled).toContain('This payment has already been processed');
    expect(settled).toContain(`href="${CALLBACK}?reference=${started.reference}&amp;trxref=${started.reference}"`);
  });

  it('escapes every value it draws: the hostile customer’s email, a hostile reference and access code', async () => {
    const { access_token } = await signIn(HOSTILE_CUSTOMER.email, DEMO_PASSWORD, `${base}/api`);
    const started = await checkout(access_token);
    const first = await (await fetch(started.authorization_url)).text();
    expect(first).not.toContain(HOSTILE_CUSTOMER.email);
    expect(first).toContain('simisola.david&#39;/onfocus=&#39;window.__xss=1&#39;{{7*7}}@example.ng');

    const reference = `${HOSTILE.script}${HOSTILE.svg}`;
    const accessCode = `${HOSTILE.img}${HOSTILE.svg}`;
    await db.orders.update(started.order_id, (o) => {
      o.paystack_reference = reference;
      o.paystack_access_code = accessCode;
      o.email = `${HOSTILE.script}@example.ng`;
    });
    const res = await fetch(`${pageUrl(reference)}?${new URLSearchParams({ access_code: accessCode })}`);
    expect(res.status).toBe(200);
    const body = await res.text();
    expect(body).toContain('&lt;script&gt;window.__xss=1&lt;/script&gt;@example.ng');
    expect(body).toContain(
      `name="access_code" value="&lt;img src=x onerror=&quot;window.__xss=1&quot;&gt;&quot;&gt;&lt;svg onload=window.__xss=1&gt;"`,
    );
    // Inside a quoted value, ` onerror=` is text; outside one, it would be an attribute.
    expect(markupOutsideValues(body)).not.toMatch(/<script|<img|<svg onload|\son[a-z]+=/i);

    // The hostile values still work: the form posts back to the right payment.
    const paid = await post(reference, {
      access_code: accessCode,
      number: TEST_CARDS.success,
      expiry: future,
      cvv: '408',
    });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('location')!).searchParams.get('reference')).toBe(reference);
    expect(order(started.order_id).status).toBe('paid');
  });
});
