import { createFileRoute } from '@tanstack/react-router';
import { brand } from '@/config/brand';
import { PaymentResultPage } from '@/features/payment/payment-result-page';
import { textParam, searchSchema } from '@/lib/search-params';

/**
 * Where the payment page sends the shopper back, with ?reference= and ?trxref=. No loader: the
 * verification is always fresh (staleTime 0), so the screen makes the one call itself rather than
 * a loader call followed by a refetch on mount.
 */
export const Route = createFileRoute('/_store/paystack/callback')({
  validateSearch: searchSchema({ reference: textParam(100), trxref: textParam(100) }),
  head: () => ({ meta: [{ title: `Payment | ${brand.name}` }] }),
  component: PaystackCallbackRoute,
});

function PaystackCallbackRoute() {
  const { reference, trxref } = Route.useSearch();
  return <PaymentResultPage reference={reference?.trim() || trxref?.trim() || undefined} />;
}
