/**
 * The first-order promo code (decision 0034) through the whole mock stack: the welcome email on
 * registering, the check, the checkout that checks again and computes the discount, the payment
 * that uses the code, each refusal, the overview's discounts, and a host without the extension
 * (`shapes:spec`). Every /api answer is checked against openapi.yaml by the harness.
 */
import { describe, expect, it } from 'vitest';
import { db } from '../db';
import { clock } from '../services/clock';
import { PROMO_CODE_TTL_MS } from '../services/promo-codes';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';

withMockBackend();

type Json = any;

const pickup = { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '+2348031234567' } as const;

async function json(response: Response): Promise<{ status: number; body: Json }> {
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

let accounts = 0;

/** A new account, signed in, with the code its welcome email carried. */
async function newShopper() {
  const email = `new.shopper${++accounts}@example.com`;
  expect((await call('/register', { method: 'POST', json: { email, password: 'password123' } })).status).toBe(201);
  const mail = db.outbox.all().filter((m) => m.to === email);
  const token = (await signIn(email)).access_token;
  return { email, token, mail, code: mail.at(-1)?.code ?? '' };
}

const check = async (token: string | undefined, code: string, headers?: Record<string, string>) =>
  json(await call('/promo-codes/check', { method: 'POST', token, json: { code }, headers }));

/** A checkout of 3 of the first product (with a code when given). */
async function checkout(token: string, promo_code?: string, headers?: Record<string, string>) {
  const product = db.products.all()[0]!;
  return json(
    await call('/orders/initiate', {
      method: 'POST',
      token,
      headers,
      json: {
        items: [{ product_id: product.id, quantity: 3 }],
        shipping_address: pickup,
        ...(promo_code ? { promo_code } : {}),
      },
    }),
  );
}

async function pay(orderId: number, outcome: 'success' | 'decline' = 'success') {
  const order = db.orders.get(orderId)!;
  const response = await fetch(`http://localhost/__paystack/transactions/${order.paystack_reference}/charge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome, access_code: order.paystack_access_code }),
  });
  expect(response.status).toBe(200);
}

describe('the welcome code', () => {
  it('is sent on registering: one message with a WELCOME- code, valid for 30 days', async () => {
    const before = clock.now();
    const shopper = await newShopper();
    expect(shopper.mail).toHaveLength(1);
    expect(shopper.mail[0]!.subject).toBe('Welcome to Beauty Stars: 5% off your first order');
    expect(shopper.code).toMatch(/^WELCOME-[A-Z2-9]{6}$/);
    expect(shopper.mail[0]!.body).toContain(shopper.code);

    const { status, body } = await check(shopper.token, shopper.code);
    expect(status).toBe(200);
    expect(body).toEqual({ code: shopper.code, percent_off: 5, expires_at: expect.any(String) });
    expect(Date.parse(body.expires_at) - before).toBeGreaterThanOrEqual(PROMO_CODE_TTL_MS);
  });

  it('is read as typed: lower case, spaces around, no hyphen', async () => {
    const { token, code } = await newShopper();
    expect((await check(token, `  ${code.toLowerCase()} `)).status).toBe(200);
    expect((await check(token, code.replace('-', ''))).body.code).toBe(code);
  });
});

describe('checkout with a code', () => {
  it('takes 5% off the subtotal on the server, and the paid order uses the code up', async () => {
    const { token, code } = await newShopper();
    const started = await checkout(token, code.toLowerCase());
    expect(started.status).toBe(201);

    const { body: order } = await json(await call(`/orders/${started.body.order_id}`, { token }));
    const subtotal = db.products.all()[0]!.price * 3;
    const discount = Math.round(subtotal * 5) / 100;
    expect(order).toMatchObject({
      promo_code: code,
      amount_subtotal: subtotal,
      amount_discount: discount,
      amount_total: Math.round((subtotal - discount) * 100) / 100,
    });

    // Until it is paid the code is still good (a declined or abandoned payment does not use it).
    expect((await check(token, code)).status).toBe(200);
    await pay(started.body.order_id);
    expect(db.orders.get(started.body.order_id)!.amount_paid_kobo).toBe(Math.round(order.amount_total * 100));

    expect((await check(token, code)).body.error).toBe('promo_code_used');
    const again = await checkout(token, code);
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ error: 'promo_code_used', fields: { promo_code: expect.any(String) } });
  });

  it('is not used by a declined payment', async () => {
    const { token, code } = await newShopper();
    const started = await checkout(token, code);
    await pay(started.body.order_id, 'decline');
    expect((await check(token, code)).status).toBe(200);
  });

  it('without a code, the order has no discount', async () => {
    const { token } = await newShopper();
    const started = await checkout(token);
    const { body: order } = await json(await call(`/orders/${started.body.order_id}`, { token }));
    expect(order).toMatchObject({ promo_code: null, amount_discount: 0, amount_total: order.amount_subtotal });
  });
});

describe('refusals, each with its own code', () => {
  it('an unknown code, and another account’s code, are both unknown', async () => {
    const first = await newShopper();
    const second = await newShopper();
    expect((await check(first.token, 'WELCOME-ZZZZZZ')).body).toMatchObject({ error: 'promo_code_unknown' });
    expect((await check(second.token, first.code)).body).toMatchObject({ error: 'promo_code_unknown' });
    expect((await checkout(second.token, first.code)).body.error).toBe('promo_code_unknown');
  });

  it('expired after 30 days', async () => {
    const { email, code } = await newShopper();
    clock.advance(PROMO_CODE_TTL_MS - 60_000);
    // The access token of the sign-in above has long expired: sign in again.
    expect((await check((await signIn(email)).access_token, code)).status).toBe(200);
    clock.advance(60_000);
    expect((await check((await signIn(email)).access_token, code)).body.error).toBe('promo_code_expired');
  });

  it('not the first order once the account has paid one without it', async () => {
    const { token, code } = await newShopper();
    const plain = await checkout(token);
    await pay(plain.body.order_id);
    const { status, body } = await check(token, code);
    expect(status).toBe(400);
    expect(body.error).toBe('promo_code_not_first_order');
  });

  it('not signed in: 401', async () => {
    const { code } = await newShopper();
    const { status, body } = await check(undefined, code);
    expect(status).toBe(401);
    expect(body.error).toBe('unauthorized');
  });

  it('10 refused checks from one account, then 429 with its wait', async () => {
    const { token } = await newShopper();
    for (let i = 0; i < 10; i++) expect((await check(token, `WELCOME-BAD${i}`)).status).toBe(400);
    const refused = await json(
      await call('/promo-codes/check', { method: 'POST', token, json: { code: 'WELCOME-BADX' } }),
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('too_many_requests');
  });
});

describe('the overview', () => {
  it('counts what was paid (after the discount) as gross, and the discounts apart', async () => {
    const admin = (await signIn('admin@example.com')).access_token;
    const window = async () =>
      (await json(await call('/admin/overview?range=7d', { token: admin }))).body.revenue_window;
    const before = await window();
    const { token, code } = await newShopper();
    const started = await checkout(token, code);
    await pay(started.body.order_id);
    const paid = db.orders.get(started.body.order_id)!;
    const after = await window();
    expect(after.discounts - before.discounts).toBeCloseTo(paid.amount_discount!, 2);
    expect(after.paid_gross - before.paid_gross).toBeCloseTo(paid.amount_total, 2);
    expect(after.net - before.net).toBeCloseTo(paid.amount_total, 2);
  });
});

describe('a host without the extension (shapes:spec)', () => {
  const spec = { 'X-Mock-Scenario': 'shapes:spec' };

  it('has no check (404), refuses the unknown field at checkout, and sends orders without it', async () => {
    const { token, code } = await newShopper();
    expect((await check(token, code, spec)).status).toBe(404);
    const refused = await checkout(token, code, spec);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ error: 'invalid_payload', fields: { promo_code: expect.any(String) } });
    const plain = await checkout(token, undefined, spec);
    expect(plain.status).toBe(201);
    const { body: order } = await json(await call(`/orders/${plain.body.order_id}`, { token, headers: spec }));
    expect(order).not.toHaveProperty('amount_discount');
    expect(order).not.toHaveProperty('promo_code');
  });
});
