/**
 * The simulated provider's two calls, as the hosted payment page makes them. They are Paystack's
 * side, not the store's API (not in openapi.yaml), so they use plain fetch and check the JSON by
 * hand. On a build pointed at a real host they do not exist: a network error, a bare 404 or an
 * answer that is not a transaction all mean "no mock backend here".
 */
import { queryOptions } from '@tanstack/react-query';
import { backendReady } from '@/api/backend-ready';
import { env } from '@/config/env';

export interface PaystackTransaction {
  reference: string;
  access_code: string;
  email: string;
  amount_kobo: number;
  currency: string;
  status: string;
  callback_url: string;
}

/**
 * What the page asks the provider: to charge a card, which the provider judges by its own rules
 * (it pays, declines, or refuses the card with its reason), or to abandon the payment.
 */
export type ChargeRequest =
  { card: { number: string; expiry: string; cvv: string }; outcome?: never } | { outcome: 'abandon'; card?: never };

/** Why the page cannot go on: each kind has its own screen. */
export type PaystackProblem = 'mock-unavailable' | 'not-found' | 'failed';

export class PaystackError extends Error {
  constructor(
    readonly kind: PaystackProblem,
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'PaystackError';
  }
}

export const paystackKeys = {
  all: ['paystack'] as const,
  transaction: (reference: string) => [...paystackKeys.all, 'transaction', reference] as const,
};

function transactionUrl(reference: string, action = ''): string {
  return new URL(`/__paystack/transactions/${encodeURIComponent(reference)}${action}`, window.location.origin).href;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function errorBody(value: unknown): { error: string; message: string } | null {
  if (!isRecord(value) || typeof value.error !== 'string') return null;
  return { error: value.error, message: typeof value.message === 'string' ? value.message : value.error };
}

export function isTransaction(value: unknown): value is PaystackTransaction {
  return (
    isRecord(value) &&
    typeof value.reference === 'string' &&
    typeof value.access_code === 'string' &&
    typeof value.email === 'string' &&
    typeof value.amount_kobo === 'number' &&
    Number.isFinite(value.amount_kobo) &&
    typeof value.currency === 'string' &&
    typeof value.status === 'string' &&
    typeof value.callback_url === 'string'
  );
}

const MOCK_ONLY = 'This test payment page only works with the mock backend.';

/** GET /__paystack/transactions/{reference}. */
export async function fetchTransaction(reference: string, signal?: AbortSignal): Promise<PaystackTransaction> {
  if (!env.mocksEnabled) throw new PaystackError('mock-unavailable', MOCK_ONLY);
  let response: Response;
  try {
    await backendReady();
    response = await fetch(transactionUrl(reference), { headers: { Accept: 'application/json' }, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new PaystackError('mock-unavailable', MOCK_ONLY);
  }
  const body = await readJson(response);
  const problem = errorBody(body);
  if (response.status === 404) {
    // The mock's own 404 names the reference; any other 404 means the endpoint is not there.
    if (problem?.error === 'not_found') throw new PaystackError('not-found', problem.message, 404);
    throw new PaystackError('mock-unavailable', MOCK_ONLY, 404);
  }
  if (!response.ok)
    throw new PaystackError(
      'failed',
      problem?.message ?? `The payment service answered ${response.status}.`,
      response.status,
    );
  if (!isTransaction(body)) throw new PaystackError('mock-unavailable', MOCK_ONLY, response.status);
  return body;
}

export const transactionQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: paystackKeys.transaction(reference),
    queryFn: ({ signal }) => fetchTransaction(reference, signal),
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

/** Only http(s) addresses: a redirect never runs script. */
function safeRedirectUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value === '') return null;
  try {
    const url = new URL(value, window.location.origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** POST /__paystack/transactions/{reference}/charge: settles the payment, answers where to go next. */
export async function chargeTransaction(
  reference: string,
  body: ChargeRequest & { access_code: string },
): Promise<string> {
  let response: Response;
  try {
    await backendReady();
    response = await fetch(transactionUrl(reference, '/charge'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new PaystackError('failed', 'We couldn’t reach the payment service. Check your connection and try again.');
  }
  const json = await readJson(response);
  if (!response.ok) {
    throw new PaystackError(
      response.status === 404 ? 'not-found' : 'failed',
      errorBody(json)?.message ?? 'The payment could not be processed. Try again.',
      response.status,
    );
  }
  const redirect = safeRedirectUrl(isRecord(json) ? json.redirect_url : null);
  if (!redirect)
    throw new PaystackError('failed', 'The payment service did not say where to go next. Try again.', response.status);
  return redirect;
}

/** Where the store expects the shopper back: its callback with ?reference=&trxref=, as Paystack sends. */
export function callbackHref(transaction: Pick<PaystackTransaction, 'callback_url' | 'reference'>): string {
  const url = new URL(safeRedirectUrl(transaction.callback_url) ?? '/paystack/callback', window.location.origin);
  url.searchParams.set('reference', transaction.reference);
  url.searchParams.set('trxref', transaction.reference);
  return url.href;
}
