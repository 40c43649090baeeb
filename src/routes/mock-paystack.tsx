import { createFileRoute } from '@tanstack/react-router';
import { brand } from '@/config/brand';
import { MockPaystackPage } from '@/features/payment/mock-paystack-page';
import { lazySchema, textParam, z } from '@/lib/search-params';

/**
 * The simulated hosted payment page (mock mode): checkout's authorization_url comes here with
 * ?reference= and ?access_code=. Outside the store layout, as a provider's page has no store header.
 */
export const Route = createFileRoute('/mock-paystack')({
  validateSearch: lazySchema(() => z.object({ reference: textParam(100), access_code: textParam(100) })),
  head: () => ({ meta: [{ title: `Pay ${brand.name} | Paystack (simulated)` }] }),
  component: MockPaystackRoute,
});

function MockPaystackRoute() {
  const { reference, access_code } = Route.useSearch();
  return <MockPaystackPage reference={reference} accessCode={access_code} />;
}
