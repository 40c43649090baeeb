/**
 * `shapes:lean`: the leanest host the spec allows, one test per rule (every answer is also checked
 * against openapi.yaml by `withMockBackend()`). The sweep over every operation is in
 * lean-shapes-sweep.test.ts.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OperationId } from '../../src/api/operations.gen';
import contract from '../contract/openapi.gen.json';
import { db } from '../db';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { shapesFor } from './engine';
import { lagosLocal, LEAN_SHAPES_STATE, NOT_SHOWN_OPERATIONS, toLeanShape, withoutZones } from './lean-shapes';
import { SPEC_SHAPES_STATE, toSpecShape } from './spec-shapes';
import { parseScenarioList, SCENARIO_HEADER, scenarioStore } from './store';
import { strings, ZONED } from './test-helpers';

withMockBackend();

type Json = Record<string, unknown>;

const LEAN = { [SCENARIO_HEADER]: LEAN_SHAPES_STATE };
const LOCAL = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?$/;

let admin = '';
let customer = '';
beforeEach(async () => {
  admin = (await signIn('admin@example.com')).access_token;
  customer = (await signIn('customer@example.com')).access_token;
});
afterEach(() => scenarioStore.clear());

type Init = Parameters<typeof call>[1];
const lean = (path: string, init: Init = {}) => call(path, { ...init, headers: { ...LEAN, ...init?.headers } });
const own = (path: string, init: Init = {}) => call(path, init);

async function read(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

describe('shapes:lean', { timeout: 30_000 }, () => {
  it('is a session-wide state, and wins over shapes:spec when both are on', () => {
    expect(parseScenarioList('shapes:lean').ids).toEqual(['shapes:lean']);
    const request = (header: string) =>
      new Request('http://localhost/api/me', { headers: { [SCENARIO_HEADER]: header } });
    expect(shapesFor(request('shapes:spec'))).toBe(SPEC_SHAPES_STATE);
    expect(shapesFor(request('shapes:lean,shapes:spec'))).toBe(LEAN_SHAPES_STATE);
    scenarioStore.set([LEAN_SHAPES_STATE]);
    expect(shapesFor(request('shapes:spec'))).toBe(LEAN_SHAPES_STATE);
  });

  it('1. does what shapes:spec does first: its names, no extensions, the extension endpoints refused', async () => {
    const answer = (await read(await own('/orders/1?include_items=true', { token: customer }))) as Json;
    expect(toLeanShape('getOrder', answer)).toEqual(withoutZones(toSpecShape('getOrder', answer)));

    const list = (await read(await lean('/products?per_page=60'))) as { items: Json[] };
    expect(list.items.some((p) => 'title' in p && !('name' in p))).toBe(true);
    expect(list.items.every((p) => !('brand' in p))).toBe(true);

    const check = await lean('/promo-codes/check', { method: 'POST', token: customer, json: { code: 'WELCOME-1' } });
    expect([check.status, await read(check)]).toEqual([404, { error: 'not_found' }]);
    const pay = await lean('/orders/1/pay', { method: 'POST', token: customer, json: {} });
    expect([pay.status, await read(pay)]).toEqual([404, { error: 'not_found' }]);
    const product = db.products.all()[0]!;
    const checkout = await lean('/orders/initiate', {
      method: 'POST',
      token: customer,
      json: {
        items: [{ product_id: product.id, quantity: 1 }],
        shipping_address: { type: 'pickup', contact_name: 'Ada', contact_phone: '08030000000' },
        shipping_amount: 0,
        currency: 'NGN',
        callback_url: 'http://localhost/paystack/callback',
        promo_code: 'WELCOME-1',
      },
    });
    expect([checkout.status, await read(checkout)]).toEqual([400, { error: 'invalid_payload' }]);
  });

  it('2. answers every “not shown” call 200 with {"message":"OK"} or nothing, by path id', async () => {
    const notShown = Object.entries((contract as unknown as { paths: Record<string, Record<string, Json>> }).paths)
      .flatMap(([, item]) => Object.values(item))
      .filter((op) =>
        Object.values((op.responses ?? {}) as Record<string, Json>).some(
          (r) => r.$ref === '#/components/responses/NotShown',
        ),
      )
      .map((op) => op.operationId as OperationId);
    expect([...NOT_SHOWN_OPERATIONS].sort()).toEqual(notShown.sort());

    const register = await lean('/register', {
      method: 'POST',
      json: { email: 'lean-new@example.com', password: 'password123' },
    });
    expect([register.status, await read(register)]).toEqual([200, { message: 'OK' }]);
    const [odd, even] = [1, 2].map((n) => db.orders.where((o) => o.status === 'paid' && o.id % 2 === n % 2)[0]!);
    const cancelOdd = await lean(`/orders/${odd!.id}/cancel`, { method: 'POST', token: admin, json: {} });
    expect([cancelOdd.status, cancelOdd.headers.get('content-length'), await cancelOdd.text()]).toEqual([200, '0', '']);
    const cancelEven = await lean(`/orders/${even!.id}/cancel`, { method: 'POST', token: admin, json: {} });
    expect([cancelEven.status, await read(cancelEven)]).toEqual([200, { message: 'OK' }]);
    expect(db.orders.get(odd!.id)?.status).toBe('cancelled');
  });

  it('3. answers a new product as {product: {id}} and a checkout as {authorization_url}, both 200', async () => {
    const created = await lean('/products', {
      method: 'POST',
      token: admin,
      json: { name: 'Lean Lotion', price: 1200, category: 'body-lotion', subcategory: 'lean' },
    });
    expect(created.status).toBe(200);
    const body = (await read(created)) as { product: { id: number } };
    expect(Object.keys(body)).toEqual(['product']);
    expect(Object.keys(body.product)).toEqual(['id']);
    expect(db.products.get(body.product.id)?.name).toBe('Lean Lotion');

    const checkout = await lean('/orders/initiate', {
      method: 'POST',
      token: customer,
      json: {
        items: [{ product_id: body.product.id, quantity: 1 }],
        shipping_address: { type: 'pickup', contact_name: 'Ada', contact_phone: '08030000000' },
        shipping_amount: 0,
        currency: 'NGN',
        callback_url: 'http://localhost/paystack/callback',
      },
    });
    expect(checkout.status).toBe(200);
    const started = (await read(checkout)) as Json;
    expect(Object.keys(started)).toEqual(['authorization_url']);
    expect(typeof started.authorization_url).toBe('string');
  });

  it('4. answers every error with its code alone: handlers’, the gate’s and scenarios’; a 429 keeps Retry-After', async () => {
    const cases: Array<[Response, number, string]> = [
      [
        await lean('/login', { method: 'POST', json: { email: 'customer@example.com', password: 'wrong-password' } }),
        401,
        'invalid_credentials',
      ],
      [await lean('/me'), 401, 'unauthorized'],
      [await lean('/admin/overview', { token: customer }), 403, 'forbidden'],
      [await lean('/products?per_page=0'), 400, 'invalid_payload'],
      [await lean('/products/999999'), 404, 'not_found'],
      [await lean('/no-such-endpoint'), 404, 'not_found'],
      [
        await lean('/register', { method: 'POST', json: { email: 'x@example.com', password: 'short' } }),
        400,
        'weak_password',
      ],
    ];
    for (const [response, status, error] of cases)
      expect([response.status, await read(response)]).toEqual([status, { error }]);

    const limited = await call('/login', {
      method: 'POST',
      headers: { [SCENARIO_HEADER]: 'shapes:lean,login:too_many_requests' },
      json: { email: 'customer@example.com', password: 'password123' },
    });
    expect([limited.status, await read(limited)]).toEqual([429, { error: 'too_many_requests' }]);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('5. writes every timestamp as Lagos time without a zone, some with a space; calendar dates stay', () => {
    expect(lagosLocal('2025-06-02T10:05:00Z')).toBe('2025-06-02T11:05:00');
    expect(lagosLocal('2025-06-02T23:30:00.000Z', true)).toBe('2025-06-03 00:30:00');
    expect(lagosLocal('2025-06-02T10:05:00.250Z')).toBe('2025-06-02T11:05:00.250');
    expect(lagosLocal('2025-06-02T11:05:00+01:00')).toBe('2025-06-02T11:05:00');
    expect(lagosLocal('2025-06-02')).toBe('2025-06-02');
    expect(lagosLocal('Lagos 2025-06-02T10:05:00Z')).toBe('Lagos 2025-06-02T10:05:00Z');
  });

  it('5. leaves no zone in any answer, varies the separator by record, and keeps the overview’s dates', async () => {
    const orders = (await read(await lean('/admin/orders?per_page=50', { token: admin }))) as { orders: Json[] };
    const created = orders.orders.map((o) => o.created_at as string);
    expect(created.every((t) => LOCAL.test(t))).toBe(true);
    expect(created.some((t) => t.includes('T')) && created.some((t) => t.includes(' '))).toBe(true);
    const mine = (await read(await own('/admin/orders?per_page=50', { token: admin }))) as { orders: Json[] };
    expect(created.map((t) => t.replace(' ', 'T'))).toEqual(mine.orders.map((o) => lagosLocal(o.created_at as string)));

    const overview = (await read(await lean('/admin/overview?range=30d', { token: admin }))) as Json;
    const ownOverview = (await read(await own('/admin/overview?range=30d', { token: admin }))) as {
      revenue_window: { timeseries_daily: Array<{ date: string }> };
    };
    const days = (overview.revenue_window as typeof ownOverview.revenue_window).timeseries_daily.map((d) => d.date);
    expect(days).toEqual(ownOverview.revenue_window.timeseries_daily.map((d) => d.date));
    const answers = [
      overview,
      await read(await lean('/me', { token: customer })),
      await read(await lean('/orders/1?include_items=true', { token: customer })),
      await read(await lean('/admin/users/1', { token: admin })),
    ];
    expect(answers.flatMap((answer) => strings(answer)).filter(([, s]) => ZONED.test(s))).toEqual([]);
  });

  it('6. answers the shopper’s orders as a bare array when they fit one page, else as shapes:spec does', async () => {
    const many = await read(await lean('/orders?page=1&page_size=10', { token: customer }));
    expect(Array.isArray(many)).toBe(false);
    expect('data' in (many as Json)).toBe(true);

    const whole = await read(await lean('/orders?page=1&page_size=100', { token: customer }));
    expect(Array.isArray(whole)).toBe(true);
    const customerId = db.users.getBy('email', 'customer@example.com')!.id;
    expect((whole as Json[]).length).toBe(db.orders.where((o) => o.user_id === customerId).length);

    await call('/register', { method: 'POST', json: { email: 'lean-empty@example.com', password: 'password123' } });
    const { access_token: token } = await signIn('lean-empty@example.com');
    expect(await read(await lean('/orders?page=1&page_size=10', { token }))).toEqual([]);
  });

  it('7. leaves author_name out (not null) of the reviews with even ids, and keeps it on the others', async () => {
    const productId = db.products.all().find((p) => {
      const ids = db.reviews.where((r) => r.product_id === p.id && r.author_name !== null).map((r) => r.id);
      return ids.some((id) => id % 2 === 0) && ids.some((id) => id % 2 === 1);
    })!.id;
    const product = (await read(await lean(`/products/${productId}?include_reviews=true&reviews_per_page=50`))) as {
      reviews: Json[];
    };
    const even = product.reviews.filter((r) => (r.id as number) % 2 === 0);
    const odd = product.reviews.filter((r) => (r.id as number) % 2 === 1);
    expect(even.length).toBeGreaterThan(0);
    expect(even.every((r) => !('author_name' in r))).toBe(true);
    expect(odd.every((r) => 'author_name' in r)).toBe(true);
    expect(odd.some((r) => typeof r.author_name === 'string')).toBe(true);
  });

  it('8. answers slides without sort_order and is_active, with the spec’s other fields', async () => {
    const slides = (await read(await lean('/carousel/slides'))) as { items: Json[] };
    expect(slides.items.length).toBeGreaterThan(0);
    for (const slide of slides.items) {
      expect('sort_order' in slide || 'is_active' in slide).toBe(false);
      for (const key of ['alt', 'subtitle', 'description', 'cta_primary_label', 'cta_primary_url'])
        expect(key in slide, key).toBe(true);
      expect('image_url' in slide || 'src' in slide).toBe(true);
    }
  });

  it('9. leaves page out of the products listing’s pagination on even pages', async () => {
    const first = (await read(await lean('/products?page=1&per_page=10'))) as { pagination: Json };
    const second = (await read(await lean('/products?page=2&per_page=10'))) as { pagination: Json };
    expect(first.pagination).toMatchObject({ page: 1 });
    expect(Object.keys(second.pagination).sort()).toEqual(['total', 'total_pages']);
  });
});
