/**
 * Paying again for an order that is not paid (`payOrder`, this project's extension, decision
 * 0035): a pending or failed order of the caller's gets a new payment on the same order, with a
 * new reference, instead of a new order each time. The gate has already answered 401 and 400
 * invalid_payload; this applies the rules written in openapi.yaml.
 */
import { db } from '../db';
import type { OrderRow } from '../db/schema';
import { authorizationUrl } from '../paystack/payment-page';
import { currentUser, randomToken } from '../services/auth';
import { clock } from '../services/clock';
import { newReference } from '../services/orders';
import { refuseShortfalls, stockLines } from '../services/stock';
import { clientOf, rateLimits, tooManyRequests, type Counted } from '../services/rate-limits';
import { fail, http, idParam, notFound, readBody, requestOrigin } from './http';

/** The statuses an order can be paid again from: nothing has been paid on it. */
export const PAYABLE_STATUSES: ReadonlySet<OrderRow['status']> = new Set(['pending', 'failed']);

/**
 * The order a payment reference names: its current one or one it had before it was paid again
 * (verification reads the order's state by either; only the current one can be paid).
 */
export function orderByReference(reference: string): OrderRow | undefined {
  const current = db.orders.getBy('paystack_reference', reference);
  if (current) return current;
  return db.orders.where((o) => o.previous_references?.includes(reference) ?? false)[0];
}

/** A payment reference no order has had yet. */
function freshReference(): string {
  for (let attempt = 0; attempt < 20; attempt++) {
    const reference = newReference(clock.now());
    if (!orderByReference(reference)) return reference;
  }
  throw new Error('Could not find a free payment reference.');
}

/** The callback_url of the body, if it sent one that is a string. */
async function callbackOf(request: Request): Promise<string | null> {
  const { body } = await readBody(request);
  if (!body || typeof body !== 'object') return null;
  const value = (body as { callback_url?: unknown }).callback_url;
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

export const payOrderHandlers = [
  http.post('/orders/{id}/pay', async ({ request, params, response }) => {
    const user = currentUser(db, request) ?? fail(401, 'unauthorized', 'Sign in to continue.');
    const order = db.orders.get(idParam(params.id));
    // Another user's order is 404, never 403, for admins too (as getOrder).
    if (!order || order.user_id !== user.id) return notFound('No order of yours has this id.');
    if (!PAYABLE_STATUSES.has(order.status))
      return fail(409, 'invalid_transition', `An order that is ${order.status} cannot be paid again.`);

    // Paying again is starting a payment: it counts towards checkout's limits.
    const counted: Counted = [
      ['checkoutAccount', String(user.id)],
      ['checkoutClient', clientOf(request)],
    ];
    const wait = rateLimits.retryAfter(counted);
    if (wait) return tooManyRequests(wait);
    rateLimits.record(counted);

    // Its lines are checked again, as at checkout (decision 0046).
    if (order.counts_stock) refuseShortfalls(db, stockLines(order.items));

    const callbackUrl =
      (await callbackOf(request)) ?? order.callback_url ?? `${requestOrigin(request)}/paystack/callback`;
    const reference = freshReference();
    const accessCode = randomToken('ac', 8);
    const now = new Date(clock.now()).toISOString();
    await db.orders.update(order.id, (o) => {
      o.previous_references = [...(o.previous_references ?? []), o.paystack_reference];
      o.paystack_reference = reference;
      o.paystack_access_code = accessCode;
      o.status = 'pending';
      o.paystack_status = 'ongoing';
      o.paystack_transaction_id = null;
      o.callback_url = callbackUrl;
      o.updated_at = now;
    });

    const page = authorizationUrl(request, callbackUrl, reference, accessCode);
    return response(200).json({ authorization_url: page, access_code: accessCode, reference, order_id: order.id });
  }),
];
