/**
 * Roles, operation by operation: every operation of the contract called as a visitor, a customer
 * and an admin, each with a request that is valid for that caller. The answer must be what the
 * contract's security and x-roles say: 401 for a visitor on a protected call, 403 for a customer on
 * an admin call, success otherwise, and nothing of an admin answer reaches a customer.
 */
import { describe, expect, it } from 'vitest';
import { operations, type OperationId } from '../../src/api/operations.gen';
import { db } from '../db';
import type { UserRow } from '../db/schema';
import { call, signIn, withMockBackend } from '@/testing/mock-backend';

withMockBackend();

type Role = 'visitor' | 'customer' | 'admin';
interface Caller {
  role: Role;
  user: UserRow | null;
  access: string | null;
  refresh: string | null;
}
interface Built {
  path: string;
  init?: RequestInit & { json?: unknown };
  /** For token/refresh: the refresh token goes as the bearer. */
  bearer?: string | null;
}

const EMAILS = { customer: 'customer@example.com', admin: 'admin@example.com' } as const;

async function caller(role: Role): Promise<Caller> {
  if (role === 'visitor') return { role, user: null, access: null, refresh: null };
  const session = await signIn(EMAILS[role]);
  return {
    role,
    user: db.users.getBy('email', EMAILS[role])!,
    access: session.access_token,
    refresh: session.refresh_token,
  };
}

const product = () => db.products.all()[0]!;
const orderWith = (status: string) => db.orders.find((o) => o.status === status)!;

/** The caller's own order (shopper endpoints are the caller's own), made through checkout when there is none. */
async function ownOrder(who: Caller) {
  const existing = who.user ? db.orders.find((o) => o.user_id === who.user!.id) : undefined;
  if (existing || !who.access) return existing ?? db.orders.all()[0]!;
  await call('/orders/initiate', { method: 'POST', token: who.access, json: checkout() });
  return db.orders.find((o) => o.user_id === who.user!.id)!;
}

function checkout() {
  return {
    items: [{ product_id: product().id, quantity: 1 }],
    shipping_address: { type: 'pickup', contact_name: 'Ada Obi', contact_phone: '08031234567' },
    shipping_amount: 0,
    currency: 'NGN',
    callback_url: 'http://localhost/paystack/callback',
  };
}

let unique = 0;

/** A request each operation accepts from a caller who may make it. */
const REQUESTS: Record<OperationId, (who: Caller) => Promise<Built> | Built> = {
  listSlides: () => ({ path: '/carousel/slides' }),
  refreshToken: (who) => ({ path: '/token/refresh', init: { method: 'POST' }, bearer: who.refresh }),
  getMe: () => ({ path: '/me' }),
  listProducts: () => ({ path: '/products?per_page=5' }),
  createProduct: () => ({
    path: '/products',
    init: {
      method: 'POST',
      json: { name: 'Shea Glow Soap', price: 1500, category: 'bathing-soap', subcategory: 'black-soap' },
    },
  }),
  getProduct: () => ({ path: `/products/${product().id}?include_reviews=true` }),
  updateProduct: () => ({ path: `/products/${product().id}`, init: { method: 'PATCH', json: { price: 5100 } } }),
  deleteProduct: () => ({ path: `/products/${db.products.all()[1]!.id}`, init: { method: 'DELETE' } }),
  createReview: () => ({
    path: `/products/${product().id}/reviews`,
    init: { method: 'POST', json: { rating: 5, title: 'Lovely', body: 'Works well on my skin.' } },
  }),
  deleteReview: () => {
    const review = db.reviews.all()[0]!;
    return { path: `/products/${review.product_id}/reviews/${review.id}`, init: { method: 'DELETE' } };
  },
  deleteProductImage: () => {
    const withImage = db.products.find((p) => p.images.length > 0)!;
    return { path: `/products/${withImage.id}/images`, init: { method: 'DELETE', json: { url: withImage.images[0] } } };
  },
  register: () => ({
    path: '/register',
    init: { method: 'POST', json: { email: `new${++unique}@example.ng`, password: 'password123' } },
  }),
  login: () => ({
    path: '/login',
    init: { method: 'POST', json: { email: 'customer@example.com', password: 'password123' } },
  }),
  forgotPassword: () => ({
    path: '/password/forgot',
    init: { method: 'POST', json: { email: 'customer@example.com' } },
  }),
  resetPassword: async () => {
    // Another shopper's password: the callers above must still be able to sign in.
    const email = db.users.find((u) => u.role === 'user' && u.email !== 'customer@example.com')!.email;
    await call('/password/forgot', { method: 'POST', json: { email } });
    const code = db.outbox.all().at(-1)!.code!;
    return { path: '/password/reset', init: { method: 'POST', json: { email, code, new_password: 'password456' } } };
  },
  initiateOrder: () => ({ path: '/orders/initiate', init: { method: 'POST', json: checkout() } }),
  checkPromoCode: async (who) => {
    if (!who.user) return { path: '/promo-codes/check', init: { method: 'POST', json: { code: 'WELCOME-AAAAAA' } } };
    // The demo accounts have paid orders: a new account of the caller's role, with its welcome code.
    const email = `promo.${who.role}.${++unique}@example.com`;
    await call('/register', { method: 'POST', json: { email, password: 'password123' } });
    const fresh = db.users.getBy('email', email)!;
    await db.users.update(fresh.id, (u) => void (u.role = who.user!.role));
    const code = db.outbox.all().at(-1)!.code!;
    const session = await signIn(email);
    return {
      path: '/promo-codes/check',
      init: { method: 'POST', json: { code } },
      bearer: session.access_token,
    };
  },
  listOrders: () => ({ path: '/orders?page=1&page_size=10' }),
  payOrder: async (who) => {
    // The caller's own order that is not paid: one of the seed's, or a new one through checkout.
    const payable = (o: { user_id: number; status: string }) =>
      o.user_id === who.user?.id && (o.status === 'pending' || o.status === 'failed');
    if (who.access && !db.orders.find(payable))
      await call('/orders/initiate', { method: 'POST', token: who.access, json: checkout() });
    const order = db.orders.find(payable) ?? db.orders.all()[0]!;
    return { path: `/orders/${order.id}/pay`, init: { method: 'POST' } };
  },
  getOrder: async (who) => ({ path: `/orders/${(await ownOrder(who)).id}` }),
  verifyPayment: async (who) => ({ path: `/orders/verify?reference=${(await ownOrder(who)).paystack_reference}` }),
  verifyPaymentByBody: async (who) => ({
    path: '/orders/verify',
    init: { method: 'POST', json: { reference: (await ownOrder(who)).paystack_reference } },
  }),
  getAdminOverview: () => ({ path: '/admin/overview?range=7d' }),
  createSlide: () => ({
    path: '/admin/carousel/slides',
    init: { method: 'POST', json: { heading: 'Glow week', image_url: '/mock-images/slides/glow.svg' } },
  }),
  updateSlide: () => ({
    path: `/admin/carousel/slides/${db.slides.all()[0]!.id}`,
    init: { method: 'PATCH', json: { heading: 'New heading' } },
  }),
  listAdminOrders: () => ({ path: '/admin/orders?per_page=5' }),
  fulfillOrder: () => ({
    path: `/orders/${orderWith('paid').id}/fulfill`,
    init: { method: 'POST', json: { carrier: 'GIG Logistics' } },
  }),
  cancelOrder: () => ({
    path: `/orders/${orderWith('pending').id}/cancel`,
    init: { method: 'POST', json: { reason: 'Asked to' } },
  }),
  refundOrder: () => ({
    path: `/orders/${orderWith('paid').id}/refund`,
    init: { method: 'POST', json: { amount_kobo: 100 } },
  }),
  listAdminUsers: () => ({ path: '/admin/users' }),
  getAdminUser: () => ({ path: `/admin/users/${db.users.getBy('email', 'customer@example.com')!.id}` }),
  updateUserRole: () => ({
    path: `/admin/users/${db.users.getBy('email', 'customer@example.com')!.id}/role`,
    init: { method: 'PATCH', json: { role: 'user' } },
  }),
  revokeUserSessions: () => ({
    path: `/admin/users/${db.users.find((u) => u.role === 'user' && u.email !== 'customer@example.com')!.id}/revoke`,
    init: { method: 'POST' },
  }),
};

function expected(id: OperationId, role: Role): 'success' | 401 | 403 {
  const op = operations[id];
  if (!op.auth) return 'success';
  if (role === 'visitor') return 401;
  const roles = op.roles as readonly string[] | null;
  if (roles && !roles.includes(role === 'admin' ? 'admin' : 'user')) return 403;
  return 'success';
}

describe('every operation answers each role as the contract says', () => {
  it('has a request for every operation of the contract', () => {
    expect(Object.keys(REQUESTS).sort()).toEqual(Object.keys(operations).sort());
  });

  it.each(Object.keys(operations) as OperationId[])('%s', async (id) => {
    // Visitor and customer first: they must change nothing; the admin's call (which may) comes last.
    for (const role of ['visitor', 'customer', 'admin'] as const) {
      const who = await caller(role);
      const built = await REQUESTS[id](who);
      const before = JSON.stringify(db.snapshot());
      const response = await call(built.path, {
        ...built.init,
        token: built.bearer !== undefined ? built.bearer : who.access,
      });
      const want = expected(id, role);
      const text = await response.text();
      if (want === 'success') {
        expect(response.status, `${id} as ${role}: ${text}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${id} as ${role}: ${text}`).toBeLessThan(300);
      } else {
        expect(response.status, `${id} as ${role}`).toBe(want);
        const codes = (operations[id].errors as Record<string, readonly string[]>)[String(want)] ?? [];
        const body = JSON.parse(text) as { error: string; message: string };
        expect(codes, `${id} as ${role}: ${body.error}`).toContain(body.error);
        expect(Object.keys(body).sort(), 'nothing but the error is answered').toEqual(['error', 'message']);
        // A refused call leaves the data as it was (sign-in above already happened).
        expect(JSON.stringify(db.snapshot()), `${id} as ${role} changed data`).toBe(before);
      }
    }
  });
});
