/**
 * `shapes:spec`: every list and detail answers in the spec's alternative shapes (valid by the
 * contract: `withMockBackend()` checks every answer), and the app's normalisers read them into the
 * same screen shapes as the mock's own answers, less what only this project's extensions carry.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { normalizeProductDetail, normalizeProductList, normalizeSlideList } from '../../src/api/normalize';
import {
  normalizeAdminOrderList,
  normalizeOrder,
  normalizeOrderList,
  type OrderView,
} from '../../src/api/normalize-orders';
import { normalizeOverview } from '../../src/api/normalize-overview';
import type { components } from '../../src/api/schema.gen';
import { extensionsOf } from '../contract/extensions';
import contract from '../contract/openapi.gen.json';
import { db } from '../db';
import { startSession } from '../services/auth';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';
import { SPEC_SHAPES_STATE } from './spec-shapes';
import { parseScenarioList, SCENARIO_HEADER, scenarioStore } from './store';

withMockBackend();

type Json = Record<string, unknown>;
type Schemas = components['schemas'];

let admin = '';
let customer = '';
// The database goes back to the seed before each test (withMockBackend), sessions with it.
beforeEach(async () => {
  admin = (await signIn('admin@example.com')).access_token;
  customer = (await signIn('customer@example.com')).access_token;
});
afterEach(() => scenarioStore.clear());

/** The same GET twice: as the mock answers, and under shapes:spec (by header). */
async function both<T>(path: string, token: string | null = null): Promise<{ own: T; spec: T }> {
  const own = await call(path, { token });
  const spec = await call(path, { token, headers: { [SCENARIO_HEADER]: SPEC_SHAPES_STATE } });
  expect(own.status, path).toBe(200);
  expect(spec.status, path).toBe(200);
  return { own: (await own.json()) as T, spec: (await spec.json()) as T };
}

/** An order's screen shape, less this project's extensions. */
function orderWithoutExtensions(order: OrderView): Json {
  const {
    user_id: _u,
    updated_at: _up,
    paid_at: _p,
    amount_refunded_kobo: _r,
    cancel_reason: _c,
    refunds: _rs,
    fulfillment,
    items,
    ...rest
  } = order;
  return {
    ...rest,
    items: items?.map(({ product_id: _id, ...item }) => item),
    fulfillment: fulfillment && { carrier: fulfillment.carrier, tracking_number: fulfillment.tracking_number },
  };
}

/** A product answer less what this project's extensions carry, as a host without them sends it. */
const withoutExtensions = <T extends object>(product: T): T =>
  Object.fromEntries(Object.entries(product).filter(([key]) => !extensionsOf('Product').includes(key))) as T;

/** Every property marked `x-extension: true`, with the schema that holds it. */
function extensions(): Array<{ where: string; name: string; required: boolean; description: unknown }> {
  const found: Array<{ where: string; name: string; required: boolean; description: unknown }> = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${where}/${i}`));
    if (!node || typeof node !== 'object') return;
    const schema = node as Json;
    const properties = schema.properties as Record<string, Json> | undefined;
    const required = (schema.required as string[] | undefined) ?? [];
    for (const [name, property] of Object.entries(properties ?? {})) {
      if (property['x-extension'] === true)
        found.push({ where, name, required: required.includes(name), description: property.description });
    }
    for (const [key, value] of Object.entries(schema)) walk(value, `${where}/${key}`);
  };
  walk((contract as unknown as { components: Json }).components.schemas, '#/components/schemas');
  return found;
}

describe('the contract’s extensions', () => {
  it('are optional and say why, each in one sentence', () => {
    const found = extensions();
    expect(found.map((e) => e.name)).toEqual(
      expect.arrayContaining([
        'range',
        'previous_net',
        'net',
        'refunds',
        'brand',
        'per_page',
        'total_pages',
        'user_id',
        'product_id',
      ]),
    );
    for (const e of found) {
      expect(e.required, `${e.where} ${e.name}`).toBe(false);
      expect(typeof e.description === 'string' && /this project/.test(e.description), `${e.where} ${e.name}`).toBe(
        true,
      );
    }
  });
});

describe('shapes:spec', { timeout: 30_000 }, () => {
  it('is a session-wide state that parseScenarioList accepts', () => {
    expect(parseScenarioList('shapes:spec').ids).toEqual(['shapes:spec']);
  });

  it('answers products with the spec’s alternative names, varied by id, and reads as the same products', async () => {
    const { own, spec } = await both<Schemas['ProductList']>('/products?per_page=60');
    const items = spec.items as Json[];
    expect(items.some((p) => 'title' in p && !('name' in p))).toBe(true);
    expect(items.some((p) => 'name' in p)).toBe(true);
    expect(items.some((p) => 'uses' in p && !('highlights' in p))).toBe(true);
    expect(items.some((p) => 'image_urls' in p && !('images' in p))).toBe(true);
    expect(items.some((p) => Array.isArray(p.images) && typeof (p.images as unknown[])[0] === 'object')).toBe(true);
    expect(items.some((p) => 'average_rating' in p) && items.some((p) => 'rating_avg' in p)).toBe(true);
    expect(items.some((p) => 'reviews_count' in p) && items.some((p) => 'rating_count' in p)).toBe(true);
    expect(items.some((p) => typeof p.price === 'string')).toBe(true);
    expect(items.every((p) => extensionsOf('Product').every((key) => !(key in p)))).toBe(true);
    expect('per_page' in spec.pagination).toBe(false);

    const mine = normalizeProductList(own);
    const theirs = normalizeProductList(spec);
    expect(theirs.items).toEqual(normalizeProductList({ ...own, items: own.items.map(withoutExtensions) }).items);
    expect({ ...theirs.pagination, per_page: mine.pagination.per_page }).toEqual(mine.pagination);
  });

  it('answers a product with its reviews like the spec’s backend, and reads as the same product', async () => {
    const id = db.products.all().find((p) => p.id % 2 === 0 && p.review_count > 0)!.id;
    const { own, spec } = await both<Schemas['Product']>(`/products/${id}?include_reviews=true&reviews_per_page=5`);
    expect('title' in spec && !('name' in spec)).toBe(true);
    expect((spec.reviews ?? []).every((r) => !('product_id' in r))).toBe(true);
    const mine = normalizeProductDetail(own);
    const theirs = normalizeProductDetail(spec);
    expect(theirs).toEqual({
      ...normalizeProductDetail(withoutExtensions(own)),
      reviews: mine.reviews.map(({ product_id: _p, ...r }) => r),
      reviewsPagination: { ...mine.reviewsPagination!, total: null },
    });
  });

  it('answers slides with src and title, and reads as the same slides', async () => {
    const { own, spec } = await both<Schemas['SlideList']>('/carousel/slides');
    const items = spec.items as Json[];
    expect(items.some((s) => 'src' in s && !('image_url' in s))).toBe(true);
    expect(items.some((s) => 'title' in s && !('heading' in s))).toBe(true);
    expect(normalizeSlideList(spec)).toEqual(normalizeSlideList(own));
  });

  it('answers the shopper’s orders as data, orders or a bare array, without amount_total on some, and reads as the same orders', async () => {
    for (const page of [1, 2]) {
      const { own, spec } = await both<Schemas['OrderListAnswer']>(
        `/orders?page=${page}&page_size=10&include_items=true`,
        customer,
      );
      expect(Array.isArray(spec)).toBe(false);
      expect(page === 1 ? 'data' in (spec as Json) : 'orders' in (spec as Json)).toBe(true);
      const asked = { page, page_size: 10 };
      const mine = normalizeOrderList(own, asked);
      const theirs = normalizeOrderList(spec, asked);
      expect(theirs.pagination).toEqual(mine.pagination);
      expect(theirs.orders.map(orderWithoutExtensions)).toEqual(mine.orders.map(orderWithoutExtensions));
    }
    const list = (await (
      await call('/orders?page=1&page_size=10', { token: customer, headers: { [SCENARIO_HEADER]: SPEC_SHAPES_STATE } })
    ).json()) as { data: Json[] };
    expect(list.data.some((o) => !('amount_total' in o))).toBe(true);
    expect(list.data.every((o) => !('user_id' in o) && !('refunds' in o) && !('paid_at' in o))).toBe(true);

    // A shopper whose orders fit one page: a bare array.
    const few = db.users
      .all()
      .find(
        (u) =>
          u.role === 'user' &&
          db.orders.where((o) => o.user_id === u.id).length > 0 &&
          db.orders.where((o) => o.user_id === u.id).length <= 10,
      )!;
    const token = (await startSession(db, few)).access_token;
    const { own, spec } = await both<Schemas['OrderListAnswer']>('/orders?page=1&page_size=10', token);
    expect(Array.isArray(spec)).toBe(true);
    const asked = { page: 1, page_size: 10 };
    expect(normalizeOrderList(spec, asked).orders.map(orderWithoutExtensions)).toEqual(
      normalizeOrderList(own, asked).orders.map(orderWithoutExtensions),
    );
    expect(normalizeOrderList(spec, asked).pagination).toEqual(normalizeOrderList(own, asked).pagination);
  });

  it('answers one order like the spec’s backend, and reads as the same order', async () => {
    const order = db.orders.where(
      (o) =>
        o.user_id === db.users.getBy('email', 'customer@example.com')!.id &&
        o.id % 2 === 0 &&
        o.amount_paid_kobo !== null,
    )[0]!;
    const { own, spec } = await both<Schemas['Order']>(`/orders/${order.id}?include_items=true`, customer);
    expect('amount_total' in spec).toBe(order.amount_paid_kobo !== Math.round(order.amount_total * 100));
    expect(orderWithoutExtensions(normalizeOrder(spec))).toEqual(orderWithoutExtensions(normalizeOrder(own)));
  });

  it('answers the admin orders list without per_page and total_pages, and reads as the same list', async () => {
    const { own, spec } = await both<Schemas['AdminOrderList']>('/admin/orders?per_page=10&page=2', admin);
    expect(Object.keys(spec.pagination).sort()).toEqual(['has_next', 'has_prev', 'page', 'total']);
    const asked = { page: 2, per_page: 10 };
    expect(normalizeAdminOrderList(spec, asked).pagination).toEqual(normalizeAdminOrderList(own, asked).pagination);
    expect(normalizeAdminOrderList(spec, asked).orders.map(orderWithoutExtensions)).toEqual(
      normalizeAdminOrderList(own, asked).orders.map(orderWithoutExtensions),
    );
  });

  it('answers the overview with the spec’s fields only, and reads as the same figures', async () => {
    const { own, spec } = await both<Schemas['Overview']>('/admin/overview?range=30d', admin);
    expect('range' in spec).toBe(false);
    expect('previous_net' in spec.revenue_window).toBe(false);
    expect(spec.revenue_window.timeseries_daily.every((d) => Object.keys(d).sort().join() === 'date,paid')).toBe(true);
    const query = { range: '30d' as const };
    const mine = normalizeOverview(own, query);
    const theirs = normalizeOverview(spec, query);
    expect(theirs.range).toEqual(mine.range);
    expect(theirs.revenue_window.previous_net).toBeNull();
    expect(theirs.revenue_window.plotted).toBe('paid');
    expect(theirs.revenue_window.timeseries_daily.map((d) => [d.date, d.paid, d.value])).toEqual(
      mine.revenue_window.timeseries_daily.map((d) => [d.date, d.paid, d.paid]),
    );
    expect(theirs.low_stock).toBeNull();
    const shared = { range: null, revenue_window: null, low_stock: null };
    expect({ ...theirs, ...shared }).toEqual({ ...mine, ...shared });
  });

  it('answers the users list without per_page; the customer detail is already the spec’s', async () => {
    const { own, spec } = await both<Schemas['UserList']>('/admin/users?per_page=10', admin);
    expect('per_page' in spec.pagination).toBe(false);
    expect(spec.items).toEqual(own.items);
    const detail = await both<Schemas['AdminUserDetail']>(`/admin/users/${own.items[0]!.id}`, admin);
    expect(detail.spec).toEqual(detail.own);
  });

  it('holds for every request when it is on for the session', async () => {
    scenarioStore.set([SPEC_SHAPES_STATE]);
    const overview = (await (await call('/admin/overview?range=7d', { token: admin })).json()) as Json;
    expect('range' in overview).toBe(false);
    // Checks still come first: a visitor gets 401, a bad query 400.
    expect((await call('/admin/overview')).status).toBe(401);
    expect((await call('/products?per_page=0')).status).toBe(400);
  });
});
