/**
 * Orders through the whole mock stack (gate → order handlers, and the simulated payment provider):
 * checkout, payment outcomes, verification, the shopper's list, the admin list and the order
 * transitions. Every /api answer is also checked against openapi.yaml (status and body schema).
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { brand } from '../../src/config/brand';
import { db } from '../db';
import type { OrderRow, OrderStatus, UserRow } from '../db/schema';
import { CARD_REFUSALS, TEST_CARDS } from '../paystack/cards';
import { DEMO_ACCOUNTS } from '../seed';
import { startSession } from '../services/auth';
import { withMockBackend } from '@/testing/mock-backend';

const ORIGIN = 'http://localhost';

// The shared harness checks every /api answer against openapi.yaml.
withMockBackend();

let customer: UserRow;
let admin: UserRow;
let customerToken: string;
let adminToken: string;

beforeEach(async () => {
  customer = db.users.getBy('email', DEMO_ACCOUNTS.customer)!;
  admin = db.users.getBy('email', DEMO_ACCOUNTS.admin)!;
  customerToken = (await startSession(db, customer)).access_token;
  adminToken = (await startSession(db, admin)).access_token;
});

type Json = any;

/** Calls the API and checks the answer against the contract. */
async function api(
  method: string,
  path: string,
  options: { token?: string; body?: unknown } = {},
): Promise<{ status: number; body: Json }> {
  const headers: Record<string, string> = {};
  if (options.token) headers.Authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const res = await fetch(`${ORIGIN}/api${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  const body: Json = text ? JSON.parse(text) : undefined;
  return { status: res.status, body };
}

/** Calls the simulated payment provider. */
async function paystack(method: 'GET' | 'POST', path: string, body?: unknown): Promise<{ status: number; body: Json }> {
  const res = await fetch(`${ORIGIN}/__paystack/transactions/${path}`, {
    method,
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
}

const pickup = { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '08031234567' } as const;
// The store sends E.164 (issue 34, point 1); the contract also takes a number as typed (pickup).
const ship = {
  type: 'ship',
  state: 'Lagos',
  lga: 'Ikeja',
  street: '14 Oba Akran Avenue',
  contact_name: 'Ada Obi',
  contact_phone: '+2348031234567',
} as const;

function customerOrder(status: OrderStatus, extra: (o: OrderRow) => boolean = () => true): OrderRow {
  const order = db.orders.find((o) => o.user_id === customer.id && o.status === status && extra(o));
  if (!order) throw new Error(`the seed has no ${status} order of the demo customer`);
  return order;
}

function someOrder(predicate: (o: OrderRow) => boolean): OrderRow {
  const order = db.orders.find(predicate);
  if (!order) throw new Error('no seeded order fits');
  return order;
}

async function checkout(body: Record<string, unknown>, token = customerToken) {
  return api('POST', '/orders/initiate', { token, body });
}

async function newPendingOrder() {
  const [product] = db.products.all();
  const { body } = await checkout({ items: [{ product_id: product!.id, quantity: 2 }], shipping_address: pickup });
  return body as { reference: string; access_code: string; order_id: number; authorization_url: string };
}

describe('checkout (initiateOrder)', () => {
  it('prices the order from the catalogue and merges lines of the same product', async () => {
    const [a, b] = db.products.all();
    const { status, body } = await checkout({
      items: [
        { product_id: a!.id, quantity: 2 },
        { product_id: b!.id, quantity: 1 },
        { product_id: a!.id, quantity: 1 },
      ],
      shipping_address: ship,
      shipping_amount: 0,
      currency: 'NGN',
    });
    expect(status).toBe(201);
    expect(body.order_id).toEqual(expect.any(Number));

    const { body: order } = await api('GET', `/orders/${body.order_id}`, { token: customerToken });
    const expected = a!.price * 3 + b!.price;
    expect(order.status).toBe('pending');
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      product_id: a!.id,
      quantity: 3,
      unit_price: a!.price,
      total: a!.price * 3,
      image_url: a!.images[0],
    });
    expect(order.items[1]).toMatchObject({ product_id: b!.id, quantity: 1, unit_price: b!.price, total: b!.price });
    expect(order.amount_subtotal).toBe(expected);
    expect(order.amount_shipping).toBe(0);
    expect(order.amount_total).toBe(expected);
    expect(order).toMatchObject({
      user_id: customer.id,
      email: customer.email,
      amount_paid_kobo: null,
      amount_refunded_kobo: 0,
      refunds: [],
      fulfillment: null,
      paystack_status: 'ongoing',
      paystack_reference: body.reference,
      shipping_address: ship,
    });
  });

  it('answers 400 unknown_product naming the missing ids', async () => {
    const [a] = db.products.all();
    const ordersBefore = db.orders.count();
    const { status, body } = await checkout({
      items: [
        { product_id: a!.id, quantity: 1 },
        { product_id: 99999, quantity: 1 },
      ],
      shipping_address: pickup,
    });
    expect(status).toBe(400);
    expect(body.error).toBe('unknown_product');
    expect(body.message).toContain('99999');
    expect(body.fields).toEqual({ 'items.1.product_id': expect.stringContaining('99999') });
    expect(db.orders.count()).toBe(ordersBefore);
  });

  it('answers 400 invalid_shipping for a street of 5 characters', async () => {
    const [a] = db.products.all();
    const { status, body } = await checkout({
      items: [{ product_id: a!.id, quantity: 1 }],
      shipping_address: { ...ship, street: '12 Ab' },
    });
    expect(status).toBe(400);
    expect(body.error).toBe('invalid_shipping');
    expect(Object.keys(body.fields)).toEqual(['shipping_address.street']);
  });

  it('answers 400 invalid_shipping naming every missing field', async () => {
    const [a] = db.products.all();
    const ship1 = await checkout({
      items: [{ product_id: a!.id, quantity: 1 }],
      shipping_address: { type: 'ship', street: '14 Oba Akran Avenue', contact_name: '  ' },
    });
    expect(ship1.status).toBe(400);
    expect(ship1.body.error).toBe('invalid_shipping');
    expect(Object.keys(ship1.body.fields).sort()).toEqual([
      'shipping_address.contact_name',
      'shipping_address.contact_phone',
      'shipping_address.lga',
      'shipping_address.state',
    ]);

    const pickup1 = await checkout({
      items: [{ product_id: a!.id, quantity: 1 }],
      shipping_address: { type: 'pickup', contact_name: 'Ada' },
    });
    expect(pickup1.status).toBe(400);
    expect(pickup1.body.fields).toEqual({ 'shipping_address.contact_phone': expect.any(String) });
  });

  it('fills the store address for pickup, whatever the client sent', async () => {
    const [a] = db.products.all();
    const { body } = await checkout({
      items: [{ product_id: a!.id, quantity: 1 }],
      shipping_address: { ...pickup, address: 'Somewhere else' },
    });
    expect(db.orders.get(body.order_id)!.shipping_address).toEqual({ ...pickup, address: brand.pickupAddress });
  });

  it('points authorization_url at the simulated payment page with the reference', async () => {
    const [a] = db.products.all();
    const { body } = await checkout({
      items: [{ product_id: a!.id, quantity: 1 }],
      shipping_address: pickup,
      callback_url: 'http://localhost:5173/paystack/callback',
    });
    const url = new URL(body.authorization_url);
    expect(url.origin).toBe('http://localhost:5173');
    expect(url.pathname).toBe('/mock-paystack');
    expect(url.searchParams.get('reference')).toBe(body.reference);
    expect(url.searchParams.get('access_code')).toBe(body.access_code);
    expect(db.orders.get(body.order_id)!.callback_url).toBe('http://localhost:5173/paystack/callback');

    // Without a callback_url the app's own /paystack/callback is used.
    const second = await newPendingOrder();
    expect(new URL(second.authorization_url).origin).toBe(ORIGIN);
    expect(db.orders.get(second.order_id)!.callback_url).toBe(`${ORIGIN}/paystack/callback`);
    expect(second.reference).not.toBe(body.reference);
  });
});

describe('payment (simulated provider) and verification', () => {
  it('shows the pending transaction to the payment page', async () => {
    const order = await newPendingOrder();
    const row = db.orders.get(order.order_id)!;
    const { status, body } = await paystack('GET', order.reference);
    expect(status).toBe(200);
    expect(body).toEqual({
      reference: order.reference,
      access_code: order.access_code,
      email: customer.email,
      amount_kobo: Math.round(row.amount_total * 100),
      currency: 'NGN',
      status: 'pending',
      callback_url: `${ORIGIN}/paystack/callback`,
    });
    expect((await paystack('GET', 'NOPE')).status).toBe(404);
  });

  it('success: the order is paid and verify says verified', async () => {
    const order = await newPendingOrder();
    const charge = await paystack('POST', `${order.reference}/charge`, {
      outcome: 'success',
      access_code: order.access_code,
    });
    expect(charge.status).toBe(200);
    const redirect = new URL(charge.body.redirect_url);
    expect(redirect.pathname).toBe('/paystack/callback');
    expect(redirect.searchParams.get('reference')).toBe(order.reference);
    expect(redirect.searchParams.get('trxref')).toBe(order.reference);

    const row = db.orders.get(order.order_id)!;
    expect(row.paid_at).not.toBeNull();
    expect(row.paystack_transaction_id).toMatch(/^[1-9]\d{9}$/);

    const { status, body } = await api('GET', `/orders/verify?reference=${encodeURIComponent(order.reference)}`, {
      token: customerToken,
    });
    expect(status).toBe(200);
    expect(body).toEqual({
      status: 'paid',
      verified: true,
      message: 'Payment verified.',
      paystack: { status: 'success', currency: 'NGN' },
      order: {
        id: order.order_id,
        paystack_reference: order.reference,
        amount_total: row.amount_total,
        amount_paid_kobo: Math.round(row.amount_total * 100),
        currency: 'NGN',
      },
    });

    const byBody = await api('POST', '/orders/verify', { token: customerToken, body: { reference: order.reference } });
    expect(byBody.body).toEqual(body);

    // Settled: a second charge is refused.
    const again = await paystack('POST', `${order.reference}/charge`, {
      outcome: 'decline',
      access_code: order.access_code,
    });
    expect(again.status).toBe(409);
  });

  it('decline: the order fails', async () => {
    const order = await newPendingOrder();
    expect(
      (await paystack('POST', `${order.reference}/charge`, { outcome: 'decline', access_code: order.access_code }))
        .status,
    ).toBe(200);
    const { body } = await api('POST', '/orders/verify', {
      token: customerToken,
      body: { reference: order.reference },
    });
    expect(body).toMatchObject({
      status: 'failed',
      verified: false,
      message: 'Payment failed.',
      paystack: { status: 'failed' },
    });
    expect(body.order.amount_paid_kobo).toBeNull();
    expect(db.orders.get(order.order_id)!.paystack_transaction_id).toMatch(/^\d{10}$/);
  });

  it('abandon: the order stays pending, the provider says abandoned', async () => {
    const order = await newPendingOrder();
    expect(
      (await paystack('POST', `${order.reference}/charge`, { outcome: 'abandon', access_code: order.access_code }))
        .status,
    ).toBe(200);
    const { body } = await api('GET', `/orders/verify?reference=${order.reference}`, { token: customerToken });
    expect(body).toMatchObject({ status: 'pending', verified: false, paystack: { status: 'abandoned' } });
    // Still pending, so the customer can try again.
    expect(
      (await paystack('POST', `${order.reference}/charge`, { outcome: 'success', access_code: order.access_code }))
        .status,
    ).toBe(200);
  });

  it('refuses a bad outcome or access code, and unknown references', async () => {
    const order = await newPendingOrder();
    expect(
      (await paystack('POST', `${order.reference}/charge`, { outcome: 'maybe', access_code: order.access_code }))
        .status,
    ).toBe(400);
    expect(
      (await paystack('POST', `${order.reference}/charge`, { outcome: 'success', access_code: 'ac_wrong' })).status,
    ).toBe(400);
    expect(
      (await paystack('POST', 'NOPE/charge', { outcome: 'success', access_code: order.access_code })).body.error,
    ).toBe('not_found');
    expect(db.orders.get(order.order_id)!.status).toBe('pending');
    expect(TEST_CARDS.success.replace(/\s/g, '')).toHaveLength(16);
  });

  it('judges a card by the provider’s own rules: a refused card leaves the payment open, an accepted one pays or is declined', async () => {
    const future = `12/${String((new Date().getUTCFullYear() + 3) % 100).padStart(2, '0')}`;
    const charge = (reference: string, body: Record<string, unknown>) => paystack('POST', `${reference}/charge`, body);
    const order = await newPendingOrder();
    const before = JSON.stringify(db.orders.get(order.order_id));

    // A number failing the Luhn check, an expired card and a 4-digit CVV: each named, nothing settled.
    const refused = await charge(order.reference, {
      access_code: order.access_code,
      card: { number: '4084 0840 8408 4082', expiry: '01/20', cvv: '4081' },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: 'invalid_card',
      message: `${CARD_REFUSALS.number} ${CARD_REFUSALS.expired} ${CARD_REFUSALS.cvv}`,
      fields: { number: CARD_REFUSALS.number, expiry: CARD_REFUSALS.expired, cvv: CARD_REFUSALS.cvv },
    });
    // A card that is not three strings, or a card with an outcome, is not a charge.
    expect((await charge(order.reference, { access_code: order.access_code, card: { number: 4084 } })).status).toBe(
      400,
    );
    const card = { number: TEST_CARDS.success, expiry: future, cvv: '408' };
    expect((await charge(order.reference, { access_code: order.access_code, card, outcome: 'decline' })).status).toBe(
      400,
    );
    expect(JSON.stringify(db.orders.get(order.order_id))).toBe(before);

    // The success card pays (typed with dashes); a valid card it does not know is declined.
    const paid = await charge(order.reference, {
      access_code: order.access_code,
      card: { ...card, number: '4084-0840-8408-4081' },
    });
    expect(paid.status).toBe(200);
    expect(new URL(paid.body.redirect_url).searchParams.get('trxref')).toBe(order.reference);
    expect(db.orders.get(order.order_id)).toMatchObject({ status: 'paid', paystack_status: 'success' });
    const other = await newPendingOrder();
    const declined = await charge(other.reference, {
      access_code: other.access_code,
      card: { number: '4111 1111 1111 1111', expiry: future.replace('/', ''), cvv: '123' },
    });
    expect(declined.status).toBe(200);
    expect(db.orders.get(other.order_id)).toMatchObject({ status: 'failed', paystack_status: 'failed' });
  });

  it("verify: unknown references and other users' orders are 404", async () => {
    expect((await api('GET', '/orders/verify?reference=NOPE', { token: customerToken })).status).toBe(404);
    const other = someOrder((o) => o.user_id !== customer.id);
    expect(
      (await api('GET', `/orders/verify?reference=${other.paystack_reference}`, { token: customerToken })).status,
    ).toBe(404);
    expect(
      (await api('POST', '/orders/verify', { token: customerToken, body: { reference: other.paystack_reference } }))
        .status,
    ).toBe(404);
  });
});

describe("the shopper's orders", () => {
  it("lists only the caller's orders, newest first, without items by default", async () => {
    const { status, body } = await api('GET', '/orders?page_size=100', { token: customerToken });
    expect(status).toBe(200);
    const own = db.orders.where((o) => o.user_id === customer.id);
    expect(body.orders).toHaveLength(own.length);
    expect(body.orders.every((o: Json) => o.user_id === customer.id)).toBe(true);
    const dates = body.orders.map((o: Json) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.orders[0].items).toBeUndefined();

    const withItems = await api('GET', '/orders?include_items=true', { token: customerToken });
    expect(withItems.body.orders[0].items.length).toBeGreaterThan(0);
  });

  it('pages with page and page_size', async () => {
    const total = db.orders.where((o) => o.user_id === customer.id).length;
    expect(total).toBeGreaterThan(6);
    const lastPage = Math.ceil(total / 3);
    const first = await api('GET', '/orders?page=1&page_size=3', { token: customerToken });
    expect(first.body.orders).toHaveLength(3);
    expect(first.body.pagination).toEqual({ page: 1, page_size: 3, total, has_prev: false, has_next: true });
    const last = await api('GET', `/orders?page=${lastPage}&page_size=3`, { token: customerToken });
    expect(last.body.orders).toHaveLength(total - (lastPage - 1) * 3);
    expect(last.body.pagination).toEqual({ page: lastPage, page_size: 3, total, has_prev: true, has_next: false });
    const beyond = await api('GET', `/orders?page=${lastPage + 1}&page_size=3`, { token: customerToken });
    expect(beyond.body.orders).toEqual([]);
    const defaults = await api('GET', '/orders', { token: customerToken });
    expect(defaults.body.orders).toHaveLength(Math.min(10, total));
    expect(defaults.body.pagination).toEqual({ page: 1, page_size: 10, total, has_prev: false, has_next: total > 10 });
  });

  it("reads one of the caller's orders, with items by default", async () => {
    const own = customerOrder('paid');
    const { status, body } = await api('GET', `/orders/${own.id}`, { token: customerToken });
    expect(status).toBe(200);
    expect(body.id).toBe(own.id);
    expect(body.items).toHaveLength(own.items.length);
    expect(
      (await api('GET', `/orders/${own.id}?include_items=false`, { token: customerToken })).body.items,
    ).toBeUndefined();
  });

  it("answers 404 for another customer's order and for one that does not exist", async () => {
    const other = someOrder((o) => o.user_id !== customer.id);
    const res = await api('GET', `/orders/${other.id}`, { token: customerToken });
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('not_found');
    expect((await api('GET', '/orders/999999', { token: customerToken })).status).toBe(404);
    // The contract says the same for admins: the back office reads orders via /admin/orders.
    expect((await api('GET', `/orders/${other.id}`, { token: adminToken })).status).toBe(404);
  });

  it('leaves 401 and 403 to the gate', async () => {
    expect((await api('GET', '/orders')).status).toBe(401);
    expect((await api('GET', '/admin/orders', { token: customerToken })).status).toBe(403);
  });
});

describe('admin order list (listAdminOrders)', () => {
  it('pages all orders, newest first by default, with items', async () => {
    const { status, body } = await api('GET', '/admin/orders', { token: adminToken });
    expect(status).toBe(200);
    const total = db.orders.count();
    expect(body.pagination).toEqual({
      page: 1,
      per_page: 10,
      total,
      total_pages: Math.ceil(total / 10),
      has_prev: false,
      has_next: true,
    });
    expect(body.orders).toHaveLength(10);
    expect(body.orders[0].items).toBeDefined();
    const dates = body.orders.map((o: Json) => o.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches by reference (part, any case)', async () => {
    const target = someOrder((o) => o.user_id !== customer.id);
    const part = target.paystack_reference.slice(-6).toLowerCase();
    const { body } = await api('GET', `/admin/orders?q=${part}&per_page=100`, { token: adminToken });
    expect(body.orders.map((o: Json) => o.id)).toContain(target.id);
    expect(
      body.orders.every((o: Json) => o.paystack_reference.toLowerCase().includes(part) || o.email.includes(part)),
    ).toBe(true);
  });

  it('searches by email (part, any case)', async () => {
    const { body } = await api('GET', '/admin/orders?q=CUSTOMER%40Example&per_page=100', { token: adminToken });
    expect(body.pagination.total).toBe(db.orders.where((o) => o.user_id === customer.id).length);
    expect(body.orders.every((o: Json) => o.email === DEMO_ACCOUNTS.customer)).toBe(true);
  });

  it('searches by id, with or without #', async () => {
    const target = someOrder((o) => o.id === 137);
    for (const q of ['137', '%23137']) {
      const { body } = await api('GET', `/admin/orders?q=${q}&per_page=100`, { token: adminToken });
      expect(body.orders.map((o: Json) => o.id)).toContain(target.id);
      // Other hits can only be references that contain the digits.
      expect(body.orders.every((o: Json) => o.id === 137 || o.paystack_reference.includes('137'))).toBe(true);
    }
  });

  it('filters by status, sorts, and leaves out items and refunds when compact', async () => {
    const refunded = await api('GET', '/admin/orders?status=refunded&per_page=100', { token: adminToken });
    expect(refunded.body.orders.length).toBeGreaterThan(0);
    expect(refunded.body.orders.every((o: Json) => o.status === 'refunded')).toBe(true);

    const byAmount = await api('GET', '/admin/orders?sort=amount_total&order=asc&per_page=50', { token: adminToken });
    const amounts = byAmount.body.orders.map((o: Json) => o.amount_total);
    expect(amounts).toEqual([...amounts].sort((a: number, b: number) => a - b));

    const compact = await api('GET', '/admin/orders?compact=true&include_items=true', { token: adminToken });
    expect(compact.body.orders.every((o: Json) => o.items === undefined && o.refunds === undefined)).toBe(true);

    const none = await api('GET', '/admin/orders?q=nobody-at-all', { token: adminToken });
    expect(none.body.pagination).toMatchObject({ total: 0, total_pages: 0, has_prev: false, has_next: false });
  });
});

describe('order transitions (admin)', () => {
  const act = (id: number, action: 'fulfill' | 'cancel' | 'refund', body?: unknown) =>
    api('POST', `/orders/${id}/${action}`, { token: adminToken, body });

  it('fulfils a paid order, storing trimmed fulfilment details', async () => {
    const order = customerOrder('paid');
    const { status, body } = await act(order.id, 'fulfill', {
      carrier: ' GIG Logistics ',
      tracking_number: '',
      shipped_at: '2025-06-03',
    });
    expect(status).toBe(200);
    expect(body.status).toBe('fulfilled');
    expect(body.fulfillment).toEqual({ carrier: 'GIG Logistics', tracking_number: null, shipped_at: '2025-06-03' });
  });

  it('fulfils a pending order without a body', async () => {
    const order = customerOrder('pending');
    const { status, body } = await act(order.id, 'fulfill');
    expect(status).toBe(200);
    expect(body.fulfillment).toEqual({ carrier: null, tracking_number: null, shipped_at: null });
  });

  it('refuses to fulfil a cancelled order (409)', async () => {
    const order = customerOrder('cancelled');
    const { status, body } = await act(order.id, 'fulfill', { carrier: 'DHL' });
    expect(status).toBe(409);
    expect(body).toEqual({ error: 'invalid_transition', message: 'An order that is cancelled cannot be fulfilled.' });
    expect(db.orders.get(order.id)!.status).toBe('cancelled');
  });

  it('cancels a pending order with a reason, refuses a fulfilled one (409)', async () => {
    const pending = customerOrder('pending');
    const ok = await act(pending.id, 'cancel', { reason: 'Customer asked to cancel' });
    expect(ok.body).toMatchObject({ status: 'cancelled', cancel_reason: 'Customer asked to cancel' });

    const fulfilled = customerOrder('fulfilled');
    const refused = await act(fulfilled.id, 'cancel', {});
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('invalid_transition');
  });

  it('refuses to refund a cancelled order (409)', async () => {
    const res = await act(customerOrder('cancelled').id, 'refund', { amount_kobo: 100 });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('invalid_transition');
  });

  it('a partial refund keeps the status; the rest (no amount) makes it refunded', async () => {
    const order = customerOrder('paid', (o) => o.amount_refunded_kobo === 0);
    const paid = order.amount_paid_kobo!;
    const partial = await act(order.id, 'refund', { amount_kobo: 25_000, reason: 'One jar arrived broken' });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ status: 'paid', amount_refunded_kobo: 25_000, paystack_status: 'success' });
    expect(partial.body.refunds).toEqual([
      {
        id: 1,
        amount_kobo: 25_000,
        reason: 'One jar arrived broken',
        paystack_refund: false,
        created_at: expect.any(String),
      },
    ]);

    const rest = await act(order.id, 'refund', { perform_paystack_refund: true });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ status: 'refunded', amount_refunded_kobo: paid, paystack_status: 'reversed' });
    expect(rest.body.refunds[1]).toMatchObject({
      id: 2,
      amount_kobo: paid - 25_000,
      reason: null,
      paystack_refund: true,
    });

    // Refunded: nothing more.
    expect((await act(order.id, 'refund')).status).toBe(409);
  });

  it('a full refund without a body makes the order refunded', async () => {
    const order = customerOrder('fulfilled', (o) => o.amount_refunded_kobo === 0);
    const { body } = await act(order.id, 'refund');
    expect(body).toMatchObject({ status: 'refunded', amount_refunded_kobo: order.amount_paid_kobo });
  });

  it('refuses a refund above what is left (400 refund_exceeds_paid)', async () => {
    const order = customerOrder('paid', (o) => o.amount_refunded_kobo === 0);
    const res = await act(order.id, 'refund', { amount_kobo: order.amount_paid_kobo! + 1 });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('refund_exceeds_paid');
    expect(db.orders.get(order.id)!.refunds).toEqual([]);

    // Nothing paid: nothing to refund.
    const pending = await act(customerOrder('pending').id, 'refund');
    expect(pending.status).toBe(400);
    expect(pending.body.error).toBe('refund_exceeds_paid');
  });

  it('answers 404 for an order that does not exist', async () => {
    expect((await act(999999, 'fulfill')).status).toBe(404);
  });
});
