/**
 * For stories: the seeded records a story needs, asked of the mock backend through the app's own
 * API client, as the story's session (`parameters.session`), never read from the mock's database.
 * Call these from a story's `loaders` or `beforeEach`: both run after `.storybook/preview.tsx`
 * has seeded the mock and signed in. They see the story's mock scenarios too, so a story whose
 * scenario breaks the same call finds its record before (a handler in `beforeEach`) or not at all.
 */
import { api } from '@/api/client';
import { unwrap } from '@/api/errors';
import { normalizeProduct, normalizeProductDetail, type ProductView } from '@/api/normalize';
import type { ProductListQuery } from '@/api/queries/products';
import type { components } from '@/api/schema.gen';
import type { CartLine } from '@/lib/cart-storage';

export type Order = components['schemas']['Order'];

/** Cart lines for products of the seeded catalogue, as Buy again makes them. */
export async function cartLinesOf(...items: Array<[id: number, qty: number]>): Promise<CartLine[]> {
  return Promise.all(
    items.map(async ([id, qty]) => {
      const product = normalizeProductDetail(unwrap(await api.GET('/products/{id}', { params: { path: { id } } })));
      return { id, name: product.name, price: product.price, images: product.images.map((image) => image.url), qty };
    }),
  );
}

const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;

function found<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('The seed has no such record.');
  return value;
}

/** The signed-in customer's first order (the oldest) that matches. */
export async function customerOrder(match: (order: Order) => boolean): Promise<Order> {
  const answer = unwrap(
    await api.GET('/orders', { params: { query: { page: 1, page_size: 100, include_items: true } } }),
  );
  const orders = Array.isArray(answer) ? answer : 'orders' in answer ? answer.orders : answer.data;
  return found([...orders].sort(byId).find(match));
}

export const customerOrderId = async (match: (order: Order) => boolean) => (await customerOrder(match)).id;

/** The first seeded order (the oldest) that matches, as the signed-in admin sees the orders. */
export async function adminOrderId(match: (order: Order) => boolean): Promise<number> {
  const orders: Order[] = [];
  for (let page = 1; ; page += 1) {
    const answer = unwrap(
      await api.GET('/admin/orders', { params: { query: { page, per_page: 100, include_items: true } } }),
    );
    orders.push(...answer.orders);
    if (!answer.pagination.has_next) break;
  }
  return found(orders.sort(byId).find(match)).id;
}

/** A seeded account's id, by its email, as the signed-in admin finds it. */
export async function userIdOf(email: string): Promise<number> {
  const answer = unwrap(await api.GET('/admin/users', { params: { query: { q: email, per_page: 100 } } }));
  return found(answer.items.find((user) => user.email === email)).id;
}

/** The first seeded product (the lowest id) that matches, as the public listing shows it. */
export async function productIdWhere(match: (product: ProductView) => boolean): Promise<number> {
  const products: ProductView[] = [];
  for (let page = 1; ; page += 1) {
    const answer = unwrap(await api.GET('/products', { params: { query: { page, per_page: 100 } } }));
    products.push(...answer.items.map(normalizeProduct));
    if (page >= answer.pagination.total_pages) break;
  }
  return found(products.sort(byId).find(match)).id;
}

/** A product as the API sends it (`GET /products/{id}`), for a handler that answers a variant of it. */
export async function productAnswer(id: number) {
  return unwrap(await api.GET('/products/{id}', { params: { path: { id } } }));
}

/** A page of products as the API sends it (`GET /products`), for a handler that answers a variant of it. */
export async function productListAnswer(query: ProductListQuery = {}) {
  return unwrap(await api.GET('/products', { params: { query } }));
}
