/** The shopper's orders, checkout and payment verification. */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ORDER_DETAIL_CACHE_MS, ORDERS_LIST_CACHE_MS, ORDERS_PAGE_SIZE } from '@/config/constants';
import { api } from '../client';
import { ApiError, isApiError, unwrap } from '../errors';
import {
  normalizeOrder,
  normalizeOrderList,
  normalizeVerify,
  type OrderView,
  type VerifyView,
} from '../normalize-orders';
import type { components } from '../schema.gen';

export type CheckoutRequest = components['schemas']['CheckoutRequest'];
export type CheckoutResponse = components['schemas']['CheckoutResponse'];
/** What the order screens read: an order after `normalizeOrder` (src/api/normalize-orders.ts). */
export type Order = OrderView;
export type VerifyResponse = components['schemas']['VerifyResponse'];
/** What the payment result reads: a verify answer after `normalizeVerify`. */
export type Verification = VerifyView;

export const orderKeys = {
  all: ['orders'] as const,
  lists: () => [...orderKeys.all, 'list'] as const,
  list: (page: number) => [...orderKeys.lists(), { page }] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (id: number) => [...orderKeys.details(), id] as const,
  verify: (reference: string) => [...orderKeys.all, 'verify', reference] as const,
};

export const ordersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: orderKeys.list(page),
    queryFn: async ({ signal }) =>
      normalizeOrderList(
        unwrap(
          await api.GET('/orders', {
            params: { query: { page, page_size: ORDERS_PAGE_SIZE, include_items: true } },
            signal,
          }),
        ),
        {
          page,
          page_size: ORDERS_PAGE_SIZE,
        },
      ),
    staleTime: ORDERS_LIST_CACHE_MS,
    placeholderData: keepPreviousData,
  });

export const orderQueryOptions = (id: number) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: async ({ signal }) =>
      normalizeOrder(
        unwrap(await api.GET('/orders/{id}', { params: { path: { id }, query: { include_items: true } }, signal })),
      ),
    staleTime: ORDER_DETAIL_CACHE_MS,
  });

/**
 * Verifies a payment: GET /orders/verify, and if that fails, POST /orders/verify with the
 * reference in the body (spec section 7). A 404 from both means the reference is unknown.
 */
export async function verifyPayment(reference: string, signal?: AbortSignal): Promise<Verification> {
  try {
    return normalizeVerify(unwrap(await api.GET('/orders/verify', { params: { query: { reference } }, signal })));
  } catch (first) {
    if (signal?.aborted) throw first;
    return normalizeVerify(unwrap(await api.POST('/orders/verify', { body: { reference }, signal })));
  }
}

export const verifyQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: orderKeys.verify(reference),
    queryFn: ({ signal }) => verifyPayment(reference, signal),
    retry: false,
    staleTime: 0,
  });

/** POST /orders/initiate. A reply without authorization_url counts as a failure (spec section 8). */
export async function initiateCheckout(body: CheckoutRequest): Promise<CheckoutResponse> {
  const data = unwrap(await api.POST('/orders/initiate', { body }));
  if (!data.authorization_url) throw new ApiError(502, 'missing_authorization_url', 'Could not start payment.');
  return data;
}

export function useInitiateCheckout() {
  return useMutation({ mutationFn: initiateCheckout });
}

/**
 * POST /orders/{id}/pay (this project's extension, decision 0035): a new payment for the same order
 * when it is pending or failed. The answer is checkout's; without authorization_url it is a failure.
 */
export async function payOrder(id: number, callbackUrl: string): Promise<CheckoutResponse> {
  const data = unwrap(
    await api.POST('/orders/{id}/pay', { params: { path: { id } }, body: { callback_url: callbackUrl } }),
  );
  if (!data.authorization_url) throw new ApiError(502, 'missing_authorization_url', 'Could not start payment.');
  return data;
}

/**
 * True when the host cannot pay this order again: it lacks the extension (404 or 405 for the path,
 * 501), or the order is not the caller's. The store then pays through the cart instead.
 */
export function payAgainUnavailable(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 405 || error.status === 501);
}

/** Pay now on an order: a new payment for it (payOrder); its detail and the list are read again after a refusal. */
export function usePayOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, callbackUrl }: { id: number; callbackUrl: string }) => payOrder(id, callbackUrl),
    onError: (error) => {
      // 409: the order was paid or cancelled meanwhile; the list and the detail show what it is now
      // (the payment result keeps its answer, so the refusal stays in view).
      if (isApiError(error) && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
        void queryClient.invalidateQueries({ queryKey: orderKeys.details() });
      }
    },
  });
}
