/**
 * Promo codes (this project's extension, decision 0034): POST /promo-codes/check tells the cart
 * whether the signed-in shopper can use a code and what it is worth. A host without the extension
 * has no such path (404, 405 or 501): the cart then hides its promo field.
 */
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../client';
import { isApiError, unwrap } from '../errors';
import type { components } from '../schema.gen';

export type PromoCode = components['schemas']['PromoCode'];

/** The refusals of the check and of checkout, each with its own message in the cart. */
export const PROMO_REFUSALS = [
  'promo_code_unknown',
  'promo_code_expired',
  'promo_code_used',
  'promo_code_not_first_order',
] as const;
export type PromoRefusal = (typeof PROMO_REFUSALS)[number];

export const promoKeys = {
  all: ['promo-codes'] as const,
  check: (email: string, code: string) => [...promoKeys.all, 'check', email, code] as const,
};

export async function checkPromoCode(code: string, signal?: AbortSignal): Promise<PromoCode> {
  return unwrap(await api.POST('/promo-codes/check', { body: { code }, signal }));
}

/** The code's refusal, when the host refused it (400 with one of the promo codes). */
export function promoRefusal(error: unknown): PromoRefusal | null {
  if (!isApiError(error) || error.status !== 400) return null;
  return (PROMO_REFUSALS as readonly string[]).includes(error.code) ? (error.code as PromoRefusal) : null;
}

/** The host has no promo codes: no such path (404, 405) or not implemented (501). */
export function promoCodesUnsupported(error: unknown): boolean {
  return isApiError(error) && (error.status === 404 || error.status === 405 || error.status === 501);
}

/**
 * A checkout that sent `promo_code` and was refused for something that is none of checkout's own
 * codes (a host without the extension answers 400 invalid_payload for an unknown field): the cart
 * checks out again without the code.
 */
export function promoFieldRefused(error: unknown): boolean {
  if (!isApiError(error) || error.status !== 400 || promoRefusal(error)) return false;
  return error.code !== 'unknown_product' && error.code !== 'invalid_shipping';
}

/** The stored code checked again (a reload, another visit): is it still good? Never retried. */
export const promoCheckQueryOptions = (email: string, code: string) =>
  queryOptions({
    queryKey: promoKeys.check(email, code),
    queryFn: ({ signal }) => checkPromoCode(code, signal),
    retry: false,
    staleTime: 60_000,
  });

/** Apply: the code as typed. */
export function useCheckPromoCode() {
  return useMutation({ mutationFn: (code: string) => checkPromoCode(code) });
}
