import { createFileRoute, notFound } from '@tanstack/react-router';
import { brand } from '@/config/brand';
import { MockPaystackPage } from '@/features/payment/mock-paystack-page';
import { textParam, searchSchema } from '@/lib/search-params';

/**
 * The simulated hosted payment page (mock build): checkout's authorization_url comes here with
 * ?reference= and ?access_code=. Outside the store layout, as a provider's page has no store header.
 *
 * A build for a real host has no simulated payment page: the host's authorization_url leads to
 * its provider (or to mock:server's own page), so this path is not found there. The conditions
 * read `import.meta.env.VITE_API_BASE_URL` directly, so Vite folds them at build time and the
 * page's code is not even in that bundle (e2e/real-host.e2e.ts checks it).
 */
export const Route = createFileRoute('/mock-paystack')({
  validateSearch: searchSchema({ reference: textParam(100), access_code: textParam(100) }),
  beforeLoad: () => {
    if (import.meta.env.VITE_API_BASE_URL) throw notFound();
  },
  head: () => ({ meta: [{ title: `Pay ${brand.name} | Paystack (simulated)` }] }),
  component: MockPaystackRoute,
});

function MockPaystackRoute() {
  const { reference, access_code } = Route.useSearch();
  if (import.meta.env.VITE_API_BASE_URL) return null;
  return <MockPaystackPage reference={reference} accessCode={access_code} />;
}
