/**
 * Paying again for an order (payOrder, decision 0035) through the whole mock stack: a cancelled or
 * declined payment is paid again on the same order, with a new reference, and no new order is
 * made. Every /api answer is checked against openapi.yaml by the shared harness.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../db';
import type { UserRow } from '../db/schema';
import { DEMO_ACCOUNTS } from '../seed';
import { startSession } from '../services/auth';
import { SPEC_SHAPES_STATE } from '../scenarios/spec-shapes';
import { SCENARIO_HEADER } from '../scenarios/store';
import { withMockBackend } from '@/testing/mock-backend';

const ORIGIN = 'http://localhost';

withMockBackend();

let customer: UserRow;
let token: string;

beforeEach(async () => {
  customer = db.users.getBy('email', DEMO_ACCOUNTS.customer)!;
  token = (await startSession(db, customer)).access_token;
});

type Json = any;

async function api(
  method: string,
  path: string,
  body?: unknown,
  bearer = token,
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${bearer}` };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${ORIGIN}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Json) : undefined };
}

/** The simulated provider's charge: what the payment page does when the payer pays or cancels. */
async function charge(reference: string, accessCode: string, outcome: 'success' | 'decline' | 'abandon') {
  const res = await fetch(`${ORIGIN}/__paystack/transactions/${reference}/charge`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ outcome, access_code: accessCode }),
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const checkout = {
  items: [{ product_id: 3, quantity: 2 }],
  shipping_address: { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '+2348031234567' },
  shipping_amount: 0,
  currency: 'NGN',
  callback_url: 'http://localhost/paystack/callback',
};

const ordersOfCustomer = () => db.orders.where((o) => o.user_id === customer.id).length;

describe('paying again for an order (POST /orders/{id}/pay)', () => {
  it.each([
    ['cancelled on the payment page', 'abandon'],
    ['declined', 'decline'],
  ] as const)('pays the same order after a payment %s, and makes no new order', async (_, outcome) => {
    const started = await api('POST', '/orders/initiate', checkout);
    expect(started.status).toBe(201);
    const orderId: number = started.body.order_id;
    const first: string = started.body.reference;
    expect((await charge(first, started.body.access_code, outcome)).status).toBe(200);
    const before = ordersOfCustomer();

    const again = await api('POST', `/orders/${orderId}/pay`, { callback_url: 'http://localhost/paystack/callback' });
    expect(again.status).toBe(200);
    expect(again.body.order_id).toBe(orderId);
    expect(again.body.reference).not.toBe(first);
    expect(new URL(again.body.authorization_url).searchParams.get('reference')).toBe(again.body.reference);
    const pending = await api('GET', `/orders/${orderId}`);
    expect(pending.body).toMatchObject({
      status: 'pending',
      paystack_status: 'ongoing',
      paystack_reference: again.body.reference,
    });

    // The new payment goes through: the same order is paid, and the customer has no more orders than before.
    const paid = await charge(again.body.reference, again.body.access_code, 'success');
    expect(new URL(paid.body.redirect_url).searchParams.get('reference')).toBe(again.body.reference);
    expect((await api('GET', `/orders/${orderId}`)).body).toMatchObject({
      status: 'paid',
      amount_total: 2 * db.products.get(3)!.price,
    });
    expect(ordersOfCustomer()).toBe(before);

    // The first reference still verifies, and reads the order as it is now; its page can no longer be paid.
    const verified = await api('GET', `/orders/verify?reference=${first}`);
    expect(verified.body).toMatchObject({ status: 'paid', verified: true, order: { id: orderId } });
    expect((await charge(first, started.body.access_code, 'success')).status).toBe(404);
  });

  it('returns to the callback the order was placed with when none is sent', async () => {
    const started = await api('POST', '/orders/initiate', {
      ...checkout,
      callback_url: 'http://shop.test/paystack/callback',
    });
    await charge(started.body.reference, started.body.access_code, 'abandon');
    const again = await api('POST', `/orders/${started.body.order_id}/pay`);
    expect(again.status).toBe(200);
    const paid = await charge(again.body.reference, again.body.access_code, 'success');
    expect(new URL(paid.body.redirect_url).origin).toBe('http://shop.test');
  });

  it('refuses an order that is paid (409 invalid_transition), and another customer’s or a missing one (404)', async () => {
    const started = await api('POST', '/orders/initiate', checkout);
    await charge(started.body.reference, started.body.access_code, 'success');
    const paid = await api('POST', `/orders/${started.body.order_id}/pay`);
    expect(paid).toEqual({
      status: 409,
      body: { error: 'invalid_transition', message: 'An order that is paid cannot be paid again.' },
    });

    const admin = db.users.getBy('email', DEMO_ACCOUNTS.admin)!;
    const adminToken = (await startSession(db, admin)).access_token;
    const pendingOfCustomer = db.orders.find((o) => o.user_id === customer.id && o.status === 'pending')!;
    expect((await api('POST', `/orders/${pendingOfCustomer.id}/pay`, undefined, adminToken)).status).toBe(404);
    expect((await api('POST', '/orders/999999/pay')).status).toBe(404);
  });

  it('is not there under shapes:spec, as on a host without the extension (404)', async () => {
    const order = db.orders.find((o) => o.user_id === customer.id && o.status === 'failed')!;
    const res = await fetch(`${ORIGIN}/api/orders/${order.id}/pay`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, [SCENARIO_HEADER]: SPEC_SHAPES_STATE },
    });
    expect(res.status).toBe(404);
    expect(db.orders.get(order.id)!.paystack_reference).toBe(order.paystack_reference);
  });

  it('counts towards checkout’s limit: the 11th payment started in 10 minutes is 429', async () => {
    const started = await api('POST', '/orders/initiate', checkout);
    for (let i = 0; i < 9; i++) expect((await api('POST', `/orders/${started.body.order_id}/pay`)).status).toBe(200);
    const over = await api('POST', `/orders/${started.body.order_id}/pay`);
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('too_many_requests');
  });
});
