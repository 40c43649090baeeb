import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { PagePlaceholder } from '@/components/ui/page-placeholder';
import { ADMIN_ORDERS_PAGE_SIZE } from '@/config/constants';
import { enumParam, idParam, pageParam, perPageParam, textParam, z } from '@/lib/search-params';

export const Route = createFileRoute('/admin/orders')({
  validateSearch: z.object({
    q: textParam(),
    status: enumParam(['pending', 'paid', 'fulfilled', 'cancelled', 'refunded', 'failed'] as const),
    sort: enumParam(['created_at', 'amount_total', 'status', 'email'] as const),
    order: enumParam(['asc', 'desc'] as const),
    page: pageParam(),
    per_page: perPageParam(ADMIN_ORDERS_PAGE_SIZE),
    highlight: idParam(),
  }),
  search: { middlewares: [stripSearchParams({ page: 1, per_page: ADMIN_ORDERS_PAGE_SIZE })] },
  component: () => <PagePlaceholder title="Orders" />,
});
