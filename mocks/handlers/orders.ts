/**
 * Orders: checkout, the shopper's history, payment verification and the back office's list and
 * actions (fulfil, cancel, refund). The gate has already answered 401/403 and 400 invalid_payload,
 * so these handlers only apply the business rules written in openapi.yaml and
 * docs/decisions/0002-server-rules.md.
 */
import type { components } from '../../src/api/schema.gen';
import { brand } from '../../src/config/brand';
import { db } from '../db';
import type { OrderItemRow, OrderRow, ShippingAddressRow, UserRow } from '../db/schema';
import { authorizationUrl } from '../paystack/payment-page';
import { currentUser, randomToken } from '../services/auth';
import { clientOf, rateLimits, tooManyRequests, type Counted } from '../services/rate-limits';
import { clock } from '../services/clock';
import { canTransition, checkRefund, newReference, orderLine } from '../services/orders';
import { checkPromoCode, promoDiscount } from '../services/promo-codes';
import {
  giveBackStock,
  hasVariants,
  refuseShortfalls,
  stockLines,
  stockNotCounted,
  variantOf,
  type StockLine,
} from '../services/stock';
import { fail, http, idParam, notFound, readBody, requestOrigin } from './http';
import { orderByReference } from './pay-order';
import { boolParam, intParam, sortRows, strParam } from './query';
import { paginate, toOrder } from './serialize';

type Schemas = components['schemas'];

const MIN_STREET_LENGTH = 6;
const PAID_STATUSES: ReadonlySet<OrderRow['status']> = new Set(['paid', 'fulfilled', 'refunded']);

const nowIso = () => new Date(clock.now()).toISOString();

/** Naira to at most two decimals (sums of floats can drift). */
const naira = (value: number) => Math.round(value * 100) / 100;

/** A trimmed string, or null when absent or blank. */
function clean(value: string | null | undefined): string | null {
  const v = typeof value === 'string' ? value.trim() : '';
  return v ? v : null;
}

/** The signed-in caller; the gate has already answered 401 when there is none. */
function caller(request: Request): UserRow {
  return currentUser(db, request) ?? fail(401, 'unauthorized', 'Sign in to continue.');
}

/** An optional JSON body (fulfil, cancel, refund may be sent without one). */
async function optionalBody<T extends object>(request: Request): Promise<Partial<T>> {
  const { body } = await readBody(request);
  return body && typeof body === 'object' ? (body as Partial<T>) : {};
}

// ---------- checkout ----------

/**
 * Merges lines of the same product and variant and prices them from the catalogue (never from
 * the client); a product with variants needs one of its own (decision 0046), except on a host
 * without them (`withVariants` false: `shapes:spec`, `shapes:lean`), where it is one thing.
 */
function priceItems(lines: Schemas['CheckoutRequest']['items'], withVariants: boolean): OrderItemRow[] {
  const unknown = [...new Set(lines.map((line) => line.product_id))].filter((id) => !db.products.get(id));
  if (unknown.length > 0) {
    const fields: Record<string, string> = {};
    lines.forEach((line, i) => {
      if (unknown.includes(line.product_id))
        fields[`items.${i}.product_id`] = `No product has the id ${line.product_id}.`;
    });
    const list = unknown.join(', ');
    fail(
      400,
      'unknown_product',
      unknown.length === 1 ? `Product ${list} does not exist.` : `Products ${list} do not exist.`,
      fields,
    );
  }

  const fields: Record<string, string> = {};
  lines.forEach((line, i) => {
    const product = db.products.get(line.product_id)!;
    if (line.variant_id == null && withVariants && hasVariants(product))
      fields[`items.${i}.variant_id`] = `Choose a shade or size of ${product.name}.`;
    else if (line.variant_id != null && !variantOf(product, line.variant_id))
      fields[`items.${i}.variant_id`] = `${product.name} has no variant ${line.variant_id}.`;
  });
  const problems = Object.values(fields);
  if (problems.length > 0)
    fail(
      400,
      'unknown_variant',
      problems.length === 1 ? problems[0]! : 'Some items need another shade or size.',
      fields,
    );

  const merged = new Map<string, StockLine>();
  for (const line of lines) {
    const key = `${line.product_id}:${line.variant_id ?? ''}`;
    const seen = merged.get(key);
    if (seen) seen.quantity += line.quantity;
    else merged.set(key, { product_id: line.product_id, variant_id: line.variant_id ?? null, quantity: line.quantity });
  }
  return [...merged.values()].map((line, index) => {
    const product = db.products.get(line.product_id)!;
    return orderLine(product, line.quantity, index, variantOf(product, line.variant_id));
  });
}

/** Checks the address as sent and returns what is stored (trimmed; pickup gets the store address). */
function shippingAddress(input: Schemas['ShippingAddressInput']): ShippingAddressRow {
  const fields: Record<string, string> = {};
  const need = (name: string, value: string | undefined) => {
    const v = clean(value);
    if (!v) fields[`shipping_address.${name}`] = 'Required.';
    return v ?? '';
  };
  const contactName = (): string => need('contact_name', input.contact_name);
  const contactPhone = (): string => need('contact_phone', input.contact_phone);

  let address: ShippingAddressRow;
  if (input.type === 'ship') {
    const state = need('state', input.state);
    const lga = need('lga', input.lga);
    const street = clean(input.street) ?? '';
    if (street.length < MIN_STREET_LENGTH) {
      fields['shipping_address.street'] = street ? `At least ${MIN_STREET_LENGTH} characters.` : 'Required.';
    }
    address = { type: 'ship', state, lga, street, contact_name: contactName(), contact_phone: contactPhone() };
  } else {
    address = {
      type: 'pickup',
      address: brand.pickupAddress,
      contact_name: contactName(),
      contact_phone: contactPhone(),
    };
  }

  const problems = Object.keys(fields);
  if (problems.length > 0) {
    const onlyStreet =
      problems.length === 1 &&
      problems[0] === 'shipping_address.street' &&
      clean(input.type === 'ship' ? input.street : undefined);
    const message = onlyStreet
      ? `The street address must be at least ${MIN_STREET_LENGTH} characters.`
      : `The shipping address is incomplete: ${problems.map((p) => p.replace('shipping_address.', '')).join(', ')}.`;
    fail(400, 'invalid_shipping', message, fields);
  }
  return address;
}

/** A payment reference no order has yet. */
function uniqueReference(): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reference = newReference(clock.now());
    if (!db.orders.getBy('paystack_reference', reference)) return reference;
  }
  throw new Error('Could not find a free payment reference.');
}

// ---------- verification ----------

const VERIFY_MESSAGES: Record<OrderRow['status'], string> = {
  paid: 'Payment verified.',
  fulfilled: 'Payment verified; the order has been fulfilled.',
  refunded: 'Payment verified; the order has since been refunded.',
  pending: 'Payment is still pending.',
  failed: 'Payment failed.',
  cancelled: 'The order was cancelled.',
};

function verification(request: Request, reference: string): Schemas['VerifyResponse'] {
  const user = caller(request);
  // An order paid again (payOrder) still verifies by its earlier references.
  const order = orderByReference(reference.trim());
  // Another user's order is 404 as well, for admins too (openapi.yaml, verifyPayment).
  if (!order || order.user_id !== user.id) return notFound('No order of yours has this payment reference.');
  const message =
    order.status === 'pending' && order.paystack_status === 'abandoned'
      ? 'The payment was not completed; the order is still pending.'
      : VERIFY_MESSAGES[order.status];
  return {
    status: order.status,
    verified: PAID_STATUSES.has(order.status),
    message,
    paystack: { status: order.paystack_status, currency: 'NGN' },
    order: {
      id: order.id,
      paystack_reference: order.paystack_reference,
      amount_total: order.amount_total,
      amount_paid_kobo: order.amount_paid_kobo,
      currency: order.currency,
    },
  };
}

// ---------- admin ----------

/** `q`: email or reference contains (case-insensitive), or the id equals ("42" or "#42"). */
function matchesSearch(q: string): (order: OrderRow) => boolean {
  const needle = q.toLowerCase();
  const idMatch = /^#?\s*(\d+)$/.exec(needle);
  const id = idMatch ? Number(idMatch[1]) : null;
  return (order) =>
    (id !== null && order.id === id) ||
    order.email.toLowerCase().includes(needle) ||
    order.paystack_reference.toLowerCase().includes(needle);
}

const ADMIN_SORT_KEYS = {
  created_at: (o: OrderRow) => o.created_at,
  amount_total: (o: OrderRow) => o.amount_total,
  status: (o: OrderRow) => o.status,
  email: (o: OrderRow) => o.email.toLowerCase(),
} as const;

/** The order an admin action is about, or 404. */
function adminOrder(id: string | undefined): OrderRow {
  return db.orders.get(idParam(id)) ?? notFound('No order has this id.');
}

function refuse(order: OrderRow, action: string): never {
  return fail(409, 'invalid_transition', `An order that is ${order.status} cannot be ${action}.`);
}

async function saved(id: number, change: (draft: OrderRow) => void): Promise<Schemas['Order']> {
  const row = await db.orders.update(id, change);
  return row ? toOrder(row) : notFound('No order has this id.');
}

export const orderHandlers = [
  http.post('/orders/initiate', async ({ request, response }) => {
    const user = caller(request);
    const counted: Counted = [
      ['checkoutAccount', String(user.id)],
      ['checkoutClient', clientOf(request)],
    ];
    const wait = rateLimits.retryAfter(counted);
    if (wait) return tooManyRequests(wait);
    rateLimits.record(counted);
    const body = await request.json();
    const countsStock = !stockNotCounted(request);
    const items = priceItems(body.items, countsStock);
    const address = shippingAddress(body.shipping_address);
    // Checked, not reserved: the stock is taken when the order is paid (decision 0046).
    if (countsStock) refuseShortfalls(db, stockLines(items));
    const subtotal = naira(items.reduce((sum, item) => sum + item.total, 0));
    // A promo code is checked again here and the discount computed here (decision 0034).
    const promoInput = clean(body.promo_code);
    const promo = promoInput ? checkPromoCode(db, user, promoInput) : null;
    if (promo && !promo.ok) return fail(400, promo.error, promo.message, { promo_code: promo.message });
    const discount = promo?.ok ? promoDiscount(subtotal, promo.promo.percent_off) : 0;
    const reference = uniqueReference();
    const accessCode = randomToken('ac', 8);
    const callbackUrl = body.callback_url ?? `${requestOrigin(request)}/paystack/callback`;
    const now = nowIso();

    const order = await db.orders.insert({
      user_id: user.id,
      email: user.email,
      status: 'pending',
      currency: 'NGN',
      items,
      amount_subtotal: subtotal,
      amount_shipping: 0,
      amount_total: naira(subtotal - discount),
      amount_discount: discount,
      promo_code: promo?.ok ? promo.promo.code : null,
      amount_paid_kobo: null,
      amount_refunded_kobo: 0,
      paystack_reference: reference,
      paystack_access_code: accessCode,
      paystack_status: 'ongoing',
      paystack_transaction_id: null,
      shipping_address: address,
      fulfillment: null,
      cancel_reason: null,
      refunds: [],
      callback_url: callbackUrl,
      counts_stock: countsStock,
      created_at: now,
      updated_at: now,
      paid_at: null,
    });

    // The simulated hosted payment page: the app's /mock-paystack, or mock:server's own page.
    const page = authorizationUrl(request, callbackUrl, reference, accessCode);
    return response('2XX').json(
      { authorization_url: page, access_code: accessCode, reference, order_id: order.id },
      { status: 201 },
    );
  }),

  http.get('/orders', ({ request, response }) => {
    const user = caller(request);
    const search = new URL(request.url).searchParams;
    const page = intParam(search.get('page'), 1);
    const pageSize = intParam(search.get('page_size'), 10);
    const includeItems = boolParam(search.get('include_items'), false);

    const rows = sortRows(
      db.orders.where((o) => o.user_id === user.id),
      (o) => o.created_at,
      'desc',
    );
    const slice = paginate(rows, page, pageSize);
    return response(200).json({
      orders: slice.items.map((o) => toOrder(o, includeItems)),
      pagination: { page, page_size: pageSize, total: slice.total, has_prev: slice.hasPrev, has_next: slice.hasNext },
    });
  }),

  // Must come before /orders/{id}: MSW would otherwise take "verify" for an id.
  http.get('/orders/verify', ({ request, response }) => {
    const reference = new URL(request.url).searchParams.get('reference') ?? '';
    return response(200).json(verification(request, reference));
  }),

  http.post('/orders/verify', async ({ request, response }) => {
    const body = await request.json();
    return response(200).json(verification(request, body.reference));
  }),

  http.get('/orders/{id}', ({ request, params, response }) => {
    const user = caller(request);
    const includeItems = boolParam(new URL(request.url).searchParams.get('include_items'), true);
    const order = db.orders.get(idParam(params.id));
    // Another user's order is 404, never 403, for admins too (openapi.yaml, getOrder).
    if (!order || order.user_id !== user.id) return notFound('No order of yours has this id.');
    return response(200).json(toOrder(order, includeItems));
  }),

  http.get('/admin/orders', ({ request, response }) => {
    const search = new URL(request.url).searchParams;
    const q = strParam(search.get('q'));
    const status = strParam(search.get('status')) as OrderRow['status'] | null;
    const page = intParam(search.get('page'), 1);
    const perPage = intParam(search.get('per_page'), 10);
    const sortKey = (strParam(search.get('sort')) ?? 'created_at') as keyof typeof ADMIN_SORT_KEYS;
    const direction = search.get('order') === 'asc' ? 'asc' : 'desc';
    const compact = boolParam(search.get('compact'), false);
    const includeItems = !compact && boolParam(search.get('include_items'), true);

    const matches = q ? matchesSearch(q) : null;
    const rows = db.orders.where((o) => (!status || o.status === status) && (!matches || matches(o)));
    const sorted = sortRows(rows, ADMIN_SORT_KEYS[sortKey] ?? ADMIN_SORT_KEYS.created_at, direction);
    const slice = paginate(sorted, page, perPage);
    const orders = slice.items.map((o) => {
      const out = toOrder(o, includeItems);
      if (compact) delete out.refunds;
      return out;
    });
    return response(200).json({
      orders,
      pagination: {
        page,
        per_page: perPage,
        total: slice.total,
        // As in the shared Pagination schema: 0 pages when nothing matches.
        total_pages: slice.total === 0 ? 0 : slice.totalPages,
        has_prev: slice.hasPrev,
        has_next: slice.hasNext,
      },
    });
  }),

  http.post('/orders/{id}/fulfill', async ({ request, params, response }) => {
    const order = adminOrder(params.id);
    if (!canTransition('fulfill', order.status)) refuse(order, 'fulfilled');
    const body = await optionalBody<Schemas['FulfillRequest']>(request);
    const now = nowIso();
    return response('2XX').json(
      await saved(order.id, (o) => {
        o.status = 'fulfilled';
        o.fulfillment = {
          carrier: clean(body.carrier),
          tracking_number: clean(body.tracking_number),
          shipped_at: clean(body.shipped_at),
        };
        o.updated_at = now;
      }),
      { status: 200 },
    );
  }),

  http.post('/orders/{id}/cancel', async ({ request, params, response }) => {
    const order = adminOrder(params.id);
    if (!canTransition('cancel', order.status)) refuse(order, 'cancelled');
    const body = await optionalBody<Schemas['CancelRequest']>(request);
    const now = nowIso();
    await giveBackStock(db, order.id);
    return response('2XX').json(
      await saved(order.id, (o) => {
        o.status = 'cancelled';
        o.cancel_reason = clean(body.reason);
        o.updated_at = now;
      }),
      { status: 200 },
    );
  }),

  http.post('/orders/{id}/refund', async ({ request, params, response }) => {
    const order = adminOrder(params.id);
    if (!canTransition('refund', order.status)) refuse(order, 'refunded');
    const body = await optionalBody<Schemas['RefundRequest']>(request);
    const check = checkRefund(order, body.amount_kobo ?? null);
    if (!check.ok) return fail(400, 'refund_exceeds_paid', check.message);
    const viaPaystack = body.perform_paystack_refund ?? false;
    const now = nowIso();
    const refundId = order.refunds.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    if (check.full) await giveBackStock(db, order.id);
    return response('2XX').json(
      await saved(order.id, (o) => {
        o.refunds = [
          ...o.refunds,
          {
            id: refundId,
            amount_kobo: check.amountKobo,
            reason: clean(body.reason),
            paystack_refund: viaPaystack,
            created_at: now,
          },
        ];
        o.amount_refunded_kobo = o.amount_refunded_kobo + check.amountKobo;
        if (check.full) o.status = 'refunded';
        if (viaPaystack) o.paystack_status = 'reversed';
        o.updated_at = now;
      }),
      { status: 200 },
    );
  }),
];
