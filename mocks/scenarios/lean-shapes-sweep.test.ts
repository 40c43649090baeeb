/**
 * `shapes:lean` on for the session, every operation of openapi.yaml called once through the
 * msw/node mock: each answer valid by the contract, no 201 nor 204, no `message` in any error, no
 * timestamp with a zone anywhere.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../src/api/operations.gen';
import { matchOperation, validateResponse } from '../contract/validator';
import { db } from '../db';
import { apiPath } from '../handlers/http';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { LEAN_SHAPES_STATE } from './lean-shapes';
import { scenarioStore } from './store';
import { strings, ZONED } from './test-helpers';

withMockBackend();

interface Answer {
  operation: OperationId;
  status: number;
  type: string | null;
  body: unknown;
}

let admin = '';
let customer = '';
beforeEach(async () => {
  admin = (await signIn('admin@example.com')).access_token;
  customer = (await signIn('customer@example.com')).access_token;
  scenarioStore.set([LEAN_SHAPES_STATE]);
});
afterEach(() => scenarioStore.clear());

describe('shapes:lean, every operation once', { timeout: 30_000 }, () => {
  it('answers each by the contract, never 201 or 204, errors without a message, no zoned timestamp', async () => {
    const answers: Answer[] = [];
    const send = async (method: string, path: string, init: Parameters<typeof call>[1] = {}) => {
      const response = await call(path, { method, ...init });
      const url = new URL(response.url || `http://localhost/api${path}`);
      const operation = matchOperation(method, apiPath(url))!.id;
      const text = await response.text();
      const type = response.headers.get('content-type');
      const body = text ? (JSON.parse(text) as unknown) : undefined;
      answers.push({ operation, status: response.status, type, body });
      return body as Record<string, unknown> | undefined;
    };

    const customerId = db.users.getBy('email', 'customer@example.com')!.id;
    const mine = db.orders.where((o) => o.user_id === customerId);
    const pending = mine.find((o) => o.status === 'pending')!;
    const paid = db.orders.where((o) => o.status === 'paid');
    const product = db.products
      .all()
      .find((p) => p.images.length > 1 && db.reviews.where((r) => r.product_id === p.id).length > 0)!;
    const review = db.reviews.where((r) => r.product_id === product.id)[0]!;
    const slide = db.slides.all()[0]!;
    const user = db.users.all().find((u) => u.role === 'user' && u.id !== customerId)!;
    const checkout = {
      items: [{ product_id: product.id, quantity: 1 }],
      shipping_address: { type: 'pickup', contact_name: 'Ada', contact_phone: '08030000000' },
      shipping_amount: 0,
      currency: 'NGN',
      callback_url: 'http://localhost/paystack/callback',
    };

    // The shopper's side.
    await send('GET', '/carousel/slides');
    await send('GET', '/products?page=2&per_page=10');
    await send('GET', `/products/${product.id}?include_reviews=true&reviews_per_page=10`);
    await send('POST', '/register', { json: { email: 'lean-sweep@example.com', password: 'password123' } });
    await send('POST', '/login', { json: { email: 'customer@example.com', password: 'not-the-password' } });
    const refresh = (await signIn('customer@example.com')).refresh_token;
    await send('POST', '/token/refresh', { token: refresh });
    await send('GET', '/me', { token: customer });
    await send('POST', '/password/forgot', { json: { email: 'customer@example.com' } });
    await send('POST', '/password/reset', {
      json: { email: 'customer@example.com', code: '000000', new_password: 'password456' },
    });
    await send('POST', `/products/${product.id}/reviews`, {
      token: customer,
      json: { rating: 5, title: 'Lean', body: 'Swept.' },
    });
    await send('POST', '/promo-codes/check', { token: customer, json: { code: 'WELCOME-1' } });
    await send('POST', '/orders/initiate', { token: customer, json: checkout });
    await send('GET', '/orders?page=1&page_size=10&include_items=true', { token: customer });
    await send('GET', `/orders/${pending.id}?include_items=true`, { token: customer });
    await send('POST', `/orders/${pending.id}/pay`, { token: customer, json: {} });
    await send('GET', `/orders/verify?reference=${pending.paystack_reference}`, { token: customer });
    await send('POST', '/orders/verify', { token: customer, json: { reference: pending.paystack_reference } });

    // The back office.
    await send('GET', '/admin/overview?range=30d', { token: admin });
    await send('GET', '/admin/orders?page=1&per_page=10', { token: admin });
    await send('GET', '/admin/users?page=1&per_page=10', { token: admin });
    await send('GET', `/admin/users/${customerId}`, { token: admin });
    const created = await send('POST', '/products', {
      token: admin,
      json: { name: 'Swept Lotion', price: 1500, category: 'body-lotion', subcategory: 'swept' },
    });
    const newId = (created?.product as { id: number }).id;
    await send('PATCH', `/products/${newId}`, { token: admin, json: { price: 1600 } });
    await send('DELETE', `/products/${product.id}/reviews/${review.id}`, { token: admin });
    await send('DELETE', `/products/${product.id}/images`, { token: admin, json: { url: product.images[1] } });
    await send('POST', `/orders/${paid[0]!.id}/fulfill`, {
      token: admin,
      json: { carrier: 'GIG', tracking_number: '1' },
    });
    await send('POST', `/orders/${paid[1]!.id}/cancel`, { token: admin, json: { reason: 'Swept' } });
    await send('POST', `/orders/${paid[2]!.id}/refund`, { token: admin, json: { reason: 'Swept' } });
    await send('POST', '/admin/carousel/slides', {
      token: admin,
      json: { heading: 'Swept', image_url: 'https://images.example.com/swept.jpg', alt: 'Swept', is_active: false },
    });
    await send('PATCH', `/admin/carousel/slides/${slide.id}`, { token: admin, json: { subtitle: 'Swept' } });
    await send('PATCH', `/admin/users/${user.id}/role`, { token: admin, json: { role: 'admin' } });
    await send('POST', `/admin/users/${user.id}/revoke`, { token: admin });
    await send('DELETE', `/products/${newId}`, { token: admin });

    expect([...new Set(answers.map((a) => a.operation))].sort()).toEqual(Object.keys(operations).sort());
    for (const a of answers) {
      const where = `${a.operation} → ${a.status}`;
      expect(validateResponse(a.operation, a.status, a.type, a.body), where).toBeNull();
      expect([201, 204], where).not.toContain(a.status);
      if (a.status >= 400) expect(Object.keys(a.body as object), where).toEqual(['error']);
      expect(
        strings(a.body).filter(([, s]) => ZONED.test(s)),
        where,
      ).toEqual([]);
    }
    // The sweep reaches both kinds of answer: successes and refusals.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(25);
    expect(answers.filter((a) => a.status >= 400).map((a) => a.operation)).toEqual([
      'login',
      'resetPassword',
      'checkPromoCode',
      'payOrder',
    ]);
    // "Not shown" answers come both ways.
    const notShown = answers.filter((a) => a.status === 200 && (a.body === undefined || a.operation === 'register'));
    expect(notShown.some((a) => a.body === undefined) && notShown.some((a) => a.body !== undefined)).toBe(true);
  });
});
