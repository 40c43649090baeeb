/**
 * The simulated payment provider (Paystack's side). Not part of openapi.yaml: these are the calls
 * the app's simulated hosted payment page (/mock-paystack) makes, on paths outside /api/.
 *
 *   GET  /__paystack/transactions/:reference         the transaction the page shows
 *   POST /__paystack/transactions/:reference/charge  { access_code, card } or { access_code, outcome } → { redirect_url }
 *
 * A charge with a `card` is judged by the provider's own card rules (cards.ts), not the page's: a
 * card they refuse answers 422 `invalid_card` with the provider's words and leaves the payment
 * open; a card they accept pays (the success test card) or is declined (any other). A charge with
 * an `outcome` (`success`, `decline`, `abandon`) settles as told, with no card: the page's Cancel,
 * and the tests' short way. Either settles the pending order the way Paystack's webhook would, then
 * the page sends the browser to the order's callback_url with `?reference=...&trxref=...`, as
 * Paystack does.
 *
 * Behind `npm run mock:server` the provider's page is the server's own instead
 * (GET|POST /paystack/checkout/:reference, mocks/paystack/hosted-page.ts): see payment-page.ts.
 */
import { http, HttpResponse } from 'msw';
import { db } from '../db';
import type { OrderRow } from '../db/schema';
import { clock } from '../services/clock';
import { takeStock } from '../services/stock';
import { cardRefusals, chargeOutcome, refusalMessage, type CardDetails } from './cards';
import { HOSTED_PAGE_PATH, paymentPage } from './payment-page';
import { mockRandom } from '../services/random';

/** How a payment ends: paid, declined, or abandoned (the payer left without paying). */
export type ChargeOutcome = 'success' | 'decline' | 'abandon';
const OUTCOMES: readonly ChargeOutcome[] = ['success', 'decline', 'abandon'];

/** The transaction as the payment page sees it. */
export interface PaystackTransaction {
  reference: string;
  access_code: string;
  email: string;
  amount_kobo: number;
  currency: 'NGN';
  status: OrderRow['status'];
  callback_url: string;
}

const BASE = '*/__paystack/transactions/:reference';

function error(status: number, code: string, message: string) {
  return HttpResponse.json({ error: code, message }, { status });
}

function callbackUrl(order: OrderRow, request: Request): string {
  return order.callback_url ?? `${new URL(request.url).origin}/paystack/callback`;
}

/** A Paystack-like transaction id: 10 digits, not starting with 0. */
function transactionId(): string {
  let id = String(1 + Math.floor(mockRandom() * 9));
  for (let i = 0; i < 9; i++) id += String(Math.floor(mockRandom() * 10));
  return id;
}

/**
 * Settles a pending order as Paystack's webhook would: `success` pays it, `decline` fails it,
 * `abandon` leaves it pending. The charge endpoint and mock:server's own page both settle here.
 */
export async function settleTransaction(order: OrderRow, outcome: ChargeOutcome): Promise<void> {
  const now = new Date(clock.now()).toISOString();
  await db.orders.update(order.id, (o) => {
    o.updated_at = now;
    if (outcome === 'success') {
      o.status = 'paid';
      o.paid_at = now;
      o.amount_paid_kobo = Math.round(o.amount_total * 100);
      o.paystack_status = 'success';
      o.paystack_transaction_id = transactionId();
    } else if (outcome === 'decline') {
      o.status = 'failed';
      o.paystack_status = 'failed';
      o.paystack_transaction_id = transactionId();
    } else {
      o.paystack_status = 'abandoned';
    }
  });
  // Stock is taken when the order is paid, not at checkout (decision 0046).
  if (outcome === 'success') await takeStock(db, order.id);
}

/** The order's callback_url with `?reference=…&trxref=…`, where Paystack sends the browser back. */
export function callbackRedirect(order: OrderRow, request: Request): string {
  const redirect = new URL(callbackUrl(order, request), new URL(request.url).origin);
  redirect.searchParams.set('reference', order.paystack_reference);
  redirect.searchParams.set('trxref', order.paystack_reference);
  return redirect.toString();
}

/** A card as the charge's body sends it: three strings, or null. */
function cardDetails(value: unknown): CardDetails | null {
  if (!value || typeof value !== 'object') return null;
  const { number, expiry, cvv } = value as Record<string, unknown>;
  return typeof number === 'string' && typeof expiry === 'string' && typeof cvv === 'string'
    ? { number, expiry, cvv }
    : null;
}

export function orderFor(reference: string | readonly string[] | undefined): OrderRow | undefined {
  return typeof reference === 'string' ? db.orders.getBy('paystack_reference', reference) : undefined;
}

export const paystackHandlers = [
  http.get(BASE, ({ request, params }) => {
    const order = orderFor(params.reference);
    if (!order) return error(404, 'not_found', 'No transaction has this reference.');
    const body: PaystackTransaction = {
      reference: order.paystack_reference,
      access_code: order.paystack_access_code,
      email: order.email,
      amount_kobo: Math.round(order.amount_total * 100),
      currency: order.currency,
      status: order.status,
      callback_url: callbackUrl(order, request),
    };
    return HttpResponse.json(body);
  }),

  http.post(`${BASE}/charge`, async ({ request, params }) => {
    const order = orderFor(params.reference);
    if (!order) return error(404, 'not_found', 'No transaction has this reference.');

    let body: { outcome?: unknown; card?: unknown; access_code?: unknown } = {};
    try {
      const parsed: unknown = await request.json();
      if (parsed && typeof parsed === 'object') body = parsed as typeof body;
    } catch {
      return error(400, 'invalid_payload', 'The body must be JSON: { access_code, card } or { access_code, outcome }.');
    }
    const card = body.card === undefined ? undefined : cardDetails(body.card);
    const outcome = body.outcome as ChargeOutcome;
    if (card === null || (card && body.outcome !== undefined))
      return error(400, 'invalid_payload', 'card must be { number, expiry, cvv } (strings), without an outcome.');
    if (!card && !OUTCOMES.includes(outcome))
      return error(400, 'invalid_payload', `Send a card, or an outcome: one of ${OUTCOMES.join(', ')}.`);
    if (body.access_code !== order.paystack_access_code)
      return error(400, 'invalid_access_code', 'The access code does not match this transaction.');
    if (order.status !== 'pending')
      return error(409, 'not_pending', `This transaction is already settled: the order is ${order.status}.`);

    if (card) {
      const refusals = cardRefusals(card, clock.now());
      if (Object.keys(refusals).length > 0)
        return HttpResponse.json(
          { error: 'invalid_card', message: refusalMessage(refusals), fields: refusals },
          { status: 422 },
        );
    }
    await settleTransaction(order, card ? chargeOutcome(card.number) : outcome);
    return HttpResponse.json({ redirect_url: callbackRedirect(order, request) });
  }),

  // mock:server's own payment page (mocks/paystack/hosted-page.ts); elsewhere nothing answers here.
  http.all(`*${HOSTED_PAGE_PATH}/*`, ({ request }) => paymentPage.hostedPage?.handle(request)),
];
