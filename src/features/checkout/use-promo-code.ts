/**
 * The cart's promo code (decision 0034): the applied code for this shopper, checked again with the
 * host on each visit (a code used or expired since is taken off, saying why), and Apply / Remove.
 * A host without the extension (its check answers 404, 405 or 501) hides the field.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  promoCheckQueryOptions,
  promoCodesUnsupported,
  promoRefusal,
  useCheckPromoCode,
} from '@/api/queries/promo-codes';
import { applyPromo, markPromoUnsupported, removePromo, useAppliedPromo } from './applied-promo';
import { PROMO_CODE_PATTERN, PROMO_MESSAGES, promoFailureMessage } from './promo-messages';

export function usePromoCode(email: string, signedIn: boolean) {
  const state = useAppliedPromo(email);
  const applied = signedIn ? state.applied : null;
  const [error, setError] = useState<string | null>(null);
  const check = useCheckPromoCode();

  // The stored code, checked again: it may have been used or have expired since. Used (or the first
  // order paid without it) means this shopper has had the offer: it goes quietly, since the payment
  // that used it is what emptied the cart. Expired or unknown says why it went.
  const recheck = useQuery({
    ...promoCheckQueryOptions(email, applied?.code ?? ''),
    enabled: Boolean(applied),
  });
  const recheckError = applied ? recheck.error : null;
  useEffect(() => {
    if (!recheckError) return;
    if (promoCodesUnsupported(recheckError)) markPromoUnsupported(PROMO_MESSAGES.unsupported);
    else {
      const refusal = promoRefusal(recheckError);
      const spent = refusal === 'promo_code_used' || refusal === 'promo_code_not_first_order';
      if (refusal) removePromo(spent ? null : promoFailureMessage(recheckError));
    }
  }, [recheckError]);

  function apply(typed: string) {
    const code = typed.trim();
    if (!code) return setError(PROMO_MESSAGES.empty);
    if (!signedIn) return setError(PROMO_MESSAGES.signedOut);
    if (!PROMO_CODE_PATTERN.test(code)) return setError(PROMO_MESSAGES.promo_code_unknown);
    setError(null);
    check.mutate(code, {
      onSuccess: (promo) =>
        applyPromo({ email, code: promo.code, percent_off: promo.percent_off, expires_at: promo.expires_at }),
      onError: (failure) => {
        if (promoCodesUnsupported(failure)) markPromoUnsupported(PROMO_MESSAGES.unsupported);
        else setError(promoFailureMessage(failure));
      },
    });
  }

  function remove() {
    setError(null);
    removePromo();
  }

  return {
    applied,
    unsupported: state.unsupported,
    /** The last Apply's refusal, else why a code was taken off. */
    message: error ?? state.notice,
    applying: check.isPending,
    apply,
    remove,
    clearMessage: () => setError(null),
  };
}

export type PromoCodeState = ReturnType<typeof usePromoCode>;
