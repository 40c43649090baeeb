/**
 * mock:server's own payment page, on the server's origin as a real provider's checkout is on the
 * provider's (docs/mock-backend.md). mocks/server.ts puts it up while it listens, and checkout's
 * authorization_url then points here (payment-page.ts).
 *
 *   GET  /paystack/checkout/:reference?access_code=…[&card=success|decline]   the page (a test card filled in)
 *   POST /paystack/checkout/:reference   a form: access_code, action=pay with number, expiry, cvv; or action=cancel
 *
 * Server-rendered, no script: it works with JavaScript off. Pay checks the card with the
 * provider's own rules and words (cards.ts), as the charge endpoint does; a card they refuse
 * redisplays the form. A card they accept settles the order (the success test card pays, any other
 * card is declined) and Cancel abandons it; both answer 303 to the order's callback_url with
 * ?reference=…&trxref=…, as Paystack does.
 */
import { formatNaira, koboToNaira } from '../../src/lib/money';
import type { OrderRow } from '../db/schema';
import { clock } from '../services/clock';
import {
  cardForDisplay,
  cardRefusals,
  chargeOutcome,
  TEST_CARD_CVV,
  TEST_CARDS,
  testCardExpiry,
  type CardDetails,
  type CardRefusals,
} from './cards';
import { callbackRedirect, orderFor, settleTransaction } from './handlers';
import { cardForm, notice, pageDocument, pagePolicy, settled, type Html, type Link } from './hosted-page-html';
import { HOSTED_PAGE_PATH, type HostedPaystackPage } from './payment-page';

/** What a transaction that is no longer pending means to the payer, in the provider's words. */
const SETTLED: Partial<Record<OrderRow['status'], string>> = {
  paid: 'This payment was successful.',
  fulfilled: 'This payment was successful.',
  refunded: 'This payment was successful, and the store has since refunded it.',
  failed: 'This payment was declined.',
  cancelled: 'The store cancelled this order.',
};

const NOT_FOUND = {
  title: 'Payment not found',
  text: 'No payment has this reference. The link may be old or mistyped: start the payment again from your cart.',
};

/** The store's origin, from the order's callback_url (http(s) only), for the ways back. */
function storeOrigin(order: OrderRow | undefined): string | null {
  if (!order?.callback_url) return null;
  try {
    const url = new URL(order.callback_url);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Where the store expects the payer back; only an http(s) address, so a link never runs script. */
function returnUrl(order: OrderRow, request: Request): string | null {
  const url = new URL(callbackRedirect(order, request));
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

function page(status: number, order: OrderRow | undefined, content: Html, email?: string): Response {
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': pagePolicy(storeOrigin(order)),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
  });
  return new Response(pageDocument({ email, content }), { status, headers });
}

function storeLinks(order: OrderRow | undefined, withCart: boolean): Link[] {
  const origin = storeOrigin(order);
  if (!origin) return [];
  return [
    ...(withCart ? [{ href: `${origin}/cart`, label: 'Go to your cart' }] : []),
    { href: `${origin}/`, label: 'Back to the store' },
  ];
}

function notFound(): Response {
  return page(404, undefined, notice({ ...NOT_FOUND, actions: [] }));
}

function incompleteLink(order: OrderRow): Response {
  const text = 'The link is missing its payment reference or access code. Start the payment again from your cart.';
  return page(400, order, notice({ title: 'This payment link is incomplete', text, actions: storeLinks(order, true) }));
}

function invalidLink(order: OrderRow): Response {
  const text = 'The access code does not match this payment. Start the payment again from your cart.';
  return page(400, order, notice({ title: 'This payment link is not valid', text, actions: storeLinks(order, true) }));
}

function alreadySettled(order: OrderRow, request: Request, status: number): Response {
  const text = SETTLED[order.status] ?? `The order is ${order.status}.`;
  const back = returnUrl(order, request);
  const content = back
    ? settled({ text, returnHref: back })
    : notice({ title: 'This payment has already been processed', text, actions: [] });
  return page(status, order, content, order.email);
}

function pagePath(order: OrderRow): string {
  return `${HOSTED_PAGE_PATH}/${encodeURIComponent(order.paystack_reference)}`;
}

function form(order: OrderRow, card: CardDetails, errors: CardRefusals): Response {
  const action = pagePath(order);
  const fillHref = (which: 'success' | 'decline') =>
    `${action}?${new URLSearchParams({ access_code: order.paystack_access_code, card: which }).toString()}`;
  const content = cardForm({
    action,
    accessCode: order.paystack_access_code,
    amount: formatNaira(koboToNaira(Math.round(order.amount_total * 100))),
    card,
    errors,
    fillHref,
    testCards: TEST_CARDS,
  });
  return page(200, order, content, order.email);
}

function redirect(location: string): Response {
  return new Response(null, { status: 303, headers: { location, 'cache-control': 'no-store' } });
}

const EMPTY_CARD: CardDetails = { number: '', expiry: '', cvv: '' };

function show(order: OrderRow, request: Request): Response {
  const search = new URL(request.url).searchParams;
  const accessCode = search.get('access_code');
  if (!accessCode) return incompleteLink(order);
  if (accessCode !== order.paystack_access_code) return invalidLink(order);
  if (order.status !== 'pending') return alreadySettled(order, request, 200);
  const which = search.get('card');
  const testCard = which === 'success' || which === 'decline' ? TEST_CARDS[which] : null;
  const card = testCard ? { number: testCard, expiry: testCardExpiry(clock.now()), cvv: TEST_CARD_CVV } : EMPTY_CARD;
  return form(order, card, {});
}

/** A form field as text (a file or a missing field is empty). */
function text(data: FormData, name: string): string {
  const value = data.get(name);
  return typeof value === 'string' ? value : '';
}

async function submit(order: OrderRow, request: Request): Promise<Response> {
  let data: FormData;
  try {
    data = await request.formData();
  } catch {
    data = new FormData();
  }
  const accessCode = text(data, 'access_code');
  if (!accessCode) return incompleteLink(order);
  if (accessCode !== order.paystack_access_code) return invalidLink(order);
  if (order.status !== 'pending') return alreadySettled(order, request, 409);

  if (text(data, 'action') === 'cancel') {
    await settleTransaction(order, 'abandon');
    return redirect(callbackRedirect(order, request));
  }

  const card: CardDetails = { number: text(data, 'number'), expiry: text(data, 'expiry'), cvv: text(data, 'cvv') };
  const errors = cardRefusals(card, clock.now());
  if (Object.keys(errors).length > 0) return form(order, cardForDisplay(card), errors);

  await settleTransaction(order, chargeOutcome(card.number));
  return redirect(callbackRedirect(order, request));
}

async function handle(request: Request): Promise<Response | undefined> {
  const path = new URL(request.url).pathname;
  if (!path.startsWith(`${HOSTED_PAGE_PATH}/`)) return undefined;
  const segment = path.slice(HOSTED_PAGE_PATH.length + 1);
  let order: OrderRow | undefined;
  try {
    // One path segment, the reference (percent-encoded as the page's own links write it).
    order = segment.includes('/') ? undefined : orderFor(decodeURIComponent(segment));
  } catch {
    order = undefined;
  }
  if (request.method === 'GET' || request.method === 'HEAD') return order ? show(order, request) : notFound();
  if (request.method === 'POST') return order ? submit(order, request) : notFound();
  return new Response(null, { status: 405, headers: { allow: 'GET, HEAD, POST' } });
}

/** The page, for mock:server to put up while it runs (`paymentPage.hostedPage`, mocks/server.ts). */
export const hostedPage: HostedPaystackPage = { handle };
