import { createFileRoute } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { textParam, z } from '@/lib/search-params';

/** Where the payment page sends the shopper back, with ?reference= and ?trxref=. */
export const Route = createFileRoute('/_store/paystack/callback')({
  validateSearch: z.object({ reference: textParam(100), trxref: textParam(100) }),
  component: () => <PagePlaceholder title="Payment" />,
});
