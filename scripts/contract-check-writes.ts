/**
 * `contract:check --writes`: every write operation of openapi.yaml once, on records the check
 * creates itself, each answer checked like the reads. For disposable hosts (the mock server, a
 * staging host), never a live store.
 *
 * Ids are read from an earlier answer only where the spec (docs/spec.md, section 7) promises the
 * field: login's `access_token` and `user`, createProduct's `product {id}` (or a product with `id`),
 * and the lists (orders, slides, a product's reviews). The answers the spec does not show
 * (register, the updates and deletes, the order actions, role and sessions) are checked, never read.
 */
import { randomBytes } from 'node:crypto';
import { asObject, idOf, orderListOf, type Caller, type Json } from './contract-check-call';

export interface WriteOptions {
  adminToken?: string;
  /** Makes the names unique: the email, product, review and slide carry it. Default: now. */
  stamp?: number;
}

export function writeNames(stamp: number) {
  return {
    email: `contract-check+${stamp}@example.com`,
    product: `Contract check ${stamp}`,
    review: `Contract check review ${stamp}`,
    slide: `Contract check ${stamp}`,
    slideUpdated: `Contract check ${stamp} (updated)`,
  };
}

/** The first line of a run with --writes: that it writes, and what. */
export function writesNotice(baseUrl: string, stamp: number, admin: boolean): string {
  const names = writeNames(stamp);
  const made = admin
    ? `a customer ${names.email} (made admin, then user again, signed out everywhere, its password reset where the host shows the code), ` +
      `a product "${names.product}" (deleted at the end) with a review (deleted), two pickup orders of it (one fulfilled, one cancelled; they stay) ` +
      `and an inactive slide "${names.slideUpdated}" (it stays: the API deletes no slide)`
    : `a customer ${names.email} (its password reset where the host shows the code); the admin writes are skipped without --admin-token`;
  return `WRITES to ${baseUrl}: creates ${made}.`;
}

/** 12 characters. */
const newPassword = () => randomBytes(9).toString('base64url');

const NEEDS_ADMIN = 'needs --admin-token';

/** The first reason of the first need that is missing, if any. */
const missing = (...needs: Array<[unknown, string]>) => needs.find(([value]) => value === undefined)?.[1];

/** The reset code the mock server's outbox shows for the email (GET /__mock/outbox), if the host has one. */
async function outboxCode(base: string, email: string): Promise<string | undefined> {
  try {
    const response = await fetch(new URL('/__mock/outbox', base));
    if (!response.ok) return undefined;
    const messages = asObject(await response.json())?.messages;
    if (!Array.isArray(messages)) return undefined;
    const codes = (messages as Json[])
      .filter((m) => m.email === email && typeof m.code === 'string' && /^\d{6}$/.test(m.code))
      .map((m) => m.code as string);
    return codes.at(-1);
  } catch {
    return undefined;
  }
}

export async function checkWrites({ base, call, skip }: Caller, options: WriteOptions): Promise<void> {
  const stamp = options.stamp ?? Date.now();
  const names = writeNames(stamp);
  const admin = options.adminToken;
  const password = newPassword();
  const origin = new URL(base).origin;

  // The customer: registered, then signed in (its own token, and its id from login's `user`).
  await call('register', 'POST', '/register', { body: { email: names.email, password } });
  const login = await call('login', 'POST', '/login', { body: { email: names.email, password } });
  const loginBody = login?.ok ? asObject(login.body) : undefined;
  const customer = typeof loginBody?.access_token === 'string' ? loginBody.access_token : undefined;
  const userId = idOf(asObject(loginBody?.user)?.id);
  const noCustomer = 'no token of its own customer (login did not answer one)';

  // The product, with two image URLs so one can be removed.
  const images = [1, 2].map((n) => `https://images.example.com/contract-check/${stamp}-${n}.jpg`);
  let productId: string | undefined;
  if (!admin) skip('createProduct', 'POST', '/products', NEEDS_ADMIN);
  else {
    const created = await call('createProduct', 'POST', '/products', {
      token: admin,
      body: {
        name: names.product,
        price: 1200,
        category: 'Contract Check',
        subcategory: 'Contract Check',
        description: 'Made by npm run contract:check --writes; deleted at the end of the run.',
        images,
      },
    });
    // The spec promises `product {id}`; a host may answer the product itself.
    const body = created?.ok ? asObject(created.body) : undefined;
    productId = idOf(asObject(body?.product)?.id) ?? idOf(body?.id);
  }
  const noProduct = admin
    ? 'no product of its own (createProduct answered no id)'
    : `no product of its own (createProduct ${NEEDS_ADMIN})`;
  const productPath = `/products/${productId ?? '{id}'}`;

  let why = missing([admin, NEEDS_ADMIN], [productId, noProduct]);
  if (why) skip('updateProduct', 'PATCH', productPath, why);
  else
    await call('updateProduct', 'PATCH', productPath, {
      token: admin,
      body: { price: 1300, description: 'Updated by npm run contract:check --writes.' },
    });

  // A review by the customer, found again by its unique title in the product's reviews.
  why = missing([customer, noCustomer], [productId, noProduct]);
  let reviewId: string | undefined;
  if (why) skip('createReview', 'POST', `${productPath}/reviews`, why);
  else {
    await call('createReview', 'POST', `${productPath}/reviews`, {
      token: customer,
      body: { rating: 5, title: names.review, body: 'Written by npm run contract:check --writes.' },
    });
    const product = await call('getProduct', 'GET', `${productPath}?include_reviews=true&reviews_per_page=10`);
    const reviews = asObject(product?.body)?.reviews;
    reviewId = idOf(Array.isArray(reviews) ? (reviews as Json[]).find((r) => r.title === names.review)?.id : undefined);
  }
  why = missing(
    [admin, NEEDS_ADMIN],
    [productId, noProduct],
    [reviewId, 'no review of its own (not found by its title)'],
  );
  if (why) skip('deleteReview', 'DELETE', `${productPath}/reviews/${reviewId ?? '{reviewId}'}`, why);
  else await call('deleteReview', 'DELETE', `${productPath}/reviews/${reviewId}`, { token: admin });

  why = missing([admin, NEEDS_ADMIN], [productId, noProduct]);
  if (why) skip('deleteProductImage', 'DELETE', `${productPath}/images`, why);
  else await call('deleteProductImage', 'DELETE', `${productPath}/images`, { token: admin, body: { url: images[1] } });

  // Two pickup orders of the product by the customer; the answer promises only authorization_url,
  // so their ids come from the customer's own list (newest first).
  const orderIds: string[] = [];
  const noCheckout = missing([customer, noCustomer], [productId, noProduct]);
  if (noCheckout) skip('initiateOrder', 'POST', '/orders/initiate', noCheckout);
  else {
    const checkout = {
      items: [{ product_id: Number(productId), quantity: 1 }],
      shipping_address: { type: 'pickup', contact_name: 'Contract Check', contact_phone: '08030000000' },
      shipping_amount: 0,
      currency: 'NGN',
      callback_url: `${origin}/paystack/callback`,
    };
    for (let i = 0; i < 2; i++)
      await call('initiateOrder', 'POST', '/orders/initiate', { token: customer, body: checkout });
    const list = await call('listOrders', 'GET', '/orders?page=1&page_size=10', { token: customer });
    for (const order of orderListOf(list?.body) ?? []) {
      const id = idOf(order.id);
      if (id) orderIds.push(id);
    }
  }
  const [fulfilled, cancelled] = orderIds;
  const noOrder = (n: string) =>
    noCheckout ? `no order of its own (initiateOrder: ${noCheckout})` : `no ${n} order of its own in its list`;

  why = missing([admin, NEEDS_ADMIN], [fulfilled, noOrder('first')]);
  if (why) skip('fulfillOrder', 'POST', '/orders/{id}/fulfill', why);
  else
    await call('fulfillOrder', 'POST', `/orders/${fulfilled}/fulfill`, {
      token: admin,
      body: {
        carrier: 'Contract check',
        tracking_number: names.product,
        shipped_at: new Date().toISOString().slice(0, 10),
      },
    });
  why = missing([admin, NEEDS_ADMIN], [cancelled, noOrder('second')]);
  if (why) skip('cancelOrder', 'POST', '/orders/{id}/cancel', why);
  else
    await call('cancelOrder', 'POST', `/orders/${cancelled}/cancel`, {
      token: admin,
      body: { reason: 'Contract check' },
    });

  // A refund needs money paid, and no call of the API pays: it is tried on the fulfilled order of
  // its own, never on anyone else's; refused (nothing paid), it is listed as skipped.
  why = missing([admin, NEEDS_ADMIN], [fulfilled, noOrder('first')]);
  if (why) skip('refundOrder', 'POST', '/orders/{id}/refund', why === NEEDS_ADMIN ? why : `needs a paid order: ${why}`);
  else {
    const refund = await call('refundOrder', 'POST', `/orders/${fulfilled}/refund`, {
      token: admin,
      body: { reason: 'Contract check' },
    });
    if (refund && !refund.ok && !refund.result.problem && (refund.status === 400 || refund.status === 409)) {
      const error = asObject(refund.body);
      refund.result.skipped = `needs a paid order: its own order ${fulfilled} is not paid (${String(error?.error ?? error?.message ?? refund.status)}) and no call of the API pays one`;
    }
  }

  // An inactive slide (so the home page never shows it), found again by its heading in the admin's list.
  let slideId: string | undefined;
  if (!admin) skip('createSlide', 'POST', '/admin/carousel/slides', NEEDS_ADMIN);
  else {
    await call('createSlide', 'POST', '/admin/carousel/slides', {
      token: admin,
      body: {
        heading: names.slide,
        image_url: 'https://images.example.com/contract-check/slide.jpg',
        alt: 'Contract check',
        is_active: false,
      },
    });
    const slides = await call('listSlides', 'GET', '/carousel/slides?limit=100&include_inactive=true', {
      token: admin,
    });
    const items = asObject(slides?.body)?.items;
    // The spec allows `title` for `heading`.
    slideId = idOf(
      Array.isArray(items)
        ? (items as Json[]).find((s) => s.heading === names.slide || s.title === names.slide)?.id
        : undefined,
    );
  }
  why = missing([admin, NEEDS_ADMIN], [slideId, 'no slide of its own in the admin’s list (include_inactive=true)']);
  if (why) skip('updateSlide', 'PATCH', `/admin/carousel/slides/${slideId ?? '{id}'}`, why);
  else
    await call('updateSlide', 'PATCH', `/admin/carousel/slides/${slideId}`, {
      token: admin,
      body: { heading: names.slideUpdated, is_active: false },
    });

  // The customer made admin and back, then signed out everywhere.
  const noUser = customer ? 'no id of its own customer (login’s user)' : noCustomer;
  const userPath = `/admin/users/${userId ?? '{id}'}`;
  why = missing([admin, NEEDS_ADMIN], [userId, noUser]);
  if (why) skip('updateUserRole', 'PATCH', `${userPath}/role`, why);
  else
    for (const role of ['admin', 'user'])
      await call('updateUserRole', 'PATCH', `${userPath}/role`, { token: admin, body: { role } });
  if (why) skip('revokeUserSessions', 'POST', `${userPath}/revoke`, why);
  else await call('revokeUserSessions', 'POST', `${userPath}/revoke`, { token: admin });

  // The password: a code asked for, and used where the host shows it (the mock server's outbox).
  await call('forgotPassword', 'POST', '/password/forgot', { body: { email: names.email } });
  const code = await outboxCode(base, names.email);
  if (!code)
    skip('resetPassword', 'POST', '/password/reset', 'needs the emailed code (this host has no GET /__mock/outbox)');
  else
    await call('resetPassword', 'POST', '/password/reset', {
      body: { email: names.email, code, new_password: newPassword() },
    });

  // Last: the product goes (its orders keep their items).
  why = missing([admin, NEEDS_ADMIN], [productId, noProduct]);
  if (why) skip('deleteProduct', 'DELETE', productPath, why);
  else await call('deleteProduct', 'DELETE', productPath, { token: admin });
}
